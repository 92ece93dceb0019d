import Testing

@testable import Coax

/// Concatenated JSON (values separated only by whitespace, spanning lines, as `jq` reads them)
/// and RFC 7464 JSON text sequences.
@Suite struct ConcatenatedAndSequenceTests {
    @Test func prettyValuesOneAfterAnotherAreDocumentsStartingOnTheirLines() throws {
        let text = "{\n  \"a\": 1\n}\n{\n  \"a\": \"2\"\n}\n[\n  3\n]\n"
        let collection = JSONCollection(parsing: text, format: .auto, name: "pretty.json")
        #expect(collection.count == 3)
        #expect(!collection.isSingleDocument)
        #expect((0..<3).map { collection.source(ofDocument: $0)?.line } == [1, 4, 7])
        #expect(collection[1].root["a"]?.location == SourceLocation(byteOffset: 22, line: 5, column: 8))
        #expect(collection[2].root[0]?.numberLiteral == "3")
    }

    @Test func valuesOnOneLineGetTheirColumnsInTheLabel() throws {
        let collection = JSONCollection(parsing: #"{"a":1} {"b":2}[3] 4 "five""#, format: .auto, name: "one.json")
        #expect(collection.count == 5)
        #expect(
            (0..<5).map { collection.source(ofDocument: $0)?.label } == [
                "one.json:1", "one.json:1:9", "one.json:1:16", "one.json:1:20", "one.json:1:22",
            ])
        #expect(collection[3].root.numberLiteral == "4")
        #expect(collection[4].root.string == "five")
        #expect(collection[1].root["b"]?.location == SourceLocation(byteOffset: 13, line: 1, column: 14))
    }

    @Test func afterABadPrettyValueReadingResumesAtTheNextLineStartingAValue() throws {
        let text = """
            {
              "z": 0
            }
            {
              "a": {
                "b": tru
              }
            }
            {
              "c": 2
            }
            [1,
            {"d": 4}
            """
        let collection = JSONCollection(parsing: text, format: .auto, name: "stream.json")
        #expect(collection.count == 3)
        #expect(collection[1].root["c"]?.numberLiteral == "2")
        #expect(collection[2].root["d"]?.numberLiteral == "4")
        let bad = collection.badRecords
        #expect(bad.count == 2)
        #expect(bad[0].error.location.line == 6)
        #expect(bad[0].source.line == 4)
        // The bad record is its value's bytes, up to where it closes.
        #expect(bad[0].source.byteRange == 13..<42)
        #expect(bad[0].position == 1)
        // `[1,` never closes: the error is at the end; the bad record is its line alone, and the
        // value on the next line is read again as a document of its own.
        #expect(bad[1].source.line == 12)
        #expect(bad[1].source.byteRange == 56..<60)
        #expect(bad[1].position == 2)
        #expect(bad[1].error.location == SourceLocation(byteOffset: 68, line: 13, column: 9))
    }

    @Test func aTruncatedLastValueIsABadRecordThatEndsTheInput() throws {
        let collection = JSONCollection(parsing: "{\n\"a\":1\n}\n{\"b\":\n", format: .auto)
        #expect(collection.count == 1)
        #expect(collection.badRecords.count == 1)
        #expect(collection.badRecords[0].error.message == "unexpected end of input: expected a value")
    }

    @Test func recordSeparatedTextsAreDocuments() throws {
        let text = "\u{1E}{\"a\":1}\n\u{1E}[2]\n\u{1E}\n\u{1E}\"three\"\n"
        let collection = JSONCollection(parsing: text, format: .auto, name: "events.json-seq")
        #expect(collection.count == 3)
        #expect(collection.badRecords.isEmpty)
        #expect(collection[2].root.string == "three")
        #expect(collection.source(ofDocument: 1)?.label == "events.json-seq:2:2")
        #expect(collection.source(ofDocument: 1)?.byteRange == 10..<13)
    }

    @Test func aTruncatedSequenceRecordIsBadAndTheNextOneLoads() throws {
        let text = "\u{1E}{\"a\":\n\u{1E}[2]\n\u{1E}{\"b\" 1}\n\u{1E}4 5\n"
        let collection = JSONCollection(parsing: text, format: .sequence, name: "x.seq")
        #expect(collection.count == 1)
        #expect(collection[0].root[0]?.numberLiteral == "2")
        let bad = collection.badRecords
        #expect(bad.count == 3)
        // Cut short by the next separator: the error is at the end of its own text.
        #expect(bad[0].error.message == "unexpected end of the record: expected a value after ':'")
        #expect(bad[0].error.location.line == 1)
        #expect(bad[0].error.sourceLine == "\u{1E}{\"a\":")
        #expect(bad[1].error.message == "unexpected '1': expected ':' after an object key")
        #expect(bad[2].error.message == "unexpected '5': expected a record separator (0x1E) after the value")
        #expect(bad.map(\.position) == [0, 1, 1])
    }

    @Test func bytesBeforeTheFirstSeparatorAreABadRecord() throws {
        let collection = JSONCollection(parsing: "junk\n\u{1E}1\n", format: .sequence)
        #expect(collection.count == 1)
        #expect(
            collection.badRecords.first?.error.message
                == "unexpected 'j': expected a record separator (0x1E) before a record")
    }
}
