import Coax
import Testing

/// `\uXXXX` escapes in quoted names read the same in RFC 9535 paths, queries and the short form.
@Suite struct UnicodeEscapeTests {
    @Test(arguments: [
        ("$['a']['\\ud83d\\ude00']", 2),
        ("a['\\ud83d\\ude00']", 2),
        ("$['a']['\\u00e9\\u0041']", 2),
    ])
    func surrogatePairsAndPlainEscapesReadAsOneNameInEveryForm(text: String, count: Int) throws {
        let path = try JSONPath(parsing: text)
        #expect(path.components.count == count)
        let expected: JSONPath.Component = text.contains("ud83d") ? .key("\u{1F600}") : .key("éA")
        #expect(path.components.last == expected)
    }

    @Test func aQueryReadsTheSameSurrogatePair() throws {
        let query = try JSONQuery(parsing: "$['\\ud83d\\ude00']")
        let document = try JSONDocument(parsing: #"{"😀": 1}"#)
        #expect(try query.evaluate(on: document).count == 1)
    }

    @Test(arguments: [
        ("$['a']['\\ud83d\\uzz00']", 15),
        ("a['\\ud83d\\uzz00']", 10),
    ])
    func aBadLowSurrogateEscapeIsReportedAtItsOwnBackslash(text: String, column: Int) throws {
        let error = try #require(throws: JSONPathParseError.self) { try JSONPath(parsing: text) }
        #expect(error.reason == .invalidEscape)
        #expect(error.column == column)
    }

    @Test(arguments: ["$['\\ud83d']", "a['\\ud83dx']", "$['\\ude00']"])
    func aLoneSurrogateIsReportedAtTheEscape(text: String) throws {
        let error = try #require(throws: JSONPathParseError.self) { try JSONPath(parsing: text) }
        #expect(error.reason == .loneSurrogate)
        #expect(error.column == text.distance(from: text.startIndex, to: text.firstIndex(of: "\\")!) + 1)
    }
}
