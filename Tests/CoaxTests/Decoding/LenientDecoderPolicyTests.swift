import Coax
import Foundation
import Testing

@Suite("LenientDecoder policies")
struct LenientDecoderPolicyTests {
    struct Profile: Decodable, Equatable {
        var id: Int
        var name: String
        var score: Double
        var active: Bool
        var joined: Date
        var balance: Decimal
        var tags: [String]
        var settings: [String: Int]
        var address: Address
        var nickname: String?
        var age: Int?
    }

    struct Address: Decodable, Equatable {
        var city: String
        var zip: Int
    }

    @Test("an optional property that is missing, null or unconvertible becomes nil")
    func optionalBecomesNil() throws {
        struct Item: Decodable {
            var a: Int?
            var b: Int?
            var c: Int?
            var d: Address?
            var e: [Int]?
            var f: URL?
        }
        let item = try LenientDecoder().decode(
            Item.self, fromText: #"{"b": null, "c": "none", "d": {"city": 5}, "e": "1,2", "f": ""}"#)
        #expect(item.a == nil)
        #expect(item.b == nil)
        #expect(item.c == nil)
        #expect(item.d == nil)
        #expect(item.e == nil)
        #expect(item.f == nil)
    }

    @Test("under throwWhenUnconvertible an unconvertible optional throws, a missing one is still nil")
    func optionalStrict() throws {
        struct Item: Decodable {
            var a: Int?
            var b: Int?
        }
        var decoder = LenientDecoder()
        decoder.optionalPolicy = .throwWhenUnconvertible
        #expect(try decoder.decode(Item.self, fromText: #"{"b": null}"#).a == nil)
        #expect(throws: DecodingError.self) { try decoder.decode(Item.self, fromText: #"{"a": "none"}"#) }
    }

    @Test("a missing non-optional throws keyNotFound with the full coding path")
    func missingThrows() throws {
        struct Outer: Decodable { var items: [Wrapper] }
        struct Wrapper: Decodable { var profile: Profile }
        var decoder = LenientDecoder()
        decoder.arrayElementPolicy = .failArray
        #expect {
            try decoder.decode(Outer.self, fromText: #"{"items": [{"profile": {"id": 1}}]}"#)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
            return key.stringValue == "name"
                && context.codingPath.map(\.stringValue) == ["items", "Index 0", "profile"]
                && context.debugDescription.contains("$.items[0].profile")
        }
    }

    @Test("an unconvertible non-optional throws typeMismatch with the path and the coercion's reason")
    func unconvertibleThrows() throws {
        struct Item: Decodable { var nested: Inner }
        struct Inner: Decodable { var count: Int }
        #expect {
            try LenientDecoder().decode(Item.self, fromText: #"{"nested": {"count": "many"}}"#)
        } throws: { error in
            guard case DecodingError.typeMismatch(let type, let context) = error else { return false }
            return type == Int.self
                && context.codingPath.map(\.stringValue) == ["nested", "count"]
                && context.debugDescription == #"Cannot read Int at $.nested.count: "many" has no digit → nil"#
        }
    }

    @Test("null for a non-optional throws valueNotFound")
    func nullThrows() {
        struct Item: Decodable { var count: Int }
        #expect {
            try LenientDecoder().decode(Item.self, fromText: #"{"count": null}"#)
        } throws: { error in
            guard case DecodingError.valueNotFound(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["count"]
        }
    }

    @Test("under forcedFallback every non-optional takes the forced variants' fallback")
    func forcedFallback() throws {
        var decoder = LenientDecoder()
        decoder.nonOptionalPolicy = .forcedFallback
        var log = CoercionLog()
        let profile = try decoder.decode(
            Profile.self, from: Array(#"{"id": "x", "score": [1], "address": "Oslo", "nickname": 5}"#.utf8), log: &log)
        #expect(profile.id == 0)
        #expect(profile.name == "")
        #expect(profile.score == 0)
        #expect(profile.active == false)
        #expect(profile.joined == Date(timeIntervalSince1970: 0))
        #expect(profile.balance.isNaN)
        #expect(profile.tags == [])
        #expect(profile.settings == [:])
        #expect(profile.address == Address(city: "", zip: 0))
        #expect(profile.nickname == "5")
        #expect(profile.age == nil)
        #expect(log.entries(at: "$.id").first?.result == "forced fallback 0")
        #expect(log.entries(at: "$.name").first?.kind == "missing")
        #expect(log.entries(at: "$.address").first?.result == "forced fallback {}")
        #expect(log.entries(at: "$.address.city").first?.result == #"forced fallback """#)
    }

    @Test("under forcedFallback a missing nested model is decoded from nothing")
    func fallbackNestedFromNothing() throws {
        var decoder = LenientDecoder()
        decoder.nonOptionalPolicy = .forcedFallback
        struct Item: Decodable {
            var address: Address
            var level: Level?
        }
        enum Level: String, Decodable { case a }
        let item = try decoder.decode(Item.self, fromText: "{}")
        #expect(item.address == Address(city: "", zip: 0))
        struct Strict: Decodable { var level: Level }
        #expect(throws: DecodingError.self) { try decoder.decode(Strict.self, fromText: "{}") }
    }

    @Test("array elements that fail are dropped, or fail the array")
    func elementPolicy() throws {
        struct Item: Decodable {
            var numbers: [Int]
            var addresses: [Address]
            var optionals: [Int?]
        }
        let text =
            #"{"numbers": [1, "2", "x", null, true], "addresses": [{"city": "A", "zip": "1"}, {"city": "B"}, 5], "optionals": [1, null, "x"]}"#
        var log = CoercionLog()
        let item = try LenientDecoder().decode(Item.self, from: Array(text.utf8), log: &log)
        #expect(item.numbers == [1, 2, 1])
        #expect(item.addresses == [Address(city: "A", zip: 1)])
        #expect(item.optionals == [1, nil, nil])
        #expect(log.entries(at: "$.numbers[2]").first?.result == "dropped")
        #expect(log.entries(at: "$.addresses[1]").first?.reason.contains("zip") == true)

        var failing = LenientDecoder()
        failing.arrayElementPolicy = .failArray
        #expect(throws: DecodingError.self) { try failing.decode(Item.self, fromText: text) }
        struct Optional: Decodable { var numbers: [Int]? }
        #expect(try failing.decode(Optional.self, fromText: #"{"numbers": [1, "x"]}"#).numbers == nil)
        #expect(try failing.decode(Optional.self, fromText: #"{"numbers": [1, "2"]}"#).numbers == [1, 2])
    }

    @Test("dictionary values that fail are dropped too")
    func dictionaryElementPolicy() throws {
        let counts = try LenientDecoder().decode([String: Int].self, fromText: #"{"a": "1", "b": "x", "c": null}"#)
        #expect(counts == ["a": 1])
        var failing = LenientDecoder()
        failing.arrayElementPolicy = .failArray
        #expect(throws: DecodingError.self) { try failing.decode([String: Int].self, fromText: #"{"b": "x"}"#) }
    }

    @Test("a non-array where an array is expected throws, falls back, or is nil when optional")
    func wrongContainerKind() throws {
        struct Item: Decodable { var tags: [String] }
        #expect {
            try LenientDecoder().decode(Item.self, fromText: #"{"tags": "a,b"}"#)
        } throws: { error in
            "\(error)".contains(#""a,b" is not an array"#)
        }
        var decoder = LenientDecoder()
        decoder.nonOptionalPolicy = .forcedFallback
        #expect(try decoder.decode(Item.self, fromText: #"{"tags": "a,b"}"#).tags == [])
    }
}
