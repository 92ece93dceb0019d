import CoaxSamples
import Testing

@testable import Coax

/// Cleaning reads UTF-8 bytes in one pass; the rule itself is about characters. A reference
/// written straight from the rule holds it to the same text on awkward strings.
@Suite struct CleanedTextTests {
    /// The rule as stated: strip every character that is not a decimal digit, `.` or `-` from
    /// both ends; no text at all when there is no decimal digit.
    static func reference(_ string: String) -> (text: String, wasCleaned: Bool)? {
        let scalars = Array(string.unicodeScalars)
        guard scalars.contains(where: CleanedText.isDecimalDigit),
            let first = scalars.firstIndex(where: CleanedText.isKept),
            let last = scalars.lastIndex(where: CleanedText.isKept)
        else { return nil }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[first...last])
        return (text, first != 0 || last != scalars.count - 1)
    }

    static let pieces: [String] = [
        "", " ", "a", "the ", "$", "1", "0", "9", ".", "-", "+", "e", "x", ",", "é", "日本", "😀", "\u{301}",
        "٣", "٤", "５", "߃", "𝟘", "\u{0}", "\n", "\u{2028}", "Ⅷ", "½", "²",
    ]

    @Test(arguments: 0..<40)
    func cleaningTheBytesGivesWhatTheRuleSays(seed: Int) {
        var random = SeededRandomNumberGenerator(seed: UInt64(seed), stream: 0xC1EA)
        for _ in 0..<200 {
            let count = Int.random(in: 0...8, using: &random)
            let string = (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            let cleaned = CleanedText(string)
            let expected = Self.reference(string)
            #expect(cleaned.map { String($0.text) } == expected?.text, "\(string.debugDescription)")
            #expect(cleaned?.wasCleaned == expected?.wasCleaned, "\(string.debugDescription)")
        }
    }

    @Test(arguments: [
        ("the 21.5 slices", "21.5", true), ("$1,049.45", "1,049.45", true), ("٣٤ apples", "٣٤", true),
        ("über 5 😀", "5", true), ("-7", "-7", false), ("𝟘x", "𝟘", true),
    ])
    func examples(input: String, cleaned: String, wasCleaned: Bool) throws {
        let result = try #require(CleanedText(input))
        #expect(String(result.text) == cleaned)
        #expect(result.wasCleaned == wasCleaned)
    }

    /// The cleaning of a long string is kept and reused for a string with the same bytes, never
    /// for one that only looks the same: `é` and `e` + U+0301 are canonically equivalent (`==`
    /// says equal) but other bytes, so the kept range differs.
    @Test func longStringsReuseACleaningOnlyForTheSameBytes() throws {
        let filler = String(repeating: "x", count: CleanedText.longTextThreshold)
        let precomposed = filler + "é 12.5 é"
        let decomposed = filler + "e\u{301} 12.5 e\u{301}"
        let otherDigits = filler + "é 34.5 é"
        #expect(precomposed == decomposed)
        let order = [precomposed, precomposed, decomposed, precomposed, otherDigits, filler, otherDigits, decomposed]
        for string in order {
            let cleaned = CleanedText(string)
            let expected = Self.reference(string)
            #expect(cleaned.map { String($0.text) } == expected?.text)
            #expect(cleaned?.wasCleaned == expected?.wasCleaned)
            if let cleaned { #expect(Array(cleaned.text.base.utf8) == Array(string.utf8)) }
        }
    }

    @Test(arguments: ["", "potato", "Ⅷ ½ ²", "-.-", "über"])
    func textWithoutADecimalDigitHasNoCleanedText(input: String) {
        #expect(CleanedText(input) == nil)
    }
}
