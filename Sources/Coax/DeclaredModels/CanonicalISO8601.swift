/// The one shape of ISO 8601 date that APIs send nearly always, `2024-06-11T10:15:00Z`, recognised
/// from its bytes without making a `String` or calling the formatter.
///
/// It answers only "certainly readable": text of exactly that shape whose fields are all in range
/// (a year from 1900 to 2199, a day that the month has, no leap second). Anything else — other
/// offsets, fractions, lowercase letters, February 29th, an hour of 24 — is left to
/// `Date.ISO8601FormatStyle`, as `JSONDecoder` reads it. So whatever it accepts the formatter
/// accepts too, and a verdict never depends on whether the fast path was taken
/// (`CanonicalISO8601Tests` runs the formatter and `JSONDecoder` on generated text to hold it to
/// that).
///
/// ```swift
/// CanonicalISO8601.isCertainlyReadable("2024-06-11T10:15:00Z")   // true
/// CanonicalISO8601.isCertainlyReadable("2024-06-11 10:15:00")    // false: ask the formatter
/// ```
enum CanonicalISO8601 {
    /// Whether `text` (a string's raw bytes, without escapes) is a canonical UTC timestamp with
    /// every field in range.
    static func isCertainlyReadable(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count == 20, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"),
            text[10] == UInt8(ascii: "T"), text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":"),
            text[19] == UInt8(ascii: "Z")
        else { return false }
        /// The number written at `start` with `count` digits; -1 when a byte is not a digit.
        func number(_ start: Int, _ count: Int) -> Int {
            var value = 0
            for position in start..<(start + count) {
                let digit = Int(text[position]) &- 0x30
                guard digit >= 0 && digit < 10 else { return -1 }
                value = value * 10 + digit
            }
            return value
        }
        let month = number(5, 2)
        let day = number(8, 2)
        return (1900...2199).contains(number(0, 4)) && (1...12).contains(month) && day >= 1
            && day <= daysIn(month: month) && (0..<24).contains(number(11, 2)) && (0..<60).contains(number(14, 2))
            && (0..<60).contains(number(17, 2))
    }

    /// Whether the bytes of `text` are a canonical UTC timestamp with every field in range.
    static func isCertainlyReadable(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isCertainlyReadable($0) }
    }

    /// The days of a month in any year, February counted as 28 (the 29th goes to the formatter).
    private static func daysIn(month: Int) -> Int {
        switch month {
        case 2: 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
