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
        guard seconds.isFinite, seconds.magnitude < Double(UnixTime.calendarLimit) else {
            return ("\(double(seconds)) seconds since 1970-01-01T00:00:00Z", nil)
        }
        var whole = Int64(seconds.rounded(.down))
        var micros = Int64(((seconds - Double(whole)) * 1_000_000).rounded())
        if micros == 1_000_000 {
            whole += 1
            micros = 0
        }
        var text = CivilTime(secondsSince1970: whole).text
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
}
