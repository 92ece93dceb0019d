import Testing

@testable import Coax

/// JSON Lines read into a collection: one document per line, in order, each a `JSONDocument`
/// whose root is the value and whose locations are lines of the input; bad lines reported in
/// their place without losing a good one.
@Suite struct JSONLinesTests {
    @Test func everyLineIsADocumentWithItsLineAsLabel() throws {
        let collection = JSONCollection(parsing: "{\"a\":1}\n{\"a\":\"2\"}\n[3]\n", name: "x.jsonl")
        #expect(collection.count == 3)
        #expect(collection.badRecords.isEmpty)
        #expect(collection[0].root["a"]?.numberLiteral == "1")
        #expect(collection[1].root["a"]?.string == "2")
        #expect(collection[2].root[0]?.numberLiteral == "3")
        #expect(collection.source(ofDocument: 1)?.label == "x.jsonl:2")
        #expect(collection.source(ofDocument: 2)?.byteRange == 18..<21)
        #expect(collection[2].root.location == SourceLocation(byteOffset: 18, line: 3, column: 1))
        #expect(collection[1].root["a"]?.location == SourceLocation(byteOffset: 13, line: 2, column: 6))
        #expect(!collection.isSingleDocument)
        #expect(collection.status.phase == .finished)
        #expect(collection.status.valueCount == 6)
    }

    @Test func aDocumentOfACollectionHasTheTapeOfItsValueParsedAlone() throws {
        let lines = [
            #"{"id": 1, "tags": ["a", {"b": [true, null]}], "price": "8.45"}"#,
            #"[1, [2, [3, [4]]], {}, []]"#,
            #""just a string with \u00e9scapes""#,
            "-12.5e3",
            #"{"nested": {"deeper": {"deepest": [{"x": 1}, {"x": "2"}]}}}"#,
        ]
        let collection = JSONCollection(parsing: lines.joined(separator: "\n"))
        #expect(collection.count == lines.count)
        for (index, line) in lines.enumerated() {
            let alone = try JSONDocument(parsing: line)
            let view = collection[index]
            #expect(view.tapeSlots == alone.tapeSlots, "line \(index + 1)")
            #expect(view.byteCount == alone.byteCount)
            #expect(view.valueCount == alone.valueCount)
            #expect(view.maximumDepth == alone.maximumDepth)
            #expect("\(view.root)" == "\(alone.root)")
        }
    }

    @Test func carriageReturnsAndBlankLinesAreSkippedAndLinesStillCount() throws {
        let text = "\r\n{\"a\":1}\r\n\r\n   \r\n{\"a\":2}\r\n\n"
        let collection = JSONCollection(parsing: text, name: "crlf.jsonl")
        #expect(collection.count == 2)
        #expect(collection.badRecords.isEmpty)
        #expect(collection.source(ofDocument: 0)?.label == "crlf.jsonl:2")
        #expect(collection.source(ofDocument: 1)?.label == "crlf.jsonl:5")
        #expect(collection[1].root["a"]?.numberLiteral == "2")
        #expect(collection.source(ofDocument: 1)?.byteRange == 18..<25)
    }

    @Test func badRecordsFirstInTheMiddleAndLastAreReportedAndEveryGoodOneLoads() throws {
        let text = """
            {"id": 1, "ok": tru}
            {"id": 2}
            {"id": 3
            {"id": 4}
            [5,]
            {"id": 6}
            {"id": 7} trailing
            """
        let collection = JSONCollection(parsing: text, name: "orders.jsonl")
        #expect(collection.count == 3)
        #expect((0..<3).map { collection[$0].root["id"]?.numberLiteral } == ["2", "4", "6"])
        #expect((0..<3).map { collection.source(ofDocument: $0)?.line } == [2, 4, 6])
        let bad = collection.badRecords
        #expect(bad.map(\.source.line) == [1, 3, 5, 7])
        #expect(bad.map(\.position) == [0, 1, 2, 3])
        #expect(
            bad[0].rendered() == """
                orders.jsonl:1:20: error: unexpected '}': expected 'true'
                {"id": 1, "ok": tru}
                                   ^
                """)
        #expect(
            bad[1].rendered() == """
                orders.jsonl:3:9: error: unexpected end of line: expected ',' or '}' after an object member
                {"id": 3
                        ^
                """)
        #expect(bad[2].error.location == SourceLocation(byteOffset: 53, line: 5, column: 4))
        #expect(bad[2].error.message == "unexpected ']': expected a value after ','")
        #expect(
            bad[3].error.message
                == "unexpected 't': expected the end of the line after the value (JSON Lines hold one value per line)")
        #expect(bad[3].error.location.line == 7)
        #expect(bad[3].error.location.column == 11)
        #expect(bad[3].source.byteRange == 65..<83)
        #expect(collection.status.badRecordCount == 4)
    }

    @Test func documentsAndBadRecordsInterleaveInInputOrder() throws {
        let collection = JSONCollection(parsing: "x\n1\ny\nz\n2\n3\nw")
        #expect(collection.itemCount == 7)
        #expect(
            (0..<7).map { collection.item(at: $0) } == [
                .badRecord(0), .document(0), .badRecord(1), .badRecord(2), .document(1), .document(2), .badRecord(3),
            ])
        #expect(collection.item(at: 7) == nil)
        #expect((0..<3).map { collection.itemIndex(ofDocument: $0) } == [1, 4, 5])
        #expect((0..<4).map { collection.itemIndex(ofBadRecord: $0) } == [0, 2, 3, 6])
    }

    @Test func aValueSpanningLinesInJSONLinesIsStillOneDocument() throws {
        let collection = JSONCollection(parsing: "{\"a\":\n  [1,\n   2]}\n{\"b\":3}\n", name: "x.jsonl")
        #expect(collection.count == 2)
        #expect(collection.source(ofDocument: 1)?.line == 4)
        #expect(collection[0].root["a"]?[1]?.location == SourceLocation(byteOffset: 15, line: 3, column: 4))
    }

    @Test func anEmptyInputIsAnEmptyCollection() throws {
        let collection = JSONCollection(parsing: "\n\n  \n", name: "empty.jsonl")
        #expect(collection.count == 0)
        #expect(collection.badRecords.isEmpty)
        #expect(collection.status.failure == nil)
    }

    @Test func aBadRecordOnAVeryLongLineShowsOnlyThePartAroundTheError() throws {
        let long = "{\"k\": \"" + String(repeating: "x", count: 100_000) + "\" !}"
        let collection = JSONCollection(parsing: "1\n" + long + "\n2\n")
        #expect(collection.count == 2)
        let error = try #require(collection.badRecords.first?.error)
        #expect(error.location.line == 2)
        #expect(error.location.column == 100_010)
        #expect(error.sourceLine.utf8.count < 5_000)
        #expect(error.sourceLineFirstColumn > 1)
    }
}
