import Coax
import Testing

@testable import CoaxInspector

/// After any resize the tree fills its pane and the selection stays on screen.
@Suite("Inspector resize")
struct InspectorResizeTests {
    static let list = "[" + (0..<30).map(String.init).joined(separator: ",") + "]"

    /// The tree pane's rows as text.
    static func treeLines(_ harness: Harness) -> [String] {
        let pane = harness.inspector.layout.tree
        let grid = harness.grid
        return (pane.row..<(pane.row + pane.rows)).map { grid.line($0) }
    }

    @Test func growingBackShowsTheTopAgainWithNoEmptyRowsBelowTheEnd() throws {
        let harness = try Harness(Self.list, rows: 40, columns: 100, openDepth: 1)
        harness.type("G")
        harness.press(.resize(ScreenSize(rows: 8, columns: 100)))
        #expect(Self.treeLines(harness).last?.contains("29: 29") == true)
        harness.press(.resize(ScreenSize(rows: 40, columns: 100)))
        let lines = Self.treeLines(harness)
        #expect(
            lines.first?.contains("▾ [30]") == true, "the whole document fits again:\n\(lines.joined(separator: "\n"))")
        #expect(harness.path == "$[29]")
    }

    @Test func aTallerScreenIsFilledWhenTheSelectionIsNearTheEnd() throws {
        let text = "[" + (0..<100).map(String.init).joined(separator: ",") + "]"
        let harness = try Harness(text, rows: 40, columns: 60, openDepth: 1)
        harness.type("G")
        harness.press(.resize(ScreenSize(rows: 8, columns: 60)))
        harness.press(.resize(ScreenSize(rows: 30, columns: 60)))
        let lines = Self.treeLines(harness)
        #expect(
            lines.last?.contains("99: 99") == true, "the last row sits at the bottom:\n\(lines.joined(separator: "\n"))"
        )
        #expect(!lines.contains { $0.isEmpty }, "no empty rows")
    }

    @Test func shrinkingKeepsTheSelectionVisible() throws {
        let text = "[" + (0..<100).map(String.init).joined(separator: ",") + "]"
        let harness = try Harness(text, rows: 40, columns: 60, openDepth: 1)
        harness.type("30j")
        for rows in [30, 12, 5, 3, 20, 40] {
            harness.press(.resize(ScreenSize(rows: rows, columns: 60)))
            #expect(harness.screen.contains("29: 29"), "at \(rows) rows")
        }
    }
}
