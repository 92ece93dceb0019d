import Foundation
import Testing

@testable import Coax

/// Swift models generated from drift analysis.
@Suite struct ModelGeneratorTests {
    /// `Tests/CoaxTests/ModelGeneration/Generated/TypeDriftModel.swift`, compiled with the tests.
    static let committedModel = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Generated/TypeDriftModel.swift")

    static func typeDriftModel() throws -> String {
        let document = try JSONDocument(parsing: SampleDataFile.bytes("type-drift.json"))
        let path = try JSONPath(parsing: "$.products")
        return try ModelGenerator(typeName: "TypeDriftProduct", sourceName: "type-drift.json")
            .generate(for: try path.resolve(in: document.root), at: path)
    }

    private func model(_ json: String, at path: String = "$.items", name: String = "Item") throws -> String {
        let document = try JSONDocument(parsing: json)
        let parsed = try JSONPath(parsing: path)
        return try ModelGenerator(typeName: name).generate(for: try parsed.resolve(in: document.root), at: parsed)
    }

    @Test func theCommittedTypeDriftModelIsWhatTheGeneratorWrites() throws {
        let committed = try String(contentsOf: Self.committedModel, encoding: .utf8)
        let generated = try Self.typeDriftModel()
        #expect(
            generated == committed,
            "regenerate with: coax model SampleData/type-drift.json '$.products' --name TypeDriftProduct")
    }

    @Test func generationIsDeterministic() throws {
        #expect(try Self.typeDriftModel() == Self.typeDriftModel())
    }

    @Test func typeDriftPropertiesGetTheTypesThatReadEveryValue() throws {
        let source = try Self.typeDriftModel()
        for line in [
            "let id: IdValue", "let price: PriceValue", "let inStock: InStockValue", "let stock: StockValue",
            "let createdAt: CreatedAtValue", "let updatedAt: UpdatedAtValue?", "let rating: RatingValue?",
            "let discount: DiscountValue?", "let reviewsCount: Int", "let tags: [String]", "let vendor: Vendor",
            "let variants: [Variant]?", "let priceDelta: PriceDeltaValue?", "case inStock = \"in_stock\"",
            "struct Vendor: Decodable {", "struct Variant: Decodable {",
            // A member whose kinds differ: an enum with a case per kind, tried in order.
            "enum InStockValue: Decodable {\n        case string(String)\n        case bool(Bool)\n        case number(Int)",
            "enum PriceValue: Decodable {\n        case string(String)\n        case number(Decimal)",
        ] {
            #expect(source.contains(line), "\(line)")
        }
        #expect(
            source.contains(
                "/// Drift (kinds differ; a typed coercion reads every value): number ×6 ($.products[0].id),"))
        // Consistent members carry no comment.
        #expect(source.contains("    let currency: String\n    /// Drift"))
        #expect(source.contains("    let name: String\n    let currency: String\n"))
    }

    @Test func unixTimesBecomeDatesOnlyWhenTheNameAndEveryValueAgree() throws {
        let source = try model(
            #"""
            {"items": [{"created_at": 1415162234, "updated": "1699956000", "count_at": 5, "expires_on": 0, "date_x": 1.5e9},
                       {"created_at": "1415248634", "updated": 1700000000, "count_at": 7, "expires_on": 1700000000}]}
            """#)
        #expect(source.contains("let createdAt: Date\n"))
        #expect(source.contains("let updated: Date\n"))
        // Too small to be a time, zero (no date) and an exponent that is fine: the values decide.
        #expect(source.contains("let countAt: Int\n"))
        #expect(source.contains("let expiresOn: Int\n"))
        #expect(source.contains("let dateX: Date?\n"))
    }

    @Test func moneyAndLargeIntegersAreDecimalsOtherFractionsAreDoubles() throws {
        let source = try model(
            #"""
            {"items": [{"total": 3.5, "score": 4.25, "cents": 12.10, "big": 92233720368547758070},
                       {"total": "4", "score": 1.5, "cents": 1.99, "big": 1}]}
            """#)
        #expect(source.contains("let total: TotalValue\n"))
        #expect(
            source.contains("enum TotalValue: Decodable {\n        case string(String)\n        case number(Decimal)"))
        #expect(source.contains("let score: Double\n"))
        #expect(source.contains("let cents: Decimal\n"))
        #expect(source.contains("let big: Decimal\n"))
    }

    @Test func anObjectAtThePathIsAModelOfOne() throws {
        let source = try model(
            #"{"meta": {"page": 1, "per_page": "10", "owner": {"id": 3}, "rows": [{"x": null}, {"x": 2}]}}"#,
            at: "$.meta", name: "Meta")
        #expect(source.contains("struct Meta: Decodable {"))
        #expect(source.contains("let page: Int\n"))
        #expect(source.contains("let perPage: String\n"))
        #expect(source.contains("let owner: Owner\n"))
        #expect(source.contains("let rows: [Row]\n"))
        #expect(source.contains("let x: Int?\n"))
    }

    @Test func awkwardKeysGetCodingKeysAndUniqueNames() throws {
        let source = try model(
            #"{"items": [{"default": 1, "a-b": 2, "a_b": 3, "日本": "x", "": "y", "q\"\u001b": true}]}"#)
        #expect(source.contains("let `default`: Int\n"))
        #expect(source.contains("let aB: Int\n"))
        #expect(source.contains("let aB2: Int\n"))
        #expect(source.contains("let field: String\n"))
        #expect(source.contains("let field2: String\n"))
        #expect(source.contains("case aB2 = \"a_b\""))
        #expect(source.contains("case field = \"日本\""))
        #expect(source.contains(#"case q = "q\"\u{1b}""#))
        #expect(!source.unicodeScalars.contains { $0 != "\n" && PrintableText.needsEscape($0) })
    }

    @Test func nestedTypeNamesNeverHideStandardTypesOrTheirParent() throws {
        let source = try model(#"{"items": [{"date": {"d": 1}, "item": {"item": {"v": 1}}, "data": [{"v": 1}]}]}"#)
        #expect(source.contains("let date: DateObject\n"))
        #expect(source.contains("let item: Item2\n"))
        #expect(source.contains("struct Item3: Decodable {"))
        #expect(source.contains("let data: [DataItem]\n"))
    }

    /// A 1,023-deep object nests 1,023 types: each is indented at most 16 levels, so the model
    /// grows linearly with the depth (it was 6.3 MB, mostly spaces).
    @Test func aDeepObjectsModelGrowsLinearlyWithItsDepth() throws {
        let depth = 1_023
        let json =
            #"{"items": "# + String(repeating: #"{"a": "#, count: depth) + "1" + String(repeating: "}", count: depth)
            + "}"
        let source = try model(json, name: "Deep")
        let deepestIndent = String(repeating: " ", count: 4 * 16)
        #expect(source.utf8.count < 600_000, "\(source.utf8.count) bytes")
        #expect(source.contains("\n" + deepestIndent + "struct "))
        #expect(!source.contains("\n" + deepestIndent + "     struct "))
        #expect(source.components(separatedBy: ": Decodable {").count - 1 == depth)
        // Every type is still closed: one brace per declaration, in order.
        #expect(source.components(separatedBy: "}\n").count - 1 >= depth)
    }

    @Test func nullsEmptyArraysAndIncompatibleKindsAreExplained() throws {
        let source = try model(
            #"{"items": [{"n": null, "e": [], "v": {"a": 1}, "l": [1, null]}, {"n": null, "e": [], "v": "x", "l": []}]}"#
        )
        #expect(source.contains("/// Always null here: String is a guess.\n    let n: String?\n"))
        #expect(source.contains("/// Always empty here: the element type is a guess.\n    let e: [String]\n"))
        #expect(source.contains("let v: VValue\n"))
        #expect(source.contains("enum VValue: Decodable {\n        case string(String)\n        case object(V)\n"))
        #expect(source.contains("let l: [Int?]\n"))
    }

    @Test func pathsThatHoldNoObjectAreErrors() throws {
        let document = try JSONDocument(parsing: #"{"n": 1, "tags": ["a"], "items": [{"a": 1}]}"#)
        let number = try #require(document.root["n"])
        let tags = try #require(document.root["tags"])
        let items = try #require(document.root["items"])
        #expect(throws: ModelGenerationError(path: ["n"], reason: .notAnObject(.number))) {
            try ModelGenerator(typeName: "N").generate(for: number, at: ["n"])
        }
        #expect(throws: ModelGenerationError(path: ["tags"], reason: .noObjects(elementCount: 1))) {
            try ModelGenerator(typeName: "T").generate(for: tags, at: ["tags"])
        }
        #expect(throws: ModelGenerationError(path: ["items"], reason: .invalidTypeName("String"))) {
            try ModelGenerator(typeName: "String").generate(for: items, at: ["items"])
        }
        #expect(
            ModelGenerationError(path: ["n"], reason: .notAnObject(.number)).description
                == "$.n is a number: a model needs an object or an array of objects")
    }
}
