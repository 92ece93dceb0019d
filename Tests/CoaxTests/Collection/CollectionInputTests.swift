import Foundation
import Testing

@testable import Coax

/// Which inputs make a collection and how: detection, several files, directories, and the one
/// plain document that stays exactly what it was.
@Suite struct CollectionInputTests {
    @Test func oneValueInAFileIsASingleDocumentIdenticalToJSONDocumentLoad() throws {
        let files = try ScratchFiles()
        let path = try files.write("{\n  \"a\": [1, 2],\n  \"b\": \"x\"\n}\n", named: "one.json")
        let collection = try JSONCollection.load(path: path)
        #expect(collection.isSingleDocument)
        #expect(collection.count == 1)
        #expect(collection.badRecords.isEmpty)
        let plain = try JSONDocument.load(path: path)
        #expect(collection[0].tapeSlots == plain.tapeSlots)
        #expect(collection.source(ofDocument: 0)?.label == path)
        #expect(collection.source(ofDocument: 0)?.isWholeInput == true)
    }

    @Test func aSingleInvalidDocumentFailsExactlyAsJSONDocumentLoadDoes() throws {
        let files = try ScratchFiles()
        let path = try files.write("{\n  \"a\": 1\n  \"b\": 2\n}\n", named: "bad.json")
        let expected: JSONLoadError
        do {
            _ = try JSONDocument.load(path: path)
            Issue.record("the document should not load")
            return
        } catch {
            expected = error
        }
        #expect(throws: expected) { try JSONCollection.load(path: path) }
        #expect(throws: JSONLoadError.fileNotFound(path: files.path + "/missing.json")) {
            try JSONCollection.load(path: files.path + "/missing.json")
        }
    }

    @Test func aFirstValueFollowedByAnotherMakesJSONLinesWhateverTheExtension() throws {
        let files = try ScratchFiles()
        let path = try files.write("{\"a\":1}\n{\"a\":2}\n", named: "events.json")
        let collection = try JSONCollection.load(path: path)
        #expect(!collection.isSingleDocument)
        #expect(collection.count == 2)
        #expect(collection.source(ofDocument: 1)?.label == path + ":2")
    }

    @Test func aJSONLinesExtensionMakesACollectionEvenOfOneRecord() throws {
        let files = try ScratchFiles()
        let path = try files.write("{\"a\":1}\n", named: "one.ndjson")
        let collection = try JSONCollection.load(path: path)
        #expect(!collection.isSingleDocument)
        #expect(collection.count == 1)
        #expect(collection.source(ofDocument: 0)?.label == path + ":1")
    }

    @Test func aBrokenFirstLineFollowedByGoodLinesIsJSONLinesWithABadRecord() throws {
        let files = try ScratchFiles()
        let path = try files.write("{\"a\": 1,\n{\"a\": 2}\n{\"a\": 3}\n", named: "log.json")
        let collection = try JSONCollection.load(path: path)
        #expect(collection.count == 2)
        #expect(collection.badRecords.count == 1)
        #expect(collection.badRecords[0].error.location.line == 1)
    }

    @Test func aFirstValueLargerThanTheLookAheadStillFindsTheSecondValue() throws {
        let files = try ScratchFiles()
        let big = "[" + (0..<30_000).map { "\"value number \($0)\"" }.joined(separator: ",") + "]"
        let path = try files.write(big + "\n" + "{\"tail\": true}\n", named: "big.json")
        let collection = try JSONCollection.load(path: path)
        #expect(collection.count == 2)
        #expect(collection[0].root.count == 30_000)
        #expect(collection[1].root["tail"]?.bool == true)
        #expect(collection.source(ofDocument: 1)?.line == 2)
    }

    @Test func theInputFormatOverridesDetection() throws {
        let files = try ScratchFiles()
        let path = try files.write("{\"a\":1}\n{\"a\":2}\n", named: "events.json")
        #expect(throws: JSONLoadError.self) { try JSONCollection.load(path: path, format: .json) }
        let one = try files.write("{\"a\":1}\n", named: "one.json")
        #expect(try JSONCollection.load(path: one, format: .jsonLines).isSingleDocument == false)
    }

    @Test func severalFilesAreOneCollectionInArgumentOrder() throws {
        let files = try ScratchFiles()
        let single = try files.write("{\"kind\": \"single\"}", named: "a.json")
        let lines = try files.write("{\"kind\": 1}\n{\"kind\": 2}\n", named: "b.jsonl")
        let broken = try files.write("{\"kind\": ", named: "c.json")
        let collection = try JSONCollection.load(paths: [lines, single, broken, files.path + "/none.json"])
        #expect(collection.count == 3)
        #expect(!collection.isSingleDocument)
        #expect((0..<3).map { collection.source(ofDocument: $0)?.label } == [lines + ":1", lines + ":2", single])
        #expect(collection.badRecords.count == 1)
        #expect(collection.badRecords[0].source.label == broken)
        #expect(collection.badRecords[0].position == 3)
        #expect(collection.status.inputErrors == [.fileNotFound(path: files.path + "/none.json")])
    }

    @Test func aDirectoryIsEveryJSONFileBelowItInPathOrder() throws {
        let files = try ScratchFiles()
        try files.write("{\"n\": 3}", named: "b/z.json")
        try files.write("{\"n\": 1}\n{\"n\": 2}\n", named: "a.ndjson")
        try files.write("{\"n\": 4}", named: "b/y/x.JSON")
        try files.write("not json at all", named: "notes.txt")
        try files.write("{\"log\": {\"entries\": []}}", named: "c.har")
        let collection = try JSONCollection.load(paths: [files.path])
        #expect(collection.count == 4)
        #expect((0..<4).map { collection[$0].root["n"]?.numberLiteral } == ["1", "2", "4", "3"])
        #expect(collection.source(ofDocument: 2)?.label == files.path + "/b/y/x.JSON")
        #expect(collection.badRecords.isEmpty)
        #expect(collection.status.inputErrors.isEmpty)
    }

    @Test func aDirectoryWithoutJSONFilesIsAnError() throws {
        let files = try ScratchFiles()
        try files.write("text", named: "readme.txt")
        #expect(throws: JSONLoadError.noJSONFiles(path: files.path)) { try JSONCollection.load(path: files.path) }
    }

    @Test func aByteOrderMarkBeforeTheFirstRecordIsSkipped() throws {
        let files = try ScratchFiles()
        let path = try files.write([0xEF, 0xBB, 0xBF] + Array("{\"a\":1}\n{\"a\":2}\n".utf8), named: "bom.jsonl")
        let collection = try JSONCollection.load(path: path)
        #expect(collection.count == 2)
        #expect(collection.source(ofDocument: 0)?.byteRange == 3..<10)
        #expect(collection[0].root.location == SourceLocation(byteOffset: 3, line: 1, column: 1))
    }

    @Test func aByteOrderMarkIsSkippedWhenTheFileIsReadInParts() throws {
        let files = try ScratchFiles()
        let path = try files.write([0xEF, 0xBB, 0xBF] + Array("{\"a\":1}\n{\"a\":2}\n".utf8), named: "bom.jsonl")
        let opened = JSONCollection.open(paths: [path])
        opened.waitUntilLoaded()
        #expect(opened.count == 2)
        #expect(opened.badRecords.isEmpty)
        #expect(opened.source(ofDocument: 0)?.byteRange == 3..<10)
        var streamed: [String] = []
        try JSONCollection.stream(paths: [path]) { _, document, _ in
            streamed.append(JSONWriter.compact.string(for: document.root))
        }
        #expect(streamed == [#"{"a":1}"#, #"{"a":2}"#])
    }
}
