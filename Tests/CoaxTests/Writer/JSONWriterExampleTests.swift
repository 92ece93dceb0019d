import Coax
import Testing

/// The results the writer's and the document's reference examples show.
@Suite struct JSONWriterExampleTests {
    @Test func anIndentOfFourPutsEachElementOnItsOwnLine() {
        #expect(JSONWriter(indent: 4).string(for: [1, 2]) == "[\n    1,\n    2\n]")
    }

    @Test func compactOutputKeepsLiteralsAndDropsSpaces() throws {
        #expect(JSONWriter.compact.string(for: try JSONDocument(parsing: "[1.50, true]").root) == "[1.50,true]")
        #expect(JSONWriter.compact.string(for: ["a": nil, "b": [1]]) == #"{"a":null,"b":[1]}"#)
        #expect(JSONWriter.compact.bytes(for: try JSONDocument(parsing: "[ 1 ]").root) == Array("[1]".utf8))
        #expect(JSONWriter.compact.bytes(for: "é").count == 4)
    }

    @Test func parseErrorsAndDecodedResultsAreThoseTheExamplesShow() throws {
        let error = try #require(throws: JSONParseError.self) { try JSONDocument(parsing: "[1,") }
        #expect(error.description == "1:4: unexpected end of input: expected a value")
        #expect(
            try LenientDecoder().decode([Int].self, from: try JSONDocument(parsing: #"[1, "2", 3.5]"#)) == [1, 2, 3])
        #expect(try LenientDecoder().decode([String].self, fromText: #"["a", 1, null]"#) == ["a", "1"])
        var log = CoercionLog()
        #expect(try LenientDecoder().decode(Int.self, from: Array(#""42""#.utf8), log: &log) == 42)
        #expect(log.entries.count == 1)
        #expect(IncludeList(paths: [["author"], ["comments", "author"], []]).paths.count == 2)
    }
}
