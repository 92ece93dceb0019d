extension DecodeVerdict {
    /// The verdict as one line of `coax decode --format json`, members in this order: `document`
    /// (from 1), `source`, `route` and `type` (with routes), `ok`, then `error` and `lenient` for a
    /// failure or `notSimulated` for no verdict.
    ///
    /// ```swift
    /// DecodeVerdict.decoded.jsonLine(document: 3, source: "a.jsonl:3").description
    /// // {"document":3,"source":"a.jsonl:3","ok":true}
    /// ```
    ///
    /// - Parameters:
    ///   - document: the document's number, from 1.
    ///   - source: where the document came from (`file:line`); nil leaves `source` out.
    ///   - route: the route the document matched; nil leaves `route` out.
    ///   - type: the type the document was decoded as; nil leaves `type` out.
    ///   - lenient: the verdict with ``LenientDecoder``, written as `lenient` for a failure only.
    /// - Returns: the line's JSON object.
    package func jsonLine(
        document: Int, source: String?, route: String? = nil, type: String? = nil, lenient: DecodeVerdict? = nil
    ) -> JSONValue {
        var object = JSONObject()
        object.append(key: "document", value: .number(JSONNumber(document)))
        if let source { object.append(key: "source", value: .string(source)) }
        if let route { object.append(key: "route", value: .string(route)) }
        if let type { object.append(key: "type", value: .string(type)) }
        appendOutcome(to: &object)
        if case .failed = self, let lenient {
            var lenientObject = JSONObject()
            lenient.appendOutcome(to: &lenientObject)
            object.append(key: "lenient", value: .object(lenientObject))
        }
        return .object(object)
    }

    /// Appends `ok` (true, false, or null when not simulated), then `error` for a failure or
    /// `notSimulated` for no verdict.
    private func appendOutcome(to object: inout JSONObject) {
        switch self {
        case .decoded:
            object.append(key: "ok", value: .bool(true))
        case .notSimulated(let reason):
            object.append(key: "ok", value: .null)
            object.append(key: "notSimulated", value: .string(reason))
        case .failed(let failure):
            object.append(key: "ok", value: .bool(false))
            object.append(key: "error", value: failure.json)
        }
    }
}

extension DecodeFailure {
    /// `{"kind", "codingPath", "key" (keyNotFound only), "expected", "debugDescription", "path"}`:
    /// codingPath holds strings for keys and integers for indexes; path is the RFC 9535
    /// normalized path.
    package var json: JSONValue {
        var object = JSONObject()
        object.append(key: "kind", value: .string(kind.rawValue))
        object.append(
            key: "codingPath",
            value: .array(
                codingPath.map { component in
                    switch component {
                    case .key(let key): .string(key)
                    case .index(let index): .number(JSONNumber(index))
                    }
                }))
        if let key { object.append(key: "key", value: .string(key)) }
        if let expected { object.append(key: "expected", value: .string(expected)) }
        object.append(key: "debugDescription", value: .string(debugDescription))
        if let path { object.append(key: "path", value: .string(path.normalized)) }
        return .object(object)
    }
}
