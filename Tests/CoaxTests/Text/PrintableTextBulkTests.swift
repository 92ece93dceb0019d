import CoaxSamples
import Testing

@testable import Coax

/// Escaping works on UTF-8 bytes a run at a time; the policy is stated per character by
/// `PrintableText.escape(_:style:)`. A reference that asks it character by character holds the
/// byte-level code to the same text, on every character class and across its buffer's refills.
@Suite struct PrintableTextBulkTests {
    static func reference(_ text: String, style: EscapeStyle) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let escape = PrintableText.escape(scalar, style: style) {
                result += escape
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func referenceQuoted(_ text: String, limit: Int) -> String {
        var result = "\""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == limit {
                result += "…"
                break
            }
            result += PrintableText.escape(scalar, style: .json) ?? String(scalar)
        }
        return result + "\""
    }

    /// Every character below U+0800 and a sample of the rest: bidirectional controls, separators,
    /// the byte order mark, noncharacters, unassigned and astral code points, combining marks.
    static let characters: [Unicode.Scalar] = {
        var values = Array(UInt32(0)..<0x800)
        values += [0x200E, 0x2028, 0x2029, 0x202E, 0x2066, 0x206F, 0xFEFF, 0xFFF9, 0xFFFB, 0xFFFE, 0xFFFF]
        values += [0x0378, 0x0301, 0x3000, 0x65E5, 0xE000, 0x1F600, 0x1F1E9, 0xE0001, 0xE0080, 0x10FFFF, 0x2FFFF]
        return values.compactMap(Unicode.Scalar.init)
    }()

    static func text(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    @Test(arguments: [EscapeStyle.plain, .json])
    func everyCharacterIsEscapedAsThePolicySays(style: EscapeStyle) {
        for scalar in Self.characters {
            let one = Self.text([scalar])
            #expect(PrintableText.escaped(one, style: style) == Self.reference(one, style: style), "\(scalar.value)")
            #expect(
                PrintableText.containsEscapes(one, style: style) == (PrintableText.escape(scalar, style: style) != nil))
        }
        let all = Self.text(Self.characters)
        #expect(PrintableText.escaped(all, style: style) == Self.reference(all, style: style))
    }

    @Test(arguments: 0..<20)
    func randomTextOfAnyLengthMatchesTheReference(seed: Int) {
        var random = SeededRandomNumberGenerator(seed: UInt64(seed), stream: 0xE5C)
        // Up to 300,000 characters: several refills of the 64 KiB buffer, escapes and four-byte
        // characters falling on its edges.
        let count =
            seed < 4 ? Int.random(in: 100_000...300_000, using: &random) : Int.random(in: 0...60, using: &random)
        let string = Self.text((0..<count).map { _ in Self.characters.randomElement(using: &random)! })
        for style in [EscapeStyle.plain, .json] {
            #expect(PrintableText.escaped(string, style: style) == Self.reference(string, style: style))
        }
        for limit in [0, 1, 40, count - 1, count, count + 1, .max] where limit >= 0 {
            #expect(ReasonText.quoted(string, limit: limit) == Self.referenceQuoted(string, limit: limit))
        }
        #expect(
            ReasonText.quoted(string.dropFirst(), limit: 40)
                == Self.referenceQuoted(String(string.dropFirst()), limit: 40))
    }

    @Test func textWithNothingToEscapeIsReturnedAsItIs() {
        let plain = String(repeating: "plain text, é 日本 ", count: 10_000)
        #expect(PrintableText.escaped(plain) == plain)
        #expect(!PrintableText.containsEscapes(plain, style: .json))
        #expect(ReasonText.quotedIfNeeded(plain) == plain)
        #expect(ReasonText.quotedIfNeeded("a\"b") == "\"a\\\"b\"")
    }
}
