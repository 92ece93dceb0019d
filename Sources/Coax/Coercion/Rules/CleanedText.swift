#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cleaning: the part of a string that the numeric readings (``IntegerReading``,
/// ``DecimalReading``) look at.
///
/// Every character that is not a decimal digit, `.` or `-` is stripped from both ends (only
/// the ends): `"the 21.5 slices"` → `"21.5"`, `"+5"` → `"5"`. Unicode decimal digits (`٣`, `５`)
/// count as digits, so they are never stripped, though the readers that follow only read
/// ASCII digits. A string with no decimal digit at all has no cleaned text.
struct CleanedText: Sendable {
    /// The text between the first and the last kept character.
    let text: Substring
    /// Whether anything was stripped.
    let wasCleaned: Bool

    /// Cleans `string`; nil when it contains no decimal digit.
    ///
    /// - Complexity: O(*n*) in the UTF-8 length. The cleaning of the last long string
    ///   (``longTextThreshold`` bytes or more) is kept, and a string with the same bytes reuses it
    ///   for the cost of a comparison: every coercion and decoder of one value cleans its text.
    init?(_ string: String) {
        guard string.utf8.count >= Self.longTextThreshold else {
            guard let cleaned = CleanedText(cleaning: string) else { return nil }
            self = cleaned
            return
        }
        if let kept = Self.lastLongText.withLock({ $0 }), Self.haveSameBytes(kept.string, string) {
            guard let cleaned = kept.cleaned else { return nil }
            self = cleaned
            return
        }
        let cleaned = CleanedText(cleaning: string)
        Self.lastLongText.withLock { $0 = (string, cleaned) }
        guard let cleaned else { return nil }
        self = cleaned
    }

    /// The UTF-8 length from which a cleaning is kept (see ``init(_:)``).
    static let longTextThreshold = 64 * 1024

    /// The last long string cleaned, and its cleaning.
    private static let lastLongText = LockedValue<(string: String, cleaned: CleanedText?)?>(nil)

    /// Whether two strings are the same bytes (not merely canonically equivalent, as `==` says:
    /// the cleaned range is a byte range).
    private static func haveSameBytes(_ first: String, _ second: String) -> Bool {
        guard first.utf8.count == second.utf8.count else { return false }
        var first = first
        var second = second
        return first.withUTF8 { one in
            second.withUTF8 { other in
                guard let a = one.baseAddress, let b = other.baseAddress else { return one.count == other.count }
                return a == b || memcmp(a, b, one.count) == 0
            }
        }
    }

    /// Cleans `string` (the work behind ``init(_:)``).
    private init?(cleaning string: String) {
        let scalars = string.unicodeScalars
        // Most strings that reach a numeric reading are plain numbers: skip the scan.
        if let first = scalars.first, let last = scalars.last,
            first.isASCIIDigit || first == "-" || first == ".", last.isASCIIDigit
        {
            text = Substring(string)
            wasCleaned = false
            return
        }
        // One pass over the UTF-8 bytes: most text has no digit at all, and its ASCII is tested
        // byte by byte; only non-ASCII characters are decoded and looked up.
        let span = string.utf8.withContiguousStorageIfAvailable { CleanedText.keptSpan(of: $0) }
        guard let span = span ?? CleanedText.keptSpan(of: Array(string.utf8)) else { return nil }
        let utf8 = string.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: span.lowerBound)
        let end = utf8.index(start, offsetBy: span.count)
        text = string[start..<end]
        wasCleaned = span.lowerBound != 0 || span.upperBound != utf8.count
    }

    /// The byte range from the first kept character to the end of the last one, or nil when
    /// there is no decimal digit. `bytes` are valid UTF-8 (they come from a `String`).
    private static func keptSpan(of bytes: some RandomAccessCollection<UInt8>) -> Range<Int>? {
        var first = -1
        var end = 0
        var hasDigit = false
        var position = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            var length = 1
            var isKept = false
            if byte < 0x80 {
                if byte >= 0x30, byte <= 0x39 {
                    hasDigit = true
                    isKept = true
                } else {
                    isKept = byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
                }
            } else {
                length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                var value = UInt32(byte) & (0x7F >> length)
                var continuation = bytes.index(after: index)
                for _ in 1..<length {
                    value = value << 6 | UInt32(bytes[continuation] & 0x3F)
                    continuation = bytes.index(after: continuation)
                }
                if let scalar = Unicode.Scalar(value), isDecimalDigit(scalar) {
                    hasDigit = true
                    isKept = true
                }
            }
            if isKept {
                if first < 0 { first = position }
                end = position + length
            }
            position += length
            index = bytes.index(index, offsetBy: length)
        }
        return hasDigit ? first..<end : nil
    }

    /// Whether `scalar` survives stripping.
    static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "-" || isDecimalDigit(scalar)
    }

    /// Whether `scalar` is a decimal digit in any script (Unicode general category Nd).
    static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.isASCIIDigit }
        return scalar.properties.numericType == .decimal
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is one of `0`…`9`.
    var isASCIIDigit: Bool { value >= 0x30 && value <= 0x39 }
}

// MARK: - Reasons

extension CleanedText {
    /// How a reason starts for a string read as a number: the string, then what cleaning kept when
    /// it stripped anything (`"$5" → trimmed to "5"`).
    var reasonStart: String {
        let original = ReasonText.quoted(text.base)
        return wasCleaned ? "\(original) → trimmed to \(ReasonText.quoted(text))" : original
    }

    /// The steps for a string with no decimal digit, which no numeric reading reads:
    /// `"potato" has no digit`.
    static func stepsWithoutDigit(_ text: String) -> String {
        "\(ReasonText.quoted(text)) has no digit"
    }

    /// Whether the kept text starts with a character the readers do not read as a digit because it
    /// is not ASCII (`"٣٤"`).
    var startsWithNonASCII: Bool {
        text.unicodeScalars.first.map { !$0.isASCII } ?? false
    }
}
