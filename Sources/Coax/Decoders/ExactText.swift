import Foundation

/// Writes decoded numbers and dates so that the text names exactly the value held.
///
/// A binary floating-point value that holds an integer below 10^21 is written as that integer
/// (`505874924095815680`); any other is written in the shortest form that reads back as the same
/// value (`12.9`, `1e-300`), in plain notation when that is short. Dates are ISO 8601 in UTC with
/// up to six fraction digits; years beyond 9999 or before 0 are written with a sign.
enum ExactText {
    /// The longest plain form written before switching to an exponent.
    private static let plainLimit = 24

    static func double(_ value: Double) -> String {
        if let integer = integerText(value) { return integer }
        return shortest(value.description)
    }

    static func float(_ value: Float) -> String {
        if let integer = integerText(Double(value)) { return integer }
        return shortest(value.description)
    }

    /// The exact digits of an integral value below 10^21 in magnitude (`-0` for negative zero).
    private static func integerText(_ value: Double) -> String? {
        guard value.isFinite, value == value.rounded(.towardZero), value.magnitude < 1e21 else { return nil }
        if value == 0 { return value.sign == .minus ? "-0" : "0" }
        guard let integer = Int128(exactly: value) else { return nil }
        return String(integer)
    }

    /// Swift's shortest round-trip text, rewritten plainly (`1e-05` → `0.00001`) when short.
    private static func shortest(_ description: String) -> String {
        guard let number = DecimalDigits(literal: description) else { return description }
        return text(number)
    }

    /// Plain notation when at most ``plainLimit`` characters, otherwise `d.ddde±N`.
    static func text(_ number: DecimalDigits) -> String {
        if number.isZero { return "0" }
        let sign = number.isNegative ? "-" : ""
        let digits = String(decoding: number.digits.map { $0 + 0x30 }, as: UTF8.self)
        let plainLength =
            number.exponent >= 0 ? digits.count + number.exponent : max(digits.count, -number.exponent) + 2
        if plainLength <= plainLimit { return number.canonicalText }
        let mantissa = digits.count > 1 ? "\(digits.prefix(1)).\(digits.dropFirst())" : digits
        return "\(sign)\(mantissa)e\(number.exponent + digits.count - 1)"
    }

    // MARK: Dates

    /// A date as ISO 8601 text, and the seconds since 1970 that text stands for (nil when the
    /// date is too far out to write as a calendar date).
    static func date(_ date: Date) -> (text: String, seconds: DecimalDigits?) {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, seconds.magnitude < 9.2e18 else {
            return ("\(double(seconds)) seconds since 1970-01-01T00:00:00Z", nil)
        }
        var whole = Int64(seconds.rounded(.down))
        var micros = Int64(((seconds - Double(whole)) * 1_000_000).rounded())
        if micros == 1_000_000 {
            whole += 1
            micros = 0
        }
        let (days, secondOfDay) = floorDivision(whole, 86_400)
        let (year, month, day) = civil(days: days)
        var text = yearText(year) + "-" + twoDigits(month) + "-" + twoDigits(day)
        text += "T" + twoDigits(secondOfDay / 3600) + ":" + twoDigits(secondOfDay / 60 % 60) + ":"
        text += twoDigits(secondOfDay % 60)
        if micros > 0 {
            var fraction = String(micros)
            fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        text += "Z"
        let totalMicros = Int128(whole) * 1_000_000 + Int128(micros)
        return (text, DecimalDigits(literal: "\(totalMicros)e-6"))
    }

    private static func yearText(_ year: Int64) -> String {
        if (0...9999).contains(year) {
            let digits = String(year)
            return String(repeating: "0", count: 4 - digits.count) + digits
        }
        let digits = String(year.magnitude)
        let padded = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return (year < 0 ? "-" : "+") + padded
    }

    private static func twoDigits(_ value: Int64) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        var quotient = value / divisor
        var remainder = value % divisor
        if remainder < 0 {
            quotient -= 1
            remainder += divisor
        }
        return (quotient, remainder)
    }

    /// Year, month and day of a day count since 1970-01-01 (proleptic Gregorian calendar).
    private static func civil(days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
