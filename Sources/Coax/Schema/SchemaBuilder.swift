/// Builds schema objects from a drift report, pattern by pattern: the part shared by the JSON
/// Schema and OpenAPI writers.
struct SchemaBuilder {
    private struct Place: Hashable {
        let endpoint: DriftEndpoint?
        let pattern: DriftPattern
    }

    let report: DriftReport
    let enumPatterns: [DriftPattern]
    /// Where `$ref`s to shared shapes point: `#/$defs/` or `#/components/schemas/`.
    let referencePrefix: String
    private let members: [Place: DriftMember]
    private let groups: [Place: DriftGroup]

    init(report: DriftReport, enumPatterns: [DriftPattern], referencePrefix: String) {
        self.report = report
        self.enumPatterns = enumPatterns
        self.referencePrefix = referencePrefix
        members = Dictionary(
            report.members.map { (Place(endpoint: $0.endpoint, pattern: $0.pattern), $0) },
            uniquingKeysWith: { a, _ in a })
        groups = Dictionary(
            report.groups.map { (Place(endpoint: $0.endpoint, pattern: $0.pattern), $0) },
            uniquingKeysWith: { a, _ in a })
    }

    /// The schema of the values at `pattern`: one per group of documents (files or endpoints)
    /// under `anyOf` when there are several.
    func rootSchema(at pattern: DriftPattern) -> JSONObject {
        let sections: [DriftEndpoint?] = report.endpoints.isEmpty ? [nil] : report.endpoints.map { $0 }
        let schemas = sections.map { endpoint in
            var titled = JSONObject()
            if let endpoint { titled.append(key: "title", value: .string(endpoint.label)) }
            for member in schema(at: pattern, endpoint: endpoint) {
                titled.append(key: member.key, value: member.value)
            }
            return titled
        }
        if schemas.count == 1 { return schemas[0] }
        return ["anyOf": .array(schemas.map { .object($0) })]
    }

    /// The schema of the values at `pattern` in the documents of `endpoint`'s group.
    func schema(at pattern: DriftPattern, endpoint: DriftEndpoint?) -> JSONObject {
        guard let member = members[Place(endpoint: endpoint, pattern: pattern)] else {
            // No value was ever there (an array always empty): nothing can be said of it.
            return [:]
        }
        return schema(of: member, endpoint: endpoint)
    }

    private func schema(of member: DriftMember, endpoint: DriftEndpoint?) -> JSONObject {
        var types: [String] = []
        var schema = JSONObject()
        for kind in JSONKind.allCases where member.count(of: kind) > 0 {
            switch kind {
            case .null: types.append("null")
            case .bool: types.append("boolean")
            case .number: types.append(member.fractionLiteralCount == 0 ? "integer" : "number")
            case .string: types.append("string")
            case .array: types.append("array")
            case .object: types.append("object")
            }
        }
        schema.append(key: "type", value: types.count == 1 ? .string(types[0]) : .array(types.map { .string($0) }))
        if member.count(of: .string) > 0 { describeStrings(of: member, in: &schema) }
        if member.count(of: .array) > 0 {
            let elements = self.schema(at: member.pattern.appending(.element), endpoint: endpoint)
            // Arrays that were always empty stay empty: `items: false`.
            schema.append(key: "items", value: elements.isEmpty ? .bool(false) : .object(elements))
        }
        if member.count(of: .object) > 0 {
            let object = objectSchema(at: member.pattern, endpoint: endpoint)
            if object.keys.first == "oneOf" {
                // A tagged union: the variants, beside whatever else was seen there.
                guard types.count > 1 else { return object }
                let others = types.filter { $0 != "object" }
                schema["type"] = others.count == 1 ? .string(others[0]) : .array(others.map { .string($0) })
                return ["anyOf": [.object(schema), .object(object)]]
            }
            for part in object { schema.append(key: part.key, value: part.value) }
        }
        return schema
    }

    /// `enum` for strings that are an enumeration (`DriftEnumRule`, or `--enum`); otherwise
    /// the `format` (or, for date forms JSON Schema does not name, a `pattern`) every string has.
    private func describeStrings(of member: DriftMember, in schema: inout JSONObject) {
        let isAsked = enumPatterns.contains(where: member.pattern.isSameValues)
        if DriftEnumRule.isEnumeration(member, isAsked: isAsked), let values = member.stringValues {
            schema.append(
                key: "enum", value: .array(values.map { .string($0) } + (member.nullCount > 0 ? [.null] : [])))
            return
        }
        let forms = member.stringForms
        if forms.contains(.offset) {
            schema.append(key: "format", value: "date-time")
        } else if forms.contains(.iso8601) {
            schema.append(key: "pattern", value: .string(Self.iso8601Pattern))
        } else if forms.contains(.date) {
            schema.append(key: "format", value: "date")
        } else if forms.contains(.rfc1123) {
            schema.append(key: "pattern", value: .string(Self.rfc1123Pattern))
        } else if forms.contains(.twitter) {
            schema.append(key: "pattern", value: .string(Self.twitterPattern))
        } else if forms.contains(.uuid) {
            schema.append(key: "format", value: "uuid")
        } else if forms.contains(.url) {
            schema.append(key: "format", value: "uri")
        } else if forms.contains(.email) {
            schema.append(key: "format", value: "email")
        }
    }

