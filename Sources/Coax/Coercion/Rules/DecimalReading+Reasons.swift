/// The reasons of the decimal and Unix date coercions, written from the reading's record.
extension DecimalReading: ExplainableReading {
    /// The steps as text, ending with the number when there is one: `"35,452.45" → decimal prefix 35`.
    func steps<Value: JSONReadable>(describing value: Value?) -> String {
        switch self {
        case .literal(let literal, let number, let isRounded):
            let shown = ReasonText.number(literal)
            let canonical = number.canonicalText
            if isRounded {
                return "\(shown) rounded to \(DecimalDigits.decimalPrecision) significant digits → "
                    + ReasonText.number(canonical)
            }
            return canonical == literal ? shown : "\(shown) → \(ReasonText.number(canonical))"
        case .literalOutOfRange(let literal):
            return "\(ReasonText.number(literal)) is outside Decimal's range"
        case .text(let cleaned, let prefix, let number, let isRounded):
            let canonical = ReasonText.number(number.canonicalText)
            if isRounded {
                return "\(cleaned.reasonStart) → \(prefixText(cleaned, prefix)) rounded to "
                    + "\(DecimalDigits.decimalPrecision) significant digits → \(canonical)"
            }
            return prefix.isWholeText
                ? "\(cleaned.reasonStart) → \(canonical)" : "\(cleaned.reasonStart) → decimal prefix \(canonical)"
        case .textOutOfRange(let cleaned, let prefix):
            if prefix.isWholeText { return "\(cleaned.reasonStart) → outside Decimal's range" }
            return "\(cleaned.reasonStart) → decimal prefix \(prefixText(cleaned, prefix)) is outside Decimal's range"
        case .textWithoutNumber(let cleaned):
            let why = cleaned.startsWithNonASCII ? "only ASCII digits are read" : "no number at the start"
            return "\(cleaned.reasonStart) → \(why)"
        case .textWithoutDigit(let text):
            return CleanedText.stepsWithoutDigit(text)
        case .direct(let direct):
            return direct.steps(describing: value)
        }
    }

    /// Whether the value already was this decimal, written the same way (`5.94`, not `1.50`).
    var isUnchangedLiteral: Bool {
        guard case .literal(let literal, let number, let isRounded) = self, !isRounded else { return false }
        return number.canonicalText == literal
    }

    /// The prefix that was read, as written in the text.
    private func prefixText(_ cleaned: CleanedText, _ prefix: DecimalDigits.Prefix) -> String {
        ReasonText.number(String(decoding: cleaned.text.utf8.prefix(prefix.length), as: UTF8.self))
    }
}

extension ExplainedReading where Reading == DecimalReading {
    // Each result is the plain coercion's own (``DecimalReading/number``,
    // ``DecimalReading/unixSeconds(milliseconds:)``); only the reason is added.

    /// `decimal` with its reason.
    var decimal: Coerced<DecimalDigits?> {
        guard let number = reading.number else {
            return Coerced(value: nil, why: steps + " → nil", loss: reading.loss)
        }
        let why = reading.isUnchangedLiteral ? "\(steps) read exactly → \(steps)" : steps
        return Coerced(value: number, why: why, loss: reading.loss)
    }

    /// `unixDate` or `unixDateMilliseconds` with its reason, which ends with the date in ISO 8601.
    func unixDate(milliseconds: Bool) -> Coerced<UnixTime?> {
        guard reading.number != nil else {
            return Coerced(value: nil, why: steps + " → nil", loss: reading.loss)
        }
        guard let seconds = reading.unixSeconds(milliseconds: milliseconds) else {
            return Coerced(value: nil, why: steps + " is zero → nil", loss: reading.loss)
        }
        var why = steps
        if milliseconds {
            why += " ÷ 1000 → \(ReasonText.number(seconds.canonicalText))"
        }
        let time = UnixTime(seconds: seconds)
        why += " s → \(time.iso8601)"
        return Coerced(value: time, why: why, loss: reading.loss)
    }
}
