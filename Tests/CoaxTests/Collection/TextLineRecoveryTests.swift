import Foundation
import Testing

@testable import Coax

/// A line of text among JSON records (a log line) is one bad record, whatever it starts with: a
/// number at its start is not read as documents of its own.
@Suite struct TextLineRecoveryTests {
    static let logFirst = "2026-11-28 06:00:00 INFO started\n{\"a\":1}\n{\"a\":2}\n"
    static let logInside = "{\"a\":1}\n2026-11-28 06:00:00 INFO started\n{\"a\":2}\n"

    @Test(arguments: [
        ("log.jsonl", JSONInputFormat.auto), ("log.ndjson", .auto), ("log.txt", .jsonLines), ("log.txt", .auto),
        ("log", .auto),
    ])
    func aLogLineStartingWithANumberIsOneBadRecordOfAFile(name: String, format: JSONInputFormat) throws {
        let files = try ScratchFiles()
        for (text, badLine) in [(Self.logFirst, 1), (Self.logInside, 2)] {
            let path = try files.write(text, named: name)
            let collection = try JSONCollection.load(path: path, format: format)
            let (documents, badLines) = RecordRecoveryTests.outline(collection)
            #expect(documents == [#"{"a":1}"#, #"{"a":2}"#], "\(name) \(format) \(text.debugDescription)")
            #expect(badLines == [badLine])
            let error = try #require(collection.badRecords.first?.error)
            #expect(error.location.line == badLine)
            #expect(error.location.column == 5)
        }
    }

    @Test(arguments: [JSONInputFormat.auto, .jsonLines])
    func aLogLineStartingWithANumberIsOneBadRecordInMemory(format: JSONInputFormat) {
        let collection = JSONCollection(parsing: Self.logFirst, format: format, name: "log")
        let (documents, badLines) = RecordRecoveryTests.outline(collection)
        #expect(documents == [#"{"a":1}"#, #"{"a":2}"#])
        #expect(badLines == [1])
    }

    @Test func detectionReadsAFirstLineOfTextStartingWithANumberAsABrokenLine() {
        let source = SourceBuffer(copying: Array(Self.logFirst.utf8))
        let detected = FormatDetector.detect(
            source, from: 0, to: source.count, isComplete: true, options: JSONParseOptions())
        #expect(detected == .records(.lines))
    }

    @Test func aNumberOrLiteralRunningIntoTextInConcatenatedJSONIsOneBadValue() {
        // As jq reads it: `2026-11-28` and `truex` are one invalid token each, not values.
        let collection = JSONCollection(
            parsing: #"{"a":1} 2026-11-28 {"a":2} truex [3] 4"#, format: .auto, name: "glued.json")
        let (documents, _) = RecordRecoveryTests.outline(collection)
        #expect(documents == [#"{"a":1}"#, #"{"a":2}"#, "[3]", "4"])
        #expect(collection.badRecords.map(\.source.byteRange) == [8..<18, 27..<32])
        #expect(collection.badRecords.map(\.position) == [1, 2])
    }

    @Test func valuesSeparatedByStructureStillReadAsConcatenatedJSON() {
        let collection = JSONCollection(parsing: #"1[2]"three"{"four":4}null"#, format: .auto, name: "run.json")
        let (documents, _) = RecordRecoveryTests.outline(collection)
        #expect(documents == ["1", "[2]", #""three""#, #"{"four":4}"#, "null"])
        #expect(collection.badRecords.isEmpty)
    }
}
