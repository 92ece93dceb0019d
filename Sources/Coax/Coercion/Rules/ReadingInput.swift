/// A value as every reading first sees it: a number that needs no reading of digits, a number
/// literal, or text. The one place the readings look at a value's kind.
enum ReadingInput {
    /// Missing, null, an array, an object or a Boolean.
    case direct(DirectNumber)
    /// A number literal, as written.
    case literal(String)
    /// A string.
    case text(String)

    /// Classifies `value` (nil for a missing value).
    @inline(__always)
    init<Value: JSONReadable>(_ value: Value?) {
        guard let value else {
            self = .direct(.absent)
            return
        }
        switch value.kind {
        case .null: self = .direct(.absent)
        case .array, .object: self = .direct(.container)
        case .bool: self = .direct(.boolean(value.bool == true))
        case .number: self = .literal(value.number?.literal ?? "")
        case .string: self = .text(value.string ?? "")
        }
    }
}

/// A value whose number, or lack of one, needs no reading of digits: what the integer-style and
/// the decimal readings share.
enum DirectNumber {
    /// A missing value or `null`: no number.
    case absent
    /// An array or an object: no number.
    case container
    /// `true` or `false`: 1 or 0.
    case boolean(Bool)
    /// A number literal that does not read as a number (the parser never makes one): no number.
    case invalidLiteral(String)

    /// 1 or 0 for a Boolean, else nil.
    var integer: Int64? {
        guard case .boolean(let flag) = self else { return nil }
        return flag ? 1 : 0
    }

    /// 1 or 0 for a Boolean, else nil, as the decimal reading holds numbers.
    var digits: DecimalDigits? {
        guard case .boolean(let flag) = self else { return nil }
        return flag ? .one : .zero
    }

    /// The steps as text: `missing`, `null`, `array (2 elements) is not numeric`, `true → 1`.
    func steps<Value: JSONReadable>(describing value: Value?) -> String {
        switch self {
        case .absent: ReasonText.describe(value)
        case .container: "\(ReasonText.describe(value)) is not numeric"
        case .boolean(let flag): flag ? "true → 1" : "false → 0"
        case .invalidLiteral(let literal): "\(ReasonText.number(literal)) is not a valid number"
        }
    }
}

/// A rule's reading of a value, made from the value's ``ReadingInput``: what the integer-style,
/// decimal and text readings share, so each reads a value the same way.
protocol ValueReading {
    /// Reads a classified value.
    init(_ input: ReadingInput)
}

extension ValueReading {
    /// Reads `value` (nil for a missing value).
    @inline(__always)
    init<Value: JSONReadable>(_ value: Value?) {
        self.init(ReadingInput(value))
    }
}
