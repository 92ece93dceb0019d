import Foundation
import Testing

@testable import Coax

/// Large inputs are parsed in chunks on two threads; the result must be exactly that of one scan
/// from the start: same documents, tapes, labels, lines, bad records.
@Suite struct ChunkedParseTests {
    /// About 6 MB of records (more than a dozen chunks): mostly one-line objects, every 97th
    /// pretty-printed over several lines (so guessed cuts land inside values), every 251st broken.
    static func records(prettyEvery: Int, brokenEvery: Int, count: Int = 40_000) -> [UInt8] {
        var text = ""
        for index in 0..<count {
            let price = index % 3 == 0 ? "\"\(index).50\"" : "\(index).5"
            if index % brokenEvery == brokenEvery - 1 {
                text += "{\"id\": \(index), \"price\": \(price), \"broken\": [1, 2\n"
            } else if index % prettyEvery == 0 {
                text += "{\n  \"id\": \(index),\n  \"tags\": [\"a\", \"b\"],\n  \"price\": \(price)\n}\n"
            } else {
                text += "{\"id\": \(index), \"name\": \"item \(index) é\", \"price\": \(price), \"ok\": true}\n"
            }
        }
        return Array(text.utf8)
    }

    func expectSame(_ parallel: JSONCollection, _ sequential: JSONCollection) {
        #expect(parallel.count == sequential.count)
        #expect(parallel.badRecords == sequential.badRecords)
        for index in 0..<min(parallel.count, sequential.count) {
            let one = parallel[index]
            let two = sequential[index]
            if one.tapeSlots != two.tapeSlots
                || parallel.source(ofDocument: index) != sequential.source(ofDocument: index)
                || one.root.location != two.root.location
            {
                Issue.record("document \(index) differs: \(String(describing: parallel.source(ofDocument: index)))")
                return
            }
        }
    }

    @Test(arguments: [(97, 251), (5, 1_000_000), (1_000_000, 3)])
    func jsonLinesInChunksEqualsOneScan(prettyEvery: Int, brokenEvery: Int) throws {
        let files = try ScratchFiles()
        let bytes = Self.records(prettyEvery: prettyEvery, brokenEvery: brokenEvery)
        let path = try files.write(bytes, named: "records.jsonl")
        let parallel = try JSONCollection.load(path: path)
        let sequential = JSONCollection(parsing: bytes, format: .jsonLines, name: path)
        #expect(parallel.count > 10_000)
        expectSame(parallel, sequential)
        #expect(parallel.status.bytesRead == bytes.count)
        #expect(parallel.status.byteTotal == bytes.count)
    }

    @Test func concatenatedInChunksEqualsOneScan() throws {
        let files = try ScratchFiles()
        // Every record pretty: the first value spans lines, so the input is concatenated JSON.
        let bytes = Self.records(prettyEvery: 1, brokenEvery: 113)
        let path = try files.write(bytes, named: "records.json")
        let parallel = try JSONCollection.load(path: path)
        let sequential = JSONCollection(parsing: bytes, format: .auto, name: path)
        #expect(parallel.badRecords.count > 100)
        expectSame(parallel, sequential)
    }

    @Test func sequencesInChunksEqualOneScan() throws {
        let files = try ScratchFiles()
        var bytes: [UInt8] = []
        for index in 0..<60_000 {
            bytes.append(0x1E)
            bytes += Array((index % 500 == 7 ? "{\"id\": \(index),\n" : "{\"id\": \(index), \"v\": [\(index)]}\n").utf8)
        }
        let path = try files.write(bytes, named: "records.seq")
        let parallel = try JSONCollection.load(path: path, format: .sequence)
        let sequential = JSONCollection(parsing: bytes, format: .sequence, name: path)
        #expect(parallel.badRecords.count == 120)
        expectSame(parallel, sequential)
    }

    @Test func chunkBoundariesAreGuessedAtRecordStarts() throws {
        let source = SourceBuffer(copying: Array("ab\ncd\n{x\n[y\n".utf8))
        #expect(ChunkedParse.boundary(after: 1, in: source, end: source.count, layout: .lines) == 3)
        #expect(ChunkedParse.boundary(after: 1, in: source, end: source.count, layout: .concatenated) == 6)
        #expect(ChunkedParse.boundary(after: 7, in: source, end: source.count, layout: .concatenated) == 9)
        #expect(ChunkedParse.boundary(after: 10, in: source, end: source.count, layout: .lines) == nil)
    }

    @Test func memoryRunningOutInAChunkMakesABadRecordNotACrash() throws {
        // A collection read once keeps every record's slots on its chunk's tape, which grows.
        let allocator = CheckedTapeAllocator(failing: { $0.isResize && $0.bytes > 1 << 12 })
        var options = JSONParseOptions()
        options.tapeAllocator = allocator.allocator
        let files = try ScratchFiles()
        let text = (0..<2_000).map { "[\($0), \($0), \($0), \($0), \($0), \($0)]" }.joined(separator: "\n")
        let path = try files.write(text, named: "records.jsonl")
        do {
            var documents = 0
            let collection = try JSONCollection.stream(paths: [path], options: options) { _, _, _ in documents += 1 }
            #expect(documents == 0)
            #expect(collection.badRecords.first?.error.message.contains("not enough memory") == true)
        }
        #expect(allocator.problems.isEmpty)
        #expect(allocator.liveBlocks == 0)
    }

    @Test func memoryRunningOutWhenARecordIsParsedAgainGivesNoDocumentNotACrash() throws {
        // Scanning reserves one tape of 4,096 slots; parsing a record again asks for a small one.
        let allocator = CheckedTapeAllocator(failing: { !$0.isResize && $0.bytes < 1 << 12 })
        var options = JSONParseOptions()
        options.tapeAllocator = allocator.allocator
        do {
            let text = (0..<2_000).map { "[\($0), \($0), \($0), \($0), \($0), \($0)]" }.joined(separator: "\n")
            let collection = JSONCollection(parsing: text, options: options)
            #expect(collection.count == 2_000)
            #expect(collection.badRecords.isEmpty)
            #expect(collection.document(at: 1_999) == nil)
            var visited = 0
            collection.forEachDocument { _, _ in visited += 1 }
            #expect(visited == 0)
        }
        #expect(allocator.problems.isEmpty)
        #expect(allocator.liveBlocks == 0)
    }

    @Test func everyTapeOfACollectionIsReleasedThroughItsAllocator() throws {
        let allocator = CheckedTapeAllocator()
        var options = JSONParseOptions()
        options.tapeAllocator = allocator.allocator
        do {
            let bytes = Self.records(prettyEvery: 50, brokenEvery: 40, count: 5_000)
            let collection = JSONCollection(parsing: bytes, options: options)
            let kept = collection[100]
            #expect(collection.count > 4_000)
            _ = kept.root["id"]
        }
        #expect(allocator.problems.isEmpty)
        #expect(allocator.liveBlocks == 0)
    }
}
