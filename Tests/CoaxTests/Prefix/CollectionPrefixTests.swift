import Foundation
import Testing

@testable import Coax

#if canImport(Glibc)
import Glibc
#endif

/// A collection shown while it loads publishes the start of one large document before the
/// document, and the parse's progress; records replace the start.
@Suite("JSONCollection: the start of one large document")
struct CollectionPrefixTests {
    /// `{"items": [{"id": 0, "name": "item 0"}, …]}`.
    static func document(items: Int) -> [UInt8] {
        var text = #"{"items": ["#
        for index in 0..<items {
            text += (index == 0 ? "" : ", ") + #"{"id": \#(index), "name": "item \#(index)"}"#
        }
        return Array((text + "]}").utf8)
    }

    /// A collection reading a pipe that this test writes to.
    final class Pipe {
        let collection: JSONCollection
        private let readEnd: Int32
        private var writeEnd: Int32

        init(keepsDocuments: Bool = true) throws {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            (readEnd, writeEnd) = (ends[0], ends[1])
            collection = JSONCollection.open(paths: ["/dev/fd/\(readEnd)"], keepsDocuments: keepsDocuments)
        }

        func write(_ bytes: [UInt8]) {
            var written = 0
            while written < bytes.count {
                let count = bytes.withUnsafeBufferPointer {
                    Glibc.write(writeEnd, $0.baseAddress! + written, $0.count - written)
                }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                written += count
            }
        }

        func end() {
            close(writeEnd)
            writeEnd = -1
            collection.waitUntilLoaded()
        }

        deinit {
            collection.stopLoading()
            if writeEnd >= 0 { close(writeEnd) }
            collection.waitUntilLoaded()
            close(readEnd)
        }
    }

    @Test func aPipedDocumentPublishesItsStartThenTheDocument() throws {
        let bytes = Self.document(items: 20_000)
        let piped = try Pipe()
        piped.write(Array(bytes.prefix(300_000)))
        piped.collection.waitForFirstScreen(until: Date(timeIntervalSinceNow: 30))
        let prefix = try #require(piped.collection.documentPrefix)
        #expect(piped.collection.count == 0, "the document is not there yet")
        // The root and "items", and the item the first read ended in when it ended after its `{`.
        #expect(Array(prefix.pendingContainers.prefix(2)) == [0, 2])
        #expect(prefix.pendingContainers.count <= 3)
        #expect(prefix.byteCount <= 300_000)
        #expect(piped.collection.status.bytesReceived >= 262_144)
        piped.write(Array(bytes.dropFirst(300_000)))
        piped.end()
        #expect(piped.collection.documentPrefix == nil, "the document replaced its start")
        #expect(piped.collection.isSingleDocument)
        #expect(piped.collection.document(at: 0)?.root["items"]?.count == 20_000)
        #expect(piped.collection.status.bytesReceived == bytes.count)
    }

    @Test func recordsAfterALargeFirstValueReplaceItsStart() throws {
        let first = Self.document(items: 20_000)
        let piped = try Pipe()
        piped.write(Array(first.prefix(300_000)))
        piped.collection.waitForFirstScreen(until: Date(timeIntervalSinceNow: 30))
        #expect(piped.collection.documentPrefix != nil)
        piped.write(Array(first.dropFirst(300_000)) + Array("\n{\"second\": true}\n".utf8))
        piped.end()
        #expect(piped.collection.documentPrefix == nil)
        #expect(!piped.collection.isSingleDocument)
        #expect(piped.collection.count == 2)
    }

    @Test func smallRecordsAndACollectionReadOnceGetNoStart() throws {
        var lines: [UInt8] = []
        for index in 0..<20_000 { lines += Array(#"{"id": \#(index)}"#.utf8) + [0x0A] }
        let records = try Pipe()
        records.write(lines)
        records.end()
        #expect(records.collection.count == 20_000)
        #expect(records.collection.documentPrefix == nil)

        let once = try Pipe(keepsDocuments: false)
        once.write(Array(Self.document(items: 20_000).prefix(300_000)))
        once.collection.waitForFirstScreen(until: Date(timeIntervalSinceNow: 1))
        #expect(once.collection.documentPrefix == nil, "nothing shows a collection read once")
    }

    @Test func theParseReportsHowFarItGotOnOneThreadAndOnTwo() throws {
        let bytes = Self.document(items: 40_000)
        for threshold in [Int.max, 1 << 16] {
            let progress = ParseProgress()
            var options = JSONParseOptions()
            options.progress = progress
            options.parallelThreshold = threshold
            let document = try JSONDocument(parsing: bytes, options: options)
            #expect(document.root["items"]?.count == 40_000)
            // Reported every 4,096 values: the last report is within the last few thousand values.
            #expect(progress.bytesParsed > bytes.count * 9 / 10, "threshold \(threshold)")
            #expect(progress.bytesParsed <= bytes.count)
        }
    }
}
