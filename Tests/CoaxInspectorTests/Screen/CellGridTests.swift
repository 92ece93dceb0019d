import Coax
import Testing

@testable import CoaxInspector

@Suite("Cell grid")
struct CellGridTests {
    private func glyph(_ text: String) -> Glyph { TerminalText.glyphs(of: text)[0].glyph }

    @Test func wideGlyphsCoverTwoColumns() {
        let grid = CellGrid(size: ScreenSize(rows: 1, columns: 4))
        grid.put(Cell(glyph: glyph("界")), row: 0, column: 0)
        grid.put(Cell(glyph: glyph("a")), row: 0, column: 2)
        #expect(grid.text == "界a")
        #expect(grid.cell(row: 0, column: 1) == nil)
    }

    @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
        let grid = CellGrid(size: ScreenSize(rows: 1, columns: 4))
        grid.put(Cell(glyph: glyph("界")), row: 0, column: 0)
        grid.put(Cell(glyph: glyph("b")), row: 0, column: 1)
        #expect(grid.text == " b")
    }

    @Test func aWideGlyphInTheLastColumnBecomesABlank() {
        let grid = CellGrid(size: ScreenSize(rows: 1, columns: 3))
        grid.put(Cell(glyph: glyph("界")), row: 0, column: 2)
        #expect(grid.text == "")
    }

    @Test func writesOutsideTheGridAreIgnored() {
        let grid = CellGrid(size: ScreenSize(rows: 1, columns: 1))
        grid.put(Cell(glyph: glyph("x")), row: 5, column: 5)
        grid.put(Cell(glyph: glyph("y")), row: -1, column: 0)
        #expect(grid.text == "")
    }

    @Test func layoutAdaptsToTheScreen() {
        #expect(Layout(size: ScreenSize(rows: 30, columns: 120), panelFocused: false).arrangement == .sideBySide)
        #expect(Layout(size: ScreenSize(rows: 30, columns: 80), panelFocused: false).arrangement == .stacked)
        let tiny = Layout(size: ScreenSize(rows: 5, columns: 20), panelFocused: false)
        #expect(tiny.arrangement == .single)
        #expect(tiny.tree.rows == 3)
        #expect(tiny.panel == nil)
        #expect(Layout(size: ScreenSize(rows: 5, columns: 20), panelFocused: true).panel?.rows == 3)
        let one = Layout(size: ScreenSize(rows: 1, columns: 5), panelFocused: false)
        #expect(one.statusRow == 0)
        #expect(one.tree.rows == 0)
    }

    @Test func numbersAreGrouped() {
        #expect(NumberText.grouped(4_482_216) == "4,482,216")
        #expect(NumberText.grouped(999) == "999")
        #expect(NumberText.grouped(-1204) == "-1,204")
        #expect(NumberText.grouped(0) == "0")
    }
}
