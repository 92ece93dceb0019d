/// The forms that every string at a pattern has: dates, UUIDs, URLs, emails. Schemas write them
/// as `format` (or a `pattern`), models as `Date`, `UUID` and `URL`.
///
/// A form holds for a member only when every one of its strings has it (an empty set once one
/// string has none).
///
/// | Form | Example |
/// |---|---|
/// | ``iso8601`` | `2024-03-01T12:00:00Z`, `2024-03-01T12:00:00.250+01:00`, `2024-03-01T12:00:00` |
/// | ``offset`` | an ISO 8601 time with `Z` or an offset: RFC 3339, `format: date-time` |
/// | ``date`` | `2024-03-01` |
/// | ``rfc1123`` | `Tue, 15 Nov 1994 08:12:31 GMT` |
/// | ``twitter`` | `Wed Aug 27 13:08:45 +0000 2008` |
/// | ``uuid`` | `3f2a9c4e-7b1d-4e5f-9a8b-000000000001` |
/// | ``url`` | `https://example.com/users/7` (http or https, no spaces) |
/// | ``email`` | `ada@example.com` |
///
/// ```swift
/// DriftStringForms(of: Array("2024-03-01T12:00:00Z".utf8))   // [.iso8601, .offset]
/// ```
package struct DriftStringForms: OptionSet, Sendable, Hashable {
    package let rawValue: UInt16

    /// Creates a set of forms from its bits.
    package init(rawValue: UInt16) { self.rawValue = rawValue }

    /// An ISO 8601 date and time, with or without fractions and offsets.
    package static let iso8601 = DriftStringForms(rawValue: 1 << 0)
    /// An ISO 8601 time with `Z` or a numeric offset (RFC 3339).
    package static let offset = DriftStringForms(rawValue: 1 << 1)
    /// A calendar date, `YYYY-MM-DD`.
    package static let date = DriftStringForms(rawValue: 1 << 2)
    /// An HTTP date (RFC 1123).
    package static let rfc1123 = DriftStringForms(rawValue: 1 << 3)
    /// Twitter's `created_at` form.
    package static let twitter = DriftStringForms(rawValue: 1 << 4)
    /// A UUID.
    package static let uuid = DriftStringForms(rawValue: 1 << 5)
    /// An http or https URL.
    package static let url = DriftStringForms(rawValue: 1 << 6)
    /// An email address.
    package static let email = DriftStringForms(rawValue: 1 << 7)

    /// Every form: what a member has before its first string.
    static let all = DriftStringForms(rawValue: 0xFF)

    /// The date forms.
    package static let dates: DriftStringForms = [.iso8601, .date, .rfc1123, .twitter]

    /// The forms of one string, given as its UTF-8 bytes.
    ///
    /// - Parameter bytes: the string's bytes (decoded).
    package init(of bytes: some Collection<UInt8>) {
        self =
            bytes.withContiguousStorageIfAvailable { Self.forms(of: $0) }
            ?? Array(bytes).withUnsafeBufferPointer { Self.forms(of: $0) }
    }

    /// The forms of a string's bytes, read in place (the walk calls this for every string whose
    /// member still has a form, so it allocates nothing).
    static func forms(of text: UnsafeBufferPointer<UInt8>) -> DriftStringForms {
        var forms: DriftStringForms = []
        if Self.isISO8601(text) {
            forms.insert(.iso8601)
            if Self.hasOffset(text) { forms.insert(.offset) }
        } else if Self.isDate(text, from: 0), text.count == 10 {
            forms.insert(.date)
        } else if Self.isRFC1123(text) {
            forms.insert(.rfc1123)
        } else if Self.isTwitter(text) {
            forms.insert(.twitter)
        } else if DriftMapRule.isUUID(text) {
            forms.insert(.uuid)
        } else if Self.isURL(text) {
            forms.insert(.url)
        } else if Self.isEmail(text) {
            forms.insert(.email)
        }
        return forms
    }

    private typealias Text = UnsafeBufferPointer<UInt8>

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func digits(_ text: Text, _ start: Int, _ count: Int) -> Bool {
        guard start + count <= text.count else { return false }
        return text[start..<start + count].allSatisfy(isDigit)
    }

    private static func isDate(_ text: Text, from start: Int) -> Bool {
        digits(text, start, 4) && text.count > start + 9 && text[start + 4] == 0x2D && digits(text, start + 5, 2)
            && text[start + 7] == 0x2D && digits(text, start + 8, 2)
    }

    /// `YYYY-MM-DDTHH:MM(:SS(.fraction)?)?(Z|±HH(:?MM)?)?`
    private static func isISO8601(_ text: Text) -> Bool {
        guard text.count >= 16, isDate(text, from: 0), text[10] == UInt8(ascii: "T") || text[10] == 0x20,
            digits(text, 11, 2), text[13] == 0x3A, digits(text, 14, 2)
        else { return false }
        var index = 16
        if index < text.count, text[index] == 0x3A {
            guard digits(text, index + 1, 2) else { return false }
            index += 3
            if index < text.count, text[index] == 0x2E || text[index] == 0x2C {
                index += 1
                let start = index
                while index < text.count, isDigit(text[index]) { index += 1 }
                guard index > start else { return false }
            }
        }
        if index == text.count { return true }
        if text[index] == UInt8(ascii: "Z") { return index + 1 == text.count }
        guard text[index] == 0x2B || text[index] == 0x2D, digits(text, index + 1, 2) else { return false }
        index += 3
        if index < text.count, text[index] == 0x3A { index += 1 }
        if index == text.count { return true }
        return digits(text, index, 2) && index + 2 == text.count
    }

    private static func hasOffset(_ text: Text) -> Bool {
        text.last == UInt8(ascii: "Z") || text.dropFirst(16).contains(0x2B) || text.dropFirst(16).contains(0x2D)
    }

    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].map { Array($0.utf8) }
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        .map { Array($0.utf8) }

    private static func word(_ text: Text, _ start: Int, in words: [[UInt8]]) -> Bool {
        guard start + 3 <= text.count else { return false }
        return words.contains { $0.elementsEqual(text[start..<start + 3]) }
    }

    private static func isTime(_ text: Text, _ start: Int) -> Bool {
        digits(text, start, 2) && text.count > start + 7 && text[start + 2] == 0x3A && digits(text, start + 3, 2)
            && text[start + 5] == 0x3A && digits(text, start + 6, 2)
    }

    /// `Tue, 15 Nov 1994 08:12:31 GMT`
    private static func isRFC1123(_ text: Text) -> Bool {
        text.count == 29 && word(text, 0, in: weekdays) && text[3] == 0x2C && text[4] == 0x20 && digits(text, 5, 2)
            && text[7] == 0x20 && word(text, 8, in: months) && text[11] == 0x20 && digits(text, 12, 4)
            && text[16] == 0x20 && isTime(text, 17) && text[25...].elementsEqual(" GMT".utf8)
    }

    /// `Wed Aug 27 13:08:45 +0000 2008`
    private static func isTwitter(_ text: Text) -> Bool {
        text.count == 30 && word(text, 0, in: weekdays) && text[3] == 0x20 && word(text, 4, in: months)
            && text[7] == 0x20 && digits(text, 8, 2) && text[10] == 0x20 && isTime(text, 11) && text[19] == 0x20
            && (text[20] == 0x2B || text[20] == 0x2D) && digits(text, 21, 4) && text[25] == 0x20 && digits(text, 26, 4)
    }

    private static func isURL(_ text: Text) -> Bool {
        // `http://` or `https://`, byte by byte (a generic prefix test over a string's UTF-8 view
        // showed for every string at an email member).
        guard text.count > 7, text[0] == UInt8(ascii: "h"), text[1] == UInt8(ascii: "t"), text[2] == UInt8(ascii: "t"),
            text[3] == UInt8(ascii: "p")
        else { return false }
        let prefix =
            text[4] == UInt8(ascii: "s") && text[5] == UInt8(ascii: ":") && text[6] == UInt8(ascii: "/")
                && text[7] == UInt8(ascii: "/")
            ? 8
            : text[4] == UInt8(ascii: ":") && text[5] == UInt8(ascii: "/") && text[6] == UInt8(ascii: "/") ? 7 : -1
        guard prefix > 0, text.count > prefix else { return false }
        return text.allSatisfy { $0 > 0x20 && $0 != 0x7F && $0 != UInt8(ascii: "\"") }
    }

    /// `local@domain.tld`: one `@`, not first, a dot in the domain neither right after the `@`
    /// nor last, printable ASCII throughout. One pass: every string of an email member is read.
    private static func isEmail(_ text: Text) -> Bool {
        var at = -1
        var lastDot = -1
        for (offset, byte) in text.enumerated() {
            guard byte > 0x20, byte < 0x7F else { return false }
            if byte == UInt8(ascii: "@") {
                guard at < 0 else { return false }
                at = offset
            } else if byte == 0x2E, at >= 0 {
                lastDot = offset
            }
        }
        return at > 0 && at < text.count - 3 && lastDot > at + 1 && lastDot < text.count - 1
    }
}
