import Foundation
import Testing

@testable import Coax

/// Builders shared by the coercion tests.
enum Fixture {
    /// A JSON number with this exact literal (a string value naming the mistake if it is not valid JSON).
    static func number(_ literal: String) -> JSONValue {
        JSONNumber(literal: literal).map(JSONValue.number) ?? .string("invalid literal \(literal)")
    }

    /// `Decimal(string:)` for expected values written as text.
    static func decimal(_ text: String) -> Decimal? {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// Whether `text` contains a character a terminal would act on.
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        }
    }
}

/// One row of EBTExtractor's README tables, as JSON, with the result of every single-value method.
struct ReadmeRow: Sendable, CustomTestStringConvertible {
    let label: String
    let input: JSONValue
    let bool: Bool
    let integer: Int64
    let unsignedInteger: UInt64
    let number: Int64?
    let string: String?
    /// Seconds since 1970 as exact text, nil for no date.
    let unixDate: String?
    /// The decimal as exact text, nil for nil.
    let decimal: String?

    var testDescription: String { label }

    var isArray: Bool { input.kind == .array }
    var isObject: Bool { input.kind == .object }

    // The README's rows, in its order. "Any non-JSON-compatible class" has no JSON form.
    // `@(-1)` as NSUInteger is "dependent on device architecture" there; Coax's `unsignedInteger` clamps it to 0.
    static let all: [ReadmeRow] = [
        ReadmeRow(
            label: "@YES", input: true, bool: true, integer: 1, unsignedInteger: 1, number: 1,
            string: "1", unixDate: "1", decimal: "1"),
        ReadmeRow(
            label: "@NO", input: false, bool: false, integer: 0, unsignedInteger: 0, number: 0,
            string: "0", unixDate: nil, decimal: "0"),
        ReadmeRow(
            label: "@0", input: 0, bool: false, integer: 0, unsignedInteger: 0, number: 0,
            string: "0", unixDate: nil, decimal: "0"),
        ReadmeRow(
            label: "@1", input: 1, bool: true, integer: 1, unsignedInteger: 1, number: 1,
            string: "1", unixDate: "1", decimal: "1"),
        ReadmeRow(
            label: "@2", input: 2, bool: true, integer: 2, unsignedInteger: 2, number: 2,
            string: "2", unixDate: "2", decimal: "2"),
        ReadmeRow(
            label: "@(-1)", input: -1, bool: true, integer: -1, unsignedInteger: 0, number: -1,
            string: "-1", unixDate: "-1", decimal: "-1"),
        ReadmeRow(
            label: "@8", input: 8, bool: true, integer: 8, unsignedInteger: 8, number: 8,
            string: "8", unixDate: "8", decimal: "8"),
        ReadmeRow(
            label: "@1415162234", input: 1_415_162_234, bool: true, integer: 1_415_162_234,
            unsignedInteger: 1_415_162_234, number: 1_415_162_234,
            string: "1415162234", unixDate: "1415162234", decimal: "1415162234"),
        ReadmeRow(
            label: "@5.94 as NSDecimalNumber", input: Fixture.number("5.94"), bool: true, integer: 5,
            unsignedInteger: 5, number: 5, string: "5.94", unixDate: "5.94", decimal: "5.94"),
        ReadmeRow(
            label: "@4.13 as NSDecimalNumber", input: Fixture.number("4.13"), bool: true, integer: 4,
            unsignedInteger: 4, number: 4, string: "4.13", unixDate: "4.13", decimal: "4.13"),
        ReadmeRow(
            label: "@\"potato\"", input: "potato", bool: false, integer: 0, unsignedInteger: 0, number: nil,
            string: "potato", unixDate: nil, decimal: nil),
        ReadmeRow(
            label: "@\"\"", input: "", bool: false, integer: 0, unsignedInteger: 0, number: nil,
            string: "", unixDate: nil, decimal: nil),
        ReadmeRow(
            label: "@\"8.45\"", input: "8.45", bool: true, integer: 8, unsignedInteger: 8, number: 8,
            string: "8.45", unixDate: "8.45", decimal: "8.45"),
        ReadmeRow(
            label: "@\"the 21.5 slices\"", input: "the 21.5 slices", bool: true, integer: 21,
            unsignedInteger: 21, number: 21, string: "the 21.5 slices", unixDate: "21.5", decimal: "21.5"),
        ReadmeRow(
            label: "@\"two\"", input: "two", bool: false, integer: 0, unsignedInteger: 0, number: nil,
            string: "two", unixDate: nil, decimal: nil),
        ReadmeRow(
            label: "[NSNull null]", input: nil, bool: false, integer: 0, unsignedInteger: 0, number: nil,
            string: nil, unixDate: nil, decimal: nil),
        ReadmeRow(
            label: "Any NSArray", input: [1, "2", ["three": 3]], bool: false, integer: 0, unsignedInteger: 0,
            number: nil, string: nil, unixDate: nil, decimal: nil),
        ReadmeRow(
            label: "Any NSDictionary", input: ["id": 7, "tags": ["a"]], bool: false, integer: 0,
            unsignedInteger: 0, number: nil, string: nil, unixDate: nil, decimal: nil),
    ]
}
