import Coax
import Foundation
import Testing

@testable import CoaxInspector

@Suite("Inspector on a collection")
struct InspectorCollectionTests {
    /// Five records; the third is broken, so it is item 2 and the documents are #1 #2 #3 #4.
    static let orders = """
        {"id": 1, "price": "8.45"}
        {"id": 2, "price": 9.5}
        {"id": 3, "price": oops}

        {"id": 4, "price": "12", "tags": ["a", "b"]}
        {"id": 5, "price": 0}
        """

    static func harness(_ text: String = orders, rows: Int = 12, columns: Int = 100) -> Harness {
        Harness(
            jsonLines: text, name: "orders.jsonl",
            configuration: InspectorConfiguration(
                fileName: "orders.jsonl", theme: .monochrome, reporters: [], expander: DocumentExpansion.expand,
                drift: nil),
            rows: rows, columns: columns)
    }

    @Test func everyDocumentIsARowLabelledByItsSourceAndTheBadRecordIsInItsPlace() {
        let harness = Self.harness()
        let lines = harness.screen.split(separator: "\n").map(String.init)
        #expect(lines[0].contains("▸ #1  orders.jsonl:1  {2} {\"id\": 1, \"price\""))
        #expect(lines[1].contains("#2  orders.jsonl:2"))
        #expect(lines[2].hasPrefix("✗"))
        #expect(lines[2].contains("orders.jsonl:3  error: unexpected 'o'"))
        #expect(lines[3].contains("#3  orders.jsonl:5  {3}"))
        #expect(lines[4].contains("#4  orders.jsonl:6"))
        #expect(harness.screen.contains("document 1 of 4 · 1 bad record"))
    }

    @Test func bracketsMoveBetweenDocumentsAndTheStatusLineNamesTheDocument() {
        let harness = Self.harness()
        harness.type("]")
        #expect(harness.inspector.tree.selection.item == 1)
        harness.type("]")
        #expect(harness.inspector.tree.selection.item == 2)
        #expect(harness.screen.contains("bad record orders.jsonl:3"))
        harness.type("]")
        #expect(harness.screen.contains("#3 orders.jsonl:5  $"))
        #expect(harness.screen.contains("document 3 of 4"))
        harness.type("9]")
        #expect(harness.inspector.tree.selection.item == 4)
        harness.type("]")
        #expect(harness.inspector.messageText == "this is the last document")
        harness.type("[[")
        #expect(harness.inspector.tree.selection.item == 2)
        // From inside a document, [ goes to the previous document's row.
        harness.prompt(":", "#4 $.price")
        #expect(harness.inspector.tree.selection.item == 4)
        harness.type("[")
        #expect(harness.inspector.tree.selection.item == 3)
        #expect(harness.inspector.tree.selection.depth == 0)
    }

    @Test func rowsRunOnFromOneDocumentIntoTheNext() {
        let harness = Self.harness()
        harness.type("l")  // open #1
        harness.type("jjj")  // id, price, then #2's row
        #expect(harness.inspector.tree.selection.item == 1)
        #expect(harness.inspector.tree.selection.depth == 0)
        harness.type("kk")
        #expect(harness.path == "$.id")
        #expect(harness.inspector.tree.selection.item == 0)
        harness.type("G")
        #expect(harness.inspector.tree.selection.item == 4)
    }

    @Test func hashNumberAndPathGoesIntoThatDocument() {
        let harness = Self.harness()
        harness.prompt(":", "#3 $.tags[1]")
        #expect(harness.inspector.tree.selection.item == 3)
        #expect(harness.path == "$.tags[1]")
        #expect(harness.inspector.messageText == "at $.tags[1] in #3 orders.jsonl:5")
        #expect(harness.screen.contains("#3 orders.jsonl:5  $.tags[1]"))
        // A path alone stays within the current document.
        harness.prompt(":", "id")
        #expect(harness.inspector.tree.selection.item == 3)
        #expect(harness.inspector.tree.selectedNode.numberLiteral == "4")
        harness.prompt(":", "#2")
        #expect(harness.inspector.tree.selection.item == 1)
        #expect(harness.inspector.tree.selection.depth == 0)
    }

    @Test func aDocumentNumberThatDoesNotExistSaysHowManyThereAre() {
        let harness = Self.harness()
        harness.prompt(":", "#9 $.id")
        #expect(harness.inspector.messageText == "no document #9: 4 loaded")
        #expect(harness.inspector.messages.current?.isError == true)
        #expect(harness.inspector.tree.selection.item == 0)
        harness.prompt(":", "#0")
        #expect(harness.inspector.messages.current?.isError == true)
    }

    @Test func enterOnABadRecordShowsItsErrorWithTheLineAndACaret() {
        let harness = Self.harness()
        harness.type("]]")
        harness.press(.key(.enter))
        let text = harness.inspector.messages.last?.text ?? ""
        #expect(text.contains("orders.jsonl:3:20: error: unexpected 'o'"))
        #expect(text.contains(#"{"id": 3, "price": oops}"#))
        #expect(text.hasSuffix("^"))
        #expect(harness.inspector.overlay == .message(scroll: 0))
    }

