/// The coercion rules walked step by step, recording a reason for each result.
///
/// Uses the same readers as ``CoercionEngine``: the difference is only that every step also
/// appends to a chain of text (`"the 21.5 slices" → trimmed to "21.5" → integer prefix 21`).
enum CoercionExplainer {
    /// A numeric reading (rule B or C) and the chain of steps that produced it.
    struct Reading<Number> {
        /// The number, or nil when the value is not numeric.
        var value: Number?
        /// The steps so far; ends with the number when there is one.
        var chain: String
        /// Whether the value already was this number, written the same way (`42`, `5.94`).
        var isIdentity: Bool
        /// What the reading lost so far.
        var loss: CoercionLoss
    }

    // MARK: Rule B

    /// Rule B with its chain: `5.94 truncated toward zero → 5`, `"potato" has no digit`.
    static func integerReading<Value: JSONReadable>(_ value: Value?) -> Reading<Int64> {
        guard let value else { return Reading(value: nil, chain: "missing", isIdentity: false, loss: []) }
        switch value.kind {
        case .null:
            return Reading(value: nil, chain: "null", isIdentity: false, loss: [])
        case .bool:
            let flag = value.bool == true
            return Reading(value: flag ? 1 : 0, chain: flag ? "true → 1" : "false → 0", isIdentity: false, loss: [])
        case .number:
            let literal = value.number?.literal ?? ""
            let shown = ReasonText.number(literal)
            guard let part = CoercionEngine.integerPart(of: literal) else {
                return Reading(value: nil, chain: "\(shown) is not a valid number", isIdentity: false, loss: [])
            }
            if part.isSaturated {
                let bound = part.value < 0 ? "Int64.min" : "Int64.max"
                return Reading(
                    value: part.value, chain: "\(shown) saturated at \(bound) → \(part.value)",
                    isIdentity: false, loss: .saturated)
            }
            if part.isTruncated {
                return Reading(
                    value: part.value, chain: "\(shown) truncated toward zero → \(part.value)",
                    isIdentity: false, loss: .truncated)
            }
            if String(part.value) == literal {
                return Reading(value: part.value, chain: shown, isIdentity: true, loss: [])
            }
            return Reading(value: part.value, chain: "\(shown) → \(part.value)", isIdentity: false, loss: [])
        case .string:
            let text = value.string ?? ""
            guard let (cleaned, start, startLoss) = cleaning(text) else {
                return Reading(
                    value: nil, chain: "\(ReasonText.quoted(text)) has no digit", isIdentity: false, loss: [])
            }
            var chain = start
            var loss = startLoss
            let prefix = IntegerPrefix(cleaned.text.utf8)
            if !prefix.hasDigits {
                if prefix.hasSign {
                    chain += " → no digit after the sign → 0"
                } else if let first = cleaned.text.unicodeScalars.first, !first.isASCII {
                    chain += " → only ASCII digits are read → 0"
                } else {
                    chain += " → no digit at the start → 0"
                }
                loss.insert(.truncated)
            } else if prefix.isSaturated {
                let bound = prefix.value < 0 ? "Int64.min" : "Int64.max"
                chain += " → integer prefix saturated at \(bound) → \(prefix.value)"
                loss.insert(.saturated)
                if !prefix.isWholeText { loss.insert(.truncated) }
            } else if prefix.isWholeText {
                chain += " → \(prefix.value)"
            } else {
                chain += " → integer prefix \(prefix.value)"
                loss.insert(.truncated)
            }
            return Reading(value: prefix.value, chain: chain, isIdentity: false, loss: loss)
        case .array, .object:
            return Reading(
                value: nil, chain: "\(ReasonText.describe(value)) is not numeric", isIdentity: false, loss: [])
        }
    }

    // MARK: Rule C

    /// Rule C with its chain, already checked against `Decimal`'s range: `"35,452.45" → decimal prefix 35`.
    static func decimalReading<Value: JSONReadable>(_ value: Value?) -> Reading<DecimalDigits> {
        guard let value else { return Reading(value: nil, chain: "missing", isIdentity: false, loss: []) }
        switch value.kind {
        case .null:
            return Reading(value: nil, chain: "null", isIdentity: false, loss: [])
        case .bool:
            let flag = value.bool == true
            return Reading(
                value: flag ? .one : .zero, chain: flag ? "true → 1" : "false → 0", isIdentity: false, loss: [])
        case .number:
            let literal = value.number?.literal ?? ""
            let shown = ReasonText.number(literal)
            guard let exact = DecimalDigits(literal: literal) else {
                return Reading(value: nil, chain: "\(shown) is not a valid number", isIdentity: false, loss: [])
            }
            guard let (number, isRounded) = exact.representable else {
                return Reading(value: nil, chain: "\(shown) is outside Decimal's range", isIdentity: false, loss: [])
            }
            let canonical = number.canonicalText
            if isRounded {
                return Reading(
                    value: number,
                    chain:
                        "\(shown) rounded to \(DecimalDigits.decimalPrecision) significant digits → \(ReasonText.number(canonical))",
                    isIdentity: false, loss: .rounded)
            }
            if canonical == literal {
                return Reading(value: number, chain: shown, isIdentity: true, loss: [])
            }
            return Reading(
                value: number, chain: "\(shown) → \(ReasonText.number(canonical))", isIdentity: false, loss: [])
        case .string:
            let text = value.string ?? ""
            guard let (cleaned, start, startLoss) = cleaning(text) else {
                return Reading(
                    value: nil, chain: "\(ReasonText.quoted(text)) has no digit", isIdentity: false, loss: [])
            }
            var chain = start
            var loss = startLoss
            let prefix = DecimalDigits.readPrefix(cleaned.text.utf8)
            guard let exact = prefix.number else {
                if let first = cleaned.text.unicodeScalars.first, !first.isASCII {
                    chain += " → only ASCII digits are read"
                } else {
                    chain += " → no number at the start"
                }
                return Reading(value: nil, chain: chain, isIdentity: false, loss: loss)
            }
            let read = cleaned.text.utf8.prefix(prefix.length)
            let readText = ReasonText.number(String(decoding: read, as: UTF8.self))
            if !prefix.isWholeText { loss.insert(.truncated) }
            guard let (number, isRounded) = exact.representable else {
                chain +=
                    prefix.isWholeText
                    ? " → outside Decimal's range" : " → decimal prefix \(readText) is outside Decimal's range"
                return Reading(value: nil, chain: chain, isIdentity: false, loss: loss)
            }
            let canonical = ReasonText.number(number.canonicalText)
            if isRounded {
                loss.insert(.rounded)
                chain += " → \(readText) rounded to \(DecimalDigits.decimalPrecision) significant digits → \(canonical)"
            } else if prefix.isWholeText {
                chain += " → \(canonical)"
            } else {
                chain += " → decimal prefix \(canonical)"
            }
            return Reading(value: number, chain: chain, isIdentity: false, loss: loss)
        case .array, .object:
            return Reading(
                value: nil, chain: "\(ReasonText.describe(value)) is not numeric", isIdentity: false, loss: [])
        }
    }

    /// Rule A for a string: the cleaned text and the start of its reason (`"$5" → trimmed to
    /// "5"`), or nil when no digit remains.
    private static func cleaning(_ text: String) -> (CleanedText, String, CoercionLoss)? {
        guard let cleaned = CleanedText(text) else { return nil }
        guard cleaned.wasCleaned else { return (cleaned, ReasonText.quoted(text), []) }
        return (cleaned, "\(ReasonText.quoted(text)) → trimmed to \(ReasonText.quoted(cleaned.text))", .cleaned)
    }
}
