import Coax
import Testing

@testable import CoaxInspector

/// Characters whose drawn width terminals disagree on (joiners, zero-width spaces, emoji
/// selectors and modifiers) are shown as escapes, so that every glyph on the screen takes the
/// columns counted for it and invisible differences between texts are visible.
@Suite struct UncertainWidthTests {
    /// Joiners, zero-width spaces, variation selector 16 and skin tones.
    static func isUncertain(_ scalar: Unicode.Scalar) -> Bool {
        [0x200B, 0x200C, 0x200D, 0x2060, 0xFE0F].contains(scalar.value) || (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    static func rawUncertain(on grid: CellGrid) -> [String] {
        grid.text.unicodeScalars.filter(isUncertain).map { PrintableText.codePointName($0.value) }
    }

    @Test func aJoinerInAStringIsShownAsAnEscapeAndLeavesNoTrace() throws {
        let harness = try Harness(#"{"a":"b\u200dc","b":"soft"}"#, rows: 8, columns: 40)
        harness.type("j")
        let joined = harness.grid
        #expect(Self.rawUncertain(on: joined).isEmpty)
        #expect(joined.text.contains(#"b\u200dc"#))
        harness.type("j")
        let next = harness.grid
        #expect(Self.rawUncertain(on: next).isEmpty)
        #expect(next.text.contains("soft"))
        #expect(!next.text.contains("bsoft"))
    }

    @Test func textsThatDifferOnlyByAnInvisibleCharacterLookDifferent() throws {
        let harness = try Harness(#"{"x":"ab","y":"a\u200bb"}"#, rows: 8, columns: 40)
        let lines = harness.grid.text.split(separator: "\n")
        let x = try #require(lines.first { $0.contains("x") })
        let y = try #require(lines.first { $0.contains("y") })
        #expect(x.replacingOccurrences(of: "x", with: "") != y.replacingOccurrences(of: "y", with: ""))
        #expect(y.contains(#"a\u200bb"#))
    }

    @Test func anEmojiSequenceInAKeyIsDrawnAsGlyphsOfKnownWidth() throws {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        let thumb = "\u{1F44D}\u{1F3FD}"
        let harness = try Harness(#"{""# + family + #"": 1, ""# + thumb + #"": 2}"#, rows: 8, columns: 60)
        harness.type("j")
        let grid = harness.grid
        #expect(Self.rawUncertain(on: grid).isEmpty)
        // Every glyph is one character drawn alone, of the width the table gives it.
        for row in 0..<grid.size.rows {
            for column in 0..<grid.size.columns {
                guard let cell = grid.cell(row: row, column: column) else { continue }
                let scalars = Array(cell.glyph.text.unicodeScalars)
                let drawn = scalars.filter { PrintableText.columns(of: $0) > 0 }
                #expect(drawn.count <= 1, "\(cell.glyph.text.unicodeScalars.map { $0.value })")
                if let first = drawn.first {
                    #expect(cell.glyph.width == PrintableText.columns(of: first))
                }
            }
        }
        #expect(grid.text.contains("\u{1F468}\\u200d\u{1F469}\\u200d\u{1F467}"))
    }
}
