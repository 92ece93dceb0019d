import Foundation
import Testing

@testable import Coax

/// The report: which coercions it holds, its JSON schema, and how it bounds work on big arrays.
@Suite struct CoercionReportTests {
    static let scalarNames = [
        "bool", "integer", "unsignedInteger", "number", "string", "unixDate", "unixDateMilliseconds", "decimal",
        "array", "dictionary", "forcedNumber", "forcedString", "forcedUnixDate", "forcedDecimal", "forcedArray",
        "forcedDictionary",
    ]
    static let arrayNames = [
        "arrayOfNumbers", "arrayOfStrings", "arrayOfUnixDates", "arrayOfDecimals", "arrayOfArrays",
        "arrayOfDictionaries", "forcedArrayOfNumbers", "forcedArrayOfStrings", "forcedArrayOfUnixDates",
        "forcedArrayOfDecimals", "forcedArrayOfArrays", "forcedArrayOfDictionaries",
    ]

    @Test func scalarsGetTheSixteenCoercionsOfTheSchema() {
        let report = CoercionReport(JSONValue.string("8.45"))
        #expect(Set(report.entries.map(\.method.rawValue)) == Set(CoercionReportTests.scalarNames))
        #expect(report.entries.count == 16)
    }

    @Test func arraysAlsoGetTheTypedArrays() {
        let report = CoercionReport(JSONValue.array([1]))
        #expect(
            Set(report.entries.map(\.method.rawValue))
                == Set(CoercionReportTests.scalarNames + CoercionReportTests.arrayNames))
    }

    @Test func jsonFollowsTheSchema() throws {
        let value: JSONValue = ["x", Fixture.number("12345678901234567890.5"), nil, 0, "1415162234"]
        let text = CoercionReport(value, unconvertibleMarker: -1).jsonText(path: "$['list']")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["path", "kind", "value", "results"])
        #expect(object["path"] as? String == "$['list']")
        #expect(object["kind"] as? String == "array")
        let results = try #require(object["results"] as? [String: [String: Any]])
        #expect(Set(results.keys) == Set(CoercionReportTests.scalarNames + CoercionReportTests.arrayNames))
        for (name, result) in results {
            #expect(Set(result.keys) == ["value", "why"], "\(name)")
            #expect(result["why"] is String, "\(name)")
        }
        #expect(results["bool"]?["value"] as? Bool == false)
        #expect(results["forcedDecimal"]?["value"] as? String == "NaN")
        #expect(results["decimal"]?["value"] is NSNull)
        #expect((results["forcedArray"]?["value"] as? [Any])?.count == 5)
        #expect((results["forcedDictionary"]?["value"] as? [String: Any])?.isEmpty == true)
        let decimals = try #require(results["arrayOfDecimals"]?["value"] as? [Any])
        #expect(decimals.count == 5)
        #expect(decimals[1] as? String == "12345678901234567890.5")
        #expect((decimals[0] as? NSNumber)?.intValue == -1)
        let dates = try #require(results["arrayOfUnixDates"]?["value"] as? [Any])
        #expect((dates[4] as? NSNumber)?.int64Value == 1_415_162_234)
        // Exact literals are written as they were read.
        #expect(text.contains(#""value": ["x",12345678901234567890.5,null,0,"1415162234"],"#))
    }

    @Test func jsonValuesOfEachKind() throws {
        let text = CoercionReport(Fixture.number("8.45")).jsonValue(path: "$.a")
        #expect(text["kind"] == "number")
        #expect(text["value"] == Fixture.number("8.45"))
        let results = try #require(text["results"])
        #expect(results["bool"]?["value"] == true)
        #expect(results["integer"]?["value"] == 8)
        #expect(results["string"]?["value"] == "8.45")
        #expect(results["unixDate"]?["value"] == Fixture.number("8.45"))
        #expect(results["unixDateMilliseconds"]?["value"] == Fixture.number("0.00845"))
        #expect(results["decimal"]?["value"] == "8.45")
        #expect(results["array"]?["value"] == .null)
        #expect(results["forcedUnixDate"]?["value"] == Fixture.number("8.45"))
        #expect(results["unixDate"]?["why"] == "8.45 s → 1970-01-01T00:00:08.45Z")
        let missing = CoercionReport<JSONValue>(nil).jsonValue(path: "$.gone")
        #expect(missing["kind"] == "missing")
        #expect(missing["value"] == .null)
        #expect(missing["results"]?["forcedUnixDate"]?["value"] == 0)
    }

    @Test func tableShowsEveryCoercion() {
        let table = CoercionReport(JSONValue.string("the 21.5 slices")).table(path: "$.slices")
        let lines = table.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "path   $.slices")
        #expect(lines[1] == "kind   string")
        #expect(lines[2] == #"value  "the 21.5 slices""#)
        #expect(lines[4].hasPrefix("coercion"))
        #expect(lines.count == 5 + 16 + 1)
        #expect(table.contains(#"→ trimmed to "21.5" → integer prefix 21  [cleaned, truncated]"#))
        #expect(table.contains("1970-01-01T00:00:21.5Z"))
    }

    @Test func elementLimitBoundsTypedArrays() throws {
        let big = JSONValue.array((0..<1000).map { JSONValue.number(JSONNumber($0)) })
        let report = CoercionReport(big, elementLimit: 10)
        let numbers = try #require(report[.arrayOfNumbers])
        #expect(numbers.isLimited)
        #expect(numbers.output.jsonValue.array?.count == 10)
        #expect(numbers.why.hasSuffix("; only the first 10 of 1000 elements"))
        #expect(report[.array]?.isLimited == false)
        #expect(report[.array]?.output.jsonValue.array?.count == 1000)
        #expect(CoercionReport(big)[.arrayOfNumbers]?.isLimited == false)
    }

    @Test func reportsReadOnlyTheLimitedElements() {
        let counter = ElementCounter()
        let big = CountingValue(value: .array((0..<100_000).map { JSONValue.number(JSONNumber($0)) }), counter: counter)
        let report = CoercionReport(big, elementLimit: 20)
        _ = report.entries.map { $0.output.preview() }
        // Twelve typed arrays read at most 21 elements each (the 21st shows the limit was hit);
        // previews of the array itself stop after a screenful.
        #expect(counter.reads < 12 * 21 + 100)
        #expect(report[.arrayOfStrings]?.output.jsonValue.array?.count == 20)
    }

    @Test func reportsAtAPathTreatOnlyALastMissingKeyAsMissing() throws {
        let root: JSONValue = ["user": ["id": "7", "tags": ["a"]]]
        #expect(try CoercionReport(at: JSONPath(parsing: "user.id"), in: root)[.integer]?.output.jsonValue == 7)
        #expect(try CoercionReport(at: JSONPath(parsing: "user.email"), in: root).kindName == "missing")
        #expect(try CoercionReport(at: JSONPath(parsing: "/user/email"), in: root).value == nil)
        #expect(throws: JSONPathResolveError.self) { try CoercionReport(at: JSONPath(parsing: "team.id"), in: root) }
        #expect(throws: JSONPathResolveError.self) {
            try CoercionReport(at: JSONPath(parsing: "user.id.x"), in: root)
        }
        #expect(throws: JSONPathResolveError.self) {
            try CoercionReport(at: JSONPath(parsing: "user.tags[3]"), in: root)
        }
        let marked = try CoercionReport(at: JSONPath(parsing: "user.tags"), in: root, unconvertibleMarker: 0)
        #expect(marked[.arrayOfNumbers]?.output.jsonValue == [0])
    }

    @Test func previewsAreBounded() throws {
        let big = JSONValue.array((0..<10_000).map { _ in JSONValue.string("element") })
        let preview = try #require(CoercionReport(big)[.arrayOfStrings]).output.preview(limit: 30)
        #expect(preview.count <= 31)
        #expect(preview.hasSuffix("…"))
    }
}

/// Counts element reads through a ``JSONReadable`` wrapper.
final class ElementCounter: @unchecked Sendable {
    var reads = 0
}

/// A ``JSONReadable`` that counts how many array elements are read.
struct CountingValue: JSONReadable {
    let value: JSONValue
    let counter: ElementCounter

    var kind: JSONKind { value.kind }
    var bool: Bool? { value.bool }
    var number: JSONNumber? { value.number }
    var string: String? { value.string }
    var jsonValue: JSONValue { value }

    var elements: LazyMapCollection<[JSONValue], CountingValue>? {
        let counter = self.counter
        return value.array?.lazy.map { element in
            counter.reads += 1
            return CountingValue(value: element, counter: counter)
        }
    }

    var members: LazyMapCollection<JSONObject, (key: String, value: CountingValue)>? {
        let counter = self.counter
        return value.object?.lazy.map { (key: $0.key, value: CountingValue(value: $0.value, counter: counter)) }
    }

    subscript(key: String) -> CountingValue? {
        value[key].map { CountingValue(value: $0, counter: counter) }
    }
}
