import Foundation
import Testing

@testable import Coax

/// Every example in the rules of issue 3, rule by rule.
@Suite struct RuleExampleTests {
    // MARK: A. Cleaning

    @Test(arguments: [
        ("the 21.5 slices", "21.5"), ("$1,049.45", "1,049.45"), ("map$24.53take", "24.53"), ("+5", "5"),
        ("0 changes", "0"), ("y01k", "01"), ("--5", "--5"), (".5", ".5"), ("0x1F", "0x1"),
    ])
    func cleaningStripsOnlyTheEnds(input: String, cleaned: String) throws {
        let result = try #require(CleanedText(input))
        #expect(String(result.text) == cleaned)
        #expect(result.wasCleaned == (input != cleaned))
    }

    @Test(arguments: ["potato", "", "two", "-", ".", "--", "true", "YES", "$.-"])
    func cleaningFailsWithoutADigit(input: String) {
        #expect(CleanedText(input) == nil)
        #expect(Coercion(JSONValue.string(input)).number == nil)
        #expect(Coercion(JSONValue.string(input)).decimal == nil)
    }

    @Test func aBuriedDigitStillGivesAValue() {
        #expect(Coercion(JSONValue.string("0 changes")).number == 0)
        #expect(Coercion(JSONValue.string("y01k")).number == 1)
    }

    // MARK: B. Number, integer style

    @Test(
        arguments: [
            ("8.45", 8), ("-2.5006e3", -2), ("1e3", 1), ("0x1F", 0), ("35,452.45", 35), ("2012-10-27", 2012),
            (".5", 0), ("--5", 0), ("the 21.5 slices", 21), ("$1,049.45", 1), ("map$24.53take", 24), ("+5", 5),
            ("7.99999", 7), ("-7 apples", -7), ("  42  ", 42),
        ] as [(String, Int64)])
    func stringsReadAnIntegerPrefix(input: String, expected: Int64) {
        #expect(Coercion(JSONValue.string(input)).number == expected)
    }

    @Test(
        arguments: [
            ("5.94", 5), ("-835.452", -835), ("0.5", 0), ("-0.5", 0), ("1e3", 1000), ("2.5e1", 25), ("-0", 0),
            ("9007199254740993", 9_007_199_254_740_993), ("-9007199254740993", -9_007_199_254_740_993),
            ("9223372036854775807", .max), ("-9223372036854775808", .min), ("1E2", 100), ("1.9e-5", 0),
        ] as [(String, Int64)])
    func numbersTruncateTowardZeroExactly(literal: String, expected: Int64) {
        #expect(Coercion(Fixture.number(literal)).number == expected)
    }

    @Test func booleansReadAsOneAndZero() {
        #expect(Coercion(JSONValue.bool(true)).number == 1)
        #expect(Coercion(JSONValue.bool(false)).number == 0)
    }

    @Test func containersAndNullAreNotNumbers() {
        #expect(Coercion(JSONValue.array([1])).number == nil)
        #expect(Coercion(JSONValue.object(["a": 1])).number == nil)
        #expect(Coercion(JSONValue.null).number == nil)
        #expect(Coercion<JSONValue>(nil).number == nil)
    }

    // MARK: C. Decimal

    @Test(arguments: [
        ("35,452.45", "35"), ("-2.5006e3", "-2500.6"), (".009", "0.009"), ("1.2.3", "1.2"), ("8.45", "8.45"),
        ("the 21.5 slices", "21.5"), ("1e3", "1000"), ("1E+2", "100"), ("5.", "5"), ("1e", "1"), ("-.5", "-0.5"),
    ])
    func stringsReadTheLongestDecimalPrefix(input: String, expected: String) {
        #expect(Coercion(JSONValue.string(input)).decimal == Fixture.decimal(expected))
    }

    @Test(arguments: ["-x5", ".x5", "-.e5"])
    func aPrefixWithoutADigitIsNil(input: String) {
        #expect(Coercion(JSONValue.string(input)).decimal == nil)
    }

    @Test func numbersKeepTheirExactValue() {
        #expect(Coercion(Fixture.number("5.24195")).decimal == Fixture.decimal("5.24195"))
        #expect(Coercion(Fixture.number("1415250000.34642456")).decimal == Fixture.decimal("1415250000.34642456"))
        #expect(Coercion(Fixture.number("0.1")).decimal == Fixture.decimal("0.1"))
        #expect(Coercion(JSONValue.bool(true)).decimal == 1)
        #expect(Coercion(JSONValue.bool(false)).decimal == 0)
    }

