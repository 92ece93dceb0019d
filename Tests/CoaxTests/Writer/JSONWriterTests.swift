import Testing

@testable import Coax

@Suite struct JSONWriterTests {
    @Test func compactOutputKeepsLiteralsOrderAndDuplicates() throws {
        let text = #"{ "b" : 1.50, "a" : [ 1E+5 , -0, "x\u0041\n" ], "b": 12345678901234567890123 }"#
        let document = try JSONDocument(parsing: text)
        #expect(
            JSONWriter.compact.string(for: document.root)
                == #"{"b":1.50,"a":[1E+5,-0,"x\u0041\n"],"b":12345678901234567890123}"#)
        #expect(
            JSONWriter.compact.string(for: JSONValue(document.root))
                == #"{"b":1.50,"a":[1E+5,-0,"xA\n"],"b":12345678901234567890123}"#)
    }

    @Test func prettyOutputIndentsByTwoSpaces() throws {
        let document = try JSONDocument(parsing: #"{"a":[1,{}],"b":{"c":[]}}"#)
        let expected = """
            {
              "a": [
                1,
                {}
              ],
              "b": {
                "c": []
              }
            }
            """
        #expect(JSONWriter.pretty.string(for: document.root) == expected)
        #expect(JSONWriter.pretty.string(for: JSONValue(document.root)) == expected)
    }

    @Test func controlCharactersAreAlwaysEscaped() throws {
        let value: JSONValue = ["k\u{1B}": "a\u{7F}b\u{85}c\u{2028}d\u{0}"]
        let written = JSONWriter.compact.string(for: value)
        #expect(written == #"{"k\u001b":"a\u007fb\u0085c\u2028d\u0000"}"#)
        let document = try JSONDocument(parsing: "[\"a\u{7F}b\u{85}\"]")
        #expect(JSONWriter.compact.string(for: document.root) == #"["a\u007fb\u0085"]"#)
    }

    @Test func writingASubtreeWritesOnlyThatNode() throws {
        let document = try JSONDocument(parsing: #"{"a": {"b": [1, 2]}, "c": 3}"#)
        #expect(try #require(document.root["a"]).description == #"{"b":[1,2]}"#)
        #expect(try #require(document.root["c"]).description == "3")
    }
}
