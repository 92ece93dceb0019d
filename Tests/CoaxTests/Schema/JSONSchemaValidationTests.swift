import Coax
import Foundation
import Testing

/// Every input document validates against the schema `coax schema` writes for it, checked by
/// Python's `jsonschema` (Draft 2020-12); a document with one member's type changed does not.
@Suite struct JSONSchemaValidationTests {
    /// Writes the schema of `paths` and its documents (one per line), and has Python judge them.
    private func check(
        _ paths: [String], at path: JSONPath? = nil, options: DriftOptions = DriftOptions(),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> JSONValue {
        let collection = try JSONCollection.load(paths: paths)
        let report = JSONSchemaGenerator.analysis(of: collection, at: path, options: options)
        let schema = JSONSchemaGenerator().schema(for: report, at: path ?? .root)
        let scratch = try ScratchFiles()
        let schemaFile = try scratch.write(JSONWriter.pretty.string(for: schema), named: "schema.json")
        var lines: [String] = []
        collection.forEachDocument { _, document in
            var node: JSONNode? = document.root
            if let path { node = try? path.resolve(in: document.root) }
            if let node { lines.append(JSONWriter.compact.string(for: node)) }
        }
        let documents = try scratch.write(lines.joined(separator: "\n") + "\n", named: "documents.jsonl")
        let failures = try PythonValidator.validate(schema: schemaFile, documents: documents)
        #expect(failures.isEmpty, "\(failures.prefix(5))", sourceLocation: sourceLocation)
        let accepted = try PythonValidator.acceptedMutations(schema: schemaFile, documents: documents)
        #expect(accepted.isEmpty, "\(accepted.prefix(5))", sourceLocation: sourceLocation)
        return schema
    }

    private func write(_ text: String, named name: String, in scratch: ScratchFiles) throws -> String {
        try scratch.write(text, named: name)
    }

    @Test(arguments: [
        "type-drift.json", "github-events.jsonl", "payment-events.jsonl", "jte-example-1.json", "jte-example-2.json",
        "unicode.json", "coercion-table.json",
    ])
    func everySampleDocumentValidatesAndAChangedOneDoesNot(file: String) throws {
        let schema = try check([PackageRoot.url.path + "/SampleData/" + file])
        #expect(schema.object?["$schema"] == JSONValue.string(JSONSchemaGenerator.dialect))
    }

    @Test func theSampleArchiveBodiesValidateEndpointByEndpoint() throws {
        let schema = try check([PackageRoot.url.path + "/SampleData/shop-api.har"])
        #expect(schema.object?["anyOf"]?.array?.count ?? 0 >= 2)
    }

    @Test func mapsAreAdditionalPropertiesAndMembersSometimesMissingAreNotRequired() throws {
        let scratch = try ScratchFiles()
        let file = try write(RealPayloadCorpora.catalogue(), named: "catalogue.json", in: scratch)
        let schema = try check([file])
        let events = try #require(schema.object?["properties"]?.object?["events"]?.object)
        #expect(events["properties"] == nil)
        let event = try #require(events["additionalProperties"]?.object)
        #expect(event["required"] == ["id", "name", "topicIds", "prices"])
        #expect(event["properties"]?.object?["subtitle"]?.object?["type"] == ["null", "string"])
        #expect(event["properties"]?.object?["prices"]?.object?["additionalProperties"]?.object?["type"] == "integer")
    }

    @Test func mapsHoldTheirKeysToTheIdentifierFormsSeenWithPropertyNames() throws {
        let scratch = try ScratchFiles()
        let file = try write(RealPayloadCorpora.catalogue(), named: "catalogue.json", in: scratch)
        let schema = try check([file])
        let events = try #require(schema.object?["properties"]?.object?["events"]?.object)
        #expect(events["propertyNames"] == ["pattern": "^(?:[0-9]+)$"])
        // A catalogue whose event is keyed by a name, not an id, is rejected by the validator.
        let document = try JSONDocument(parsing: RealPayloadCorpora.catalogue())
        guard case .object(var root) = JSONValue(document.root), case .object(var map)? = root["events"],
            let first = map.first
        else {
            Issue.record("the catalogue has events")
            return
        }
        map.append(key: "concert", value: first.value)
        root["events"] = .object(map)
        let schemaFile = try scratch.write(JSONWriter.pretty.string(for: schema), named: "schema.json")
        let renamed = try scratch.write(JSONWriter.compact.string(for: .object(root)) + "\n", named: "renamed.jsonl")
        let failures = try PythonValidator.validate(schema: schemaFile, documents: renamed)
        #expect(failures.contains { $0.contains("concert") }, "\(failures)")
    }

    @Test func nullIsAllowedOnlyWhereItWasSeenAndMissingOnlyWhereAKeyWasAbsent() throws {
        let scratch = try ScratchFiles()
        let file = try write(RealPayloadCorpora.users(), named: "users.json", in: scratch)
        let schema = try check([file])
        let user = try #require(schema.object?["items"]?.object)
        let properties = try #require(user["properties"]?.object)
        // email: always there, sometimes null; nickname: sometimes null, sometimes missing.
        #expect(properties["email"]?.object?["type"] == ["null", "string"])
        #expect(properties["nickname"]?.object?["type"] == ["null", "string"])
        #expect(properties["login"]?.object?["type"] == "string")
        let required = user["required"]?.array ?? []
        #expect(required.contains("email"))
        #expect(!required.contains("nickname"))
        #expect(required.contains("login"))
    }

    @Test func datesIdsLinksAndEmailsHaveTheirFormatAndFewStringsAreAnEnum() throws {
        let scratch = try ScratchFiles()
        let file = try write(RealPayloadCorpora.users(), named: "users.json", in: scratch)
        let schema = try check([file])
        let properties = try #require(schema.object?["items"]?.object?["properties"]?.object)
        #expect(properties["id"]?.object?["format"] == "uuid")
        #expect(properties["created_at"]?.object?["format"] == "date-time")
        #expect(properties["profile"]?.object?["format"] == "uri")
        #expect(properties["email"]?.object?["format"] == "email")
        #expect(properties["status"]?.object?["enum"] == ["active", "pending", "suspended"])
        #expect(properties["login"]?.object?["enum"] == nil)
        #expect(properties["tweeted"]?.object?["pattern"] != nil)
        #expect(properties["modified"]?.object?["pattern"] != nil)
    }

    @Test func anEnumPathAsksForOne() throws {
        let json = #"[{"size": "S"}, {"size": "M"}, {"size": "XL"}]"#
        let report = DriftAnalyzer().analyze(try JSONDocument(parsing: json).root, at: .root)
        let plain = JSONSchemaGenerator().schema(for: report, at: .root)
        #expect(plain.object?["items"]?.object?["properties"]?.object?["size"]?.object?["enum"] == nil)
        let asked = JSONSchemaGenerator(enumPatterns: [try DriftPattern(parsing: "$[*].size")])
            .schema(for: report, at: .root)
        #expect(asked.object?["items"]?.object?["properties"]?.object?["size"]?.object?["enum"] == ["M", "S", "XL"])
    }

    @Test func tagsAreOneOfWithConstDiscriminatorsAndCountsStayNumbers() throws {
        let scratch = try ScratchFiles()
        let file = try write(RealPayloadCorpora.statuses(withTag: true), named: "search.json", in: scratch)
        let schema = try check([file])
        let status = try #require(schema.object?["properties"]?.object?["statuses"]?.object?["items"]?.object)
        let variants = try #require(status["oneOf"]?.array)
        #expect(variants.count == 2)
        let tags: [JSONValue] = variants.compactMap { variant in
            variant.object?["properties"]?.object?["kind"]?.object?["const"]
        }
        #expect(tags == ["retweet", "original"])
        let untagged = try write(RealPayloadCorpora.statuses(withTag: false), named: "plain.json", in: scratch)
        let plain = try check([untagged])
        let item = plain.object?["properties"]?.object?["statuses"]?.object?["items"]?.object
        #expect(item?["oneOf"] == nil)
        #expect(item?["properties"]?.object?["retweet_count"]?.object?["type"] == "integer")
    }

    @Test func unrelatedFilesGetASchemaEachTitledByTheirFiles() throws {
        let scratch = try ScratchFiles()
        for file in RealPayloadCorpora.unrelatedAPIs() { try scratch.write(file.text, named: "apis/" + file.name) }
        let schema = try check([scratch.path + "/apis"])
        let groups = try #require(schema.object?["anyOf"]?.array)
        #expect(groups.count == 2)
        let kinds: [String] = groups.compactMap { group in
            if case .string(let kind)? = group.object?["type"] { return kind }
            return nil
        }
        #expect(kinds.sorted() == ["array", "object"])
    }

    @Test func repeatedShapesAreDefinedOnce() throws {
        let scratch = try ScratchFiles()
        let json =
            #"{"from": {"lat": 1.5, "lon": 2.5}, "to": {"lat": 3.5, "lon": 4.25}, "stops": [{"lat": 0.5, "lon": 0.25}]}"#
        let file = try write(json, named: "route.json", in: scratch)
        let schema = try check([file])
        let definitions = try #require(schema.object?["$defs"]?.object)
        #expect(definitions.keys == ["From"])
        #expect(schema.object?["properties"]?.object?["to"] == ["$ref": "#/$defs/From"])
    }

    @Test func atDescribesTheValueAtAPathInEveryDocument() throws {
        let schema = try check(
            [PackageRoot.url.path + "/SampleData/github-events.jsonl"], at: try JSONPath(parsing: "$.payload"))
        #expect(schema.object?["type"] == "object")
    }

    @Test func theSampleArchiveIsAValidOpenAPIDocument() throws {
        let collection = try JSONCollection.load(path: PackageRoot.url.path + "/SampleData/shop-api.har")
        let document = OpenAPIGenerator().document(for: JSONSchemaGenerator.analysis(of: collection))
        let scratch = try ScratchFiles()
        let file = try scratch.write(JSONWriter.pretty.string(for: document), named: "openapi.json")
        #expect(try PythonValidator.validateOpenAPI(file).isEmpty)
        let paths = try #require(document.object?["paths"]?.object)
        #expect(paths.keys.contains("/api/products/{id}"))
        let parameters = paths["/api/products/{id}"]?.object?["get"]?.object?["parameters"]?.array
        #expect(parameters?.first?.object?["name"] == "id")
    }

    /// The definition a `$ref` points at, or the schema itself.
    private func resolved(_ schema: JSONValue?, in root: JSONValue) -> JSONObject? {
        guard let reference = schema?.object?["$ref"]?.string else { return schema?.object }
        let name = String(reference.split(separator: "/").last ?? "")
        let definitions = root.object?["$defs"] ?? root.object?["components"]?.object?["schemas"]
        return definitions?.object?[name]?.object
    }

    /// The resource schemas at a JSON:API position, by their `type` constant.
    private func resources(_ items: JSONObject?, in root: JSONValue) -> [String: JSONObject] {
        var byType: [String: JSONObject] = [:]
        for variant in items?["oneOf"]?.array ?? [] {
            guard let resource = resolved(variant, in: root),
                let type = resource["properties"]?.object?["type"]?.object?["const"]?.string
            else { continue }
            byType[type] = resource
        }
        return byType
    }

    @Test func jsonAPIResourcesAreTypedByTheirTypeWithTheirAttributesAndRelationships() throws {
        let schema = try check([PackageRoot.url.path + "/SampleData/jsonapi-blog.json"])
        let properties = schema.object?["properties"]?.object
        for position in ["data", "included"] {
            let items = properties?[position]?.object?["items"]?.object
            let byType = resources(items, in: schema)
            #expect(byType.keys.sorted() == ["articles", "comments", "people", "tags"], "\(position)")
            let article = try #require(byType["articles"])
            #expect(article["required"]?.array?.contains("type") == true)
            let attributes = resolved(article["properties"]?.object?["attributes"], in: schema)
            #expect(attributes?["properties"]?.object?["wordCount"]?.object?["type"] == "integer")
            let relationships = resolved(article["properties"]?.object?["relationships"], in: schema)
            #expect(relationships?["properties"]?.object?.keys.contains("author") == true)
        }
    }

    @Test func aJSONAPIArchiveIsAnOpenAPIDocumentWithTheArchivesMediaType() throws {
        let blog = try String(contentsOfFile: PackageRoot.url.path + "/SampleData/jsonapi-blog.json", encoding: .utf8)
        var entries: [JSONValue] = []
        for page in 1...2 {
            let response: JSONValue = [
                "status": 200, "headers": [],
                "content": ["mimeType": "application/vnd.api+json", "text": .string(blog)],
            ]
            entries.append([
                "request": [
                    "method": "GET", "url": .string("https://blog.example.com/articles?page=\(page)"), "headers": [],
                ],
                "response": response,
            ])
        }
        let archive: JSONValue = ["log": ["version": "1.2", "entries": .array(entries)]]
        let scratch = try ScratchFiles()
        let file = try scratch.write(JSONWriter.pretty.string(for: archive), named: "blog.har")
        _ = try check([file])
        let collection = try JSONCollection.load(path: file)
        let document = OpenAPIGenerator().document(for: JSONSchemaGenerator.analysis(of: collection))
        let openAPI = try scratch.write(JSONWriter.pretty.string(for: document), named: "openapi.json")
        #expect(try PythonValidator.validateOpenAPI(openAPI).isEmpty)
        let content = document.object?["paths"]?.object?["/articles"]?.object?["get"]?.object?["responses"]?
            .object?["200"]?.object?["content"]?.object
        #expect(content?.keys == ["application/vnd.api+json"])
        let body = resolved(content?["application/vnd.api+json"]?.object?["schema"], in: document)
        let items = body?["properties"]?.object?["data"]?.object?["items"]?.object
        #expect(resources(items, in: document).keys.sorted() == ["articles", "comments", "people", "tags"])
    }
}
