/// Writes the types a drift analysis inferred as a JSON Schema (Draft 2020-12) that every
/// analysed document validates against, and that is tight: the kinds seen and no others,
/// `required` for the members present in every object, `null` only where null was seen, maps as
/// `additionalProperties`, tagged unions as `oneOf` with a `const` discriminator per variant,
/// strings in few distinct values as `enum`, recognised strings with a `format` (see
/// `DriftStringForm`), and shapes that repeat in `$defs`.
///
/// Documents from files whose roots differ, or from different endpoints of an HTTP archive,
/// are analysed apart; the schema is then `anyOf` one schema per group, each
/// titled by its files or endpoint.
///
/// ```swift
/// let report = DriftAnalyzer().analyze(try JSONDocument(parsing: #"[{"id": 1}, {"id": 2, "note": null}]"#).root, at: .root)
/// let schema = JSONSchemaGenerator().schema(for: report, at: .root)
/// JSONWriter.compact.string(for: schema)
/// // {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"array","items":{"type":"object",
/// //  "properties":{"id":{"type":"integer"},"note":{"type":"null"}},"required":["id"],"additionalProperties":false}}
/// ```
public struct JSONSchemaGenerator: Sendable {
    /// The dialect written in `$schema`.
    package static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// Strings asked to be enumerations (`--enum`), whatever `DriftStringForm` says.
    public var enumPatterns: [DriftPattern]

    /// Creates a generator.
    ///
    /// - Parameter enumPatterns: patterns of strings to write as `enum` whatever their count.
    public init(enumPatterns: [DriftPattern] = []) {
        self.enumPatterns = enumPatterns
    }

    /// The analysis a schema is written from: every value of every document compared, the one
    /// document of a plain file included (its objects outside arrays too), or, with `path`, the
    /// value at `path` in every document that has one (the collection is then loaded whole).
    ///
    /// ```swift
    /// let report = JSONSchemaGenerator.analysis(of: try JSONCollection.load(path: "orders.jsonl"))
    /// report.member(at: "$.price")?.valueKinds   // [.number]
    /// ```
    ///
    /// - Parameters:
    ///   - collection: the documents, loaded or loading.
    ///   - path: where the described value is in each document; nil for the whole documents.
    ///   - options: unions, maps and records (`--by`, `--map`…).
    /// - Returns: The report ``schema(for:at:)`` reads.
    package static func analysis(
        of collection: JSONCollection, at path: JSONPath? = nil, options: DriftOptions = DriftOptions()
    ) -> DriftReport {
        let analyzer = DriftAnalyzer(options: options)
        if let path, !path.components.isEmpty { return analyzer.analyze(collection, at: path) }
        if collection.waitForDocuments(count: 2) < 2, collection.status.isFinished, collection.isSingleDocument,
            let only = collection.document(at: 0)
        {
            return analyzer.analyze(only.root, at: .root, groupingResources: true)
        }
        return analyzer.analyze(collection)
    }

    /// The schema of the values at `root` in the analysed documents, with `$schema` set.
    ///
    /// - Parameters:
    ///   - report: an analysis of the values (``DriftAnalyzer/analyze(_:at:)-(JSONNode,_)``,
    ///     ``DriftAnalyzer/analyze(_:at:)-(JSONCollection,_)``, or of a collection).
    ///   - root: the pattern of the analysed values (`$`, or the `--at` path).
    /// - Returns: A JSON Schema 2020-12 document.
    public func schema(for report: DriftReport, at root: JSONPath) -> JSONValue {
        let builder = SchemaBuilder(report: report, enumPatterns: enumPatterns, referencePrefix: "#/$defs/")
        var schema = JSONObject()
        schema.append(key: "$schema", value: .string(Self.dialect))
        let body = builder.rootSchema(at: DriftPattern(path: root))
        for member in body { schema.append(key: member.key, value: member.value) }
        let definitions = builder.extractDefinitions(from: &schema)
        if !definitions.isEmpty { schema.append(key: "$defs", value: .object(definitions)) }
        return .object(schema)
    }
}
