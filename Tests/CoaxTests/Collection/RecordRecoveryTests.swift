import Foundation
import Testing

@testable import Coax

/// After a bad record, reading resynchronises on the next value, whatever it is and wherever it
/// starts, and never reads a value from inside the bad record as a record of its own.
@Suite struct RecordRecoveryTests {
    /// The documents' values as compact JSON, and the lines of the bad records.
    static func outline(_ collection: JSONCollection) -> (documents: [String], badLines: [Int]) {
        let documents = (0..<collection.count).map { JSONWriter.compact.string(for: collection[$0].root) }
        return (documents, collection.badRecords.map(\.source.line))
    }

    @Test func everyValueAfterABadConcatenatedRecordIsRead() throws {
        let files = try ScratchFiles()
        let path = try files.write(
            "{\n \"id\": 0\n}\n{\"id\": 1, \"bad\": tru}\n  {\"id\": 2}\n  {\"id\": 3}\n\t[4]\n\"five\"\n6\n{\"id\": 7}\n",
            named: "hide.json")
        let collection = try JSONCollection.load(path: path)
        let (documents, badLines) = Self.outline(collection)
        #expect(
            documents == [
                #"{"id":0}"#, #"{"id":2}"#, #"{"id":3}"#, "[4]", #""five""#, "6", #"{"id":7}"#,
            ])
        #expect(badLines == [4])
        #expect(collection.badRecords.first?.position == 1)
        #expect(collection.badRecords.first?.error.location.line == 4)
    }

    @Test func noValueInsideABadPrettyRecordBecomesADocument() throws {
        let files = try ScratchFiles()
        let path = try files.write(
            "{\"id\":0}\n{\n \"list\": [\n   {\"id\": 99},\n   {\"id\": 98}\n ],\n \"bad\": tru\n}\n{\"id\":2}\n",
            named: "phantom.json")
        let collection = try JSONCollection.load(path: path)
        let (documents, badLines) = Self.outline(collection)
        #expect(documents == [#"{"id":0}"#, #"{"id":2}"#])
        // One bad record, at the line its value starts on, with the error where it is.
        #expect(badLines == [2])
        let bad = try #require(collection.badRecords.first)
        #expect(bad.position == 1)
        #expect(bad.error.location.line == 7)
        #expect(bad.error.message.hasPrefix("unexpected"))
    }

    @Test func badRecordsOfOneLineConcatenatedValuesEndWhereTheirValuesClose() {
        let collection = JSONCollection(
            parsing: #"{"a":1}{"a":tru}{"a":3}[nul]"four"-{"a":5}"#, format: .auto, name: "one.json")
        let (documents, _) = Self.outline(collection)
        #expect(documents == [#"{"a":1}"#, #"{"a":3}"#, #""four""#, #"{"a":5}"#])
        #expect(collection.badRecords.map(\.source.byteRange) == [7..<16, 23..<28, 34..<35])
        #expect(collection.badRecords.map(\.source.column) == [8, 24, 35])
        #expect(collection.badRecords.map(\.position) == [1, 2, 3])
    }

    @Test func aLineCutShortAmongJSONLinesEndsAtTheNextLine() {
        // The first line never closes its array: the next line starting a value is a record.
        let collection = JSONCollection(parsing: "{\"a\": [1, 2\n{\"b\": 1}\n{\"c\": 2}]}\n{\"d\": 3}\n")
        let (documents, badLines) = Self.outline(collection)
        #expect(documents == [#"{"b":1}"#, #"{"d":3}"#])
        #expect(badLines == [1, 3])
        #expect(
            collection.badRecords[0].error.message
                == "unexpected end of line: expected ',' or ']' after an array element")
    }

    @Test func aSequenceRecordHoldingTwoValuesIsABadRecord() {
        let collection = JSONCollection(
            parsing: "\u{1E}{\"a\":1}\n{\"b\":2}\n\u{1E}{\"c\":3}\n", format: .sequence, name: "multi.seq")
        let (documents, _) = Self.outline(collection)
        #expect(documents == [#"{"c":3}"#])
        let bad = collection.badRecords
        #expect(bad.count == 1)
        #expect(bad.first?.error.message == "unexpected '{': expected a record separator (0x1E) after the value")
        #expect(bad.first?.error.location.line == 2)
        #expect(bad.first?.source.byteRange == 0..<17)
    }

    @Test func aSequenceRecordCutShortIsReportedWithItsOwnText() throws {
        let collection = JSONCollection(
            parsing: "\u{1E}{\"a\": [1,\u{1E}\"next\"\n", format: .sequence, name: "cut.seq")
        let (documents, _) = Self.outline(collection)
        #expect(documents == [#""next""#])
        let bad = try #require(collection.badRecords.first)
        #expect(bad.error.message == "unexpected end of the record: expected a value after ','")
        #expect(bad.error.sourceLine == "\u{1E}{\"a\": [1,")
        #expect(bad.error.location.column == 11)
    }

    @Test func aBadSequenceRecordWhoseValueStartsOnTheNextLineCountsThatLineOnce() {
        let collection = JSONCollection(
            parsing: "\u{1E}\n[1,,]\n\u{1E}\n{\"a\" 1}\n\u{1E}\n3\n", format: .sequence, name: "x.seq")
        #expect(collection.badRecords.map(\.error.location.line) == [2, 4])
        #expect(collection.source(ofDocument: 0)?.line == 6)
    }

    @Test func theInnerLinesOfABadPrettyValueAfterOthersOnItsLineStayInsideIt() {
        // The value starts mid-line: its inner lines are indented from its line's start, and the
        // object on them is part of it, not a record.
        let collection = JSONCollection(parsing: "\"c\" 4 [@\n  {\n    \"e\": 5\n  }\n] 6\n", format: .auto)
        #expect(Self.outline(collection).documents == [#""c""#, "4", "6"])
        #expect(collection.badRecords.map(\.source.byteRange) == [6..<29])
    }
}
