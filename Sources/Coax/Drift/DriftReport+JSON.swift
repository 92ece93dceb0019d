extension DriftReport {
    /// The report as JSON, in the schema `docs/drift.md` documents:
    ///
    /// ```
    /// { "root": "$", "jsonapi": false,
    ///   "summary": { "groups": 3, "findings": 12, "severities": { "textOnly": 4, … } },
    ///   "groups": [ { "pattern": "$.products[*]", "objects": 10, "members": 15, "drifting": 9,
    ///                 "tooManyKeys": false } ],
    ///   "findings": [ { "severity": "textOnly", "pattern": "$.products[*].in_stock", "group": "$.products[*]",
    ///                   "key": "in_stock", "objects": 10, "present": 10, "missing": 0, "null": 0,
    ///                   "kinds": [ { "kind": "bool", "count": 4, "first": "$['products'][0]['in_stock']" } ],
    ///                   "best": "string", "summary": "string reads all 10 values exactly; …",
    ///                   "readings": [ { "coercion": "bool", "exact": 7, "lossy": 0, "unread": 3, "collapsed": 0,
    ///                                   "loss": [], "firstFailure": { "path": "…", "why": "…" } } ] } ] }
    /// ```
    ///
    /// ```swift
    /// let json = DriftAnalyzer().analyze(document).json()
    /// print(JSONWriter.pretty.string(for: json))
    /// ```
    ///
    /// - Returns: The object `coax drift --format json` writes, in the schema above.
    public func json() -> JSONValue {
        var summary = JSONObject()
        summary.append(key: "groups", value: .number(JSONNumber(groups.count)))
        summary.append(key: "findings", value: .number(JSONNumber(findings.count)))
        var severities = JSONObject()
        for (severity, count) in severityCounts {
            severities.append(key: severity.name, value: .number(JSONNumber(count)))
        }
        summary.append(key: "severities", value: .object(severities))

        var object = JSONObject()
        object.append(key: "root", value: .string(root.normalized))
        object.append(key: "jsonapi", value: .bool(isJSONAPI))
        if let documentCount { object.append(key: "documents", value: .number(JSONNumber(documentCount))) }
        object.append(key: "summary", value: .object(summary))
        if !endpoints.isEmpty { object.append(key: "endpoints", value: .array(endpoints.map(Self.json))) }
        if !unions.isEmpty { object.append(key: "unions", value: .array(unions.map(Self.json))) }
        object.append(key: "groups", value: .array(groups.map(Self.json)))
        object.append(key: "findings", value: .array(findings.map(Self.json)))
        return .object(object)
    }

    private static func json(_ endpoint: DriftEndpoint) -> JSONValue {
        var object = JSONObject()
        object.append(key: "endpoint", value: .string(endpoint.label))
        if !endpoint.files.isEmpty {
            object.append(key: "files", value: .array(endpoint.files.map { .string($0) }))
            object.append(key: "documents", value: .number(JSONNumber(endpoint.documentCount)))
            return .object(object)
        }
        object.append(key: "method", value: .string(endpoint.method))
        object.append(key: "path", value: .string(endpoint.path))
        object.append(key: "body", value: .string(endpoint.body.rawValue))
        object.append(key: "status", value: endpoint.status.map { .number(JSONNumber($0)) } ?? .null)
        object.append(key: "documents", value: .number(JSONNumber(endpoint.documentCount)))
        return .object(object)
    }

    private static func json(_ union: DriftUnion) -> JSONValue {
        var object = JSONObject()
        object.append(key: "objects", value: .string(union.objects.description))
        if let endpoint = union.endpoint { object.append(key: "endpoint", value: .string(endpoint.label)) }
        object.append(key: "by", value: .string(union.by))
        object.append(key: "named", value: .bool(union.isChosen))
        object.append(
            key: "variants",
            value: .array(
                union.variants.map { variant in
                    var entry = json(DriftVariant(by: union.by, value: variant.value))
                    entry.append(key: "objects", value: .number(JSONNumber(variant.objectCount)))
                    return .object(entry)
                }))
        return .object(object)
    }

    /// `{"by": "type", "value": "PushEvent"}`; `"value": null` with `"missing": true` (or
    /// `"other": true`) for objects without the key (or with one value too many).
    private static func json(_ variant: DriftVariant) -> JSONObject {
        var object = JSONObject()
        object.append(key: "by", value: .string(variant.by))
        object.append(key: "value", value: variant.value.json ?? .null)
        if variant.value == .missing { object.append(key: "missing", value: .bool(true)) }
        if variant.value == .other { object.append(key: "other", value: .bool(true)) }
        return object
    }

    private static func json(_ group: DriftGroup) -> JSONValue {
        var object = JSONObject()
        object.append(key: "pattern", value: .string(group.pattern.description))
        if let endpoint = group.endpoint { object.append(key: "endpoint", value: .string(endpoint.label)) }
        if let variant = group.variant { object.append(key: "variant", value: .object(json(variant))) }
        object.append(key: "objects", value: .number(JSONNumber(group.objectCount)))
        object.append(key: "members", value: .number(JSONNumber(group.members.count)))
        object.append(key: "drifting", value: .number(JSONNumber(group.findings.count)))
        object.append(key: "tooManyKeys", value: .bool(group.hasTooManyKeys))
        if group.isMap { object.append(key: "map", value: .bool(true)) }
        if let discriminator = group.discriminator {
            object.append(key: "discriminator", value: .string(discriminator))
        }
        return .object(object)
    }

    private static func json(_ member: DriftMember) -> JSONValue {
        var object = JSONObject()
        object.append(key: "severity", value: member.severity.map { .string($0.name) } ?? .null)
        object.append(key: "pattern", value: .string(member.pattern.description))
        object.append(key: "group", value: .string(member.groupPattern.description))
        if let endpoint = member.endpoint { object.append(key: "endpoint", value: .string(endpoint.label)) }
        let variants = member.variants
        if let innermost = variants.last { object.append(key: "variant", value: .object(json(innermost))) }
        if variants.count > 1 {
            object.append(key: "variants", value: .array(variants.map { .object(json($0)) }))
        }
        object.append(key: "key", value: member.key.map(JSONValue.string) ?? .null)
        object.append(key: "objects", value: .number(JSONNumber(member.containerCount)))
        object.append(key: "present", value: .number(JSONNumber(member.presentCount)))
        object.append(key: "missing", value: .number(JSONNumber(member.missingCount)))
        object.append(key: "null", value: .number(JSONNumber(member.nullCount)))
        object.append(
            key: "kinds",
            value: .array(
                member.kinds.map { kind in
                    var entry = JSONObject()
                    entry.append(key: "kind", value: .string(kind.kind.rawValue))
                    entry.append(key: "count", value: .number(JSONNumber(kind.count)))
                    entry.append(key: "first", value: .string(kind.firstPath.normalized))
                    if let document = kind.firstDocument {
                        entry.append(key: "firstDocument", value: .string(document.label))
                    }
                    return .object(entry)
                }))
        object.append(key: "best", value: member.best.map { .string($0.rawValue) } ?? .null)
        object.append(key: "summary", value: .string(member.readingSummary))
        object.append(key: "readings", value: .array(member.readings.map(json)))
        return .object(object)
    }

    private static func json(_ tally: DriftReadingTally) -> JSONValue {
        var object = JSONObject()
        object.append(key: "coercion", value: .string(tally.reading.rawValue))
        object.append(key: "exact", value: .number(JSONNumber(tally.exactCount)))
        object.append(key: "lossy", value: .number(JSONNumber(tally.lossyCount)))
        object.append(key: "unread", value: .number(JSONNumber(tally.unreadCount)))
        object.append(key: "collapsed", value: .number(JSONNumber(tally.collapsedCount)))
        object.append(key: "loss", value: .array(tally.loss.names.map(JSONValue.string)))
        if let example = tally.firstFailure {
            var failure = JSONObject()
            failure.append(key: "path", value: .string(example.path.normalized))
            failure.append(key: "why", value: .string(example.why))
            if let document = example.document { failure.append(key: "document", value: .string(document.label)) }
            object.append(key: "firstFailure", value: .object(failure))
        } else {
            object.append(key: "firstFailure", value: .null)
        }
        return .object(object)
    }
}
