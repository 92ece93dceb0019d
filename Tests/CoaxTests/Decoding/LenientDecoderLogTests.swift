import Coax
import Foundation
import Testing

@Suite("LenientDecoder coercion log")
struct LenientDecoderLogTests {
    struct Post: Decodable {
        var id: Int64
        var title: String
        var price: Decimal?
        var tags: [String]
        var author: Author?
    }

    struct Author: Decodable {
        var name: String
    }

    @Test("every value not read as-is is logged with path, kind, target type, result and reason")
    func logEntries() throws {
        let text = #"{"id": "7", "title": 42, "price": "8.45", "tags": ["a", 1, null], "author": {"name": "Ada"}}"#
        var log = CoercionLog()
        _ = try LenientDecoder().decode(Post.self, from: Array(text.utf8), log: &log)
        #expect(log.entries.map(\.path) == ["$.id", "$.title", "$.price", "$.tags[1]", "$.tags[2]"])
        let id = try #require(log.entries.first)
        #expect(id.kind == "string")
        #expect(id.targetType == "Int64")
        #expect(id.result == "7")
        #expect(id.reason == #""7" → 7"#)
        #expect(log.entries[1].result == #""42""#)
        #expect(log.entries[2].targetType == "Decimal?")
        #expect(log.entries[4].kind == "null")
        #expect(log.entries[4].result == "dropped")
        #expect(log.entries[0].description == #"$.id: string → Int64 = 7 ("7" → 7)"#)
    }

    @Test("values read as-is leave the log empty")
    func asIsIsNotLogged() throws {
        var log = CoercionLog()
        _ = try LenientDecoder().decode(
            Post.self, from: Array(#"{"id": 7, "title": "t", "price": 8.45, "tags": ["a"], "author": null}"#.utf8),
            log: &log)
        #expect(log.isEmpty)
    }

    @Test("an unconvertible optional is logged as nil with the reason")
    func nilIsLogged() throws {
        var log = CoercionLog()
        let post = try LenientDecoder().decode(
            Post.self,
            from: Array(#"{"id": 7, "title": "t", "price": "free", "tags": [], "author": {"name": null}}"#.utf8),
            log: &log)
        #expect(post.price == nil)
        #expect(post.author == nil)
        #expect(log.entries(at: "$.price").first?.result == "nil")
        #expect(log.entries(at: "$.price").first?.reason == #""free" has no digit → nil"#)
        #expect(log.entries(at: "$.author").first?.reason.contains("$.author.name") == true)
    }

    @Test("the log keeps what came before a failure")
    func logSurvivesFailure() {
        var log = CoercionLog()
        #expect(throws: DecodingError.self) {
            try LenientDecoder().decode(Post.self, from: Array(#"{"id": "7", "title": null}"#.utf8), log: &log)
        }
        #expect(log.entries.map(\.path) == ["$.id"])
    }

    @Test("log paths use the document's keys and quote unusual ones; text is escaped")
    func pathsAndEscaping() throws {
        struct Odd: Decodable {
            var value: Int
            enum CodingKeys: String, CodingKey { case value = "a.b" }
        }
        var log = CoercionLog()
        _ = try LenientDecoder().decode([Odd].self, from: Array(#"[{"a.b": "1\u001b[31m"}]"#.utf8), log: &log)
        let entry = try #require(log.entries.first)
        #expect(entry.path == #"$[0]["a.b"]"#)
        #expect(!entry.description.unicodeScalars.contains { $0.value == 0x1B })
    }
}

@Suite("LenientDecoder coercion log printing")
struct LenientDecoderLogPrintingTests {
    @Test("the printed log reads one line per value, as in docs/models.md")
    func printedLog() throws {
        struct Post: Decodable {
            var id: Int64
            var title: String
            var tags: [String]
        }
        var log = CoercionLog()
        _ = try LenientDecoder().decode(
            Post.self, from: Array(#"{"id": "7", "title": 42, "tags": ["a", "b", null]}"#.utf8), log: &log)
        #expect(
            "\(log)" == """
                $.id: string → Int64 = 7 ("7" → 7)
                $.title: number → String = "42" (42 → "42")
                $.tags[2]: null → String = dropped (Expected String at $.tags[2] but found null)
                """)
    }
}
