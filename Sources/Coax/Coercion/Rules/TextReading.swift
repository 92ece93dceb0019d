/// The text reading of a value, what `string` and `array(of: .strings)` are made of: strings unchanged,
/// `true`/`false` as `"1"`/`"0"`, numbers as their exact value in canonical decimal text; nothing
/// for missing values, null, arrays and objects.
enum TextReading: ValueReading {
    /// A missing value or `null`.
    case absent
    /// An array or an object.
    case container
    /// A string, unchanged.
    case string(String)
    /// `true` or `false`, as `"1"` or `"0"`.
    case boolean(Bool)
    /// A number literal and its text; `keptExponent` when the plain form would be too long.
    case number(literal: String, text: String, keptExponent: Bool)

    /// Reads a classified value.
    @inline(__always)
    init(_ input: ReadingInput) {
        switch input {
        case .text(let text):
            self = .string(text)
        case .literal(let literal):
            if let plain = IntegerReading.plainInteger(literal) {
                self = .number(literal: literal, text: String(plain), keptExponent: false)
            } else if let exact = DecimalDigits(literal: literal) {
                self = .number(literal: literal, text: exact.canonicalText, keptExponent: exact.needsExponent)
            } else {
                self = .number(literal: literal, text: literal, keptExponent: false)
            }
        case .direct(.boolean(let flag)):
            self = .boolean(flag)
        case .direct(.container):
            self = .container
        case .direct(.absent), .direct(.invalidLiteral):
            self = .absent
        }
    }

    /// The text, or nil when the value has none.
    var text: String? {
        switch self {
        case .string(let text): text
        case .boolean(let flag): flag ? "1" : "0"
        case .number(_, let text, _): text
        case .absent, .container: nil
        }
    }

    /// `string` with its reason.
    func explained<Value: JSONReadable>(_ value: Value?) -> Coerced<String?> {
        Coerced(value: text, why: reason(describing: value))
    }

    private func reason<Value: JSONReadable>(describing value: Value?) -> String {
        switch self {
        case .absent:
            return "\(ReasonText.describe(value)) → nil"
        case .container:
            return "\(ReasonText.describe(value)) is not text → nil"
        case .string(let text):
            return "\(ReasonText.quoted(text)) is a string → unchanged"
        case .boolean(let flag):
            return flag ? "true → \"1\"" : "false → \"0\""
        case .number(let literal, let text, let keptExponent):
            let why = "\(ReasonText.number(literal)) → \(ReasonText.quoted(text))"
            return keptExponent ? why + " (too long for plain notation)" : why
        }
    }
}
