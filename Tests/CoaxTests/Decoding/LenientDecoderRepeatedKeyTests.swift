import Coax
import Foundation
import Testing

@Suite("LenientDecoder repeated keys and large objects")
struct LenientDecoderRepeatedKeyTests {
    struct Item: Decodable, Equatable {
        var id: Int
        var name: String
    }

    /// Reads the keys named in `userInfo["keysToRead"]`, in that order, from an object of integers.
    struct Probe: Decodable {
        var values: [Int]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: NamedKey.self)
            let names = decoder.userInfo.first { $0.key.rawValue == "keysToRead" }?.value as? [String] ?? []
            values = try names.map { try container.decode(Int.self, forKey: NamedKey(stringValue: $0)) }
        }
    }

    struct NamedKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private func probe(_ text: String, reading names: [String]) throws -> [Int] {
        var decoder = LenientDecoder()
        decoder.userInfo[try #require(CodingUserInfoKey(rawValue: "keysToRead"))] = names
        return try decoder.decode(Probe.self, fromText: text).values
    }

    @Test("a key repeated after the members read takes the last value, even when the first one fails")
    func repeatAfterRead() throws {
        var log = CoercionLog()
        let item = try LenientDecoder().decode(
            Item.self, from: Array(#"{"id": "x", "name": "n", "id": 5}"#.utf8), log: &log)
        #expect(item == Item(id: 5, name: "n"))
        #expect(log.isEmpty)
    }

    @Test("the coercion of a value shadowed by a later member is not logged")
    func shadowedCoercionNotLogged() throws {
        struct Count: Decodable { var n: Int }
        var log = CoercionLog()
        let count = try LenientDecoder().decode(Count.self, from: Array(#"{"n": "7", "n": 8}"#.utf8), log: &log)
        #expect(count.n == 8)
        #expect(log.isEmpty)
        var drifted = CoercionLog()
        #expect(try LenientDecoder().decode(Count.self, from: Array(#"{"n": 8, "n": "7"}"#.utf8), log: &drifted).n == 7)
        #expect(drifted.entries.map(\.path) == ["$.n"])
    }

    @Test("a nested model under a repeated key is the last one, and its neighbours are unaffected")
    func nestedRepeat() throws {
        struct Post: Decodable {
            var author: Item
            var tags: [String]
        }
        let text = #"{"author": {"id": 1, "name": "A"}, "tags": ["t"], "author": {"id": 2, "name": "B"}}"#
        let post = try LenientDecoder().decode(Post.self, fromText: text)
        #expect(post.author == Item(id: 2, name: "B"))
        #expect(post.tags == ["t"])
        let items = try LenientDecoder().decode(
            [Item].self,
            fromText: #"[{"id": 1, "name": "a", "id": 2}, {"id": 3, "name": "b"}, {"name": "c", "id": 4, "name": "d"}]"#
        )
        #expect(items == [Item(id: 2, name: "a"), Item(id: 3, name: "b"), Item(id: 4, name: "d")])
    }

    @Test("a model asking twice for a repeated key gets the last value both times")
    func askedTwice() throws {
        #expect(try probe(#"{"a": 1, "a": 2}"#, reading: ["a", "a"]) == [2, 2])
        #expect(try probe(#"{"a": 1, "b": 5, "a": 2}"#, reading: ["a", "b", "a"]) == [2, 5, 2])
    }

    @Test("objects with many keys read correctly in document order, in reverse and with a repeat")
    func manyKeys() throws {
        let names = (0..<40).map { "key_\($0)" }
        let members = names.enumerated().map { "\"\($0.element)\": \($0.offset)" }
        let text = "{" + members.joined(separator: ", ") + "}"
        #expect(try probe(text, reading: names) == Array(0..<40))
        #expect(try probe(text, reading: names.reversed()) == Array((0..<40).reversed()))
        let repeated = "{" + (members + [#""key_7": -1"#]).joined(separator: ", ") + "}"
        let read = try probe(repeated, reading: names)
        #expect(read[7] == -1)
        #expect(read[8] == 8)
        #expect(try probe(repeated, reading: names.reversed()).reversed()[7] == -1)
    }

    @Test("keys spelled with escapes match plain keys, and a later escaped repeat wins")
    func escapedKeys() throws {
        #expect(try probe(#"{"a": 1, "\u0062": 2}"#, reading: ["a", "b"]) == [1, 2])
        #expect(try probe(#"{"b": 1, "a": 3, "\u0062": 2}"#, reading: ["b", "a"]) == [2, 3])
        #expect(try probe(#"{"\u0062": 1, "a": 3, "b": 2}"#, reading: ["b", "a"]) == [2, 3])
    }
}
