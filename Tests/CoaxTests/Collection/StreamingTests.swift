import Foundation
import Testing

@testable import Coax

#if canImport(Glibc)
import Glibc
#endif

/// Records read from a pipe as they arrive, and files followed as they grow: the same documents
/// as reading it all at once, whatever the pieces the bytes come in.
@Suite(.serialized) struct StreamingTests {
    /// Writes `pieces` into the FIFO at `path` from another thread, pausing between them.
    static func feed(_ path: String, _ pieces: [[UInt8]], pause: useconds_t = 2_000, keepOpen: ConditionFlag? = nil) {
        let thread = Thread {
            let descriptor = open(path, O_WRONLY)
            guard descriptor >= 0 else { return }
            for (number, piece) in pieces.enumerated() {
                _ = piece.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                // No pause after the last piece: the end follows at once, as from `cat`.
                if number + 1 < pieces.count { usleep(pause) }
            }
            keepOpen?.waitUntilSet()
            close(descriptor)
        }
        thread.start()
    }

    static func fifo(in files: ScratchFiles, named name: String) throws -> String {
        let path = files.path + "/" + name
        guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        return path
    }

    /// Whether `condition` holds within a minute (polled; the sanitizer runs are many times slower).
    static func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date() + 60
        while Date() < deadline {
            if condition() { return true }
            usleep(5_000)
        }
        return condition()
    }

    static func pieces(of bytes: [UInt8], sizes: [Int]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var start = 0
        var turn = 0
        while start < bytes.count {
            let end = min(bytes.count, start + sizes[turn % sizes.count])
            result.append(Array(bytes[start..<end]))
            start = end
            turn += 1
        }
        return result
    }

    @Test func recordsArrivingInPiecesAreTheRecordsOfTheWhole() throws {
        let files = try ScratchFiles()
        let text =
            (0..<300).map { $0 % 37 == 5 ? "{\"id\": \($0), \"broken\": \n" : "{\"id\": \($0), \"n\": -\($0 * 2)}\n" }
            .joined()
        let bytes = Array(text.utf8)
        let path = try Self.fifo(in: files, named: "pipe")
        Self.feed(path, Self.pieces(of: bytes, sizes: [7, 1, 300, 64, 3]))
        let streamed = JSONCollection.open(paths: [path])
        streamed.waitUntilLoaded()
        let whole = JSONCollection(parsing: bytes, format: .auto, name: path)
        #expect(streamed.count == 292)  // 8 of the 300 are broken
        #expect(streamed.count == whole.count)
        #expect(streamed.badRecords == whole.badRecords)
        for index in 0..<min(streamed.count, whole.count) {
            #expect(streamed[index].tapeSlots == whole[index].tapeSlots)
            #expect(streamed.source(ofDocument: index) == whole.source(ofDocument: index))
        }
    }

    @Test func concatenatedValuesArrivingInPiecesAreTheValuesOfTheWhole() throws {
        let files = try ScratchFiles()
        let text = (0..<120).map { "{\n  \"id\": \($0),\n  \"v\": [\($0), 1.5e\($0 % 5)]\n} \($0) " }.joined()
        let bytes = Array(text.utf8)
        let path = try Self.fifo(in: files, named: "pipe")
        Self.feed(path, Self.pieces(of: bytes, sizes: [5, 11, 2, 130]))
        let streamed = JSONCollection.open(paths: [path])
        streamed.waitUntilLoaded()
        let whole = JSONCollection(parsing: bytes, format: .auto, name: path)
        #expect(streamed.count == 240)
        #expect(streamed.count == whole.count)
        #expect(streamed.badRecords.isEmpty)
        for index in 0..<min(streamed.count, whole.count) {
            #expect(streamed[index].tapeSlots == whole[index].tapeSlots, "\(index)")
            #expect(streamed.source(ofDocument: index) == whole.source(ofDocument: index))
        }
        // A number at the end of a piece waited for its other digits.
        #expect(streamed[1].root.numberLiteral == "0")
        #expect(streamed[239].root.numberLiteral == "119")
    }

    @Test func oneDocumentThroughAPipeIsASingleDocumentAsBefore() throws {
        let files = try ScratchFiles()
        let bytes = Array("{\n  \"a\": [1, 2, 3],\n  \"b\": {\"c\": null}\n}\n".utf8)
        let path = try Self.fifo(in: files, named: "pipe")
        // The value completes with the last piece, and the end follows it at once (as from `cat`).
        // A complete value followed by a long silence on an open pipe is read as the first record
        // of a stream; a busy machine can hold the writer between its last write and its close
        // for longer than the usual pause, so this reader waits a minute before it would decide.
        Self.feed(path, Self.pieces(of: Array(bytes.dropLast(2)), sizes: [3]) + [Array(bytes.suffix(2))])
        let streamed = JSONCollection.open(paths: [path], openInputPause: 60_000)
        streamed.waitUntilLoaded()
        #expect(streamed.isSingleDocument)
        #expect(streamed.count == 1)
        let alone = try JSONDocument(parsing: bytes)
        #expect(streamed[0].tapeSlots == alone.tapeSlots)
    }

    @Test func anInvalidDocumentThroughAPipeFailsAsBefore() throws {
        let files = try ScratchFiles()
        let path = try Self.fifo(in: files, named: "pipe")
        Self.feed(path, [Array("{\"a\": }".utf8)])
        let streamed = JSONCollection.open(paths: [path])
        streamed.waitUntilLoaded()
        #expect(streamed.count == 0)
        #expect(streamed.status.failure?.parseError?.message == "unexpected '}': expected a value after ':'")
    }

    @Test func aStreamStillOpenAfterOneLineIsTakenForJSONLines() throws {
        let files = try ScratchFiles()
        let path = try Self.fifo(in: files, named: "pipe")
        let release = ConditionFlag()
        Self.feed(path, [Array("{\"first\": 1}\n".utf8)], keepOpen: release)
        let streamed = JSONCollection.open(paths: [path])
        #expect(streamed.waitForDocuments(count: 1, until: Date() + 60) == 1)
        #expect(Self.eventually { streamed.status.phase == .following })
        #expect(!streamed.isSingleDocument)
        release.set()
        streamed.waitUntilLoaded()
        #expect(streamed.count == 1)
    }

    @Test func aFollowedFileAddsRecordsAsTheyAreAppended() throws {
        let files = try ScratchFiles()
        let path = try files.write("{\"n\": 1}\n{\"n\": 2}\n", named: "app.jsonl")
        let followed = JSONCollection.open(paths: [path], follow: true)
        defer { followed.stopLoading() }
        #expect(followed.waitForDocuments(count: 2, until: Date() + 60) == 2)
        try files.append("{\"n\": 3}\n{\"n\": ", to: path)
        #expect(followed.waitForDocuments(count: 3, until: Date() + 60) == 3)
        try files.append("4}\n", to: path)
        #expect(followed.waitForDocuments(count: 4, until: Date() + 60) == 4)
        #expect(followed[3].root["n"]?.numberLiteral == "4")
        #expect(followed.source(ofDocument: 3)?.label == path + ":4")
        #expect(Self.eventually { followed.status.phase == .following })
        #expect(followed.badRecords.isEmpty)
    }

    @Test func aFollowedFileThatIsTruncatedIsReadAgainFromItsStart() throws {
        let files = try ScratchFiles()
        let path = try files.write("{\"n\": 1}\n{\"n\": 2}\n", named: "app.jsonl")
        let followed = JSONCollection.open(paths: [path], follow: true)
        defer { followed.stopLoading() }
        #expect(followed.waitForDocuments(count: 2, until: Date() + 60) == 2)
        try files.write("{\"n\": 10}\n", named: "app.jsonl")
        #expect(followed.waitForDocuments(count: 3, until: Date() + 60) == 3)
        #expect(followed[2].root["n"]?.numberLiteral == "10")
        #expect(followed.source(ofDocument: 2)?.line == 1)
        #expect(Self.eventually { followed.status.notice?.contains("truncated") == true })
        #expect(followed.status.rereadItems == [2], "labels repeat from the third item")
    }

    @Test func aFollowedFileThatIsReplacedIsReopened() throws {
        let files = try ScratchFiles()
        let path = try files.write("{\"n\": 1}\n", named: "app.jsonl")
        let followed = JSONCollection.open(paths: [path], follow: true)
        defer { followed.stopLoading() }
        #expect(followed.waitForDocuments(count: 1, until: Date() + 60) == 1)
        try FileManager.default.moveItem(atPath: path, toPath: path + ".1")
        try files.write("{\"n\": 2}\n{\"n\": 3}\n", named: "app.jsonl")
        #expect(followed.waitForDocuments(count: 3, until: Date() + 60) == 3)
        #expect(followed[2].root["n"]?.numberLiteral == "3")
        #expect(Self.eventually { followed.status.notice?.contains("replaced") == true })
        #expect(followed.status.rereadItems == [1])
    }
}

