/// The single-value coercions with their reasons.
extension CoercionExplainer {
    /// `number`: rule B, nil when not numeric.
    static func number<Value: JSONReadable>(_ value: Value?) -> Coerced<Int64?> {
        let reading = integerReading(value)
        guard let number = reading.value else {
            return Coerced(value: nil, why: reading.chain + " → nil", loss: reading.loss)
        }
        let why = reading.isIdentity ? "\(reading.chain) is an integer → \(number)" : reading.chain
        return Coerced(value: number, why: why, loss: reading.loss)
    }

    /// `integer`: rule B, or 0 when B is nil.
    static func integer<Value: JSONReadable>(_ value: Value?) -> Coerced<Int64> {
        let result = number(value)
        guard let number = result.value else {
            return Coerced(value: 0, why: result.why + " → 0", loss: result.loss.union(.fallback))
        }
        return Coerced(value: number, why: result.why, loss: result.loss)
    }

    /// `unsignedInteger`: rule B when positive, else 0.
    static func unsignedInteger<Value: JSONReadable>(_ value: Value?) -> Coerced<UInt64> {
        let reading = integerReading(value)
        guard let number = reading.value else {
            return Coerced(value: 0, why: reading.chain + " → nil → 0", loss: reading.loss.union(.fallback))
        }
        if number < 0 {
            return Coerced(value: 0, why: reading.chain + " is negative → 0", loss: reading.loss.union(.clamped))
        }
        let why = reading.isIdentity ? "\(reading.chain) is an integer → \(number)" : reading.chain
        return Coerced(value: UInt64(number), why: why, loss: reading.loss)
    }

    /// `bool`: true when rule B is non-zero.
    static func bool<Value: JSONReadable>(_ value: Value?) -> Coerced<Bool> {
        if let value, value.kind == .bool {
            let flag = value.bool == true
            return Coerced(value: flag, why: "\(flag) is a Boolean → \(flag)")
        }
        let reading = integerReading(value)
        guard let number = reading.value else {
            return Coerced(value: false, why: reading.chain + " → nil → false", loss: reading.loss.union(.fallback))
        }
        let why = reading.chain + (number != 0 ? " is non-zero → true" : " is zero → false")
        return Coerced(value: number != 0, why: why, loss: reading.loss)
    }

    /// `decimal`: rule C, never NaN.
    static func decimal<Value: JSONReadable>(_ value: Value?) -> Coerced<DecimalDigits?> {
        let reading = decimalReading(value)
        guard let number = reading.value else {
            return Coerced(value: nil, why: reading.chain + " → nil", loss: reading.loss)
        }
        let why = reading.isIdentity ? "\(reading.chain) read exactly → \(reading.chain)" : reading.chain
        return Coerced(value: number, why: why, loss: reading.loss)
    }

    /// `unixDate` / `unixDateMilliseconds`: rule D.
    static func unixDate<Value: JSONReadable>(_ value: Value?, milliseconds: Bool) -> Coerced<UnixTime?> {
        let reading = decimalReading(value)
        guard let number = reading.value else {
            return Coerced(value: nil, why: reading.chain + " → nil", loss: reading.loss)
        }
        guard !number.isZero else {
            return Coerced(value: nil, why: reading.chain + " is zero → nil", loss: reading.loss)
        }
        var why = reading.chain
        let seconds = milliseconds ? number.dividedByThousand : number
        if milliseconds {
            why += " ÷ 1000 → \(ReasonText.number(seconds.canonicalText))"
        }
        let time = UnixTime(seconds: seconds)
        why += " s → \(time.iso8601)"
        return Coerced(value: time, why: why, loss: reading.loss)
    }

    /// `string`: rule F.
    static func string<Value: JSONReadable>(_ value: Value?) -> Coerced<String?> {
        guard let value else { return Coerced(value: nil, why: "missing → nil") }
        switch value.kind {
        case .null:
            return Coerced(value: nil, why: "null → nil")
        case .string:
            let text = value.string ?? ""
            return Coerced(value: text, why: "\(ReasonText.quoted(text)) is a string → unchanged")
        case .bool:
            let flag = value.bool == true
            return Coerced(value: flag ? "1" : "0", why: flag ? "true → \"1\"" : "false → \"0\"")
        case .number:
            let literal = value.number?.literal ?? ""
            let text = CoercionEngine.text(ofLiteral: literal)
            var why = "\(ReasonText.number(literal)) → \(ReasonText.quoted(text))"
            if DecimalDigits(literal: literal)?.needsExponent == true {
                why += " (too long for plain notation)"
            }
            return Coerced(value: text, why: why)
        case .array, .object:
            return Coerced(value: nil, why: "\(ReasonText.describe(value)) is not text → nil")
        }
    }

    /// `array`, `dictionary`, `extractor`: rule G, the container itself when the value is one.
    static func container<Value: JSONReadable>(_ value: Value?, of kind: JSONKind, result: String) -> Coerced<Value?> {
        guard let value else { return Coerced(value: nil, why: "missing → nil") }
        if value.kind == kind {
            return Coerced(value: value, why: "\(ReasonText.describe(value)) → \(result)")
        }
        let noun = kind == .array ? "an array" : "an object"
        switch value.kind {
        case .null:
            return Coerced(value: nil, why: "null → nil")
        case .string:
            return Coerced(value: nil, why: "\(ReasonText.describe(value)) is a string, not \(noun) → nil")
        default:
            return Coerced(value: nil, why: "\(ReasonText.describe(value)) is not \(noun) → nil")
        }
    }

    /// Rule I: the forced form of a result, falling back only where it is nil.
    static func forced<T>(_ result: Coerced<T?>, fallback: T, shown: String) -> Coerced<T> {
        guard let value = result.value else {
            return Coerced(
                value: fallback, why: result.why + " → forced fallback \(shown)", loss: result.loss.union(.fallback))
        }
        return Coerced(value: value, why: result.why, loss: result.loss)
    }
}
