import CoaxSamples
import Testing

@testable import Coax

/// The start of a document parsed on its own: the same values at the same tape indices and byte
/// offsets as in the whole document, and the containers the cut went through marked pending.
@Suite("DocumentPrefix: the start of a large document")
struct DocumentPrefixTests {
    /// Checks that every slot of the prefix before the closers it added is the whole document's
    /// slot (pending containers' opening slots aside, whose closing slot differs).
    private func expectSameSlots(_ prefix: DocumentPrefix, _ whole: JSONDocument, _ comment: Comment? = nil) {
        let added = prefix.pendingContainers.count
        let tape = prefix.document.tape
        #expect(tape.count - added <= whole.tape.count, comment)
        for index in 0..<(tape.count - added) {
            let part = tape[index]
            let full = whole.tape[index]
            #expect(part.kind == full.kind && part.offset == full.offset, "slot \(index)", sourceLocation: .__here())
            if !prefix.isPending(tapeIndex: index) {
                #expect(part.payload == full.payload, "slot \(index)")
            }
        }
        // The closers added close the pending containers, innermost first.
        for (level, open) in prefix.pendingContainers.reversed().enumerated() {
            #expect(Int(tape[open].payload) == tape.count - added + level, comment)
        }
    }

    @Test func marksTheRootAndTheLastChildOnTheWayAsPending() throws {
        let text = #"{"items": [{"id": 1}, {"id": 2}, {"id": 3}], "next": null}"#
        let start = Array(#"{"items": [{"id": 1}, {"id": 2}, "#.utf8)
        let prefix = try #require(DocumentPrefix(start: start))
        #expect(prefix.document.root["items"]?.count == 2)
        #expect(prefix.pendingContainers == [0, 2])
        #expect(prefix.isPending(tapeIndex: 0))
        #expect(!prefix.isPending(tapeIndex: 3), "{\"id\": 1} is whole")
        #expect(prefix.byteCount == 31)
        expectSameSlots(prefix, try JSONDocument(parsing: text))
    }

    @Test func sharesSlotsAndOffsetsWithTheWholeDocumentAtEveryLength() throws {
        let text = #"{"a": [1, -2.5e3, "x,]", {"b": [true, null, "\u00e9\"日本"]}], "c": {"d": {}, "e": []}}"#
        let whole = try JSONDocument(parsing: text)
        let bytes = Array(text.utf8)
        var made = 0
        for length in 1..<bytes.count {
            guard let prefix = DocumentPrefix(start: bytes.prefix(length)) else { continue }
            made += 1
            expectSameSlots(prefix, whole, "\(length) bytes")
            #expect(prefix.byteCount <= length)
        }
        #expect(made > bytes.count / 2, "most lengths give a start to show")
    }

    @Test func sharesSlotsWithAGeneratedAPIDocument() throws {
        let bytes = APIDocumentGenerator(variant: .drifting, seed: 7).bytes(size: .kilobytes(600))
        let whole = try JSONDocument(parsing: bytes)
        for length in [300, 4_096, 100_000, 250_001] {
            let prefix = try #require(DocumentPrefix(start: bytes.prefix(length)), "\(length) bytes")
            expectSameSlots(prefix, whole, "\(length) bytes")
            #expect(prefix.document.root.kind == .object)
        }
    }

    @Test func givesNoStartWhenWhatComesBeforeTheCutIsInvalid() {
        #expect(DocumentPrefix(start: Array("[1,,2, 3".utf8)) == nil)
        #expect(DocumentPrefix(start: Array(#"{"a" 1, "b""#.utf8)) == nil)
        #expect(DocumentPrefix(start: Array("[tru, 1, 2".utf8)) == nil)
    }

    @Test func respectsTheDepthLimitOfTheOptions() {
        let deep = String(repeating: "[", count: 40) + "1, 2"
        #expect(DocumentPrefix(start: Array(deep.utf8), options: JSONParseOptions(maximumDepth: 10)) == nil)
        #expect(DocumentPrefix(start: Array(deep.utf8))?.pendingContainers.count == 40)
    }
}
