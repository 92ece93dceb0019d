import Coax
import Foundation
import Testing

@testable import CoaxInspector

@Suite("Keeping whole records with f ?EXPR")
struct InspectorRecordFilterTests {
    static let log = """
        {"id":1,"level":"info","msg":"started"}
        {"id":2,"level":"error","msg":"db down"}
        {"id":3,"level":"info","msg":"ok"}
        {"id":4,"level":"error","msg":"retry"}
        """

    static func harness(_ text: String = log) -> Harness {
        Harness(
            jsonLines: text, name: "app.jsonl",
            configuration: InspectorConfiguration(
                fileName: "app.jsonl", theme: .monochrome, reporters: [], expander: nil, drift: nil),
            rows: 12, columns: 100)
    }

    @Test func onlyTheDocumentsForWhichTheExpressionHoldsKeepTheirRowAndAreShownWhole() {
        let harness = Self.harness()
        harness.prompt("f", "?@.level == 'error'")
        #expect(harness.inspector.messageText == "filter: ?@.level == 'error' (2 of 4 documents)")
        let rows = harness.screen.split(separator: "\n").map(String.init)
        #expect(rows[0].contains("#2  app.jsonl:2"))
        #expect(rows[1].contains("#4  app.jsonl:4"))
        #expect(!harness.screen.contains("app.jsonl:1"))
        #expect(harness.inspector.tree.selection.item == 1)
        // The document is whole: every member is there once it is opened.
        harness.type("l")
        #expect(harness.screen.contains("id: 2"))
        #expect(harness.screen.contains(#"msg: "db down""#))
        harness.type("n")
        #expect(harness.inspector.tree.selection.item == 3)
        #expect(harness.inspector.tree.selection.depth == 0)
    }

    @Test func theRootMembersQueryHintsAtTheWholeRecordForm() {
        let harness = Self.harness()
        harness.prompt("f", "$[?@.level == 'error']")
        #expect(harness.inspector.messageText?.contains("f ?@.level == 'error' keeps whole documents") == true)
    }

    @Test func anInvalidExpressionSaysWhere() {
        let harness = Self.harness()
        harness.prompt("f", "?@.level = 'error'")
        #expect(harness.inspector.messageText?.hasPrefix("not a query: column 10:") == true)
        #expect(harness.inspector.messages.current?.isError == true)
    }

    @Test func theDocumentedExampleOnAFollowedFileKeepsRecordsAsTheyArrive() throws {
        let followed = try FollowedJSONLines(#"{"level":"info"}"# + "\n" + #"{"level":"error","n":1}"# + "\n")
        #expect(followed.run { followed.inspector.tree.content.itemCount == 2 })
        followed.harness.prompt("f", "?@.level == 'error'")
        #expect(followed.run { followed.inspector.tree.filter != nil })
        #expect(followed.inspector.tree.filter?.matches.count == 1)
        try followed.append(#"{"level":"error","n":2}"# + "\n" + #"{"level":"debug"}"# + "\n")
        #expect(followed.run { followed.inspector.tree.filter?.matches.count == 2 })
        #expect(followed.harness.screen.contains("live.jsonl:3"))
        #expect(!followed.harness.screen.contains("live.jsonl:4"))
    }

    @Test func onOneDocumentTheWholeDocumentIsKeptOrNothing() throws {
        let harness = try Harness(#"{"level": "error", "id": 1}"#)
        harness.prompt("f", "?@.level == 'error'")
        #expect(harness.inspector.tree.filter?.matches == [0])
        let other = try Harness(#"{"level": "error", "id": 1}"#)
        other.prompt("f", "?@.level == 'info'")
        #expect(other.inspector.tree.filter?.matches.isEmpty == true)
        #expect(other.inspector.messageText == "filter: ?@.level == 'info' (0 of 1 document)")
    }
}
