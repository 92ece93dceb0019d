import Foundation

/// Reads ISO 8601 dates for ``LenientDecoder/DateDecodingStrategy/iso8601``:
/// `2014-11-05`, `2014-11-05T04:37:14Z`, `2014-11-05T04:37:14.250+01:00`, `2014-11-05 04:37`
/// (no zone means UTC). Calendar fields are checked (no 31 April), and the arithmetic is exact
/// integer arithmetic, not a formatter.
enum ISO8601Text {
    static func date(from text: String) -> Date? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let year = reader.digits(4), reader.skip(UInt8(ascii: "-")),
            let month = reader.digits(2), reader.skip(UInt8(ascii: "-")),
            let day = reader.digits(2),
            (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day)
        else { return nil }
        var seconds = Double(daysFromCivil(year: year, month: month, day: day) * 86_400)
        if reader.isAtEnd { return Date(timeIntervalSince1970: seconds) }
        guard reader.skip(UInt8(ascii: "T")) || reader.skip(UInt8(ascii: "t")) || reader.skip(UInt8(ascii: " ")),
            let hour = reader.digits(2), reader.skip(UInt8(ascii: ":")), let minute = reader.digits(2),
            hour < 24, minute < 60
        else { return nil }
        seconds += Double(hour * 3600 + minute * 60)
        if reader.skip(UInt8(ascii: ":")) {
            guard let second = reader.digits(2), second <= 60 else { return nil }
            seconds += Double(second)
            if reader.skip(UInt8(ascii: ".")) || reader.skip(UInt8(ascii: ",")) {
                guard let fraction = reader.fraction() else { return nil }
                seconds += fraction
            }
        }
        if reader.skip(UInt8(ascii: "Z")) || reader.skip(UInt8(ascii: "z")) {
            // UTC
        } else if let sign = reader.sign() {
            guard let offsetHours = reader.digits(2), offsetHours < 24 else { return nil }
            _ = reader.skip(UInt8(ascii: ":"))
            let offsetMinutes = reader.isAtEnd ? 0 : reader.digits(2)
            guard let offsetMinutes, offsetMinutes < 60 else { return nil }
            seconds -= Double(sign * (offsetHours * 3600 + offsetMinutes * 60))
        }
        guard reader.isAtEnd else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        mutating func skip(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        mutating func digits(_ count: Int) -> Int? {
            guard position + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[position..<(position + count)] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            position += count
            return value
        }

        mutating func fraction() -> Double? {
            var value = 0.0
            var scale = 0.1
            let start = position
            while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
                value += Double(bytes[position] - 0x30) * scale
                scale /= 10
                position += 1
            }
            return position > start ? value : nil
        }

        mutating func sign() -> Int? {
            if skip(UInt8(ascii: "+")) { return 1 }
            if skip(UInt8(ascii: "-")) { return -1 }
            return nil
        }
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar.
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