    @Test func copyingThePathGivesThePathWithinTheDocument() {
        let harness = Self.harness()
        harness.prompt(":", "#4 price")
        #expect(harness.inspector.selectionNormalizedPath == "$['price']")
        #expect(harness.inspector.selectionValueText == "0")
    }

    @Test func searchLooksInTheSelectionsDocument() {
        let harness = Self.harness()
        harness.prompt(":", "#3")
        harness.prompt("/", "b")
        #expect(harness.path == "$.tags[1]")
        #expect(harness.inspector.tree.selection.item == 3)
        #expect(harness.inspector.messageText?.contains("in #3 orders.jsonl:5") == true)
    }

    @Test func theExpandedViewIsOfTheSelectionsDocument() {
        let text = """
            {"data": {"type": "a", "id": "1", "attributes": {"n": 1}}}
            {"data": {"type": "b", "id": "2", "attributes": {"n": 2}}}
            """
        let harness = Self.harness(text)
        harness.type("]")
        harness.type("x")
        #expect(harness.inspector.view == .expanded)
        #expect(harness.inspector.selectionValueText.contains("\"b\""))
        harness.type("x")
        #expect(harness.inspector.view == .document)
        #expect(harness.inspector.tree.selection.item == 1)
        harness.type("[x")
        #expect(harness.inspector.selectionValueText.contains("\"a\""))
    }

    @Test func expandAllOpensEveryDocumentAndCollapseAllClosesThem() {
        let harness = Self.harness()
        harness.type("E")
        #expect(harness.screen.contains("    id: 2"))
        harness.type("C")
        #expect(!harness.screen.contains("id: 2"))
        #expect(harness.inspector.tree.selection.depth == 0)
    }

    @Test func oneDocumentKeepsItsPlainRowsAndBracketsSaySo() throws {
        let harness = try Harness(#"{"a": 1}"#)
        harness.type("]")
        #expect(harness.inspector.messageText?.contains("this is one document") == true)
        #expect(!harness.screen.contains("#1"))
    }

    @Test func recordsArrivingLaterAppearWithoutMovingTheSelection() throws {
        let live = try FollowedJSONLines(
            "{\"n\": 1}\n{\"n\": 2}\n", rows: 12, columns: 100,
            configuration: { InspectorConfiguration(fileName: $0, reporters: [], drift: nil) })
        let inspector = live.inspector
        let harness = live.harness
        #expect(live.load { inspector.tree.content.itemCount == 2 && inspector.loaded.phase == .following })
        harness.type("]")
        #expect(harness.screen.contains("document 2 of 2+ · following"))
        try live.append("{\"n\": 3}\n")
        #expect(live.load { inspector.tree.content.itemCount == 3 })
        #expect(inspector.tree.selection.item == 1)
        #expect(harness.screen.contains("#3  "))
        harness.type("G")
        #expect(inspector.tree.selection.item == 2)
        #expect(inspector.isLoading)
        withExtendedLifetime(live) {}
    }

    @Test func theFirstRecordReadAgainAfterTheFollowedFileWasTruncatedIsMarked() throws {
        let live = try FollowedJSONLines(
            "{\"n\": 1}\n{\"n\": 2}\n", rows: 12, columns: 100,
            configuration: { InspectorConfiguration(fileName: $0, reporters: [], drift: nil) })
        let inspector = live.inspector
        let harness = live.harness
        #expect(live.load { inspector.tree.content.itemCount == 2 && inspector.loaded.phase == .following })
        try Data("{\"n\": 9}\n".utf8).write(to: live.file)
        #expect(live.load { inspector.tree.content.itemCount == 3 })
        let rows = harness.screen.split(separator: "\n")
        let first = try #require(rows.first { $0.contains("#1 ") })
        let again = try #require(rows.first { $0.contains("#3 ") })
        #expect(!first.contains("↺"))
        #expect(again.contains("↺ live.jsonl:1"), "the label that repeats says it was read again: \(again)")
        #expect(inspector.messageText?.contains("was truncated; reading it again from the start") == true)
        withExtendedLifetime(live) {}
    }
}

/// The filter view on a collection: the query runs on every document, documents without a match
/// have no row, and the document rows label the matches.
extension InspectorCollectionTests {
    func rows(_ harness: Harness) -> [String] {
        harness.screen.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
    }

    @Test func theFilterRunsOnEveryDocumentAndKeepsOnlyDocumentsWithAMatch() throws {
        let harness = Self.harness()
        harness.prompt("f", "$.tags[*]")
        let filter = try #require(harness.inspector.tree.filter)
        #expect(filter.matches.count == 2)
        #expect(harness.inspector.messageText == "filter: $.tags[*] (2 matches in 1 document)")
        let shown = rows(harness)
        #expect(shown[0].contains("▾ #3  orders.jsonl:5  {3}"), "the document's row labels its matches")
        #expect(shown[1].contains("▾ tags: [2]"))
        #expect(shown[2].contains("0: \"a\""))
        #expect(shown[3].contains("1: \"b\""))
        #expect(!harness.screen.contains("#1  "), "a document without a match has no row")
        #expect(!harness.screen.contains("error: unexpected"), "nor has a bad record")
        #expect(harness.inspector.tree.selection.item == 3)
        #expect(harness.path == "$.tags[0]", "the selection goes to the first match")
        #expect(harness.screen.contains("#3 orders.jsonl:5  filter: $.tags[*] (2 matches)  $.tags[0]"))
    }

