import Foundation
import Testing

@testable import Coax

/// Every row of every table in EBTExtractor's README, through the direct form and by key.
@Suite struct ReadmeTableTests {
    private func byKey(_ row: ReadmeRow) throws -> Coercion<JSONValue> {
        let extractor = try #require(Extractor(JSONValue.object(["key": row.input])))
        return extractor["key"]
    }

    @Test(arguments: ReadmeRow.all)
    func boolForKey(_ row: ReadmeRow) throws {
        #expect(Coercion(row.input).bool == row.bool)
        #expect(try #require(Extractor(JSONValue.object(["k": row.input]))).bool(forKey: "k") == row.bool)
    }

    @Test(arguments: ReadmeRow.all)
    func integerForKey(_ row: ReadmeRow) throws {
        #expect(Coercion(row.input).integer == row.integer)
        #expect(try #require(Extractor(JSONValue.object(["k": row.input]))).integer(forKey: "k") == row.integer)
    }

    @Test(arguments: ReadmeRow.all)
    func unsignedIntegerForKey(_ row: ReadmeRow) throws {
        #expect(Coercion(row.input).unsignedInteger == row.unsignedInteger)
        let extractor = try #require(Extractor(JSONValue.object(["k": row.input])))
        #expect(extractor.unsignedInteger(forKey: "k") == row.unsignedInteger)
    }

    @Test(arguments: ReadmeRow.all)
    func numberForKey(_ row: ReadmeRow) throws {
        #expect(Coercion(row.input).number == row.number)
        #expect(try #require(Extractor(JSONValue.object(["k": row.input]))).number(forKey: "k") == row.number)
    }

    @Test(arguments: ReadmeRow.all)
    func stringForKey(_ row: ReadmeRow) throws {
        #expect(Coercion(row.input).string == row.string)
        #expect(try #require(Extractor(JSONValue.object(["k": row.input]))).string(forKey: "k") == row.string)
    }

    @Test(arguments: ReadmeRow.all)
    func unixDateForKey(_ row: ReadmeRow) throws {
        let expected = row.unixDate.flatMap(Double.init).map { Date(timeIntervalSince1970: $0) }
        #expect(Coercion(row.input).unixDate == expected)
        #expect(try #require(Extractor(JSONValue.object(["k": row.input]))).unixDate(forKey: "k") == expected)
    }

    @Test(arguments: ReadmeRow.all)
    func decimalNumberForKey(_ row: ReadmeRow) throws {
        let expected = row.decimal.flatMap(Fixture.decimal)
        #expect(Coercion(row.input).decimal == expected)
        #expect(try #require(Extractor(JSONValue.object(["k": row.input]))).decimal(forKey: "k") == expected)
    }

    @Test(arguments: ReadmeRow.all)
    func arrayForKey(_ row: ReadmeRow) throws {
        let expected = row.isArray ? row.input.array : nil
        #expect(Coercion(row.input).array == expected)
        #expect(try #require(Extractor(JSONValue.object(["k": row.input]))).array(forKey: "k") == expected)
    }

    @Test(arguments: ReadmeRow.all)
    func dictionaryForKey(_ row: ReadmeRow) throws {
        let expected = row.isObject ? row.input.object : nil
        #expect(Coercion(row.input).dictionary == expected)
        #expect(try #require(Extractor(JSONValue.object(["k": row.input]))).dictionary(forKey: "k") == expected)
    }

    @Test(arguments: ReadmeRow.all)
    func extractorForKey(_ row: ReadmeRow) throws {
        let extractor = try #require(Extractor(JSONValue.object(["k": row.input])))
        let nested = extractor.extractor(forKey: "k")
        #expect((nested != nil) == row.isObject)
        // `nil` would read as JSON null here (JSONValue is ExpressibleByNilLiteral), so spell out the optional.
        let expected: JSONValue? = row.isObject ? row.input : Optional.none
        #expect(nested?.object == expected)
    }