/// A flag one thread waits on and another sets.
final class ConditionFlag: @unchecked Sendable {
    private let condition = NSCondition()
    private var isSet = false

    func set() {
        condition.lock()
        isSet = true
        condition.broadcast()
        condition.unlock()
    }

    func waitUntilSet() {
        condition.lock()
        while !isSet { condition.wait() }
        condition.unlock()
    }
}

/// Streaming: every document once, in order, with the chunks let go behind the reader.
@Suite struct CollectionStreamTests {
    /// A JSON Lines file read in parts that ends before its size said (truncated while read):
    /// the documents before the cut, then "changed while it was read", saying they are kept (not
    /// "nothing was loaded", which contradicted the documents counted) — not the cut line as a
    /// bad record of the file. Here the size given is what the file had before losing its end.
    @Test(arguments: [true, false])
    func aFileThatEndsEarlyChangedWhileItWasRead(isOnlyInput: Bool) throws {
        let files = try ScratchFiles()
        let path = try files.write("{\"id\": 1}\n{\"id\": 2}\n{\"id\": 3, \"na", named: "cut.jsonl")
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let collection = JSONCollection()
        StreamReader(
            collection: collection, input: path, descriptor: descriptor, mode: .records(.lines),
            options: JSONParseOptions(), isOnlyInput: isOnlyInput, followPath: nil, expectedSize: 40
        ).run()
        let status = collection.status
        #expect(status.documentCount == 2)
        #expect(status.badRecordCount == 0)
        let expected = JSONLoadError.changedWhileReading(path: path, expected: 40, read: 33, keepingRecords: true)
        #expect(
            expected.description
                == "\(path): changed while it was read: 40 bytes when opened, 33 read; the records read before it are kept"
        )
        if isOnlyInput {
            #expect(status.failure == expected)
        } else {
            #expect(status.inputErrors == [expected])
        }
    }

    @Test func aStreamGivesEveryDocumentInOrderAndKeepsNone() throws {
        let files = try ScratchFiles()
        let bytes = ChunkedParseTests.records(prettyEvery: 97, brokenEvery: 251)
        let path = try files.write(bytes, named: "records.jsonl")
        let whole = try JSONCollection.load(path: path)
        var seen = 0
        var sameTapes = true
        let streamed = try JSONCollection.stream(paths: [path]) { index, document, source in
            if seen == index, let kept = whole.document(at: index) {
                sameTapes =
                    sameTapes && document.tapeSlots == kept.tapeSlots
                    && source == whole.source(ofDocument: index)
            }
            seen += 1
        }
        #expect(seen == whole.count)
        #expect(sameTapes)
        #expect(streamed.badRecords == whole.badRecords)
        #expect(streamed.status.documentCount == whole.count)
        // Nothing is held once the stream is done.
        #expect(streamed.document(at: 0) == nil)
        #expect(streamed.document(at: whole.count - 1) == nil)
    }

    @Test func aStreamStopsWhenItsBodyThrows() throws {
        struct Enough: Error {}
        let files = try ScratchFiles()
        let path = try files.write(
            ChunkedParseTests.records(prettyEvery: 1_000, brokenEvery: 1_000_000), named: "r.jsonl")
        var seen = 0
        #expect(throws: Enough.self) {
            try JSONCollection.stream(paths: [path]) { index, _, _ in
                seen += 1
                if index == 100 { throw Enough() }
            }
        }
        #expect(seen == 101)
    }

    @Test func aStreamOfAMissingFileFailsAsLoadDoes() {
        #expect(throws: JSONLoadError.fileNotFound(path: "/nonexistent/x.jsonl")) {
            try JSONCollection.stream(paths: ["/nonexistent/x.jsonl"]) { _, _, _ in }
        }
    }

    @Test func theFirstRecordsOfALargeFileComeFromItsFirstQuarterMegabyte() throws {
        // Shown while it loads: the first part holds the records of the first read (a batch),
        // not of a whole block, so the first screen does not wait for 8 MB to be read and parsed.
        let files = try ScratchFiles()
        let record = #"{"id": 1, "note": "\#(String(repeating: "x", count: 90))"}"# + "\n"
        let path = try files.write(String(repeating: record, count: 40_000), named: "big.jsonl")
        let collection = JSONCollection.open(paths: [path])
        collection.waitUntilLoaded()
        #expect(collection.count == 40_000)
        let firstPart = collection.state.withLock { $0.parts.first?.documentCount }
        let perBatch = StreamReader.batch / record.utf8.count
        #expect(firstPart == perBatch, "records wholly inside the first \(StreamReader.batch) bytes")
        let secondPart = collection.state.withLock { $0.parts.dropFirst().first?.documentCount ?? 0 }
        #expect(secondPart > 10 * perBatch, "later reads fill the block")
    }

    /// Reads `path` as records of `layout` with a record limit of `limit` bytes.
    static func readWithLimit(_ path: String, layout: RecordLayout, limit: Int) -> JSONCollection {
        let collection = JSONCollection()
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        StreamReader(
            collection: collection, input: path, descriptor: descriptor, mode: .records(layout),
            options: JSONParseOptions(), isOnlyInput: true, followPath: nil, recordLimit: limit
        ).run()
        collection.finish()
        return collection
    }

    @Test(arguments: [RecordLayout.lines, .concatenated, .sequence])
    func aRecordOverTheLimitIsABadRecordNamingItAndTheRecordsAfterItStillLoad(layout: RecordLayout) throws {
        // The limit is one document's (4 GiB); here 1,000,000 bytes, so that a 9 MB record (more
        // than one 8 MB block) outgrows it.
        let files = try ScratchFiles()
        let separator = layout == .sequence ? "\u{1E}" : ""
        let huge = #"{"blob": ""# + String(repeating: "x", count: 9_000_000) + "\"}"
        let text = [#"{"n": 1}"#, huge, #"{"n": 3}"#, #"{"n": 4}"#].map { separator + $0 + "\n" }.joined()
        let path = try files.write(text, named: "records")
        let collection = Self.readWithLimit(path, layout: layout, limit: 1_000_000)
        #expect(collection.count == 3)
        #expect(collection.document(at: 0)?.root["n"]?.numberLiteral == "1")
        #expect(collection.document(at: 1)?.root["n"]?.numberLiteral == "3")
        #expect(collection.source(ofDocument: 1)?.line == 3, "lines are counted through the dropped record")
        #expect(collection.document(at: 2)?.root["n"]?.numberLiteral == "4")
        let bad = try #require(collection.badRecord(at: 0))
        #expect(bad.position == 1)
        #expect(bad.source.line == 2)
        let start = separator.utf8.count + #"{"n": 1}"#.utf8.count + 1
        #expect(bad.source.byteRange.lowerBound == start)
        #expect(bad.error.message == "document too large: more than 1,000,000 bytes, the most one document can hold")
        #expect(collection.status.bytesRead == text.utf8.count)
    }
}
