import Coax
import Testing

@testable import CoaxInspector

@Suite("Inspector expand and collapse")
struct InspectorExpansionTests {
    static let text = #"{"a": {"b": {"c": {"d": 1}}}, "e": [[1, 2], [3]]}"#

    @Test func expandAllShowsEveryValue() throws {
        let harness = try Harness(Self.text, openDepth: 1)
        #expect(harness.inspector.tree.lines.total == 3)
        harness.type("E")
        #expect(harness.inspector.tree.lines.total == 11)
    }

    @Test func expandBelowOpensOnlyTheSelectedSubtree() throws {
        let harness = try Harness(Self.text, openDepth: 1)
        harness.type("je")
        #expect(harness.inspector.tree.lines.total == 3 + 3, "b, c and d appear")
    }

    @Test func collapseBelowClosesTheSubtreeAndKeepsTheRest() throws {
        let harness = try Harness(Self.text, openDepth: 9)
        harness.type("jc")
        #expect(harness.path == "$.a")
        #expect(harness.inspector.tree.lines.total == 11 - 3)
        harness.type("l")
        #expect(harness.inspector.tree.lines.total == 11 - 3 + 1, "reopening a shows b, still closed by c")
    }

    @Test func aCountBeforeDShowsThatManyLevels() throws {
        let harness = try Harness(Self.text, openDepth: 1)
        harness.type("2d")
        #expect(harness.inspector.tree.lines.total == 1 + 2 + 1 + 2)
        harness.type("1d")
        #expect(harness.inspector.tree.lines.total == 3)
        harness.type("9d")
        #expect(harness.inspector.tree.lines.total == 11)
    }

    @Test func toggleOpensAndClosesWithEnterAndSpace() throws {
        let harness = try Harness(Self.text, openDepth: 1)
        harness.type("j")
        harness.press(.key(.enter))
        #expect(harness.inspector.tree.lines.total == 4)
        harness.type(" ")
        #expect(harness.inspector.tree.lines.total == 3)
    }

    @Test func expandAllOnALargeArrayStoresOneRule() throws {
        let text = "[" + String(repeating: "[1],", count: 199_999) + "[1]]"
        let harness = try Harness(text, openDepth: 1)
        harness.inspector.handle(.character("E"))
        #expect(harness.inspector.tree.navigator.openContainers.storedCount <= 2)
        #expect(harness.inspector.tree.lines.isComplete == false, "line numbers are counted afterwards, in slices")
        harness.type("G")
        #expect(harness.path == "$[199999][0]")
        #expect(harness.inspector.tree.lines.total == 400_001)
    }
}
