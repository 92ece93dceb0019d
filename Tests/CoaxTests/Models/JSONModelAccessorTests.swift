import Foundation
import Testing

@testable import Coax

@Suite("JSONModel accessors")
struct JSONModelAccessorTests {
    @Test("an accessor reads the key named after its property")
    func keyFromPropertyName() throws {
        let object = try SampleObject(jsonText: #"{"id": 7, "name": "Ada"}"#)
        #expect(object.id == 7)
        #expect(object.name == "Ada")
    }

    @Test("a remapped key and a dotted path read other members")
    func remappedKeyAndDottedPath() throws {
        let object = try SampleObject(jsonText: #"{"my_name": "Grace", "author": {"name": "Ada"}}"#)
        #expect(object.myName == "Grace")
        #expect(object.authorName == "Ada")
        #expect(object.name == nil)
    }

    @Test("a key that contains a dot wins over the path reading")
    func literalDottedKeyWins() throws {
        let object = try SampleObject(jsonText: #"{"author.name": "literal", "author": {"name": "nested"}}"#)
        #expect(object.authorName == "literal")
    }

    @Test("a dotted path indexes arrays with numeric components")
    func dottedPathIndexesArrays() throws {
        let object = try SampleObject(jsonText: #"{"comments": [{"name": "a"}, {"name": "b"}]}"#)
        #expect(object.string("comments.1.name") == "b")
        #expect(object.string("comments.5.name") == nil)
    }

    @Test("a field switching type between payloads gives the same result")
    func typeSwitchGivesSameResult() throws {
        let first = try SampleObject(jsonText: #"{"id": "7", "price": "8.45", "published": "1", "count": "3"}"#)
        let second = try SampleObject(jsonText: #"{"id": 7, "price": 8.45, "published": true, "count": 3}"#)
        #expect(first.id == 7)
        #expect(first.id == second.id)
        #expect(first.price == second.price)
        #expect(first.price == Decimal(string: "8.45"))
        #expect(first.isPublished == second.isPublished)
        #expect(first.isPublished)
        #expect(first.count == second.count)
        #expect(first.count == 3)
    }

    @Test("missing, null and unconvertible values give nil or the forced fallback, never a crash")
    func missingAndUnconvertible() throws {
        let object = try SampleObject(jsonText: #"{"id": "seven", "name": null, "price": [1], "avatar_url": ""}"#)
        #expect(object.id == nil)
        #expect(object.name == nil)
        #expect(object.price == nil)
        #expect(object.avatar == nil)
        #expect(object.count == 0)
        #expect(object.isPublished == false)
        #expect(object.forcedString("name") == "")
        #expect(object.forcedDecimal("price").isNaN)
        #expect(object.forcedUnixDate("missing") == Date(timeIntervalSince1970: 0))
        #expect(object.forcedArray("missing") == [])
        #expect(object.forcedDictionary("missing").isEmpty)
    }

    @Test("every engine coercion is available by key")
    func everyCoercion() throws {
        let text = #"""
            {"b": "8.45", "i": "the 21.5 slices", "u": -3, "n": 5.94, "s": 42, "d": 1415162234, "ms": "1415162234000",
             "dec": "1415250000.34642456", "url": "https://example.com/a.png", "arr": [1, "2"], "obj": {"k": 1},
             "nums": ["pizza", 9, "pie", null, true, "88", "2", "", "3.45"], "dbl": "$8.45", "big": 1e400}
            """#
        let object = try JSONModel(jsonText: text)
        #expect(object.bool("b") == true)
        #expect(object.integer("i") == 21)
        #expect(object.unsignedInteger("u") == 0)
        #expect(object.number("n") == 5)
        #expect(object.string("s") == "42")
        #expect(object.string("n") == "5.94")
        #expect(object.unixDate("d") == Date(timeIntervalSince1970: 1_415_162_234))
        #expect(object.unixDateMilliseconds("ms") == Date(timeIntervalSince1970: 1_415_162_234))
        #expect(object.decimal("dec") == Decimal(string: "1415250000.34642456"))
        #expect(object.url("url")?.host() == "example.com")
        #expect(object.array("arr") == [1, "2"])
        #expect(object.dictionary("obj") == ["k": 1])
        #expect(object.array(of: .numbers, "nums") == [9, 1, 88, 2, 3])
        #expect(object.array(of: .strings, "nums")?.count == 8)
        #expect(object.array(of: .decimals, "nums")?.last == Decimal(string: "3.45"))
        #expect(object.array(of: .unixDates, "nums")?.count == 5)
        #expect(object.array(of: .dictionaries, "arr") == [])
        #expect(object.array(of: .arrays, "obj") == nil)
        #expect(object.forcedArray(of: .numbers, "obj") == [])
        #expect(object.double("dbl") == 8.45)
        #expect(object.double("big") == nil)
        #expect(object.coercion("i").explained.integer.why.contains("21"))
    }

    @Test("the object is kept exactly and exposed read-only")
    func objectKeptExactly() throws {
        let object = try SampleObject(jsonText: #"{"b": 1.50, "a": 1, "a": 2}"#)
        #expect(object.object.keys == ["b", "a", "a"])
        #expect(object.object["b"]?.number?.literal == "1.50")
        #expect(object.integer("a") == 2)
    }

    @Test("models are made from a node, and a non-object is refused with a typed error")
    func initFromNode() throws {
        let document = try JSONDocument(parsing: #"{"posts": [{"id": 1}, 2]}"#)
        let posts = try #require(document.root["posts"])
        let first = try SampleObject(node: try #require(posts[0]))
        #expect(first.id == 1)
        #expect(throws: JSONModelError.notAnObject(found: .number)) {
            try SampleObject(node: try #require(posts[1]))
        }
        #expect(throws: JSONModelError.self) { try SampleObject(jsonText: "{") }
    }
}
