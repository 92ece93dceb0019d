import Foundation
import Testing

@testable import Coax

/// `SampleData/coercion-table.json`, loaded as a document, gives the README's results on its nodes.
@Suite struct SampleDataCoercionTests {
    static let members = [
        "yes", "no", "zero", "one", "two", "minus_one", "eight", "timestamp_1415162234", "decimal_5_94",
        "decimal_4_13", "string_potato", "string_empty", "string_8_45", "string_the_21_5_slices", "string_two",
        "null", "array", "dictionary",
    ]

    static func load() throws -> JSONDocument {
        try JSONDocument.load(
            path: CoercionDocsTests.packageRoot.appendingPathComponent("SampleData/coercion-table.json").path)
    }

    @Test func tableMembersFollowTheReadme() throws {
        let document = try SampleDataCoercionTests.load()
        let table = try #require(Extractor(document.root)?.extractor(forKey: "table"))
        #expect(table.keys == SampleDataCoercionTests.members)
        for (key, row) in zip(SampleDataCoercionTests.members, ReadmeRow.all) {
            #expect(table.bool(forKey: key) == row.bool, "\(key)")
            #expect(table.integer(forKey: key) == row.integer, "\(key)")
            #expect(table.unsignedInteger(forKey: key) == row.unsignedInteger, "\(key)")
            #expect(table.number(forKey: key) == row.number, "\(key)")
            #expect(table.string(forKey: key) == row.string, "\(key)")
            #expect(
                table.unixDate(forKey: key)
                    == row.unixDate.flatMap(Double.init).map { Date(timeIntervalSince1970: $0) }, "\(key)")
            #expect(table.decimal(forKey: key) == row.decimal.flatMap(Fixture.decimal), "\(key)")
            #expect((table.array(forKey: key) != nil) == row.isArray, "\(key)")
            #expect((table.dictionary(forKey: key) != nil) == row.isObject, "\(key)")
        }
        #expect(table.array(of: .numbers, forKey: "array") == [4, 9])
        #expect(
            table.array(of: .numbers, forKey: "array", unconvertibleMarker: -1) == [
                .converted(4), .marker(-1), .converted(9),
            ])
        #expect(table.forcedString(forKey: "dictionary") == "")
    }

    @Test func ruleMembersOnNodes() throws {
        let document = try SampleDataCoercionTests.load()
        let rules = try #require(Extractor(document.root)?.extractor(forKey: "rules"))
        #expect(rules.number(forKey: "string_devanagari_digits") == 0)
        #expect(rules.number(forKey: "string_fullwidth_digits") == 0)
        #expect(rules.decimal(forKey: "string_arabic_indic_digits") == nil)
        #expect(rules.string(forKey: "number_tiny_exponent") == "0.0000001")
        #expect(rules.string(forKey: "number_long_decimal") == "1415250000.34642456")
        #expect(rules.number(forKey: "number_int64_max_plus_one") == .max)
        #expect(rules.number(forKey: "number_int64_min_minus_one") == .min)
        #expect(rules.number(forKey: "number_overflow_negative") == .min)
        #expect(rules.decimal(forKey: "number_overflow_positive") == nil)
        #expect(rules.unsignedInteger(forKey: "number_minus_three") == 0)
        #expect(rules.string(forKey: "number_negative_zero") == "0")
        #expect(rules.integer(forKey: "string_seven_nines") == 7)
        let root = try #require(Extractor(document.root))
        #expect(root.array(of: .numbers, forKey: "typed_array") == [9, 1, 88, 2, 3])
        let readme = try #require(root.extractor(forKey: "readme_arrays"))
        #expect(readme.array(of: .numbers, forKey: "decimals") == [5, 8])
    }
}
