import Coax
import Testing

@testable import CoaxInspector

@Suite("Inspector go to path")
struct InspectorPathTests {
    static let text = #"{"data": [{"id": 1}, {"id": 2, "key.with.dots": {"x": true}}], "a": {"a": 1, "a": 2}}"#

    @Test(arguments: ["$.data[1].id", "data[1].id", "$['data'][1]['id']", "/data/1/id"])
    func everyPathSyntaxLeadsToTheValue(_ text: String) throws {
        let harness = try Harness(Self.text, rows: 20, openDepth: 1)
        harness.prompt(":", text)
        #expect(harness.path == "$.data[1].id")
        #expect(harness.inspector.messages.current?.isError == false)
    }

    @Test func quotedKeysWork() throws {
        let harness = try Harness(Self.text, rows: 20, openDepth: 1)
        harness.prompt(":", #"$.data[1]["key.with.dots"].x"#)
        #expect(harness.path == #"$.data[1]["key.with.dots"].x"#)
    }

    @Test func aRepeatedKeyLeadsToTheLastMember() throws {
        let harness = try Harness(Self.text, rows: 20, openDepth: 1)
        harness.prompt(":", "a.a")
        #expect(harness.inspector.tree.selectedNode.numberLiteral == "2")
    }

    @Test func aMissingPathStopsAtTheNearestValue() throws {
        let harness = try Harness(Self.text, rows: 20, openDepth: 1)
        harness.prompt(":", "a")
        harness.prompt(":", "data[7].id")
        #expect(harness.path == "$.a", "the selection stays where it was")
        #expect(harness.inspector.messages.current?.isError == true)
        #expect(
            harness.inspector.messages.current?.text == "no value at $.data[7].id; nearest is $.data (Enter goes there)"
        )
        harness.press(.key(.enter))
        #expect(harness.path == "$.data", "Enter takes the offer")
        harness.prompt(":", "data[7].id")
        harness.type("j")
        harness.press(.key(.enter))
        #expect(harness.path != "$.data", "the offer lasts one key")
    }

    @Test func invalidPathSaysWhy() throws {
        let harness = try Harness(Self.text, rows: 20)
        harness.prompt(":", "data[1")
        #expect(harness.path == "$")
        #expect(harness.inspector.messages.current?.text.hasPrefix("not a path") == true)
    }

    @Test func deepIndexInAHugeArrayIsFoundThroughTheLocator() throws {
        let text = "[" + (0..<100_000).map(String.init).joined(separator: ",") + "]"
        let harness = try Harness(text, rows: 20, openDepth: 0)
        harness.prompt(":", "$[76543]")
        #expect(harness.inspector.tree.selectedNode.numberLiteral == "76543")
        #expect(harness.inspector.tree.selectedLine == 76_545)
    }
}
