import Coax
import CoaxInspector
import Testing

@Suite struct DemoDocumentTests {
    let demo: JSONValue

    init() throws {
        demo = JSONValue(try JSONDocument(parsing: InspectorDemo.document).root)
    }

    @Test func textAndBytesAreTheSameDocument() throws {
        let fromBytes = JSONValue(try JSONDocument(parsing: InspectorDemo.documentBytes).root)
        #expect(fromBytes == demo)
        #expect(InspectorDemo.name == "(built-in demo)")
    }

    @Test func coercionExamplesAreExactlyThoseOfSampleData() throws {
        let table = try SampleDataFile.value("coercion-table.json")
        #expect(demo["meta"]?["coercion_table"] == table["table"])
        #expect(demo["meta"]?["coercion_rules"] == table["rules"])
        #expect(demo["meta"]?["typed_array"] == table["typed_array"])
        // Equality of JSONValue compares number literals, so 1e400 and 1415250000.34642456 are checked exactly.
        #expect(demo["meta"]?["coercion_rules"]?["number_long_decimal"]?.number?.literal == "1415250000.34642456")
    }

    @Test func shopProductsAreTheFirstFourOfTheTypeDriftSample() throws {
        let drift = try SampleDataFile.value("type-drift.json")
        let products = try #require(drift["products"]?.array)
        #expect(demo["meta"]?["shop"]?["products"] == .array(Array(products.prefix(4))))
    }

    @Test func suggestedPathsAllResolve() throws {
        let suggestions = try #require(demo["meta"]?["try"]?.array)
        #expect(suggestions.count >= 3)
        for suggestion in suggestions {
            let text = try #require(suggestion.string)
            #expect(throws: Never.self, "\(text)") { try JSONPath(parsing: text).resolve(in: demo) }
        }
    }

    @Test func isAJSONAPICompoundDocumentWithOneMissingIncludeAndACycle() throws {
        #expect(demo["jsonapi"]?["version"] == "1.1")
        let data = try #require(demo["data"]?.array)
        let included = try #require(demo["included"]?.array)
        let identities = Set(
            (data + included).compactMap { resource -> String? in
                guard let type = resource["type"]?.string, let id = resource["id"]?.string else { return nil }
                return "\(type)/\(id)"
            })
        #expect(identities.count == data.count + included.count)
        var missing: [String] = []
        for resource in data + included {
            for member in resource["relationships"]?.object ?? JSONObject() {
                let linkage = member.value["data"]
                for identifier in linkage?.array ?? (linkage?.object != nil ? [linkage ?? .null] : []) {
                    let key = "\(identifier["type"]?.string ?? "")/\(identifier["id"]?.string ?? "")"
                    if !identities.contains(key) { missing.append(key) }
                }
            }
        }
        #expect(missing == ["people/42"])
        #expect(
            try JSONPath(parsing: "included[0].relationships.latest_article.data.id").resolve(in: demo) == "1",
            "article 1 → author 9 → latest_article 1 is a cycle")
    }
}
