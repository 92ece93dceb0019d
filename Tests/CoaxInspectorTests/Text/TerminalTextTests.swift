import Coax
import Testing

@testable import CoaxInspector

@Suite("Terminal-safe text")
struct TerminalTextTests {
    @Test(arguments: [
        ("\u{1b}[2J", "\\u001b[2J"),
        ("a\u{7f}", "a\\u007f"),
        ("\u{9b}31m", "\\u009b31m"),
        ("\u{0}", "\\u0000"),
        ("\u{2028}", "\\u2028"),
        ("\u{202e}evil", "\\u202eevil"),
        ("\u{feff}", "\\ufeff"),
        ("tab\there", "tab\\there"),
        ("\u{2067}x\u{2069}", "\\u2067x\\u2069"),
        ("\u{61C}", "\\u061c"),
    ])
    func unsafeCharactersAreEscaped(input: String, shown: String) {
        #expect(TerminalText.escaped(input) == shown)
    }

    @Test func jsonStyleUsesShortEscapesAndEscapesQuotes() {
        #expect(TerminalText.escaped("a\"b\\c\nd\te\u{1b}", style: .json) == #"a\"b\\c\nd\te\u001b"#)
        #expect(TerminalText.escaped("a\"b\\c", style: .plain) == #"a"b\c"#)
    }

    @Test func escapesAreFlaggedSoTheyCanBeStyled() {
        let pieces = TerminalText.glyphs(of: "x\u{1b}")
        #expect(pieces.map(\.isEscape) == [false, true, true, true, true, true, true])
    }

    @Test func combiningMarksAttachToTheirBase() {
        let pieces = TerminalText.glyphs(of: "e\u{301}x")
        #expect(pieces.map(\.glyph.text) == ["e\u{301}", "x"])
        #expect(pieces.map(\.glyph.width) == [1, 1])
    }

    @Test func aMarkWithoutBaseGetsASpace() {
        let pieces = TerminalText.glyphs(of: "\u{301}")
        #expect(pieces.map(\.glyph.text) == [" \u{301}"])
        #expect(pieces[0].glyph.width == 1)
    }

    @Test(arguments: [
        ("a", 1), ("é", 1), ("界", 2), ("한", 2), ("Ａ", 2), ("😀", 2), ("🍵", 2), ("🇩", 1), ("\u{600}", 1), ("→", 1),
    ])
    func glyphWidthsComeFromTheLibrarysTable(character: String, width: Int) throws {
        let scalar = try #require(character.unicodeScalars.first)
        #expect(PrintableText.columns(of: scalar) == width)
        #expect(TerminalText.glyphs(of: character).map(\.glyph.width) == [width])
    }

    @Test func everyScalarIsEscapedOrMeasuredAsTheLibraryDoes() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let pieces = TerminalText.glyphs(of: String(scalar))
            if let escape = PrintableText.escape(scalar, style: .plain) {
                #expect(pieces.map(\.glyph.text).joined() == escape)
                #expect(pieces.allSatisfy { $0.isEscape })
            } else {
                // A zero-width mark alone is given a space to sit on.
                #expect(pieces.map(\.glyph.width) == [max(1, PrintableText.columns(of: scalar))], "\(value)")
            }
        }
    }

    @Test func widthOfTextCountsEscapes() {
        #expect(TerminalText.width(of: "日本\u{1b}") == 4 + 6)
    }
}