    private static let weekdays = "(Mon|Tue|Wed|Thu|Fri|Sat|Sun)"
    private static let months = "(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
    static let iso8601Pattern =
        #"^[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}(:[0-9]{2}([.,][0-9]+)?)?(Z|[+-][0-9]{2}(:?[0-9]{2})?)?$"#
    static let rfc1123Pattern = "^\(weekdays), [0-9]{2} \(months) [0-9]{4} [0-9]{2}:[0-9]{2}:[0-9]{2} GMT$"
    static let twitterPattern = "^\(weekdays) \(months) [0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2} [+-][0-9]{4} [0-9]{4}$"

    /// The object keywords for the objects at `pattern`: their members, a map's values, or a
    /// tagged union's variants.
    private func objectSchema(at pattern: DriftPattern, endpoint: DriftEndpoint?) -> JSONObject {
        if Self.isResourcePosition(pattern), let resources = resourceSchema(at: pattern, endpoint: endpoint) {
            return resources
        }
        guard let group = groups[Place(endpoint: endpoint, pattern: pattern)] else { return [:] }
        if group.isMap {
            let values = schema(at: pattern.appending(.mapValue), endpoint: endpoint)
            var map: JSONObject = [:]
            // The keys are held to the identifier forms seen (`DriftMapRule`).
            if let keys = DriftMapRule.keyPattern(group.mapKeyForms) {
                map.append(key: "propertyNames", value: ["pattern": .string(keys)])
            }
            map.append(key: "additionalProperties", value: values.isEmpty ? .bool(false) : .object(values))
            return map
        }
        if let key = group.discriminator {
            return unionSchema(group, by: key, endpoint: endpoint)
        }
        return recordSchema(group, endpoint: endpoint, discriminator: nil)
    }

    /// Where a JSON:API document keeps resource objects: `$.data` (one resource), `$.data[*]`
    /// and `$.included[*]`.
    private static func isResourcePosition(_ pattern: DriftPattern) -> Bool {
        guard pattern.root == .document else { return false }
        switch pattern.steps {
        case [.key("data")], [.key("data"), .element], [.key("included"), .element]: return true
        default: return false
        }
    }

    /// The JSON:API resources analysed by `type` (their patterns start at `type:…`), written at
    /// a resource position: `oneOf` a schema per type, its `type` member a `const`, with
    /// `attributes` and `relationships` as their objects were seen. Objects at the position that
    /// were not resources (no `type`) are allowed beside them as their own record. Nil when the
    /// analysis found no resource.
    private func resourceSchema(at pattern: DriftPattern, endpoint: DriftEndpoint?) -> JSONObject? {
        let resources = report.groups.filter { group in
            group.endpoint == endpoint && group.pattern.steps.isEmpty
                && { if case .resource = group.pattern.root { true } else { false } }()
        }
        guard !resources.isEmpty else { return nil }
        var variants: [JSONValue] = []
        for group in resources {
            guard case .resource(let type) = group.pattern.root else { continue }
            var schema: JSONObject = ["type": "object"]
            if group.discriminator != nil {
                // Resources of one type told apart again by a member of their own: keep that.
                for part in objectSchema(at: group.pattern, endpoint: endpoint) {
                    schema.append(key: part.key, value: part.value)
                }
                schema.append(key: "properties", value: ["type": ["const": .string(type)]])
                schema.append(key: "required", value: ["type"])
            } else {
                let discriminator = (key: "type", value: DriftVariantValue.string(type))
                for part in recordSchema(group, endpoint: endpoint, discriminator: discriminator) {
                    schema.append(key: part.key, value: part.value)
                }
            }
            variants.append(.object(schema))
        }
        let union: JSONObject = ["oneOf": .array(variants)]
        // Objects without a `type` stay at their position and are analysed there.
        guard let others = groups[Place(endpoint: endpoint, pattern: pattern)], !others.members.isEmpty else {
            return union
        }
        var record: JSONObject = ["type": "object"]
        for part in recordSchema(others, endpoint: endpoint, discriminator: nil) {
            record.append(key: part.key, value: part.value)
        }
        return ["anyOf": [.object(union), .object(record)]]
    }

    private func recordSchema(
        _ group: DriftGroup, endpoint: DriftEndpoint?, discriminator: (key: String, value: DriftVariantValue)?
    ) -> JSONObject {
        var properties = JSONObject()
        var required: [JSONValue] = []
        for member in group.members {
            guard let key = member.key else { continue }
            if let discriminator, key == discriminator.key, let value = discriminator.value.json {
                properties.append(key: key, value: ["const": value])
            } else {
                properties.append(key: key, value: .object(schema(of: member, endpoint: endpoint)))
            }
            if member.missingCount == 0 { required.append(.string(key)) }
        }
        var schema = JSONObject()
        schema.append(key: "properties", value: .object(properties))
        if !required.isEmpty { schema.append(key: "required", value: .array(required)) }
        if let discriminator, discriminator.value == .missing {
            schema.append(key: "not", value: ["required": [.string(discriminator.key)]])
        }
        // Past a thousand keys, later keys were not kept: the schema cannot list them.
        if !group.hasTooManyKeys { schema.append(key: "additionalProperties", value: .bool(false)) }
        return schema
    }

