import Coax
import Foundation
import Testing

@testable import CoaxInspector

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One large document written into a pipe that a collection reads (as `cat big.json | coax`):
/// the test decides when its start and its end arrive.
final class PipedDocument {
    let collection: JSONCollection
    let inspector: Inspector
    let harness: Harness
    private let readEnd: Int32
    private var writeEnd: Int32

    /// `{"meta": {…}, "items": [{"id": 0, …}, …], "last": "end"}`, about 60 bytes per item.
    static func text(items: Int) -> String {
        var text = #"{"meta": {"name": "start", "items": \#(items)}, "items": ["#
        for index in 0..<items {
            if index > 0 { text += ", " }
            text += #"{"id": \#(index), "name": "item \#(index)", "tags": ["a", "b"]}"#
        }
        return text + #"], "last": "end"}"#
    }

    /// Opens the pipe, writes `start` (at least a quarter megabyte, so that it is read as the
    /// start of one document) and waits until the start is there, then opens an inspector on it.
    init(start: [UInt8], rows: Int = 12, columns: Int = 80, drift: DriftAnalyzer? = nil) throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        readEnd = ends[0]
        writeEnd = ends[1]
        collection = JSONCollection.open(paths: ["/dev/fd/\(readEnd)"])
        // The loader reads while this thread writes (a pipe holds only 64 KiB).
        Self.write(start, to: writeEnd)
        collection.waitForFirstScreen(until: Date(timeIntervalSinceNow: 30))
        try #require(collection.documentPrefix != nil, "the start is shown before the document ends")
        inspector = Inspector(
            collection: collection,
            configuration: InspectorConfiguration(
                fileName: "big.json", theme: .monochrome, reporters: [], expander: DocumentExpansion.expand,
                drift: drift),
            size: ScreenSize(rows: rows, columns: columns))
        harness = Harness(inspector: inspector)
    }

    deinit {
        collection.stopLoading()
        if writeEnd >= 0 { close(writeEnd) }
        collection.waitUntilLoaded()
        close(readEnd)
    }

    /// Writes the rest of the input and ends it, then takes what loaded until the inspector no
    /// longer shows the start (or 30 s passed).
    func finish(with rest: [UInt8]) {
        Self.write(rest, to: writeEnd)
        close(writeEnd)
        writeEnd = -1
        let deadline = Date(timeIntervalSinceNow: 30)
        while inspector.showsDocumentStart, Date() < deadline {
            inspector.collectLoaded(waitingUntil: Date(timeIntervalSinceNow: 0.1))
        }
        inspector.finishPendingWork()
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBufferPointer { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + written, bytes.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }
}

@Suite("Inspector on a large document shown by its start while it is parsed")
struct InspectorDocumentStartTests {
    static let items = 12_000
    static let bytes = Array(PipedDocument.text(items: items).utf8)
    static let startCount = 300_000

    static func piped(rows: Int = 12) throws -> PipedDocument {
        try PipedDocument(start: Array(bytes.prefix(startCount)), rows: rows)
    }

    static var rest: [UInt8] { Array(bytes.dropFirst(startCount)) }

    @Test func showsTheFirstChildrenWithPendingSizesWhileLoading() throws {
        let piped = try Self.piped()
        piped.inspector.finishPendingWork()
        let screen = piped.harness.screen
        let lines = screen.split(separator: "\n").map(String.init)
        #expect(piped.inspector.showsDocumentStart)
        #expect(lines[0].contains("▾ {2+}"), "the root's size is still growing")
        #expect(lines[1].contains("▾ meta: {2}"), "a whole object has its size")
        #expect(lines[4].contains("▾ items: ["), "\(lines[4])")
        #expect(lines[4].contains("+]"))
        #expect(lines[5].contains(#"0: {3} {"id": 0, "name": "item 0""#))
        #expect(screen.contains("line 1 of …"), "the whole document's line count is not known yet")
        #expect(screen.contains("reading: "), "the status line says how far reading has got")
        // Moving and opening work on what is shown.
        piped.harness.type("jjjjj")
        #expect(piped.harness.path == "$.items[0]")
        piped.harness.press(.key(.enter))
        #expect(piped.harness.screen.contains(#"name: "item 0""#))
        piped.finish(with: Self.rest)
        #expect(!piped.inspector.showsDocumentStart)
        #expect(piped.harness.screen.contains("▾ items: [12,000]"))
    }

