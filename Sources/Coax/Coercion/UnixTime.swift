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
public struct UnixTime: Sendable, Hashable {
    /// The exact number of seconds since 1970-01-01T00:00:00Z, in canonical decimal text.
    ///
    /// ```swift
    /// UnixTime.epoch.seconds   // "0"
    /// ```
    public let seconds: String
    /// The moment, as precise as `Date`'s `Double` allows.
    ///
    /// ```swift
    /// UnixTime.epoch.date   // Date(timeIntervalSince1970: 0)
    /// ```
    public let date: Date
    /// The moment in ISO 8601, UTC, with the exact fraction of a second (`1970-01-01T00:00:08.45Z`).
    /// Years beyond 9999 are written with a sign (`+10000-01-01T00:00:00Z`), as ISO 8601 allows.
    ///
    /// ```swift
    /// UnixTime.epoch.iso8601   // "1970-01-01T00:00:00Z"
    /// ```
    public let iso8601: String

    /// The epoch itself, the forced fallback of the date coercions.
    ///
    /// ```swift
    /// UnixTime.epoch.iso8601   // "1970-01-01T00:00:00Z"
    /// ```
    public static let epoch = UnixTime(seconds: .zero)

    /// The largest number of seconds (either side of the epoch) that gets a calendar date in
    /// ``iso8601``; about 3 billion years.
    static let calendarLimit: Int64 = 100_000_000_000_000_000
    /// The most fractional digits ``iso8601`` writes before cutting with `…`.
    static let fractionLimit = 18

    init(seconds: DecimalDigits) {
        self.seconds = seconds.canonicalText
        self.date = Date(timeIntervalSince1970: seconds.doubleValue)
        self.iso8601 = UnixTime.iso8601(seconds)
    }

    private static func iso8601(_ seconds: DecimalDigits) -> String {
        let part = seconds.integerPart
        guard !part.isSaturated, part.value.magnitude <= UInt64(calendarLimit) else {
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
        let days = whole >= 0 ? whole / 86_400 : -((-whole + 86_399) / 86_400)
        let secondOfDay = whole - days * 86_400
        let (year, month, day) = civilDate(fromDays: days)
        var text = yearText(year) + "-" + twoDigits(month) + "-" + twoDigits(day)
        text += "T" + twoDigits(secondOfDay / 3600) + ":" + twoDigits(secondOfDay / 60 % 60)
        text += ":" + twoDigits(secondOfDay % 60)
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
        var position = result.count - 1
        while position >= 0 {
            if result[position] == 9 {
                result[position] = 0
                position -= 1
            } else {
                result[position] += 1
                break
            }
        }
        return result
    }

    /// Proleptic Gregorian year, month, day for a count of days since 1970-01-01.
    private static func civilDate(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func yearText(_ year: Int64) -> String {
        let digits = String(year.magnitude)
        let padded = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        if year < 0 { return "-" + padded }
        return year > 9999 ? "+" + padded : padded
    }

    private static func twoDigits(_ value: Int64) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