    @Test func extractorIsNilForAnythingButAnObject() {
        for row in ReadmeRow.all {
            #expect((Extractor(row.input) != nil) == row.isObject, "\(row.label)")
        }
        #expect(Extractor<JSONValue>(nil) == nil)
    }

    // MARK: Typed array examples

    @Test func arrayOfNumbersTruncatesElements() {
        let value: JSONValue = [Fixture.number("5.24"), Fixture.number("8.99")]
        #expect(Coercion(value).array(of: .numbers) == [5, 8])
    }

    @Test func arrayOfNumbersOmitsUnconvertibleItems() {
        let value: JSONValue = ["4", "bar", "9.24"]
        #expect(Coercion(value).array(of: .numbers) == [4, 9])
    }

    @Test func unconvertibleMarkerKeepsPositions() {
        let value: JSONValue = ["4", "bar", "9.24"]
        #expect(
            Coercion(value).array(of: .numbers, unconvertibleMarker: -1) == [.converted(4), .marker(-1), .converted(9)])
    }

    @Test func markerNeedNotBeOfTheRequestedType() {
        let value: JSONValue = ["4", "bar"]
        #expect(Coercion(value).array(of: .numbers, unconvertibleMarker: "n/a") == [.converted(4), .marker("n/a")])
    }

    @Test func typedArraysFollowTheTableOfContents() {
        let value: JSONValue = [
            "7", Fixture.number("5.94"), "two", nil, ["x"], ["k": 1], true,
        ]
        let coercion = Coercion(value)
        #expect(coercion.array(of: .numbers) == [7, 5, 1])
        #expect(coercion.array(of: .strings) == ["7", "5.94", "two", "1"])
        #expect(coercion.array(of: .unixDates) == [7, 5.94, 1].map { Date(timeIntervalSince1970: $0) })
        #expect(coercion.array(of: .decimals) == ["7", "5.94", "1"].compactMap(Fixture.decimal))
        #expect(coercion.array(of: .arrays) == [["x"]])
        #expect(coercion.array(of: .dictionaries) == [["k": 1]])
        #expect(coercion.array(of: .extractors)?.map { $0.integer(forKey: "k") } == [1])
    }

    // MARK: Forced fallback values

    @Test func forcedFallbackValues() {
        let missing = Coercion<JSONValue>(nil)
        #expect(missing.forcedNumber == 0)
        #expect(missing.forcedString == "")
        #expect(missing.forcedUnixDate == Date(timeIntervalSince1970: 0))
        #expect(missing.forcedDecimal.isNaN)
        #expect(missing.forcedArray == [])
        #expect(missing.forcedDictionary == JSONObject())
        #expect(missing.forcedExtractor.keys.isEmpty)
        #expect(missing.forcedExtractor.object == nil)
        #expect(missing.forcedArray(of: .numbers) == [])
        #expect(missing.forcedArray(of: .strings) == [])
        #expect(missing.forcedArray(of: .unixDates) == [])
        #expect(missing.forcedArray(of: .decimals) == [])
        #expect(missing.forcedArray(of: .arrays) == [])
        #expect(missing.forcedArray(of: .dictionaries) == [])
        #expect(missing.forcedArray(of: .extractors).isEmpty)
    }

    @Test func forcedExample() throws {
        let extractor = try #require(Extractor(JSONValue.object(["type": "member"])))
        #expect(extractor.forcedString(forKey: "name") == "")
        #expect(extractor.forcedNumber(forKey: "userID") == 0)
        #expect(extractor.forcedString(forKey: "type") == "member")
    }

    @Test func usageExample() throws {
        let response: JSONValue = ["id": "42", "name": 7, "rating": "4.5", "friends": [1, "2", "x"]]
        let extractor = try #require(Extractor(response))
        #expect(extractor.integer(forKey: "id") == 42)
        #expect(extractor.string(forKey: "name") == "7")
        #expect(extractor.decimal(forKey: "rating") == Fixture.decimal("4.5"))
        #expect(extractor.array(of: .numbers, forKey: "friends") == [1, 2])
    }
}
