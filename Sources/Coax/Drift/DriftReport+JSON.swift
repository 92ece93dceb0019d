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
        object.append(key: "summary", value: .object(summary))
        object.append(key: "groups", value: .array(groups.map(Self.json)))
        object.append(key: "findings", value: .array(findings.map(Self.json)))
        return .object(object)
    }

    private static func json(_ group: DriftGroup) -> JSONValue {
        var object = JSONObject()
        object.append(key: "pattern", value: .string(group.pattern.description))
        object.append(key: "objects", value: .number(JSONNumber(group.objectCount)))
        object.append(key: "members", value: .number(JSONNumber(group.members.count)))
        object.append(key: "drifting", value: .number(JSONNumber(group.findings.count)))
        object.append(key: "tooManyKeys", value: .bool(group.hasTooManyKeys))
        return .object(object)
    }

    private static func json(_ member: DriftMember) -> JSONValue {
        var object = JSONObject()
        object.append(key: "severity", value: member.severity.map { .string($0.name) } ?? .null)
        object.append(key: "pattern", value: .string(member.pattern.description))
        object.append(key: "group", value: .string(member.groupPattern.description))
        object.append(key: "key", value: member.key.map(JSONValue.string) ?? .null)
        object.append(key: "objects", value: .number(JSONNumber(member.containerCount)))
        object.append(key: "present", value: .number(JSONNumber(member.present)))
        object.append(key: "missing", value: .number(JSONNumber(member.missing)))
        object.append(key: "null", value: .number(JSONNumber(member.nullCount)))
        object.append(
            key: "kinds",
            value: .array(
                member.kinds.map { kind in
                    var entry = JSONObject()
                    entry.append(key: "kind", value: .string(kind.kind.rawValue))
                    entry.append(key: "count", value: .number(JSONNumber(kind.count)))
                    entry.append(key: "first", value: .string(kind.firstPath.normalized))
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
        object.append(key: "exact", value: .number(JSONNumber(tally.exact)))
        object.append(key: "lossy", value: .number(JSONNumber(tally.lossy)))
        object.append(key: "unread", value: .number(JSONNumber(tally.unread)))
        object.append(key: "collapsed", value: .number(JSONNumber(tally.collapsed)))
        object.append(key: "loss", value: .array(tally.loss.names.map(JSONValue.string)))
        if let example = tally.firstFailure {
            var failure = JSONObject()
            failure.append(key: "path", value: .string(example.path.normalized))
            failure.append(key: "why", value: .string(example.why))
            object.append(key: "firstFailure", value: .object(failure))
        } else {
            object.append(key: "firstFailure", value: .null)
        }
        return .object(object)
    }
}
