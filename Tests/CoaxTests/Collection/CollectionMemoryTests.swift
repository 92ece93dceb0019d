import Foundation
import Testing

@testable import Coax

/// A collection that keeps its documents holds its input's bytes and a small index, not a tape
/// larger than the input: small records are parsed again when asked for, to exactly the slots a
/// collection read once keeps.
@Suite struct CollectionMemoryTests {
    /// Records of every shape, a bad one, and one record above the re-parse limit.
    static func records() -> String {
        var lines: [String] = []
        for index in 0..<400 {
            switch index % 5 {
            case 0:
                lines.append(
                    #"{"id":\#(index),"price":"8.\#(index % 100)","tags":["a","b\u00e9"],"nested":{"deep":[[{}],[]]}}"#)
            case 1: lines.append("  [\(index), -1.5e3, true, false, null, \"x\\n\"]  ")
            case 2: lines.append("\"text \(index)\"")
            case 3: lines.append("\(index)")
            default: lines.append("{\"broken\": \(index)")
            }
        }
        let big =
            "{\"big\":[" + (0..<bigCount).map { "\($0 % 10)" }.joined(separator: ",")
            + "]}"
        lines.insert(big, at: 123)
        return lines.joined(separator: "\r\n") + "\n"
    }

    /// The elements of the record above the limit (two bytes each).
    static let bigCount = CollectionChunk.reparsedRecordLimit / 2 + 8

    /// Tape slots the collection's chunks hold.
    static func keptSlots(_ collection: JSONCollection) -> Int {
        collection.state.withLock { $0.parts }.reduce(0) { total, part in
            if case .records(let chunk) = part.content { return total + chunk.tape.count }
            return total
        }
    }

    /// A stream of text lines (a log that is not JSON) keeps the first bad records whole and
    /// counts the others: 3,000,000 kept bad records took 1 GB.
    @Test func aStreamKeepsTheFirstBadRecordsAndCountsTheRest() throws {
        let files = try ScratchFiles()
        let total = JSONCollection.keptBadRecordLimit * 3 + 7
        var lines = (0..<total).map { "GET /index.html 200 \($0)" }
        lines.insert(#"{"id": 1}"#, at: 2_000)
        let path = try files.write(lines.joined(separator: "\n") + "\n", named: "access.jsonl")
        let stream = JSONCollection.open(paths: [path], keepsDocuments: false)
        var documents = 0
        for case .document(let index) in stream.items where stream.document(at: index) != nil { documents += 1 }
        stream.waitUntilLoaded()
        #expect(documents == 1)
        #expect(stream.status.badRecordCount == total)
        #expect(stream.badRecords.count == JSONCollection.keptBadRecordLimit)
        #expect(stream.badRecords.first?.source.line == 1)
        #expect(stream.badRecords.last?.source.line == JSONCollection.keptBadRecordLimit)
        // A collection that keeps its documents keeps every bad record.
        let kept = JSONCollection.open(paths: [path])
        kept.waitUntilLoaded()
        #expect(kept.badRecords.count == total)
        #expect(kept.status.badRecordCount == total)
    }

    @Test func aLoadedCollectionKeepsSlotsOnlyForRecordsTooLargeToParseAgain() throws {
        let files = try ScratchFiles()
        let path = try files.write(Self.records(), named: "records.jsonl")
        let loaded = try JSONCollection.load(path: path)
        let opened = JSONCollection.open(paths: [path])
        opened.waitUntilLoaded()
        let big = try #require(loaded.document(at: 99))
        #expect(big.root["big"]?.count == Self.bigCount)
        // Only the large record's slots are kept (its values, the key and two container ends).
        #expect(Self.keptSlots(loaded) == big.tapeCount)
        #expect(Self.keptSlots(opened) == big.tapeCount)
    }

    @Test func aRecordParsedAgainIsTheDocumentACollectionReadOnceKeeps() throws {
        let files = try ScratchFiles()
        let path = try files.write(Self.records(), named: "records.jsonl")
        let loaded = try JSONCollection.load(path: path)
        let opened = JSONCollection.open(paths: [path])
        opened.waitUntilLoaded()
        var streamedCount = 0
        let streamed = try JSONCollection.stream(paths: [path]) { index, kept, source in
            streamedCount += 1
            for collection in [loaded, opened] {
                guard let again = collection.document(at: index) else {
                    Issue.record("document \(index) missing")
                    return
                }
                #expect(again.tapeSlots == kept.tapeSlots, "document \(index)")
                #expect(again.valueCount == kept.valueCount)
                #expect(again.maximumDepth == kept.maximumDepth)
                #expect(again.root.location == kept.root.location)
                #expect(collection.source(ofDocument: index) == source)
            }
        }
        #expect(streamedCount == 321)
        #expect(loaded.count == 321 && opened.count == 321)
        #expect(streamed.badRecords == loaded.badRecords && loaded.badRecords == opened.badRecords)
        #expect(loaded.badRecords.count == 80)
    }

    @Test func aDocumentParsedAgainOutlivesItsCollection() throws {
        var document: JSONDocument?
        var node: JSONNode?
        do {
            let collection = JSONCollection(parsing: "{\"a\":[1,\"two\"]}\n{\"a\":[3,\"four\"]}\n")
            document = collection.document(at: 1)
            node = collection[0].root["a"]?[1]
        }
        #expect(document?.root["a"]?[1]?.string == "four")
        #expect(node?.string == "two")
    }
}