    @Test func gWaitsForTheWholeDocumentThenLandsOnTheLastNode() throws {
        let piped = try Self.piped()
        piped.harness.type("G")
        #expect(piped.harness.path == "$", "G does not go to the end of the start")
        #expect(piped.inspector.messageText?.contains("G waits for the whole document") == true)
        piped.finish(with: Self.rest)
        #expect(piped.harness.path == "$.last")
        #expect(piped.harness.screen.contains(#"last: "end""#))
    }

    @Test func cursorOpenContainersAndScrollStayWhenTheWholeDocumentArrives() throws {
        let piped = try Self.piped()
        let harness = piped.harness
        harness.type("jjjjjj")
        harness.press(.key(.enter))  // opens items[1]
        harness.type("jj")
        #expect(harness.path == "$.items[1].name")
        let before = harness.screen.split(separator: "\n").map(String.init)
        piped.finish(with: Self.rest)
        #expect(harness.path == "$.items[1].name")
        let after = harness.screen.split(separator: "\n").map(String.init)
        // The same rows, but for the sizes now known and the status line.
        for (line, (old, new)) in zip(before, after).enumerated().prefix(7) where line != 4 && line != 0 {
            #expect(old == new, "row \(line)")
        }
        #expect(after[0].contains("▾ {3}"))
        #expect(after[4].contains("items: [12,000]"))
    }

    @Test func escStopsWaitingAndTheSelectionStays() throws {
        let piped = try Self.piped()
        piped.harness.type("jj")
        piped.harness.type("G")
        piped.harness.press(.key(.escape))
        #expect(piped.inspector.messageText?.contains("stopped waiting for the whole document") == true)
        piped.finish(with: Self.rest)
        #expect(piped.harness.path == "$.meta.name")
    }

    @Test func aSearchWaitsForTheWholeDocumentThenFindsAMatchPastTheStart() throws {
        let piped = try Self.piped()
        piped.harness.prompt("/", "item 11999")
        #expect(piped.inspector.messageText?.contains("the search for 'item 11999' waits") == true)
        piped.finish(with: Self.rest)
        #expect(piped.harness.path == "$.items[11999].name")
    }

    @Test func aValueStillBeingParsedIsNotCopied() throws {
        let piped = try Self.piped()
        let effects = piped.harness.type("yy")
        #expect(effects.isEmpty)
        #expect(piped.inspector.messageText?.contains("still being parsed") == true)
        piped.harness.type("j")
        #expect(!piped.harness.type("yy").isEmpty, "a whole value of the start is copied")
        piped.finish(with: Self.rest)
    }

    @Test func recordsAfterTheFirstValueShowAsACollection() throws {
        let piped = try Self.piped()
        piped.harness.type("G")
        piped.finish(with: Self.rest + Array("\n{\"second\": true}\n".utf8))
        #expect(!piped.inspector.showsDocumentStart)
        #expect(piped.inspector.messageText?.contains("holds records, not one document: G was dropped") == true)
        let screen = piped.harness.screen
        #expect(screen.contains("#1 "), "\(screen)")
        #expect(screen.contains("#2 "))
        #expect(screen.contains(#"{"second": true}"#))
    }

    @Test func anInvalidDocumentEndsWithItsErrorNotWithTheStart() throws {
        let piped = try Self.piped()
        var broken = Self.rest
        broken.removeLast()  // `"last": "end",}`: a comma where the object ends
        broken += Array(",}".utf8)
        piped.finish(with: broken)
        let failure = try #require(piped.inspector.loadFailure)
        let rendered = failure.description
        #expect(rendered.contains(":1:\(Self.bytes.count + 1): error: "), "\(rendered)")
        #expect(rendered.contains("^"))
        #expect(!piped.inspector.showsDocumentStart)
        #expect(!piped.harness.screen.contains("items: ["), "no half tree is left as the whole")
    }
}
