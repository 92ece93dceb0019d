import Foundation

/// A Unix timestamp as the coercion rules read it: exact seconds since 1970-01-01T00:00:00Z,
/// the `Date` for them, and their ISO 8601 text in UTC.
///
/// `Date` stores seconds as a `Double`; ``seconds`` keeps the exact decimal the rules produced
/// (`1415250000.34642456` stays exactly that), and ``iso8601`` is written from those exact digits.
///
/// ```swift
/// let time = CoercionReport(JSONValue.string("1415162234"))[.unixDate]?.output.unixTime
/// time?.seconds    // "1415162234"
/// time?.iso8601    // "2014-11-05T04:37:14Z"
/// ```
package struct UnixTime: Sendable, Hashable {
    /// The exact number of seconds since 1970-01-01T00:00:00Z, in canonical decimal text.
    ///
    /// ```swift
    /// UnixTime.epoch.seconds   // "0"
    /// ```
    package let seconds: String
    /// The moment, as precise as `Date`'s `Double` allows.
    ///
    /// ```swift
    /// UnixTime.epoch.date   // Date(timeIntervalSince1970: 0)
    /// ```
    package let date: Date
    /// The moment in ISO 8601, UTC, with the exact fraction of a second (`1970-01-01T00:00:08.45Z`).
    /// Years beyond 9999 are written with a sign (`+10000-01-01T00:00:00Z`), as ISO 8601 allows.
    ///
    /// ```swift
    /// UnixTime.epoch.iso8601   // "1970-01-01T00:00:00Z"
    /// ```
    package let iso8601: String

    /// The epoch itself, the forced fallback of the date coercions.
    ///
    /// ```swift
    /// UnixTime.epoch.iso8601   // "1970-01-01T00:00:00Z"
    /// ```
    package static let epoch = UnixTime(seconds: .zero)

    /// The number of seconds (either side of the epoch) from which there is no calendar date in
    /// ``iso8601``: about 290 billion years, nearly all an `Int64` count of seconds reaches. The
    /// decoders write a `Date` as a calendar date up to the same limit, so that a value and the
    /// reason it was read for never disagree.
    static let calendarLimit: Int64 = 9_200_000_000_000_000_000
    /// The most fractional digits ``iso8601`` writes before cutting with `…`.
    static let fractionLimit = 18

    init(seconds: DecimalDigits) {
        self.seconds = seconds.canonicalText
        self.date = Date(timeIntervalSince1970: seconds.doubleValue)
        self.iso8601 = UnixTime.iso8601(seconds)
    }

    private static func iso8601(_ seconds: DecimalDigits) -> String {
        let part = seconds.integerPart
        guard !part.isSaturated, part.value.magnitude < UInt64(calendarLimit) else {
            return "beyond any calendar date"
        }
        var whole = part.value
        var fraction = fractionDigits(of: seconds)
        if seconds.isNegative, fraction.contains(where: { $0 != 0 }) {
            // Calendar time counts forward from the previous whole second.
            whole -= 1
            fraction = complement(fraction)
        }
        while let last = fraction.last, last == 0 { fraction.removeLast() }
        var text = CivilTime(secondsSince1970: whole).text
        if !fraction.isEmpty {
            text += "."
            for digit in fraction.prefix(fractionLimit) { text.unicodeScalars.append(Unicode.Scalar(digit + 0x30)) }
            if fraction.count > fractionLimit { text += "…" }
        }
        return text + "Z"
    }

    /// The digits after the decimal point of |seconds|, exactly.
    private static func fractionDigits(of seconds: DecimalDigits) -> [UInt8] {
        guard seconds.exponent < 0 else { return [] }
        let integerCount = seconds.digits.count + seconds.exponent
        if integerCount > 0 { return Array(seconds.digits[integerCount...]) }
        return Array(repeating: 0, count: -integerCount) + seconds.digits
    }

    /// 1 − 0.fraction, with the same number of digits.
    private static func complement(_ fraction: [UInt8]) -> [UInt8] {
        var result = fraction.map { 9 - $0 }
        // The fraction is not zero, so the nines' complement is not all nines: no carry out.
        _ = DecimalDigits.addOneInLastPlace(&result)
        return result
    }
}