    @Test(arguments: [
        ("0.00", "0"), ("1e-7", "0.0000001"), ("1415250000.34642456", "1415250000.34642456"),
        ("-0", "0"), ("-0.0", "0"), ("5.940", "5.94"), ("1E+2", "100"), ("-1.50e-1", "-0.15"),
    ])
    func canonicalDecimalText(literal: String, expected: String) {
        #expect(CoercionReport(Fixture.number(literal))[.decimal]?.output.jsonValue == .string(expected))
        #expect(Coercion(Fixture.number(literal)).string == expected)
    }

    // MARK: D. Unix dates

    @Test(arguments: [JSONValue.number(0), "0", false, "0.00", "0 changes", Fixture.number("0e5")])
    func zeroGivesNoDate(value: JSONValue) {
        #expect(Coercion(value).unixDate == nil)
        #expect(Coercion(value).unixDateMilliseconds == nil)
    }

    @Test func anyNonZeroDecimalGivesADate() {
        #expect(Coercion(Fixture.number("0.0000001")).unixDate == Date(timeIntervalSince1970: 0.0000001))
        #expect(Coercion(JSONValue.string(".009")).unixDate == Date(timeIntervalSince1970: 0.009))
        #expect(Coercion(JSONValue.string("1e3")).unixDate == Date(timeIntervalSince1970: 1000))
        #expect(Coercion(JSONValue.string(".009")).number == 0)
        #expect(Coercion(JSONValue.string("1e3")).number == 1)
        #expect(Coercion(Fixture.number("-1.5")).unixDate == Date(timeIntervalSince1970: -1.5))
    }

