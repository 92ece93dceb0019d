import Foundation

/// Turns what a decoder returned into a ``DecodedValue``: exact text, JSON, and whether it is
/// the number the JSON wrote.
struct DecodedValueWriter {
    /// The JSON number literal, when the value is a number.
    let literal: String?
    /// ``literal`` read exactly.
    let literalNumber: DecimalDigits?

    init(literal: String?) {
        self.literal = literal
        self.literalNumber = literal.flatMap { DecimalDigits(literal: $0) }
    }

    /// Whether `text` (a number written exactly) differs from the literal; false when the JSON
    /// is not a number.
    func differsFromLiteral(_ text: String) -> Bool {
        guard let literalNumber else { return false }
        return DecimalDigits(literal: text) != literalNumber
    }

    func bool(_ value: Bool, why: String) -> DecodedValue {
        DecodedValue(text: "\(value)", json: "\(value)", isLossy: false, why: why)
    }

    func integer<Integer: BinaryInteger>(_ value: Integer, why: String? = nil) -> DecodedValue {
        let text = "\(value)"
        let lossy = differsFromLiteral(text)
        return DecodedValue(text: text, json: text, isLossy: lossy, why: why ?? numberWhy(lossy, "\(Integer.self)"))
    }

    func double(_ value: Double, why: String? = nil) -> DecodedValue {
        let text = ExactText.double(value)
        let lossy = differsFromLiteral(text)
        return DecodedValue(text: text, json: text, isLossy: lossy, why: why ?? numberWhy(lossy, "Double"))
    }

    func float(_ value: Float, why: String? = nil) -> DecodedValue {
        let text = ExactText.float(value)
        let lossy = differsFromLiteral(text)
        return DecodedValue(text: text, json: text, isLossy: lossy, why: why ?? numberWhy(lossy, "Float"))
    }

    func decimal(_ value: Decimal, why: String? = nil) -> DecodedValue {
        let text = value.description
        let lossy = differsFromLiteral(text)
        return DecodedValue(
            text: text, json: JSONPreview.string(text), isLossy: lossy, why: why ?? numberWhy(lossy, "Decimal"))
    }

    func string(_ value: String, isCut: Bool, why: String) -> DecodedValue {
        let text = JSONPreview.string(value)
        return DecodedValue(text: text, json: text, isLossy: false, why: why, isCut: isCut)
    }

    func url(_ value: URL, input: String?, isCut: Bool, why: String? = nil) -> DecodedValue {
        let text = value.absoluteString
        let rewritten = input.map { $0 != text } ?? false
        return DecodedValue(
            text: PrintableText.escaped(text), json: JSONPreview.string(text), isLossy: false,
            why: why ?? (rewritten ? "URL(string:) rewrote the text (percent-encoding, host)" : "the text as a URL"),
            isCut: isCut)
    }

    func uuid(_ value: UUID, input: String?, why: String? = nil) -> DecodedValue {
        let text = value.uuidString
        let changed = input.map { $0 != text } ?? false
        return DecodedValue(
            text: text, json: JSONPreview.string(text), isLossy: false,
            why: why ?? (changed ? "the UUID, written in capitals" : "the text as a UUID"))
    }

    /// A date; when it was read from a number, a date that is not the literal's time (in seconds,
    /// or milliseconds for `.millisecondsSince1970`) to the microsecond is marked lossy.
    func date(_ value: Date, target: DecodingTarget, why: String? = nil) -> DecodedValue {
        let (text, seconds) = ExactText.date(value)
        var lossy = false
        if let literalNumber, let seconds {
            let expected = target == .dateMillisecondsSince1970 ? literalNumber.dividedByThousand : literalNumber
            lossy = seconds != expected
        } else if literalNumber != nil {
            lossy = true
        }
        return DecodedValue(
            text: text, json: JSONPreview.string(text), isLossy: lossy, why: why ?? dateWhy(target, lossy: lossy))
    }

    /// What `input` decodes as `target`'s type, written as a value. `input` (the text the JSON
    /// holds, if any) says when a URL or UUID comes out written differently; `isCut` marks text
    /// from a value cut short. Booleans and strings say why as `JSONDecoder` reads them.
    ///
    /// - Throws: what the decoder throws.
    func value(
        _ target: DecodingTarget, decoding input: inout some DecoderInput, text: String?, isCut: Bool
    ) throws -> DecodedValue {
        switch target {
        case .bool: bool(try input.decode(Bool.self), why: "a JSON Boolean")
        case .int: integer(try input.decode(Int.self))
        case .int64: integer(try input.decode(Int64.self))
        case .uint64: integer(try input.decode(UInt64.self))
        case .double: double(try input.decode(Double.self))
        case .float: float(try input.decode(Float.self))
        case .decimal: decimal(try input.decode(Decimal.self))
        case .string: string(try input.decode(String.self), isCut: isCut, why: "the text")
        case .url: url(try input.decode(URL.self), input: text, isCut: isCut)
        case .uuid: uuid(try input.decode(UUID.self), input: text)
        case .dateSecondsSince1970, .dateMillisecondsSince1970, .dateISO8601, .dateRFC1123, .dateTwitter:
            date(try input.decode(Date.self), target: target)
        }
    }

    private func numberWhy(_ lossy: Bool, _ type: String) -> String {
        guard lossy, let literal else { return "exactly as written" }
        return "\(ReasonText.number(literal)) rounded to fit \(type)"
    }

    /// Said after a date's reason when the `Date` (a `Double`, written to the microsecond) is not
    /// exactly the moment the reason names.
    static let inexactDateNote = "; the Date is not exactly that (shown to the microsecond)"

    private func dateWhy(_ target: DecodingTarget, lossy: Bool) -> String {
        let number = literal.map { ReasonText.number($0) } ?? "the number"
        let inexact = Self.inexactDateNote
        switch target {
        case .dateSecondsSince1970:
            return "\(number) seconds since 1970" + (lossy ? inexact : "")
        case .dateMillisecondsSince1970:
            return "\(number) milliseconds since 1970" + (lossy ? inexact : "")
        case .dateISO8601: return "ISO 8601 text"
        case .dateRFC1123: return "RFC 1123 text (\(DateFormats.rfc1123Format))"
        case .dateTwitter: return "Twitter-style text (\(DateFormats.twitterFormat))"
        default: return "a date"
        }
    }
}
