/// Byte-level helpers for scanning JSON strings.
enum StringScanner {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// A mask with the high bit set in bytes that may be a quote, a backslash, a control
    /// character or non-ASCII (little-endian: the lowest set bit marks the first such byte
    /// exactly; later ones may be false alarms).
    @inline(__always)
    static func attentionMask(_ word: UInt64) -> UInt64 {
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let hasQuote = (quotes &- ones) & ~quotes & highBits
        let hasBackslash = (backslashes &- ones) & ~backslashes & highBits
        let hasControl = (word &- (ones &* 0x20)) & ~word & highBits
        let hasHighBit = word & highBits
        return hasQuote | hasBackslash | hasControl | hasHighBit
    }

    /// A mask with the high bit set in bytes that are not ASCII digits (the lowest set bit marks
    /// the first non-digit exactly; carries may flag later bytes falsely).
    @inline(__always)
    static func nonDigitMask(_ word: UInt64) -> UInt64 {
        // A digit is 0x30...0x39: its high nibble is 3, and adding 6 keeps it 3.
        let highNibbles = word & (ones &* 0xF0)
        let shifted = (word &+ (ones &* 0x06)) & (ones &* 0xF0)
        let notThree = (highNibbles ^ (ones &* 0x30)) | (shifted ^ (ones &* 0x30))
        // Turn any non-zero byte into a set high bit.
        return ((notThree & (ones &* 0x7F)) &+ (ones &* 0x7F) | notThree) & highBits
    }

    /// The value of an ASCII hex digit.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The length of the UTF-8 sequence a lead byte starts; 0 for bytes that cannot lead.
    @inline(__always)
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0..<0x80: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
    }

    /// The bytes that may follow `lead` as the second byte of a sequence: the ranges exclude
    /// overlong forms, surrogates and values above U+10FFFF.
    @inline(__always)
    static func secondByteRange(after lead: UInt8) -> ClosedRange<UInt8> {
        switch lead {
        case 0xE0: 0xA0...0xBF
        case 0xED: 0x80...0x9F
        case 0xF0: 0x90...0xBF
        case 0xF4: 0x80...0x8F
        default: 0x80...0xBF
        }
    }
}