    private func unionSchema(_ group: DriftGroup, by key: String, endpoint: DriftEndpoint?) -> JSONObject {
        let union = report.unions.first { $0.objects == group.pattern && $0.endpoint == endpoint && $0.by == key }
        var variants: [JSONValue] = []
        for variant in union?.variants ?? [] {
            let pattern = group.pattern.appending(.variant(DriftVariant(by: key, value: variant.value)))
            guard let objects = groups[Place(endpoint: endpoint, pattern: pattern)] else { continue }
            var schema: JSONObject = ["type": "object"]
            if variant.value == .other {
                // Values past the most a union keeps: any object that none of the others is.
                variants.append(.object(schema))
                continue
            }
            for part in recordSchema(objects, endpoint: endpoint, discriminator: (key, variant.value)) {
                schema.append(key: part.key, value: part.value)
            }
            variants.append(.object(schema))
        }
        return ["oneOf": .array(variants)]
    }

    // MARK: - Shared shapes

    /// Moves object schemas that occur more than once (the same properties, the same types)
    /// into definitions, named after the key that holds them, and points at them with `$ref`.
    func extractDefinitions(from schema: inout JSONObject) -> JSONObject {
        var counts: [String: Int] = [:]
        var names: [String: String] = [:]
        var order: [String] = []
        Self.visit(.object(schema), key: "Root") { object, key in
            guard object["properties"] != nil else { return true }
            let text = JSONWriter.compact.string(for: .object(object))
            counts[text, default: 0] += 1
            guard names[text] == nil else {
                // A repeat: what is inside it is defined with it, not repeated on its own.
                return false
            }
            names[text] = key
            order.append(text)
            return true
        }
        var definitions = JSONObject()
        var chosen: [String: String] = [:]
        var taken: Set<String> = []
        for text in order where counts[text, default: 0] > 1 {
            let key = names[text] ?? "Shape"
            let base =
                SwiftIdentifier.typeName(for: key.hasSuffix("s") ? SwiftIdentifier.singular(key) : key) ?? "Shape"
            chosen[text] = SwiftIdentifier.unique(base, in: &taken)
        }
        guard !chosen.isEmpty else { return definitions }
        schema = Self.replacing(schema, chosen: chosen, prefix: referencePrefix, isTop: true)
        for text in order {
            guard let name = chosen[text], let parsed = try? JSONDocument(parsing: text) else { continue }
            guard case .object(let object) = JSONValue(parsed.root) else { continue }
            definitions.append(
                key: name, value: .object(Self.replacing(object, chosen: chosen, prefix: referencePrefix, isTop: true)))
        }
        return definitions
    }

    /// Calls `body` with every object schema under `value`, depth first, with the key that holds
    /// it; `body` returns whether to go inside the object.
    private static func visit(_ value: JSONValue, key: String, _ body: (JSONObject, String) -> Bool) {
        switch value {
        case .object(let object):
            // A JSON:API resource or a union's variant is named by its `type` or tag (`articles`).
            let tag = object["properties"]?.object?.lazy.compactMap { $0.value.object?["const"]?.string }.first
            let key = tag.flatMap { SwiftIdentifier.typeName(for: $0) != nil ? $0 : nil } ?? key
            guard body(object, key) else { return }
            for member in object {
                let holder = ["properties", "items", "additionalProperties", "oneOf", "anyOf"].contains(member.key)
                visit(member.value, key: holder ? key : member.key, body)
            }
        case .array(let elements):
            for element in elements { visit(element, key: key, body) }
        default:
            break
        }
    }

    /// `object` with every chosen shape below it (and itself, unless `isTop`) replaced by a `$ref`.
    private static func replacing(
        _ object: JSONObject, chosen: [String: String], prefix: String, isTop: Bool
    )
        -> JSONObject
    {
        if !isTop, object["properties"] != nil, let name = chosen[JSONWriter.compact.string(for: .object(object))] {
            return ["$ref": .string(prefix + name)]
        }
        var result = JSONObject()
        for member in object {
            result.append(key: member.key, value: replacing(member.value, chosen: chosen, prefix: prefix))
        }
        return result
    }

    private static func replacing(_ value: JSONValue, chosen: [String: String], prefix: String) -> JSONValue {
        switch value {
        case .object(let object): .object(replacing(object, chosen: chosen, prefix: prefix, isTop: false))
        case .array(let elements): .array(elements.map { replacing($0, chosen: chosen, prefix: prefix) })
        default: value
        }
    }
}
