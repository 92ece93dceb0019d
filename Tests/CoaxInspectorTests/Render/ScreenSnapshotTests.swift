import Coax
import Testing

@testable import CoaxInspector

/// Whole screens rendered into an in-memory grid, compared as text.
@Suite("Screen snapshots")
struct ScreenSnapshotTests {
    static let order =
        #"{"order": {"id": "A-1001", "total": "8.45", "paid": true, "note": null, "id": 1001, "lines": [{"sku": "TEA", "qty": 2}, {"sku": "POT", "qty": 1}]}, "tags": ["new", "gift"]}"#

    static func normal() throws -> Harness {
        let harness = try Harness(order, rows: 14, columns: 100, openDepth: 2, reporter: FakeReporter())
        harness.type("jjj")
        return harness
    }

    static func narrow() throws -> Harness {
        let harness = try Harness(order, rows: 24, columns: 60, openDepth: 3, reporter: FakeReporter())
        harness.type("jj")
        return harness
    }

    static func tiny() throws -> Harness {
        let harness = try Harness(order, rows: 5, columns: 20, openDepth: 2)
        harness.type("j")
        return harness
    }

    static func monochrome() throws -> Harness {
        let harness = try Harness(order, rows: 8, columns: 40, openDepth: 2, theme: .monochrome)
        harness.type("jjj")
        return harness
    }

    static func wide() throws -> Harness {
        let text =
            #"{"名前": "山田太郎", "emoji": "🍵 tea 🫖", "mixed": "a界b界c界d界e界f界g界h界i界j", "combining": "e\u0301t\u0301e\u0301"}"#
        return try Harness(text, rows: 7, columns: 31, openDepth: 2)
    }

    static func controls() throws -> Harness {
        let text =
            #"{"esc": "\u001b[31mred\u001b[0m", "del": "a\u007fb", "c1": "x\u009by", "lines": "one\ntwo\tthree", "bidi": "\u202eabc", "bom": "\ufeffz", "key\u001b": 1}"#
        return try Harness(text, rows: 10, columns: 60, openDepth: 2)
    }

    /// Reverse `R`, underline `U`, bold `B`, dim `d`, else blank.
    static func attributeMarks(_ grid: CellGrid) -> String {
        grid.marks { cell in
            let attributes = cell.style.attributes
            if attributes.contains(.reverse) { return "R" }
            if attributes.contains(.underline) { return "U" }
            if attributes.contains(.bold) { return "B" }
            if attributes.contains(.dim) { return "d" }
            return " "
        }
    }

