/// The reasons of the integer-style coercions, written from the reading's record.
extension IntegerReading: ExplainableReading {
    /// The steps as text, ending with the number when there is one: `5.94 truncated toward zero → 5`,
    /// `"potato" has no digit`.
    func steps<Value: JSONReadable>(describing value: Value?) -> String {
        switch self {
        case .literal(let literal, let part):
            let shown = ReasonText.number(literal)
            if part.isSaturated {
                return "\(shown) saturated at \(IntegerReading.bound(part.value)) → \(part.value)"
            }
            if part.isTruncated {
                return "\(shown) truncated toward zero → \(part.value)"
            }
            return isUnchangedLiteral ? shown : "\(shown) → \(part.value)"
        case .text(let cleaned, let prefix):
            var steps = cleaned.reasonStart
            if !prefix.hasDigits {
                if prefix.hasSign {
                    steps += " → no digit after the sign → 0"
                } else if cleaned.startsWithNonASCII {
                    steps += " → only ASCII digits are read → 0"
                } else {
                    steps += " → no digit at the start → 0"
                }
            } else if prefix.isSaturated {
                steps += " → integer prefix saturated at \(IntegerReading.bound(prefix.value)) → \(prefix.value)"
            } else if prefix.isWholeText {
                steps += " → \(prefix.value)"
            } else {
                steps += " → integer prefix \(prefix.value)"
            }
            return steps
        case .textWithoutDigit(let text):
            return CleanedText.stepsWithoutDigit(text)
        case .direct(let direct):
            return direct.steps(describing: value)
        }
    }

    /// Whether the value already was this integer, written the same way (`42`, not `1e3` or `-0`).
    var isUnchangedLiteral: Bool {
        guard case .literal(let literal, let part) = self, !part.isSaturated, !part.isTruncated else { return false }
        return String(part.value) == literal
    }

    private static func bound(_ value: Int64) -> String {
        value < 0 ? "Int64.min" : "Int64.max"
    }
}

extension ExplainedReading where Reading == IntegerReading {
    // Each result is the plain coercion's own (``IntegerReading/integer``…); only the reason is added.

    /// `number` with its reason.
    var number: Coerced<Int64?> {
        guard let number = reading.number else {
            return Coerced(value: nil, why: steps + " → nil", loss: reading.loss)
        }
        return Coerced(value: number, why: stepsEndingWith(number), loss: reading.loss)
    }

    /// `integer` with its reason: the number, or 0 as a fallback.
    var integer: Coerced<Int64> {
        guard let number = reading.number else {
            return Coerced(value: reading.integer, why: steps + " → nil → 0", loss: reading.loss.union(.fallback))
        }
        return Coerced(value: reading.integer, why: stepsEndingWith(number), loss: reading.loss)
    }

    /// `unsignedInteger` with its reason: negative numbers clamp to 0.
    var unsignedInteger: Coerced<UInt64> {
        let result = reading.unsignedInteger
        guard let number = reading.number else {
            return Coerced(value: result, why: steps + " → nil → 0", loss: reading.loss.union(.fallback))
        }
        if number < 0 {
            return Coerced(value: result, why: steps + " is negative → 0", loss: reading.loss.union(.clamped))
        }
        return Coerced(value: result, why: stepsEndingWith(number), loss: reading.loss)
    }

    /// `bool` with its reason: a Boolean is itself, a number is true when non-zero.
    var bool: Coerced<Bool> {
        let result = reading.bool
        if case .direct(.boolean) = reading {
            return Coerced(value: result, why: "\(result) is a Boolean → \(result)")
        }
        guard reading.number != nil else {
            return Coerced(value: result, why: steps + " → nil → false", loss: reading.loss.union(.fallback))
        }
        let why = steps + (result ? " is non-zero → true" : " is zero → false")
        return Coerced(value: result, why: why, loss: reading.loss)
    }

    /// The steps, saying so when the value already was the integer (`42 is an integer → 42`).
    private func stepsEndingWith(_ number: Int64) -> String {
        reading.isUnchangedLiteral ? "\(steps) is an integer → \(number)" : steps
    }
}
