import Foundation
import Testing

@testable import Coax

/// The plain coercions (the fast path), the explained ones and reports (the inspector) share one
/// walk of the rules, then each shapes its own result: they must agree on every value.
@Suite struct ConsistencyTests {
    static let corpus: [JSONValue?] =
        ReadmeRow.all.map(\.input) + [
            nil, "+5", "$1,049.45", "map$24.53take", "0 changes", "y01k", "-2.5006e3", "1e3", "0x1F", "35,452.45",
            "2012-10-27", ".5", "--5", ".009", "1.2.3", "٣٤", "-x5", "1e400", "99999999999999999999", "  7 ", "-0",
            Fixture.number("-835.452"), Fixture.number("0.5"), Fixture.number("-0.5"), Fixture.number("1e-7"),
            Fixture.number("0.00"), Fixture.number("1415250000.34642456"), Fixture.number("1e400"),
            Fixture.number("-1e400"), Fixture.number("123456789012345678901234567890"), Fixture.number("1e-400"),
            Fixture.number("-9223372036854775808"), Fixture.number("1.5e100000"), 1_415_162_234_000,
            RuleExampleTests.mixed, [[1], ["a": 2], [], [:]], [], [:],
        ]

    @Test(arguments: corpus)
    func explainedValuesEqualPlainValues(value: JSONValue?) {
        let plain = Coercion(value)
        let explained = plain.explained
        #expect(explained.bool.value == plain.bool)
        #expect(explained.integer.value == plain.integer)
        #expect(explained.unsignedInteger.value == plain.unsignedInteger)
        #expect(explained.number.value == plain.number)
        #expect(explained.string.value == plain.string)
        #expect(explained.unixDate.value == plain.unixDate)
        #expect(explained.unixDateMilliseconds.value == plain.unixDateMilliseconds)
        #expect(explained.decimal.value == plain.decimal)
        #expect(explained.array.value == plain.array)
        #expect(explained.dictionary.value == plain.dictionary)
        #expect((explained.extractor.value != nil) == (plain.extractor != nil))
        #expect(explained.forcedNumber.value == plain.forcedNumber)
        #expect(explained.forcedString.value == plain.forcedString)
        #expect(explained.forcedUnixDate.value == plain.forcedUnixDate)
        #expect(explained.forcedUnixDateMilliseconds.value == plain.forcedUnixDateMilliseconds)
        #expect(explained.forcedDecimal.value.isNaN == plain.forcedDecimal.isNaN)
        #expect(explained.forcedArray.value == plain.forcedArray)
        #expect(explained.forcedDictionary.value == plain.forcedDictionary)
        #expect(explained.array(of: .numbers).value == plain.array(of: .numbers))
        #expect(explained.array(of: .strings).value == plain.array(of: .strings))
        #expect(explained.array(of: .unixDates).value == plain.array(of: .unixDates))
        #expect(explained.array(of: .unixDatesMilliseconds).value == plain.array(of: .unixDatesMilliseconds))
        #expect(explained.array(of: .decimals).value == plain.array(of: .decimals))
        #expect(explained.array(of: .arrays).value == plain.array(of: .arrays))
        #expect(explained.array(of: .dictionaries).value == plain.array(of: .dictionaries))
        #expect(explained.array(of: .extractors).value?.count == plain.array(of: .extractors)?.count)
        #expect(
            explained.array(of: .numbers, unconvertibleMarker: "x").value
                == plain.array(of: .numbers, unconvertibleMarker: "x"))
        #expect(
            explained.forcedArray(of: .strings, unconvertibleMarker: nil).value
                == plain.forcedArray(of: .strings, unconvertibleMarker: nil))
    }

    @Test(arguments: corpus)
    func reportOutputsEqualPlainValues(value: JSONValue?) {
        let plain = Coercion(value)
        let report = CoercionReport(value)
        #expect(report[.bool]?.output.jsonValue == .bool(plain.bool))
        #expect(report[.integer]?.output.jsonValue == .number(JSONNumber(plain.integer)))
        #expect(report[.unsignedInteger]?.output.jsonValue == .number(JSONNumber(plain.unsignedInteger)))
        #expect(report[.number]?.output.jsonValue == plain.number.map { .number(JSONNumber($0)) } ?? .null)
        #expect(report[.string]?.output.jsonValue == plain.string.map(JSONValue.string) ?? .null)
        #expect(report[.unixDate]?.output.unixTime?.date == plain.unixDate)
        #expect(report[.decimal]?.output.jsonValue.string.flatMap(Fixture.decimal) == plain.decimal)
        #expect(report[.array]?.output.jsonValue == plain.array.map(JSONValue.array) ?? .null)
        #expect(report[.forcedArray]?.output.jsonValue == .array(plain.forcedArray))
        #expect(report[.forcedDictionary]?.output.jsonValue == .object(plain.forcedDictionary))
        if let numbers = plain.array(of: .numbers) {
            #expect(report[.arrayOfNumbers]?.output.jsonValue == .array(numbers.map { .number(JSONNumber($0)) }))
        } else {
            #expect(report[.arrayOfNumbers] == nil)
        }
    }

    @Test(arguments: corpus)
    func theSameValueInsideADocumentShapeGivesTheSameResult(value: JSONValue?) throws {
        let wrapped = try #require(Extractor(JSONValue.object(["a": ["b": value ?? .null]])))
        let inner = try #require(wrapped.extractor(forKey: "a"))
        #expect(inner.integer(forKey: "b") == Coercion(value).integer)
        #expect(inner.string(forKey: "b") == Coercion(value).string)
    }
}
