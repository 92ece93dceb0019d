/// A whole second since 1970-01-01T00:00:00Z as a UTC calendar date and time of day (proleptic
/// Gregorian calendar, any year an `Int64` count of seconds reaches).
///
/// ```swift
/// CivilTime(secondsSince1970: 1_700_000_000).text   // → "2023-11-14T22:13:20"
/// CivilTime(secondsSince1970: -1).text              // → "1969-12-31T23:59:59"
/// ```
package struct CivilTime: Sendable, Equatable {
    package let year: Int64
    /// 1…12.
    package let month: Int64
    /// 1…31.
    package let day: Int64
    /// 0…86,399.
    package let secondOfDay: Int64

    /// The calendar time of `seconds` since 1970 (earlier times are negative).
    package init(secondsSince1970 seconds: Int64) {
        // Floor division: a negative time belongs to the day before, not the day after.
        var days = seconds / 86_400
        var secondOfDay = seconds % 86_400
        if secondOfDay < 0 {
            days -= 1
            secondOfDay += 86_400
        }
        self.secondOfDay = secondOfDay
        // Days to civil date in 400-year eras (Howard Hinnant's civil_from_days).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// `YYYY-MM-DDTHH:MM:SS`, without a zone or fraction; a year outside 0…9999 is written in ISO
    /// 8601's expanded form (`+10000`, `-0001`).
    package var text: String {
        var text = Self.yearText(year) + "-" + Self.twoDigits(month) + "-" + Self.twoDigits(day)
        text += "T" + Self.twoDigits(secondOfDay / 3600) + ":" + Self.twoDigits(secondOfDay / 60 % 60)
        return text + ":" + Self.twoDigits(secondOfDay % 60)
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
