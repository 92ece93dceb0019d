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
        let collection = JSONCollection(parsing: text, format: .jsonLines, name: "orders.jsonl")
        let configuration = InspectorConfiguration(
            fileName: "orders.jsonl", theme: .monochrome, reporters: [], expander: DocumentExpansion.expand,
            drift: nil)
        let inspector = Inspector(
            collection: collection, configuration: configuration, size: ScreenSize(rows: rows, columns: columns))
        inspector.finishPendingWork()
        return Harness(inspector: inspector)
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
        #expect(harness.inspector.message?.isError == true)
        #expect(harness.inspector.tree.selection.item == 0)
        harness.prompt(":", "#0")
        #expect(harness.inspector.message?.isError == true)
    }

    @Test func enterOnABadRecordShowsItsErrorWithTheLineAndACaret() {
        let harness = Self.harness()
        harness.type("]]")
        harness.press(.key(.enter))
        let text = harness.inspector.lastMessage?.text ?? ""
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
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coax-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("live.jsonl")
        try Data("{\"n\": 1}\n{\"n\": 2}\n".utf8).write(to: file)
        let collection = JSONCollection.open(paths: [file.path], follow: true)
        defer { collection.stopLoading() }
        let inspector = Inspector(
            collection: collection,
            configuration: InspectorConfiguration(fileName: file.path, reporters: [], drift: nil),
            size: ScreenSize(rows: 12, columns: 100))
        let harness = Harness(inspector: inspector)
        #expect(
            waitUntil {
                inspector.collectLoaded(waitingUntil: Date() + 0.05) || true
            } condition: {
                inspector.tree.content.itemCount == 2 && inspector.loaded.phase == .following
            })
        harness.type("]")
        #expect(harness.screen.contains("document 2 of 2+ · following"))
        let handle = try FileHandle(forWritingTo: file)
        handle.seekToEndOfFile()
        handle.write(Data("{\"n\": 3}\n".utf8))
        try handle.close()
        #expect(
            waitUntil {
                inspector.collectLoaded(waitingUntil: Date() + 0.05)
            } condition: {
                inspector.tree.content.itemCount == 3
            })
        #expect(inspector.tree.selection.item == 1)
        #expect(harness.screen.contains("#3  "))
        harness.type("G")
        #expect(inspector.tree.selection.item == 2)
        #expect(inspector.isLoading)
    }

    /// Calls `step` until `condition` holds or 10 s pass.
    private func waitUntil(_ step: () -> Bool, condition: () -> Bool) -> Bool {
        let deadline = Date() + 10
        while !condition() {
            guard Date() < deadline else { return false }
            _ = step()
        }
        return true
    }
}

extension InspectorCollectionTests {
    @Test func theFilterSaysItWorksOnASingleDocumentInsteadOfMixingDocuments() {
        let harness = Self.harness()
        harness.type("f")
        #expect(harness.inspector.prompt == nil)
        #expect(
            harness.inspector.messageText == "f filters a single document; for a collection use coax query FILE… QUERY")
        #expect(harness.inspector.tree.filter == nil)
    }
}
