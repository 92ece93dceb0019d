/// The number of terminal columns a character takes, from Coax's own compact table.
///
/// A table of its own keeps layout deterministic: tests give the same answer on every machine,
/// whatever the C library's locale data says. The rules follow the terminal convention:
/// combining and enclosing marks, format characters and Hangul medial/final jamo take no
/// column; East Asian Wide and Fullwidth characters and emoji with emoji presentation take
/// two; everything else takes one. Regional indicators take one each (as the C library and
/// terminals count them, even where a pair is drawn as a flag). Characters that
/// ``PrintableText/needsEscape(_:)`` are never drawn raw and are not measured here.
///
/// ```swift
/// DisplayWidth.of("a")        // → 1
/// DisplayWidth.of("界")       // → 2
/// DisplayWidth.of("\u{301}")  // → 0
/// DisplayWidth.of("😀")       // → 2
/// ```
enum DisplayWidth {
    /// The width of one scalar: 0, 1 or 2.
    ///
    /// ```swift
    /// DisplayWidth.of("Ａ")   // → 2, fullwidth A
    /// ```
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        if isZeroWidth(scalar) { return 0 }
        // Regional indicators pair up into flags, but terminals give each letter one column.
        if (0x1F1E6...0x1F1FF).contains(value) { return 1 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) || value == 0x200B {
            return true
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return true
        case .format:
            // Prepended concatenation marks (Arabic number signs and the like) are drawn.
            return !prependedMarks.contains(value)
        default:
            return false
        }
    }

    /// Format characters that are drawn before the digits they apply to, so they take a column.
    private static let prependedMarks: Set<UInt32> = [
        0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= wideRanges[0].lowerBound else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide and Fullwidth blocks, sorted, for binary search. Emoji are handled by
    /// the emoji-presentation property instead, so this table stays short.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
        0x3041...0x33FF,  // kana, bopomofo, Hangul compatibility jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4DC0...0x4DFF,  // Yijing hexagrams
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FFF,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut, Khitan
        0x18D00...0x18D8F,  // Tangut supplement
        0x1AFF0...0x1AFFF,  // Kana extended B
        0x1B000...0x1B2FF,  // Kana supplement, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B to F
        0x30000...0x3FFFD,  // CJK extensions G and H
    ]
}
