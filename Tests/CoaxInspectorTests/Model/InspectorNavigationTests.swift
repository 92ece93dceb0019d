import Coax
import Testing

@testable import CoaxInspector

@Suite("Inspector navigation")
struct InspectorNavigationTests {
    static let text = #"{"a": 1, "b": [10, 20, {"c": null}], "d": {"e": "x", "f": "y"}, "g": []}"#

    @Test func jAndKMoveThroughVisibleRows() throws {
        let harness = try Harness(Self.text, openDepth: 1)
        harness.type("jj")
        #expect(harness.path == "$.b")
        harness.type("j")
        #expect(harness.path == "$.d", "only the root is open")
        harness.type("k")
        #expect(harness.path == "$.b")
        harness.type("kkkk")
        #expect(harness.path == "$")
    }

    @Test func lOpensThenEntersAndHClosesThenLeaves() throws {
        let harness = try Harness(Self.text, openDepth: 1)
        harness.type("jj")
        harness.type("l")
        #expect(harness.inspector.tree.isOpen(harness.inspector.tree.selection))
        harness.type("l")
        #expect(harness.path == "$.b[0]")
        harness.type("h")
        #expect(harness.path == "$.b")
        harness.type("h")
        #expect(!harness.inspector.tree.isOpen(harness.inspector.tree.selection))
        #expect(harness.path == "$.b")
    }

    @Test func siblingKeysSkipOpenSubtrees() throws {
        let harness = try Harness(Self.text, openDepth: 9)
        harness.type("jj")
        harness.type("J")
        #expect(harness.path == "$.d")
        harness.type("K")
        #expect(harness.path == "$.b")
        harness.type("KK")
        #expect(harness.path == "$.a", "K stops at the first sibling")
    }

    @Test func gAndGGoToTheEnds() throws {
        let harness = try Harness(Self.text, openDepth: 9)
        harness.type("G")
        #expect(harness.path == "$.g")
        harness.type("g")
        #expect(harness.path == "$")
    }

    @Test func pagesMoveByTheTreeHeight() throws {
        let text = "[" + (0..<100).map(String.init).joined(separator: ",") + "]"
        let harness = try Harness(text, rows: 12, columns: 60)
        let rows = harness.inspector.layout.tree.rows
        harness.press(.key(.pageDown))
        #expect(harness.path == "$[\(rows - 1)]")
        harness.press(.control("d"))
        #expect(harness.path == "$[\(rows - 1 + rows / 2)]")
        harness.press(.key(.pageUp))
        #expect(harness.path == "$[\(rows / 2 - 1)]")
    }

    @Test func closingAContainerAboveTheSelectionSelectsIt() throws {
        let harness = try Harness(Self.text, openDepth: 9)
        harness.type("jjjjjj")
        #expect(harness.path == "$.b[2].c")
        harness.type("gC")
        #expect(harness.path == "$")
        #expect(harness.inspector.tree.lines.total == 5)
    }

    @Test func mouseClickSelectsAndDoubleClickToggles() throws {
        let harness = try Harness(Self.text, openDepth: 1)
        harness.press(.mouse(MouseEvent(action: .press, row: 2, column: 5)))
        #expect(harness.path == "$.b")
        harness.press(.mouse(MouseEvent(action: .doubleClick, row: 2, column: 5)))
        #expect(harness.inspector.tree.isOpen(harness.inspector.tree.selection))
        #expect(harness.inspector.tree.lines.total == 8)
    }

    @Test func wheelScrollsAndCarriesTheSelection() throws {
        let text = "[" + (0..<100).map(String.init).joined(separator: ",") + "]"
        let harness = try Harness(text, rows: 12, columns: 60)
        harness.press(.mouse(MouseEvent(action: .wheelDown, row: 3, column: 3)))
        #expect(harness.inspector.tree.top.ordinal == 2, "three rows down: from the root to element 2")
        #expect(harness.path == "$[2]", "the selection stays on screen")
        harness.press(.mouse(MouseEvent(action: .wheelUp, row: 3, column: 3)))
        #expect(harness.inspector.tree.top.index == 0)
    }

    @Test func movingInAMillionElementArrayTouchesOnlyTheScreen() throws {
        let text = "[" + String(repeating: "1,", count: 999_999) + "1]"
        let harness = try Harness(text, rows: 30, columns: 80, openDepth: 1)
        harness.type("G")
        #expect(harness.path == "$[999999]")
        harness.type("kkk")
        #expect(harness.path == "$[999996]")
        #expect(harness.inspector.tree.selectedLine == 999_998)
        #expect(harness.screen.contains("line 999,998 of 1,000,001"))
    }

    @Test func resizingKeepsTheSelectionOnScreen() throws {
        let text = "[" + (0..<100).map(String.init).joined(separator: ",") + "]"
        let harness = try Harness(text, rows: 40, columns: 60)
        harness.type("jjjjjjjjjjjjjjjjjjjjjjjjjjjjjj")
        harness.press(.resize(ScreenSize(rows: 5, columns: 20)))
        #expect(harness.screen.contains("29:"))
    }
}