    @Test func millisecondsDivideByAThousandFirst() {
        #expect(
            Coercion(JSONValue.number(1_415_162_234_000)).unixDateMilliseconds
                == Date(timeIntervalSince1970: 1_415_162_234))
        #expect(Coercion(JSONValue.string("8450 ms")).unixDateMilliseconds == Date(timeIntervalSince1970: 8.45))
        #expect(Coercion(JSONValue.number(1)).unixDateMilliseconds == Date(timeIntervalSince1970: 0.001))
        #expect(Coercion(JSONValue.string("two")).unixDateMilliseconds == nil)
    }

    // MARK: E. Derived

    @Test(arguments: [Fixture.number("0.5"), ".009", Fixture.number("-0.5"), "true", "YES", "no", "0x1F"])
    func falseBooleans(value: JSONValue) {
        #expect(Coercion(value).bool == false)
    }

    @Test func integerIsZeroWhenThereIsNoNumber() {
        #expect(Coercion(JSONValue.string("potato")).integer == 0)
        #expect(Coercion(JSONValue.array([])).integer == 0)
    }

    @Test func unsignedIntegersClampAndSaturate() {
        #expect(Coercion(JSONValue.number(-3)).unsignedInteger == 0)
        #expect(Coercion(JSONValue.string("-7 apples")).unsignedInteger == 0)
        #expect(Coercion(Fixture.number("18446744073709551615")).unsignedInteger == UInt64(Int64.max))
        #expect(Coercion(JSONValue.string("18446744073709551615")).unsignedInteger == UInt64(Int64.max))
        #expect(Coercion(JSONValue.number(12)).unsignedInteger == 12)
    }

    // MARK: F. String

    @Test func stringsAreReturnedUnchanged() {
        #expect(Coercion(JSONValue.string("  padded  ")).string == "  padded  ")
        #expect(Coercion(JSONValue.string("")).string == "")
    }

    @Test func scalarsBecomeText() {
        #expect(Coercion(JSONValue.bool(true)).string == "1")
        #expect(Coercion(JSONValue.bool(false)).string == "0")
        #expect(Coercion(JSONValue.number(-12)).string == "-12")
        #expect(Coercion(Fixture.number("5.94")).string == "5.94")
        #expect(Coercion(Fixture.number("123456789012345678901234567890")).string == "123456789012345678901234567890")
    }

    @Test func nullAndContainersHaveNoText() {
        #expect(Coercion(JSONValue.null).string == nil)
        #expect(Coercion(JSONValue.array(["a"])).string == nil)
        #expect(Coercion(JSONValue.object(["a": "b"])).string == nil)
    }

    // MARK: G. Containers

    @Test func textIsNeverParsedAsJSON() {
        #expect(Coercion(JSONValue.string("[1, 2]")).array == nil)
        #expect(Coercion(JSONValue.string("{\"a\": 1}")).dictionary == nil)
        #expect(Coercion(JSONValue.string("{}")).extractor == nil)
        #expect(Coercion(JSONValue.object([:])).array == nil)
        #expect(Coercion(JSONValue.array([])).dictionary == nil)
        #expect(Coercion(JSONValue.array([])).array == [])
        #expect(Coercion(JSONValue.object([:])).dictionary == JSONObject())
    }

    // MARK: H. Typed arrays

    static let mixed: JSONValue = ["pizza", 9, "pie", nil, true, "88", "2", "", "3.45"]

    @Test func typedArraysOfTheMixedExample() {
        let coercion = Coercion(RuleExampleTests.mixed)
        #expect(coercion.array(of: .numbers) == [9, 1, 88, 2, 3])
        #expect(coercion.array(of: .strings) == ["pizza", "9", "pie", "1", "88", "2", "", "3.45"])
        #expect(coercion.array(of: .unixDates) == [9, 1, 88, 2, 3.45].map { Date(timeIntervalSince1970: $0) })
        #expect(coercion.array(of: .decimals) == ["9", "1", "88", "2", "3.45"].compactMap(Fixture.decimal))
        #expect(coercion.array(of: .arrays) == [])
        #expect(coercion.array(of: .dictionaries) == [])
    }

    @Test(arguments: [JSONValue.null, -1, "?", false, [], ["why": "unconvertible"]])
    func aMarkerMayBeAnyJSONValue(marker: JSONValue) {
        let result = Coercion(RuleExampleTests.mixed).array(of: .numbers, unconvertibleMarker: marker)
        #expect(
            result == [
                .marker(marker), .converted(9), .marker(marker), .marker(marker), .converted(1), .converted(88),
                .converted(2), .marker(marker), .converted(3),
            ])
    }

    @Test func typedArraysOfANonArrayAreNil() {
        for value: JSONValue in ["1,2", 5, ["a": [1]], nil] {
            #expect(Coercion(value).array(of: .numbers) == nil)
            #expect(Coercion(value).array(of: .strings, unconvertibleMarker: nil) == nil)
            #expect(Coercion(value).forcedArray(of: .numbers) == [])
        }
    }

    // MARK: I. Forced variants

    @Test func forcedVariantsFallBackOnlyWhereThePlainOneIsNil() {
        let zero = Coercion(JSONValue.string("0 changes"))
        #expect(zero.forcedNumber == 0)
        #expect(zero.explained.forcedNumber.loss == [.cleaned])
        let value = Coercion(JSONValue.string("8.45"))
        #expect(value.forcedNumber == 8)
        #expect(value.forcedString == "8.45")
        #expect(value.forcedUnixDate == Date(timeIntervalSince1970: 8.45))
        #expect(value.forcedDecimal == Fixture.decimal("8.45"))
        let missing = Coercion(JSONValue.string("none"))
        #expect(missing.forcedNumber == 0)
        #expect(missing.explained.forcedNumber.loss.contains(.fallback))
        #expect(Coercion(JSONValue.array([1])).forcedArray == [1])
        #expect(Coercion(JSONValue.object(["a": 1])).forcedDictionary == ["a": 1])
        #expect(Coercion(JSONValue.object(["a": "2"])).forcedExtractor.integer(forKey: "a") == 2)
    }

    // MARK: Missing and null

    @Test func aMissingKeyBehavesLikeNull() throws {
        let extractor = try #require(Extractor(JSONValue.object(["present": .null])))
        for key in ["present", "absent"] {
            #expect(extractor.bool(forKey: key) == false)
            #expect(extractor.integer(forKey: key) == 0)
            #expect(extractor.unsignedInteger(forKey: key) == 0)
            #expect(extractor.number(forKey: key) == nil)
            #expect(extractor.string(forKey: key) == nil)
            #expect(extractor.unixDate(forKey: key) == nil)
            #expect(extractor.decimal(forKey: key) == nil)
            #expect(extractor.array(forKey: key) == nil)
            #expect(extractor.dictionary(forKey: key) == nil)
            #expect(extractor.extractor(forKey: key) == nil)
            #expect(extractor.array(of: .numbers, forKey: key) == nil)
            #expect(extractor.forcedString(forKey: key) == "")
            #expect(extractor.forcedDecimal(forKey: key).isNaN)
        }
        let missing = CoercionReport<JSONValue>(nil)
        let null = CoercionReport(JSONValue.null)
        #expect(missing.entries.map { $0.output.jsonValue } == null.entries.map { $0.output.jsonValue })
    }
}
