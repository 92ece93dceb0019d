import Coax
import Foundation
import Testing

@testable import CoaxInspector

@Suite("Collection rows that stay readable")
struct CollectionLabelTests {
    static func inspector(_ collection: JSONCollection, columns: Int = 80) -> Harness {
        let inspector = Inspector(
            collection: collection,
            configuration: InspectorConfiguration(fileName: "x", theme: .monochrome, reporters: [], expander: nil),
            size: ScreenSize(rows: 12, columns: columns))
        inspector.finishPendingWork()
        return Harness(inspector: inspector)
    }

    @Test func oneFileOpenedByALongPathIsNamedByItsFileNameAndTheLineAndPreviewShow() {
        let text = (1...3).map { #"{"id": \#($0), "name": "record \#($0)"}"# }.joined(separator: "\n")
        let collection = JSONCollection(
            parsing: text, format: .jsonLines,
            name: "/home/dev/captures/2024-11-27/amazon_celebrity_recognition_feed.jsonl")
        let harness = Self.inspector(collection)
        let rows = harness.screen.split(separator: "\n").map(String.init)
        #expect(rows[0].contains("#1  amazon_celebrity_recognition_feed.jsonl:1  {2} {\"id\": 1"))
        #expect(rows[2].contains("feed.jsonl:3  {2} {\"id\": 3"))
        #expect(harness.screen.contains("#1 amazon_celebrity_recognition_feed.jsonl:1"))
        #expect(!harness.screen.contains("/home/dev"))
    }

    @Test func aLabelTooLongForTheRowKeepsItsLineNumberAndThePreview() {
        let collection = JSONCollection(
            parsing: #"{"id": 1}"#, format: .jsonLines,
            name: "/tmp/" + String(repeating: "very_long_name_", count: 8) + "end.jsonl")
        let harness = Self.inspector(collection, columns: 60)
        let first = harness.screen.split(separator: "\n").map(String.init)[0]
        #expect(first.contains("…"))
        #expect(first.contains("end.jsonl:1  {1} {\"id\": 1}"))
    }

    @Test func filesWithTheSameNameAreToldApartByTheShortestEndingOfTheirPaths() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coax-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["east", "west"] {
            let folder = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(#"{"region": "\#(name)"}"#.utf8 + [10]).write(to: folder.appendingPathComponent("orders.jsonl"))
        }
        try Data(#"{"other": 1}"#.utf8 + [10]).write(to: directory.appendingPathComponent("single.jsonl"))
        let collection = try JSONCollection.load(paths: [
            directory.appendingPathComponent("east/orders.jsonl").path,
            directory.appendingPathComponent("west/orders.jsonl").path,
            directory.appendingPathComponent("single.jsonl").path,
        ])
        let harness = Self.inspector(collection)
        let rows = harness.screen.split(separator: "\n").map(String.init)
        #expect(rows[0].contains("#1  east/orders.jsonl:1  "))
        #expect(rows[1].contains("#2  west/orders.jsonl:1  "))
        #expect(rows[2].contains("#3  single.jsonl:1  "))
    }

    @Test func shortestUniqueEndings() {
        #expect(
            SourceLabels.shortestUniqueNames(["x/a/o.jsonl", "x/b/o.jsonl", "x/p.jsonl", "-"]) == [
                "x/a/o.jsonl": "a/o.jsonl", "x/b/o.jsonl": "b/o.jsonl", "x/p.jsonl": "p.jsonl", "-": "<stdin>",
            ])
        #expect(
            SourceLabels.shortestUniqueNames(["o.jsonl", "a/o.jsonl"]) == [
                "o.jsonl": "o.jsonl", "a/o.jsonl": "a/o.jsonl",
            ])
    }
}