    @Test func matchesInSeveralDocumentsAreSteppedThroughInOrder() throws {
        let empty = Self.harness()
        empty.prompt("f", "$[?@.price == 'none']")
        #expect(
            empty.inspector.messageText
                == "filter: $[?@.price == 'none'] (0 matches; f ?@.price == 'none' keeps whole documents)")
        #expect(empty.inspector.tree.filter?.matches.isEmpty == true)
        let harness = Self.harness()
        harness.prompt("f", "$.price")
        #expect(harness.inspector.messageText == "filter: $.price (4 matches in 4 documents)")
        #expect(harness.inspector.tree.selection.item == 0)
        #expect(harness.path == "$.price")
        harness.type("n")
        #expect(harness.inspector.tree.selection.item == 1)
        #expect(harness.inspector.messageText == "match 2 of 4 for the filter $.price")
        harness.type("n")
        #expect(harness.inspector.tree.selection.item == 3, "the bad record (item 2) is skipped")
        harness.type("nn")
        #expect(harness.inspector.tree.selection.item == 0)
        #expect(harness.inspector.messageText?.contains("wrapped to the top") == true)
        harness.type("N")
        #expect(harness.inspector.tree.selection.item == 4)
        // Rows run on from one document's matches into the next document's row.
        harness.type("g")
        #expect(harness.inspector.tree.selection.item == 0 && harness.inspector.tree.selection.depth == 0)
        harness.type("jj")
        #expect(harness.inspector.tree.selection.item == 1 && harness.inspector.tree.selection.depth == 0)
        harness.type("jjj")
        #expect(harness.inspector.tree.selection.item == 3 && harness.inspector.tree.selection.depth == 1)
        harness.type("k")
        #expect(harness.inspector.tree.selection.item == 3 && harness.inspector.tree.selection.depth == 0)
        harness.type("G")
        #expect(harness.inspector.tree.selection.item == 4)
        #expect(harness.inspector.positionText.contains("document 4 of 4"))
        #expect(!rows(harness).contains { $0.contains("id: ") }, "only the matches show inside documents")
    }

    @Test func bracketsAndDocumentNumbersStayOnDocumentsWithAMatch() throws {
        let harness = Self.harness()
        harness.prompt("f", "$[?@ == 2 || @ == 5]")
        #expect(harness.inspector.messageText == "filter: $[?@ == 2 || @ == 5] (2 matches in 2 documents)")
        harness.type("g")
        #expect(harness.inspector.tree.selection.item == 1)
        harness.type("]")
        #expect(harness.inspector.tree.selection.item == 4, "] skips documents without a match")
        harness.type("[")
        #expect(harness.inspector.tree.selection.item == 1)
        harness.prompt(":", "#1 $.id")
        #expect(
            harness.inspector.messageText == "#1 orders.jsonl:1 has no match for the filter (F shows every document)")
        #expect(harness.inspector.tree.selection.item == 1)
        harness.type("F")
        #expect(harness.inspector.messageText == "filter removed: every document")
        #expect(harness.screen.contains("#1  orders.jsonl:1"))
        #expect(harness.screen.contains("error: unexpected 'o'"))
        #expect(harness.inspector.tree.selection.item == 1, "the selection stays")
    }

    @Test func documentsArrivingAfterTheFilterAreFilteredAsTheyCome() throws {
        let live = try FollowedJSONLines(
            "{\"n\": 1, \"level\": \"info\"}\n{\"n\": 2, \"level\": \"error\"}\n", rows: 12, columns: 100,
            configuration: { InspectorConfiguration(fileName: $0, reporters: [], drift: nil) })
        let inspector = live.inspector
        let harness = live.harness
        #expect(live.load { inspector.tree.content.itemCount == 2 && inspector.loaded.phase == .following })
        harness.prompt("f", "$[?@ == 'error']")
        inspector.finishPendingWork()
        #expect(inspector.tree.filter?.matches.count == 1)
        #expect(inspector.tree.selection.item == 1)
        try live.append("{\"n\": 3, \"level\": \"info\"}\n{\"n\": 4, \"level\": \"error\"}\n")
        #expect(live.run { inspector.tree.filter?.matches.count == 2 })
        #expect(inspector.tree.selection.item == 1, "the selection stays")
        #expect(harness.screen.contains("#4  "), "the new match's document has a row")
        #expect(!harness.screen.contains("#3  "), "the new document without a match has none")
        #expect(inspector.tree.filter?.documentCount == 2)
        harness.type("G")
        #expect(inspector.tree.selection.item == 3)
        withExtendedLifetime(live) {}
    }
}
