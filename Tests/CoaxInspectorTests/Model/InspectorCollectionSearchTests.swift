import Coax
import Foundation
import Testing

@testable import CoaxInspector

@Suite("Searching a collection")
struct InspectorCollectionSearchTests {
    static func harness(_ text: String, name: String = "two.jsonl", rows: Int = 12, columns: Int = 100) -> Harness {
        Harness(
            jsonLines: text, name: name,
            configuration: InspectorConfiguration(
                fileName: name, theme: .monochrome, reporters: [], expander: nil, drift: nil),
            rows: rows, columns: columns)
    }

    @Test func slashFindsAMatchInALaterDocument() {
        let harness = Self.harness(
            """
            {"id":1,"level":"info"}
            {"id":2,"level":"error"}
            """)
        harness.prompt("/", "error")
        #expect(harness.inspector.tree.selection.item == 1)
        #expect(harness.path == "$.level")
        #expect(harness.inspector.messageText == "match 1 of 1 for 'error' in #2 two.jsonl:2")
    }

    @Test func nAndCapitalNStepThroughTheDocumentsInOrderAndWrap() {
        let harness = Self.harness(
            """
            {"id":1,"note":"x1"}
            {"id":2,"note":"none"}
            {"id":3,"note":"x3","more":"x4"}
            """)
        harness.prompt("/", "x")
        #expect(harness.inspector.tree.selection.item == 0)
        #expect(harness.path == "$.note")
        harness.type("n")
        #expect(harness.inspector.tree.selection.item == 2)
        #expect(harness.path == "$.note")
        harness.type("n")
        #expect(harness.path == "$.more")
        #expect(harness.inspector.messageText == "match 3 of 3 for 'x' in #3 two.jsonl:3")
        harness.type("n")
        #expect(harness.inspector.tree.selection.item == 0)
        #expect(harness.inspector.messageText?.hasSuffix("(wrapped to the top)") == true)
        harness.type("N")
        #expect(harness.inspector.tree.selection.item == 2)
        #expect(harness.path == "$.more")
        harness.type("N")
        #expect(harness.path == "$.note")
    }

    @Test func theSearchStartsAtTheSelectionsDocument() {
        let harness = Self.harness(
            """
            {"a":"hit"}
            {"a":"miss"}
            {"a":"hit"}
            """)
        harness.type("]]")
        harness.prompt("/", "hit")
        #expect(harness.inspector.tree.selection.item == 2)
        harness.type("n")
        #expect(harness.inspector.tree.selection.item == 0)
    }

    @Test func noMatchInAnyDocumentSaysHowManyWereSearched() {
        let harness = Self.harness(
            """
            {"a":1}
            {"a":2}
            """)
        harness.prompt("/", "zzz")
        #expect(harness.inspector.messageText == "no matches for 'zzz' in 2 documents")
        #expect(harness.inspector.messages.current?.isError == true)
    }

    @Test func aLargeCollectionIsSearchedInTheBackgroundWithProgressAndEscStopsIt() {
        var text = ""
        for number in 0..<150_000 { text += #"{"id":\#(number),"level":"info","message":"request served"}"# + "\n" }
        text += #"{"id":-1,"level":"error"}"#
        let collection = JSONCollection(parsing: text, format: .jsonLines, name: "big.jsonl")
        let inspector = Inspector(
            collection: collection,
            configuration: InspectorConfiguration(
                fileName: "big.jsonl", theme: .monochrome, reporters: [], expander: nil),
            size: ScreenSize(rows: 12, columns: 100))
        while inspector.isLoading { inspector.collectLoaded(waitingUntil: Date() + 0.05) }
        let harness = Harness(inspector: inspector)
        for key in "/served" { inspector.handle(.character(key)) }
        inspector.handle(.key(.enter))
        #expect(inspector.search?.isRunning == true)
        inspector.performPendingWork(until: Date() + 0.05)
        #expect(harness.screen.contains("searching "))
        #expect(harness.screen.contains(" matches"))
        inspector.handle(.key(.escape))
        #expect(inspector.search?.isRunning == false)
        #expect(inspector.messageText?.hasPrefix("search stopped: ") == true)
        #expect(!inspector.hasPendingWork || inspector.search?.isRunning == false)
    }

    @Test func documentsThatArriveAfterASearchAreSearchedByTheNextN() throws {
        let followed = try FollowedJSONLines(#"{"a":"hit"}"# + "\n")
        #expect(followed.run { followed.inspector.tree.content.itemCount == 1 })
        followed.harness.prompt("/", "hit")
        #expect(followed.inspector.tree.selection.item == 0)
        try followed.append(#"{"a":"other"}"# + "\n" + #"{"a":"hit"}"# + "\n")
        #expect(followed.run { followed.inspector.tree.content.itemCount == 3 })
        followed.harness.press(.character("n"))
        #expect(followed.run { followed.inspector.tree.selection.item == 2 })
    }
}
