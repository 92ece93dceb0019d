/// The coercion rules as plain functions, without explanations: the fast path behind
/// ``Coercion``, ``Extractor`` and everything built on them.
///
/// ``CoercionExplainer`` walks the same rules with the same readers (``CleanedText``,
/// ``IntegerPrefix``, ``DecimalDigits``) and also says why; tests hold the two to the same values.
enum CoercionEngine {
    // MARK: Rule B: number, integer style

    /// Rule B: the integer-style number of a value, or nil for missing, null, text without a
    /// digit, arrays and objects.
    static func number<Value: JSONReadable>(_ value: Value?) -> Int64? {
        guard let value else { return nil }
        switch value.kind {
        case .bool:
            return value.bool == true ? 1 : 0
        case .number:
            return value.number.flatMap { integerPart(of: $0.literal)?.value }
        case .string:
            guard let text = value.string, let cleaned = CleanedText(text) else { return nil }
            return IntegerPrefix(cleaned.text.utf8).value
        case .null, .array, .object:
            return nil
        }
    }

    /// The integer part of a JSON number literal, truncated toward zero and saturating.
    static func integerPart(of literal: String) -> DecimalDigits.IntegerPart? {
        if let plain = plainInteger(literal) {
            return DecimalDigits.IntegerPart(value: plain, isTruncated: false, isSaturated: false)
        }
        return DecimalDigits(literal: literal)?.integerPart
    }

    /// The value of a literal written as a plain integer of at most 18 digits (the common case),
    /// read without building ``DecimalDigits``.
    static func plainInteger(_ literal: String) -> Int64? {
        let utf8 = literal.utf8
        guard utf8.count <= 19, !utf8.isEmpty else { return nil }
        var negative = false
        var value: Int64 = 0
        var digitCount = 0
        for byte in utf8 {
            if byte == UInt8(ascii: "-"), digitCount == 0, !negative {
                negative = true
            } else if byte >= 0x30, byte <= 0x39, digitCount < 18 {
                value = value * 10 + Int64(byte - 0x30)
                digitCount += 1
            } else {
                return nil
            }
        }
        guard digitCount > 0 else { return nil }
        return negative ? -value : value
    }

    // MARK: Rule C: decimal

    /// Rule C before the range check: the exact number a value reads as.
    static func decimalDigits<Value: JSONReadable>(_ value: Value?) -> DecimalDigits? {
        guard let value else { return nil }
        switch value.kind {
        case .bool:
            return value.bool == true ? .one : .zero
        case .number:
            return value.number.flatMap { DecimalDigits(literal: $0.literal) }
        case .string:
            guard let text = value.string, let cleaned = CleanedText(text) else { return nil }
            return DecimalDigits.readPrefix(cleaned.text.utf8).number
        case .null, .array, .object:
            return nil
        }
    }

    /// Rule C: the decimal of a value as `Decimal` holds it (rounded beyond 38 digits), or nil.
    static func decimal<Value: JSONReadable>(_ value: Value?) -> DecimalDigits? {
        decimalDigits(value)?.representable?.number
    }

    // MARK: Rule D: unix dates

    /// Rule D: the seconds since the epoch, or nil when rule C gives nil or exactly zero.
    static func unixSeconds<Value: JSONReadable>(_ value: Value?, milliseconds: Bool) -> DecimalDigits? {
        guard let number = decimal(value), !number.isZero else { return nil }
        return milliseconds ? number.dividedByThousand : number
    }

    // MARK: Rule F: string

    /// Rule F: strings unchanged, `true`/`false` as `"1"`/`"0"`, numbers in canonical decimal text.
    static func string<Value: JSONReadable>(_ value: Value?) -> String? {
        guard let value else { return nil }
        switch value.kind {
        case .string:
            return value.string
        case .bool:
            return value.bool == true ? "1" : "0"
        case .number:
            return value.number.map { text(ofLiteral: $0.literal) }
        case .null, .array, .object:
            return nil
        }
    }

    /// A number literal as rule F writes it: its exact value in canonical decimal text.
    static func text(ofLiteral literal: String) -> String {
        if let plain = plainInteger(literal) { return String(plain) }
        return DecimalDigits(literal: literal)?.canonicalText ?? literal
    }
}
