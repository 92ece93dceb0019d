import Coax
import Foundation
import Testing

@Suite struct SampleDataTests {
    @Test func everySampleFileIsStrictJSONAndListedInTheReadme() throws {
        let readme = try String(contentsOf: SampleDataFile.folder.appendingPathComponent("README.md"), encoding: .utf8)
        let names = SampleDataFile.jsonFileNames
        #expect(names.count >= 3)
        for name in names {
            #expect(throws: Never.self, "\(name)") { try JSONDocument(parsing: SampleDataFile.bytes(name)) }
            #expect(readme.contains("`\(name)`"), "README describes \(name)")
        }
        for expected in [
            "coercion-table.json", "type-drift.json", "unicode.json", "jte-example-1.json",
            "jte-example-2.json", "jsonapi-blog.json",
        ] {
            #expect(readme.contains("`\(expected)`"))
        }
    }

    @Test func coercionTableHasOneMemberPerJSONExpressibleReadmeRowInOrder() throws {
        let file = try SampleDataFile.value("coercion-table.json")
        #expect(file.object?.keys == ["table", "rules", "typed_array", "readme_arrays"])
        let table = try #require(file["table"]?.object)
        #expect(
            table.keys == [
                "yes", "no", "zero", "one", "two", "minus_one", "eight", "timestamp_1415162234", "decimal_5_94",
                "decimal_4_13", "string_potato", "string_empty", "string_8_45", "string_the_21_5_slices", "string_two",
                "null", "array", "dictionary",
            ])
        #expect(
            table.map(\.value.kind) == [
                .bool, .bool, .number, .number, .number, .number, .number, .number, .number, .number,
                .string, .string, .string, .string, .string, .null, .array, .object,
            ])
        #expect(table["decimal_5_94"]?.number?.literal == "5.94")
        #expect(table["string_the_21_5_slices"] == "the 21.5 slices")
        #expect(file["typed_array"] == ["pizza", 9, "pie", nil, true, "88", "2", "", "3.45"])
    }

    @Test func coercionRulesKeepTheirLiteralsExactly() throws {
        let rules = try #require(try SampleDataFile.value("coercion-table.json")["rules"]?.object)
        let literals = Dictionary(
            uniqueKeysWithValues: rules.compactMap { member in member.value.number.map { (member.key, $0.literal) } })
        #expect(literals["number_tiny_exponent"] == "1e-7")
        #expect(literals["number_long_decimal"] == "1415250000.34642456")
        #expect(literals["number_huge_integer"] == "123456789012345678901234567890")
        #expect(literals["number_overflow_positive"] == "1e400")
        #expect(literals["number_overflow_negative"] == "-1e400")
        #expect(literals["number_negative_zero"] == "-0")
        for text in [
            "$1,049.45", "map$24.53take", "+5", "0 changes", "y01k", ".5", "--5", "1e3", "0x1F", "-2.5006e3",
            "2012-10-27", ".009", "1.2.3", "0.00", "٣٤",
        ] {
            #expect(rules.contains { $0.value == .string(text) }, "\(text)")
        }
    }

    /// The README's table of what drifts in type-drift.json, checked against the file.
    @Test func typeDriftCountsMatchTheReadme() throws {
        let file = try SampleDataFile.value("type-drift.json")
        let products = try #require(file["products"]?.array)
        #expect(products.count == 10)
        let counts = Self.kindCounts(products)
        #expect(counts["id"] == ["number": 6, "string": 4])
        #expect(counts["price"] == ["number": 6, "string": 4])
        #expect(counts["in_stock"] == ["bool": 4, "number": 2, "string": 4])
        #expect(counts["stock"] == ["number": 7, "string": 3])
        #expect(counts["created_at"] == ["number": 7, "string": 3])
        #expect(counts["updated_at"] == ["number": 5, "string": 2, "null": 2, "missing": 1])
        #expect(counts["rating"] == ["number": 7, "string": 2, "null": 1])
        #expect(counts["discount"] == ["number": 3, "string": 2, "null": 3, "missing": 2])
        #expect(counts["variants"] == ["array": 9, "null": 1])
        for stable in ["sku", "name", "currency"] { #expect(counts[stable] == ["string": 10]) }
        #expect(counts["reviews_count"] == ["number": 10])
        #expect(counts["tags"] == ["array": 10])
        #expect(counts["vendor"] == ["object": 10])

        let variants = Self.kindCounts(products.flatMap { $0["variants"]?.array ?? [] })
        #expect(variants["id"] == ["number": 13, "string": 2])
        #expect(variants["price_delta"] == ["number": 10, "string": 3, "null": 1, "missing": 1])
        #expect(variants["available"] == ["bool": 10, "number": 2, "string": 3])
        #expect(variants["label"] == ["string": 15])
    }

    @Test func unicodeEscapesDecodeToTheIntendedCharacters() throws {
        let file = try SampleDataFile.value("unicode.json")
        #expect(file["emoji"]?["escaped_surrogate_pair"] == "😀 grinning")
        #expect(file["escapes"]?["escape_character"] == "\u{1B}[31mnot red in Coax\u{1B}[0m")
        #expect(file["escapes"]?["delete_character"] == "before\u{7F}after")
        #expect(file["escapes"]?["c1_next_line"] == "before\u{85}after")
        #expect(file["escapes"]?["nul"] == "a\u{0}b")
        #expect(file["combining"]?["decomposed_e_acute"]?.string?.unicodeScalars.count == 2)
        #expect(file["combining"]?["precomposed_e_acute"]?.string?.unicodeScalars.count == 1)
    }

    /// Every awkward key in unicode.json is reachable through all three path forms.
    @Test func everyPathKeyResolvesThroughEveryPathForm() throws {
        let file = try SampleDataFile.value("unicode.json")
        let keys = try #require(file["path_keys"]?.object)
        #expect(keys.count >= 15)
        for member in keys {
            let path: JSONPath = ["path_keys", .key(member.key)]
            for text in [path.normalized, path.shortForm, path.pointer] {
                let parsed = try JSONPath(parsing: text)
                #expect(try parsed.resolve(in: file) == member.value, "\(text)")
            }
        }
        #expect(try JSONPath(parsing: "/path_keys/0/deep").resolve(in: file) == "numeric-looking key on an object")
        #expect(try JSONPath(parsing: "/path_keys/list/2/two").resolve(in: file) == 2)
    }

    static func kindCounts(_ objects: [JSONValue]) -> [String: [String: Int]] {
        var counts: [String: [String: Int]] = [:]
        for object in objects {
            for member in object.object ?? JSONObject() {
                counts[member.key, default: [:]][member.value.kind.rawValue, default: 0] += 1
            }
        }
        for key in counts.keys {
            let missing = objects.filter { $0[key] == nil }.count
            if missing > 0 { counts[key]?["missing"] = missing }
        }
        return counts
    }
}