    @Test func normalScreenShowsTreePanelStatusAndHints() throws {
        #expect(
            try Self.normal().screen == #"""
                 ▾ {2}                                             │ Coercions · Tab: scroll · r: reasons
                   ▾ order: {6}                                    │string   "8.45"
                !      id: "A-1001"                                │! integer  8    string read as an integer prefix
                       total: "8.45"                               │  string   "x"  unchanged
                       paid: true                                  │
                       note: null                                  │
                !      id: 1001                                    │
                     ▸ lines: [2] [{…}, {…}]                       │
                   ▾ tags: [2]                                     │
                       0: "new"                                    │
                       1: "gift"                                   │
                                                                   │
                 test.json  $.order.total                                                   line 4 of 11 · document
                ? help  q quit  / search  f filter  : path  x expanded  Tab panel  yy/yp copy
                """#)
    }

    @Test func narrowScreenPutsThePanelBelowTheTree() throws {
        #expect(
            try Self.narrow().screen == #"""
                 ▾ {2}
                   ▾ order: {6}
                !      id: "A-1001"
                       total: "8.45"
                       paid: true
                       note: null
                !      id: 1001
                     ▾ lines: [2]
                       ▸ 0: {2} {"sku": "TEA", "qty": 2}
                       ▸ 1: {2} {"sku": "POT", "qty": 1}
                   ▾ tags: [2]
                       0: "new"
                ────────────────────────────────────────────────────────────
                 Coercions · Tab: scroll · r: reasons
                string   "A-1001"
                ! integer  8    string read as an integer prefix
                  string   "x"  unchanged





                 test.json  $.order.id              line 3 of 13 · document
                ? help  q quit  / search  f filter  : path  x expanded  Tab…
                """#)
    }

    @Test func tinyScreenStillShowsTreeStatusAndHint() throws {
        #expect(
            try Self.tiny().screen == #"""
                 ▾ {2}
                   ▾ order: {6}
                !      id: "A-1001"
                 $.order       2/11
                ? help  q quit  / s…
                """#)
    }

    @Test func monochromeScreenShowsSelectionAndKindsWithAttributesOnly() throws {
        let harness = try Self.monochrome()
        let grid = harness.grid
        #expect(
            grid.text == #"""
                 ▾ {2}
                   ▾ order: {6}
                !      id: "A-1001"
                       total: "8.45"
                       paid: true
                       note: null
                 $.order.total                     4/11
                ? help  q quit  / search  f filter  : p…
                """#)
        #expect(
            Self.attributeMarks(grid) == #"""

                     BBBBB
                U      UU
                RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
                       BBBB
                       BBBB  dddd
                RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
                dddddddddddddddddddddddddddddddddddddddd
                """#)
        for row in 0..<grid.size.rows {
            for column in 0..<grid.size.columns {
                #expect(grid.cell(row: row, column: column).map { $0.style.role == .plain } ?? true)
            }
        }
    }

    @Test func colourScreenGivesEachKindItsRole() throws {
        let grid = try Self.normal().grid
        #expect(grid.cell(row: 4, column: 7)?.style.role == .key)
        #expect(grid.cell(row: 2, column: 7)?.style.role == .duplicate, "a repeated key")
        #expect(grid.cell(row: 2, column: 11)?.style.role == .string)
        #expect(grid.cell(row: 4, column: 13)?.style.role == .bool)
        #expect(grid.cell(row: 5, column: 13)?.style.role == .null)
        #expect(grid.cell(row: 6, column: 11)?.style.role == .number)
        #expect(grid.cell(row: 2, column: 0)?.style.role == .duplicate)
        #expect(grid.cell(row: 2, column: 52)?.style.role == .lossy, "the lossy row's marker")
        #expect(grid.cell(row: 3, column: 7)?.style.attributes.contains(.reverse) == true, "the selection")
    }

    @Test func wideCharactersLineUpAndAreCutByDisplayWidth() throws {
        let grid = try Self.wide().grid
        #expect(
            grid.text == #"""
                 ▾ {4}
                     名前: "山田太郎"
                     emoji: "🍵 tea 🫖"
                     mixed: "a界b界c界d界e界f…
                     combining: "ét́é"
                 $                         1/5
                ? help  q quit  / search  f fi…
                """#)
        for row in 0..<grid.size.rows {
            let width = TerminalText.width(of: grid.line(row))
            #expect(width <= 31, "row \(row) fits the screen")
        }
    }

    @Test func controlCharactersAreShownEscaped() throws {
        let grid = try Self.controls().grid
        #expect(
            grid.text == #"""
                 ▾ {7}
                     esc: "\u001b[31mred\u001b[0m"
                     del: "a\u007fb"
                     c1: "x\u009by"
                     lines: "one\ntwo\tthree"
                     bidi: "\u202eabc"
                     bom: "\ufeffz"
                     "key\u001b": 1
                 test.json  $                        line 1 of 8 · document
                ? help  q quit  / search  f filter  : path  x expanded  Tab…
                """#)
        #expect(!grid.text.unicodeScalars.contains { PrintableText.needsEscape($0) && $0 != "\n" })
        #expect(grid.cell(row: 1, column: 12)?.style.role == .escape)
    }
}
