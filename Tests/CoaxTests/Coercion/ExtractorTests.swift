import Foundation
import Testing

@testable import Coax

/// The extractor over an object: lookups by key, nesting, duplicates and the empty extractor.
@Suite struct ExtractorTests {
    @Test func theLastDuplicateKeyWins() throws {
        let extractor = try #require(Extractor(JSONValue.object(["id": "1", "id": "2"])))
        #expect(extractor.integer(forKey: "id") == 2)
        #expect(extractor.keys == ["id", "id"])
    }

    @Test func containsSeesNullMembers() throws {
        let extractor = try #require(Extractor(JSONValue.object(["a": .null])))
        #expect(extractor.contains(key: "a"))
        #expect(!extractor.contains(key: "b"))
    }

    @Test func nestedExtractorsAndArraysOfExtractors() throws {
        let value: JSONValue = ["user": ["id": "7", "friends": [["id": 1], "x", ["id": "2"]]]]
        let user = try #require(Extractor(value)?.extractor(forKey: "user"))
        #expect(user.integer(forKey: "id") == 7)
        #expect(user.array(of: .extractors, forKey: "friends")?.map { $0.integer(forKey: "id") } == [1, 2])
        let marked = try #require(user.array(of: .extractors, forKey: "friends", unconvertibleMarker: nil))
        #expect(marked.map(\.isMarker) == [false, true, false])
    }

    @Test func theEmptyExtractorGivesFallbacks() {
        let empty = Extractor<JSONValue>.empty
        #expect(empty.keys.isEmpty)
        #expect(empty.string(forKey: "a") == nil)
        #expect(empty.forcedString(forKey: "a") == "")
        #expect(empty.forcedArray(of: .numbers, forKey: "a") == [])
        #expect(empty.forcedExtractor(forKey: "a").object == nil)
    }

    @Test func everyMethodReadsItsKey() throws {
        let value: JSONValue = [
            "n": "12.5", "d": 1_415_162_234, "ms": 1_415_162_234_000, "list": ["1", "x"], "o": ["k": 1],
        ]
        let e = try #require(Extractor(value))
        #expect(e.bool(forKey: "n"))
        #expect(e.unsignedInteger(forKey: "n") == 12)
        #expect(e.unixDate(forKey: "d") == Date(timeIntervalSince1970: 1_415_162_234))
        #expect(e.unixDateMilliseconds(forKey: "ms") == Date(timeIntervalSince1970: 1_415_162_234))
        #expect(e.forcedUnixDate(forKey: "d") == Date(timeIntervalSince1970: 1_415_162_234))
        #expect(e.forcedUnixDateMilliseconds(forKey: "none") == Date(timeIntervalSince1970: 0))
        #expect(e.forcedDecimal(forKey: "n") == Fixture.decimal("12.5"))
        #expect(e.forcedArray(forKey: "list") == ["1", "x"])
        #expect(e.forcedDictionary(forKey: "o") == ["k": 1])
        #expect(e.forcedExtractor(forKey: "o").integer(forKey: "k") == 1)
        #expect(e.array(of: .strings, forKey: "list") == ["1", "x"])
        #expect(e.array(of: .strings, forKey: "list", unconvertibleMarker: nil) == [.converted("1"), .converted("x")])
        #expect(e.array(of: .decimals, forKey: "list") == [1])
        #expect(e.array(of: .decimals, forKey: "list", unconvertibleMarker: 0) == [.converted(1), .marker(0)])
        #expect(e.array(of: .unixDates, forKey: "list") == [Date(timeIntervalSince1970: 1)])
        #expect(e.array(of: .unixDates, forKey: "list", unconvertibleMarker: nil)?.count == 2)
        #expect(e.array(of: .unixDatesMilliseconds, forKey: "list") == [Date(timeIntervalSince1970: 0.001)])
        #expect(e.array(of: .unixDatesMilliseconds, forKey: "list", unconvertibleMarker: nil)?.last == .marker(nil))
        #expect(e.array(of: .numbers, forKey: "list", unconvertibleMarker: "?") == [.converted(1), .marker("?")])
        #expect(e.array(of: .arrays, forKey: "list") == [])
        #expect(e.array(of: .arrays, forKey: "list", unconvertibleMarker: []) == [.marker([]), .marker([])])
        #expect(e.array(of: .dictionaries, forKey: "list") == [])
        #expect(e.array(of: .dictionaries, forKey: "list", unconvertibleMarker: nil)?.count == 2)
        #expect(e.array(of: .extractors, forKey: "list")?.isEmpty == true)
        #expect(e.forcedArray(of: .numbers, forKey: "o") == [])
        #expect(e.forcedArray(of: .numbers, forKey: "list", unconvertibleMarker: -1) == [.converted(1), .marker(-1)])
        #expect(e.forcedArray(of: .strings, forKey: "list") == ["1", "x"])
        #expect(e.forcedArray(of: .strings, forKey: "o", unconvertibleMarker: nil) == [])
        #expect(e.forcedArray(of: .unixDates, forKey: "o") == [])
        #expect(e.forcedArray(of: .unixDates, forKey: "o", unconvertibleMarker: nil) == [])
        #expect(e.forcedArray(of: .unixDatesMilliseconds, forKey: "o") == [])
        #expect(e.forcedArray(of: .unixDatesMilliseconds, forKey: "o", unconvertibleMarker: nil) == [])
        #expect(e.forcedArray(of: .decimals, forKey: "list") == [1])
        #expect(e.forcedArray(of: .decimals, forKey: "o", unconvertibleMarker: nil) == [])
        #expect(e.forcedArray(of: .arrays, forKey: "o") == [])
        #expect(e.forcedArray(of: .arrays, forKey: "o", unconvertibleMarker: nil) == [])
        #expect(e.forcedArray(of: .dictionaries, forKey: "o") == [])
        #expect(e.forcedArray(of: .dictionaries, forKey: "o", unconvertibleMarker: nil) == [])
        #expect(e.forcedArray(of: .extractors, forKey: "o").isEmpty)
        #expect(e.forcedArray(of: .extractors, forKey: "o", unconvertibleMarker: nil).isEmpty)
    }

    @Test func explanationsThroughTheSubscript() throws {
        let extractor = try #require(Extractor(JSONValue.object(["rating": "4.5 stars"])))
        #expect(extractor["rating"].explained.decimal.why == #""4.5 stars" → trimmed to "4.5" → 4.5"#)
        #expect(extractor["missing"].explained.integer.why == "missing → nil → 0")
    }
}
