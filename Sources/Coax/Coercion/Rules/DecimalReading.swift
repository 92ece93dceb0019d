import Foundation

/// The decimal reading of a value, what `decimal`, the Unix dates and their typed arrays are made
/// of: booleans as 1 or 0, number literals exactly, strings cleaned (``CleanedText``) and read as
/// their longest decimal prefix; nothing for missing values, null, arrays, objects, and numbers
/// outside `Decimal`'s range, which are never NaN.
///
/// Like ``IntegerReading``, each case records the path the rules took and keeps what they read, so
/// the plain coercions take ``number`` while reasons are written from the same record.
enum DecimalReading: ValueReading {
    /// Missing, null, an array, an object (no number) or a Boolean (1 or 0).
    case direct(DirectNumber)
    /// A number literal beyond what `Decimal` holds.
    case literalOutOfRange(String)
    /// A number literal, as `Decimal` holds it: rounded beyond 38 significant digits.
    case literal(String, DecimalDigits, isRounded: Bool)
    /// A string without a decimal digit.
    case textWithoutDigit(String)
    /// A string that, once cleaned, does not start with a number.
    case textWithoutNumber(CleanedText)
    /// A string whose cleaned prefix is a number beyond what `Decimal` holds.
    case textOutOfRange(CleanedText, DecimalDigits.Prefix)
    /// A string, cleaned, and the number its prefix holds, as `Decimal` holds it.
    case text(CleanedText, DecimalDigits.Prefix, DecimalDigits, isRounded: Bool)

    /// Reads a classified value.
    @inline(__always)
    init(_ input: ReadingInput) {
        switch input {
        case .literal(let literal):
            guard let exact = DecimalDigits(literal: literal) else {
                self = .direct(.invalidLiteral(literal))
                return
            }
            guard let (number, isRounded) = exact.representable else {
                self = .literalOutOfRange(literal)
                return
            }
            self = .literal(literal, number, isRounded: isRounded)
        case .text(let text):
            guard let cleaned = CleanedText(text) else {
                self = .textWithoutDigit(text)
                return
            }
            let prefix = DecimalDigits.readPrefix(cleaned.text.utf8)
            guard let exact = prefix.number else {
                self = .textWithoutNumber(cleaned)
                return
            }
            guard let (number, isRounded) = exact.representable else {
                self = .textOutOfRange(cleaned, prefix)
                return
            }
            self = .text(cleaned, prefix, number, isRounded: isRounded)
        case .direct(let direct):
            self = .direct(direct)
        }
    }

    /// The number read, or nil when there is none `Decimal` can hold.
    var number: DecimalDigits? {
        switch self {
        case .direct(let direct): direct.digits
        case .literal(_, let number, _): number
        case .text(_, _, let number, _): number
        case .literalOutOfRange, .textWithoutDigit, .textWithoutNumber, .textOutOfRange: nil
        }
    }

    /// What the reading gave up on the way to ``number``.
    var loss: CoercionLoss {
        switch self {
        case .literal(_, _, let isRounded):
            return isRounded ? .rounded : []
        case .textWithoutNumber(let cleaned):
            return cleaned.wasCleaned ? .cleaned : []
        case .textOutOfRange(let cleaned, let prefix):
            var loss: CoercionLoss = cleaned.wasCleaned ? .cleaned : []
            if !prefix.isWholeText { loss.insert(.truncated) }
            return loss
        case .text(let cleaned, let prefix, _, let isRounded):
            var loss: CoercionLoss = cleaned.wasCleaned ? .cleaned : []
            if !prefix.isWholeText { loss.insert(.truncated) }
            if isRounded { loss.insert(.rounded) }
            return loss
        case .direct, .literalOutOfRange, .textWithoutDigit:
            return []
        }
    }

    /// The exact decimal as `Decimal`, for `decimal`.
    var decimal: Decimal? { number?.decimal }

    /// The seconds since 1970 of a Unix date: the number (divided by 1000 for milliseconds), or nil
    /// when there is none or it is exactly zero.
    func unixSeconds(milliseconds: Bool) -> DecimalDigits? {
        guard let number, !number.isZero else { return nil }
        return milliseconds ? number.dividedByThousand : number
    }

    /// The Unix date, for `unixDate` and `unixDateMilliseconds`.
    func unixDate(milliseconds: Bool) -> Date? {
        unixSeconds(milliseconds: milliseconds).map { Date(timeIntervalSince1970: $0.doubleValue) }
    }
}
