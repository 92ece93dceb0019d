import Foundation
import Testing

@testable import Coax

/// The reason for each path through the rules, and what each path reports as lost.
@Suite struct ReasonTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let value: JSONValue?
        let method: CoercionMethod
        let why: String
        let loss: CoercionLoss
        var testDescription: String { "\(method) of \(value.map { "\($0)" } ?? "missing")" }

        init(_ value: JSONValue?, _ method: CoercionMethod, _ why: String, _ loss: CoercionLoss = []) {
            self.value = value
            self.method = method
            self.why = why
            self.loss = loss
        }
    }

    static let cases: [Case] = [
        // The issue's own examples.
        Case(
            "the 21.5 slices", .integer, #""the 21.5 slices" → trimmed to "21.5" → integer prefix 21"#,
            [.cleaned, .truncated]),
        Case(Fixture.number("5.94"), .integer, "5.94 truncated toward zero → 5", .truncated),
        Case(-3, .unsignedInteger, "-3 is negative → 0", .clamped),
        Case(nil, .forcedString, #"missing → nil → forced fallback """#, .fallback),
        Case(.null, .forcedString, #"null → nil → forced fallback """#, .fallback),
        // The integer-style reading.
        Case(42, .integer, "42 is an integer → 42"),
        Case(42, .number, "42 is an integer → 42"),
        Case("42", .integer, #""42" → 42"#),
        Case(true, .integer, "true → 1"),
        Case(false, .number, "false → 0"),
        Case(Fixture.number("1e3"), .integer, "1e3 → 1000"),
        Case(Fixture.number("-0"), .integer, "-0 → 0"),
        Case(Fixture.number("1e400"), .integer, "1e400 saturated at Int64.max → 9223372036854775807", .saturated),
        Case(Fixture.number("-1e400"), .number, "-1e400 saturated at Int64.min → -9223372036854775808", .saturated),
        Case(
            "99999999999999999999", .number,
            #""99999999999999999999" → integer prefix saturated at Int64.max → 9223372036854775807"#, .saturated),
        Case("8.45", .number, #""8.45" → integer prefix 8"#, .truncated),
        Case("--5", .integer, #""--5" → no digit after the sign → 0"#, .truncated),
        Case(".5", .integer, #"".5" → no digit at the start → 0"#, .truncated),
        Case("٣", .integer, #""٣" → only ASCII digits are read → 0"#, .truncated),
        Case("potato", .integer, #""potato" has no digit → nil → 0"#, .fallback),
        Case("potato", .number, #""potato" has no digit → nil"#),
        Case(nil, .integer, "missing → nil → 0", .fallback),
        Case([1, 2], .integer, "array (2 elements) is not numeric → nil → 0", .fallback),
        Case(["a": 1], .number, "object (1 member) is not numeric → nil"),
        Case(
            Fixture.number("-5.5"), .unsignedInteger, "-5.5 truncated toward zero → -5 is negative → 0",
            [.truncated, .clamped]),
        Case(7, .unsignedInteger, "7 is an integer → 7"),
        Case("x", .unsignedInteger, #""x" has no digit → nil → 0"#, .fallback),
        // bool.
        Case(true, .bool, "true is a Boolean → true"),
        Case(Fixture.number("0.5"), .bool, "0.5 truncated toward zero → 0 is zero → false", .truncated),
        Case("8.45", .bool, #""8.45" → integer prefix 8 is non-zero → true"#, .truncated),
        Case(2, .bool, "2 is non-zero → true"),
        Case(0, .bool, "0 is zero → false"),
        Case("YES", .bool, #""YES" has no digit → nil → false"#, .fallback),
        // The decimal reading.
        Case("35,452.45", .decimal, #""35,452.45" → decimal prefix 35"#, .truncated),
        Case(
            "$1,049.45", .decimal, #""$1,049.45" → trimmed to "1,049.45" → decimal prefix 1"#, [.cleaned, .truncated]),
        Case("8.45", .decimal, #""8.45" → 8.45"#),
        Case(Fixture.number("5.24195"), .decimal, "5.24195 read exactly → 5.24195"),
        Case(Fixture.number("1.50"), .decimal, "1.50 → 1.5"),
        Case(Fixture.number("1e400"), .decimal, "1e400 is outside Decimal's range → nil"),
        Case("1e400", .decimal, #""1e400" → outside Decimal's range → nil"#),
        Case("-x5", .decimal, #""-x5" → no number at the start → nil"#),
        Case("٣", .decimal, #""٣" → only ASCII digits are read → nil"#),
        Case(
            Fixture.number("1234567890123456789012345678901234567891"), .decimal,
            "1234567890123456789012345678901234567891 rounded to 38 significant digits → 1234567890123456789012345678901234567900",
            .rounded),
        Case("two", .forcedDecimal, #""two" has no digit → nil → forced fallback NaN"#, .fallback),
        // Unix dates.
        Case(1_415_162_234, .unixDate, "1415162234 s → 2014-11-05T04:37:14Z"),
        Case(0, .unixDate, "0 is zero → nil"),
        Case(false, .unixDate, "false → 0 is zero → nil"),
        Case(true, .unixDate, "true → 1 s → 1970-01-01T00:00:01Z"),
        Case(".009", .unixDate, #"".009" → 0.009 s → 1970-01-01T00:00:00.009Z"#),
        Case("1e3", .unixDate, #""1e3" → 1000 s → 1970-01-01T00:16:40Z"#),
        Case(Fixture.number("-1.5"), .unixDate, "-1.5 s → 1969-12-31T23:59:58.5Z"),
        Case(1_415_162_234_000, .unixDateMilliseconds, "1415162234000 ÷ 1000 → 1415162234 s → 2014-11-05T04:37:14Z"),
        Case(
            "the 21.5 slices", .unixDate, #""the 21.5 slices" → trimmed to "21.5" → 21.5 s → 1970-01-01T00:00:21.5Z"#,
            .cleaned),
        Case(0, .forcedUnixDate, "0 is zero → nil → forced fallback 1970-01-01T00:00:00Z", .fallback),
        Case("soon", .unixDate, #""soon" has no digit → nil"#),
        // The text reading.
        Case("potato", .string, #""potato" is a string → unchanged"#),
        Case(true, .string, #"true → "1""#),
        Case(Fixture.number("5.94"), .string, #"5.94 → "5.94""#),
        Case(Fixture.number("1e-7"), .string, #"1e-7 → "0.0000001""#),
        Case(["x"], .string, "array (1 element) is not text → nil"),
        Case(.null, .string, "null → nil"),
        // Containers.
        Case([1], .array, "array (1 element) → itself"),
        Case("[1]", .array, #""[1]" is a string, not an array → nil"#),
        Case(5, .array, "5 is not an array → nil"),
        Case([:], .dictionary, "empty object → itself"),
        Case([], .dictionary, "empty array is not an object → nil"),
        Case(5, .forcedArray, "5 is not an array → nil → forced fallback []", .fallback),
        Case("{}", .forcedDictionary, #""{}" is a string, not an object → nil → forced fallback {}"#, .fallback),
        // Typed arrays.
        Case(
            RuleExampleTests.mixed, .arrayOfNumbers,
            #"array (9 elements) → 5 numbers; dropped #0 "pizza", #2 "pie", #3 null, #7 ""; lossy #8 "3.45""#,
            [.truncated, .dropped]),
        Case(RuleExampleTests.mixed, .arrayOfStrings, "array (9 elements) → 8 strings; dropped #3 null", .dropped),
        Case(
            [1, 2, 3, 4, 5, 6], .arrayOfArrays,
            "array (6 elements) → 0 arrays; dropped #0 1, #1 2, #2 3, #3 4 and 2 more", .dropped),
        Case(["1"], .arrayOfDecimals, "array (1 element) → 1 decimal"),
    ]

    @Test(arguments: cases)
    func reasonAndLoss(_ example: Case) throws {
        let report = CoercionReport(example.value)
        let entry = try #require(report[example.method])
        #expect(entry.why == example.why)
        #expect(entry.loss == example.loss)
    }

    @Test func typedArraysOfNonArraysExplainWhy() {
        #expect(
            Coercion(JSONValue.string("1,2")).explained.array(of: .numbers).why
                == #""1,2" is a string, not an array → nil"#)
        let forced = Coercion(JSONValue.null).explained.forcedArray(of: .numbers)
        #expect(forced.why == "null → nil → forced fallback []")
        #expect(forced.loss == .fallback)
        #expect(forced.value == [])
    }

    @Test func markerReasonsNameTheReplacedElements() throws {
        let report = CoercionReport(RuleExampleTests.mixed, unconvertibleMarker: -1)
        let entry = try #require(report[.arrayOfNumbers])
        #expect(
            entry.why
                == #"array (9 elements) → 5 numbers; marker -1 for #0 "pizza", #2 "pie", #3 null, #7 ""; lossy #8 "3.45""#
        )
        #expect(entry.loss == [.truncated, .replaced])
    }

    @Test func explainedResultsMatchTheReport() {
        let explained = Coercion(JSONValue.string("the 21.5 slices")).explained
        #expect(explained.integer.value == 21)
        #expect(explained.integer.why == #""the 21.5 slices" → trimmed to "21.5" → integer prefix 21"#)
        #expect(explained.integer.isLossy)
        #expect(explained.forcedString.loss.isEmpty)
        #expect("\(Coercion(JSONValue.number(-3)).explained.unsignedInteger)" == "-3 is negative → 0 [clamped]")
    }

    @Test func longTextIsShortenedInReasons() {
        let long = String(repeating: "a", count: 500) + "7"
        let why = Coercion(JSONValue.string(long)).explained.integer.why
        #expect(why.count < 120)
        #expect(why.hasPrefix("\"" + String(repeating: "a", count: 40) + "…\""))
        #expect(why.hasSuffix("→ trimmed to \"7\" → 7"))
    }
}
