/// The integer-style reading of a value, what `number`, `integer`, `unsignedInteger`, `bool` and
/// `array(of: .numbers)` are made of: booleans as 1 or 0, number literals truncated toward zero,
/// strings cleaned (``CleanedText``) and read as an integer prefix (``IntegerPrefix``), saturating
/// at `Int64.min`/`Int64.max`; nothing for missing values, null, arrays and objects.
///
/// The reading is the rules' one walk over the value. Each case records the path it took and keeps
/// the text it read, so the plain coercions take ``number`` and nothing else, while a reason can be
/// written afterwards from the same record (``steps(describing:)``) without reading the value again.
enum IntegerReading: ValueReading {
    /// Missing, null, an array, an object (no number) or a Boolean (1 or 0).
    case direct(DirectNumber)
    /// A number literal and its integer part.
    case literal(String, DecimalDigits.IntegerPart)
    /// A string without a decimal digit.
    case textWithoutDigit(String)
    /// A string, cleaned, and the integer prefix of what remained.
    case text(CleanedText, IntegerPrefix)

    /// Reads a classified value.
    @inline(__always)
    init(_ input: ReadingInput) {
        switch input {
        case .literal(let literal):
            if let part = IntegerReading.integerPart(ofLiteral: literal) {
                self = .literal(literal, part)
            } else {
                self = .direct(.invalidLiteral(literal))
            }
        case .text(let text):
            if let cleaned = CleanedText(text) {
                let prefix = IntegerPrefix(cleaned.text.utf8)
                self = .text(cleaned, prefix)
            } else {
                self = .textWithoutDigit(text)
            }
        case .direct(let direct):
            self = .direct(direct)
        }
    }

    /// The number read, or nil when the value is not numeric.
    var number: Int64? {
        switch self {
        case .direct(let direct): direct.integer
        case .literal(_, let part): part.value
        case .text(_, let prefix): prefix.value
        case .textWithoutDigit: nil
        }
    }

    /// What the reading gave up on the way to ``number``.
    var loss: CoercionLoss {
        switch self {
        case .literal(_, let part):
            if part.isSaturated { return .saturated }
            return part.isTruncated ? .truncated : []
        case .text(let cleaned, let prefix):
            var loss: CoercionLoss = cleaned.wasCleaned ? .cleaned : []
            if !prefix.hasDigits {
                loss.insert(.truncated)
            } else {
                if prefix.isSaturated { loss.insert(.saturated) }
                if !prefix.isWholeText { loss.insert(.truncated) }
            }
            return loss
        case .direct, .textWithoutDigit:
            return []
        }
    }

    /// The integer part of a JSON number literal, truncated toward zero and saturating; nil when
    /// the literal is not a number.
    static func integerPart(ofLiteral literal: String) -> DecimalDigits.IntegerPart? {
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
}

// MARK: - The coercions made of it

extension IntegerReading {
    /// `integer`: the number, or 0 when there is none.
    var integer: Int64 { number ?? 0 }

    /// `unsignedInteger`: the number when positive, else 0.
    var unsignedInteger: UInt64 { UInt64(max(0, number ?? 0)) }

    /// `bool`: whether the number is non-zero (a Boolean reads as itself).
    var bool: Bool { (number ?? 0) != 0 }
}
