import Coax
import Foundation
import Testing

@Suite("LenientDecoder coercions")
struct LenientDecoderCoercionTests {
    struct Scalars: Decodable, Equatable {
        var int: Int
        var string: String
        var bool: Bool
        var decimal: Decimal
        var double: Double
        var float: Float
        var url: URL
        var date: Date
    }

    @Test("values of another JSON type are read through the coercion rules")
    func coercedScalars() throws {
        let text =
            #"{"int": "42", "string": 42, "bool": "8.45", "decimal": "$1,049.45", "double": "8.45", "float": true, "url": "https://example.com/x", "date": "1415162234"}"#
        let value = try LenientDecoder().decode(Scalars.self, fromText: text)
        #expect(value.int == 42)
        #expect(value.string == "42")
        #expect(value.bool == true)
        #expect(value.decimal == 1)
        #expect(value.double == 8.45)
        #expect(value.float == 1)
        #expect(value.url.host() == "example.com")
        #expect(value.date == Date(timeIntervalSince1970: 1_415_162_234))
    }

    @Test("a field switching type between payloads decodes to the same value")
    func typeSwitchSameResult() throws {
        struct Post: Decodable, Equatable {
            var id: Int
            var price: Decimal
            var published: Bool
        }
        let first = try LenientDecoder().decode(Post.self, fromText: #"{"id": "7", "price": "8.45", "published": 1}"#)
        let second = try LenientDecoder().decode(Post.self, fromText: #"{"id": 7, "price": 8.45, "published": true}"#)
        #expect(first == second)
        #expect(first.id == 7)
    }

    @Test("Bool follows Coercion.bool: 1 and \"8.45\" are true, 0.5 and \"true\" are not")
    func boolRules() throws {
        struct Flags: Decodable {
            var a: Bool
            var b: Bool
            var c: Bool
            var d: Bool?
        }
        let flags = try LenientDecoder().decode(Flags.self, fromText: #"{"a": 1, "b": "8.45", "c": 0.5, "d": "true"}"#)
        #expect(flags.a)
        #expect(flags.b)
        #expect(flags.c == false)
        #expect(flags.d == nil)
    }

    @Test("Decimal is exact from the literal, never through Double")
    func exactDecimal() throws {
        struct Money: Decodable {
            var a: Decimal
            var b: Decimal
            var c: Decimal
            var d: Decimal
        }
        let money = try LenientDecoder().decode(
            Money.self,
            fromText: #"{"a": 1415250000.34642456, "b": 0.1, "c": 123456789012345678901234567890, "d": -2.5006e3}"#)
        #expect(money.a == Decimal(string: "1415250000.34642456"))
        #expect(money.a.description == "1415250000.34642456")
        #expect(money.b.description == "0.1")
        #expect(money.c.description == "123456789012345678901234567890")
        #expect(money.d == Decimal(string: "-2500.6"))
    }

    @Test("fixed-width integers are clamped, or refused with the range in the reason")
    func fixedWidthIntegers() throws {
        struct Small: Decodable {
            var a: Int8
            var b: UInt8
            var c: UInt16
            var d: Int64
            var e: UInt64
        }
        let text = #"{"a": 300, "b": -1, "c": "70000", "d": 1e30, "e": 18446744073709551615}"#
        var log = CoercionLog()
        let small = try LenientDecoder().decode(Small.self, from: Array(text.utf8), log: &log)
        #expect(small.a == 127)
        #expect(small.b == 0)
        #expect(small.c == 65535)
        #expect(small.d == Int64.max)
        #expect(small.e == UInt64.max)
        #expect(log.entries(at: "$.a").first?.reason.contains("clamped to Int8 range -128...127") == true)
        #expect(log.entries(at: "$.e").isEmpty)

        var strict = LenientDecoder()
        strict.integerOverflowPolicy = .fail
        #expect {
            try strict.decode(Small.self, fromText: text)
        } throws: { error in
            "\(error)".contains("outside Int8 range -128...127")
        }
        struct Wide: Decodable { var d: Int64 }
        #expect(throws: DecodingError.self) { try strict.decode(Wide.self, fromText: #"{"d": 1e30}"#) }
    }

    @Test("every integer width and Float/Double read as-is from fitting literals")
    func everyWidthAsIs() throws {
        struct All: Decodable {
            var i: Int
            var i8: Int8
            var i16: Int16
            var i32: Int32
            var i64: Int64
            var u: UInt
            var u8: UInt8
            var u16: UInt16
            var u32: UInt32
            var u64: UInt64
            var f: Float
            var d: Double
        }
        var log = CoercionLog()
        let all = try LenientDecoder().decode(
            All.self,
            from: Array(
                #"""
                {"i": -1, "i8": -128, "i16": 32767, "i32": -2147483648, "i64": -9223372036854775808,
                 "u": 1, "u8": 255, "u16": 65535, "u32": 4294967295, "u64": 18446744073709551615, "f": 1.5, "d": -2.5e-3}
                """#.utf8), log: &log)
        #expect(all.i64 == Int64.min)
        #expect(all.u32 == UInt32.max)
        #expect(all.u64 == UInt64.max)
        #expect(all.f == 1.5)
        #expect(all.d == -0.0025)
        #expect(log.isEmpty)
    }

    @Test("dates: seconds, milliseconds, ISO 8601 and a custom strategy")
    func dateStrategies() throws {
        struct Stamp: Decodable { var at: Date }
        let seconds = try LenientDecoder().decode(Stamp.self, fromText: #"{"at": 1415162234}"#)
        #expect(seconds.at == Date(timeIntervalSince1970: 1_415_162_234))

        var millis = LenientDecoder()
        millis.dateDecodingStrategy = .millisecondsSince1970
        #expect(
            try millis.decode(Stamp.self, fromText: #"{"at": "1415162234500"}"#).at
                == Date(timeIntervalSince1970: 1_415_162_234.5))

        var iso = LenientDecoder()
        iso.dateDecodingStrategy = .iso8601
        #expect(
            try iso.decode(Stamp.self, fromText: #"{"at": "2014-11-05T04:37:14Z"}"#).at
                == Date(timeIntervalSince1970: 1_415_162_234))
        #expect(
            try iso.decode(Stamp.self, fromText: #"{"at": "2014-11-05T05:37:14.5+01:00"}"#).at
                == Date(timeIntervalSince1970: 1_415_162_234.5))
        #expect(
            try iso.decode(Stamp.self, fromText: #"{"at": "2014-11-05"}"#).at
                == Date(timeIntervalSince1970: 1_415_145_600))
        #expect(
            try iso.decode(Stamp.self, fromText: #"{"at": 1415162234}"#).at
                == Date(timeIntervalSince1970: 1_415_162_234))
        #expect(throws: DecodingError.self) { try iso.decode(Stamp.self, fromText: #"{"at": "2014-02-30"}"#) }
        #expect(throws: DecodingError.self) { try iso.decode(Stamp.self, fromText: #"{"at": "soon"}"#) }

        var custom = LenientDecoder()
        custom.dateDecodingStrategy = .custom { decoder in
            let days = try decoder.singleValueContainer().decode(Int.self)
            return Date(timeIntervalSince1970: Double(days) * 86_400)
        }
        #expect(try custom.decode(Stamp.self, fromText: #"{"at": "2"}"#).at == Date(timeIntervalSince1970: 172_800))
    }

    @Test("a zero Unix date is no date")
    func zeroDateIsNoDate() throws {
        struct Stamp: Decodable { var at: Date? }
        #expect(try LenientDecoder().decode(Stamp.self, fromText: #"{"at": 0}"#).at == nil)
    }

    @Test("enums with raw values read coerced raw values")
    func enumsWithRawValues() throws {
        enum Level: Int, Decodable { case low = 1, high = 2 }
        enum Kind: String, Decodable { case image, video }
        struct Item: Decodable {
            var level: Level
            var kind: Kind
            var other: Kind?
        }
        let item = try LenientDecoder().decode(Item.self, fromText: #"{"level": "2", "kind": "video", "other": "gif"}"#)
        #expect(item.level == .high)
        #expect(item.kind == .video)
        #expect(item.other == nil)
        #expect(throws: DecodingError.self) {
            try LenientDecoder().decode(Item.self, fromText: #"{"level": 3, "kind": "video"}"#)
        }
    }

    @Test("nested models, arrays of models and dictionaries")
    func nestedModels() throws {
        struct Comment: Decodable {
            var id: Int
            var body: String
        }
        struct Post: Decodable {
            var author: Author
            var comments: [Comment]
            var counts: [String: Int]
            var matrix: [[Int]]
        }
        struct Author: Decodable { var name: String }
        let text =
            #"{"author": {"name": 7}, "comments": [{"id": "1", "body": "a"}, {"id": 2, "body": true}], "counts": {"a": "1", "b": 2}, "matrix": [[1, "2"], []]}"#
        let post = try LenientDecoder().decode(Post.self, fromText: text)
        #expect(post.author.name == "7")
        #expect(post.comments.map(\.id) == [1, 2])
        #expect(post.comments.map(\.body) == ["a", "1"])
        #expect(post.counts == ["a": 1, "b": 2])
        #expect(post.matrix == [[1, 2], []])
    }

    @Test("decodes from bytes, Data, a document and a node")
    func entryPoints() throws {
        struct Item: Decodable, Equatable { var id: Int }
        let text = #"{"items": [{"id": "1"}]}"#
        let document = try JSONDocument(parsing: text)
        let node = try #require(document.root["items"]?[0])
        #expect(try LenientDecoder().decode(Item.self, from: node) == Item(id: 1))
        struct Wrapper: Decodable { var items: [Item] }
        #expect(try LenientDecoder().decode(Wrapper.self, from: document).items == [Item(id: 1)])
        #expect(try LenientDecoder().decode(Wrapper.self, from: Data(text.utf8)).items == [Item(id: 1)])
        #expect(try LenientDecoder().decode([Int].self, fromText: #"[1, "2", "x"]"#) == [1, 2])
    }

    @Test("invalid JSON throws dataCorrupted carrying the parse error")
    func invalidJSON() {
        #expect {
            try LenientDecoder().decode([Int].self, fromText: "[1,")
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.underlyingError is JSONParseError
        }
    }

    @Test("unkeyed and single-value containers in hand-written init(from:) are lenient too")
    func handWrittenContainers() throws {
        struct Point: Decodable {
            var lat: Double
            var lon: Double
            var label: String?
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                lat = try container.decode(Double.self)
                lon = try container.decode(Double.self)
                label = try container.decodeIfPresent(String.self)
                #expect(container.isAtEnd)
            }
        }
        struct Wrapped: Decodable {
            var value: Int
            init(from decoder: any Decoder) throws {
                value = try decoder.singleValueContainer().decode(Int.self)
            }
        }
        let point = try LenientDecoder().decode(Point.self, fromText: #"["59.9", 10.75, 3]"#)
        #expect(point.lat == 59.9)
        #expect(point.lon == 10.75)
        #expect(point.label == "3")
        #expect(try LenientDecoder().decode([Wrapped].self, fromText: #"["4", 5]"#).map(\.value) == [4, 5])
    }

    @Test("keyed containers handle duplicates (last wins), large objects and allKeys")
    func keyedLookup() throws {
        struct Dup: Decodable {
            var a: Int
            var b: Int
        }
        #expect(try LenientDecoder().decode(Dup.self, fromText: #"{"a": 1, "b": 2, "a": 3}"#).a == 3)
        #expect(try LenientDecoder().decode(Dup.self, fromText: #"{"a": 1, "b": 2, "\u0061": 4}"#).a == 4)
        var members = (0..<100).map { "\"k\($0)\": \($0)" }
        members.append(#""k5": "last""#)
        let big = "{" + members.joined(separator: ", ") + "}"
        let dictionary = try LenientDecoder().decode([String: String].self, fromText: big)
        #expect(dictionary.count == 100)
        #expect(dictionary["k5"] == "last")
        #expect(dictionary["k99"] == "99")
        struct Reversed: Decodable {
            var k99: Int
            var k0: Int
            var k5: String
        }
        let reversed = try LenientDecoder().decode(Reversed.self, fromText: big)
        #expect(reversed.k99 == 99)
        #expect(reversed.k0 == 0)
        #expect(reversed.k5 == "last")
    }
}

@Suite("LenientDecoder string escapes")
struct LenientDecoderStringEscapeTests {
    @Test("escaped strings decode exactly as the document decodes them, lone surrogates included")
    func escapesMatchDocument() throws {
        let text =
            #"["caf\u00e9", "\ud83d\ude80 launch", "tab\tnew\nline \"q\" \\ \/", "lone \ud800 high", "lone \udc00 low", "\ud800\u0041", "plain"]"#
        let document = try JSONDocument(parsing: text)
        let expected = (document.root.elements ?? .init()).compactMap(\.string)
        let decoded = try LenientDecoder().decode([String].self, from: document)
        #expect(decoded == expected)
        #expect(decoded[0] == "café")
        #expect(decoded[1] == "🚀 launch")
        #expect(decoded[3] == "lone \u{FFFD} high")
    }
}

/// `.formatted`: text in the formatter's format, numbers as Unix seconds.
@Suite struct LenientDecoderFormattedDateTests {
    struct Stamp: Decodable { var at: Date }

    @Test func readsTheFormatAndFallsBackToUnixSeconds() throws {
        let decoder = LenientDecoder(dateDecodingStrategy: .formatted(DateFormats.rfc1123))
        let dates = try decoder.decode(
            [Date].self, fromText: #"["Sun, 31 Aug 2014 00:29:15 GMT", 1409444955, "1409444955"]"#)
        #expect(dates.map(\.timeIntervalSince1970) == [1_409_444_955, 1_409_444_955, 1_409_444_955])
        var log = CoercionLog()
        _ = try decoder.decode(Stamp.self, from: Array(#"{"at": 1409444955}"#.utf8), log: &log)
        #expect(log.entries.first?.result == "2014-08-31T00:29:15Z")
    }

    @Test func otherTextIsUnconvertibleAndSaysWhichFormat() throws {
        let decoder = LenientDecoder(dateDecodingStrategy: .formatted(DateFormats.twitter))
        #expect {
            try decoder.decode(Stamp.self, fromText: #"{"at": "2014-08-31"}"#)
        } throws: { error in
            "\(error)".contains(#"not text in the format "EEE MMM dd HH:mm:ss Z yyyy""#)
        }
        let dates = try decoder.decode([Date].self, fromText: #"["Sun Aug 31 00:29:15 +0000 2014", "soon"]"#)
        #expect(dates.count == 1)
    }
}
