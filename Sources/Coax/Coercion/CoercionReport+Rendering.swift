/// The report as `coax coerce` prints it: a table for people, one JSON object for programs.
/// Text from the document is escaped in both, so neither can put a raw control character on a terminal.
extension CoercionReport {
    /// The widest result a table shows before cutting it with `…`.
    ///
    /// ```swift
    /// CoercionReport<JSONValue>.tableResultLimit   // 40
    /// ```
    package static var tableResultLimit: Int { 40 }

    /// The report as JSON, in the schema of `coax coerce --format json`:
    /// `{"path", "kind", "value", "results": {NAME: {"value", "why"}}}`.
    ///
    /// ```swift
    /// let json = CoercionReport(JSONValue.bool(true)).jsonValue(path: "$['ok']")
    /// json["results"]?["string"]?["value"]   // "1"
    /// ```
    ///
    /// - Parameter path: the path written in the `"path"` member, as the caller names the value.
    /// - Returns: An object with the members `path`, `kind`, `value` and `results`, in that order.
    package func jsonValue(path: String) -> JSONValue {
        var results = JSONObject()
        for entry in entries {
            results.append(
                key: entry.method.rawValue,
                value: ["value": entry.output.jsonValue, "why": .string(entry.why)])
        }
        return [
            "path": .string(path),
            "kind": .string(kindName),
            "value": value?.jsonValue ?? .null,
            "results": .object(results),
        ]
    }

    /// ``jsonValue(path:)`` as text: one object, one line per result, exact number literals,
    /// control characters escaped. Written straight from the value, without copying it.
    ///
    /// ```swift
    /// print(CoercionReport(JSONValue.string("8.45")).jsonText(path: "$.price"))
    /// // {
    /// //   "path": "$.price",
    /// //   "kind": "string",
    /// //   "value": "8.45",
    /// //   "results": {
    /// //     "bool": {"value": true, "why": "\"8.45\" → integer prefix 8 is non-zero → true"},
    /// //     …
    /// ```
    ///
    /// With `decoders`, the object ends with their `"decoders"` member
    /// (see `DecoderComparison.jsonLines(indent:)`).
    ///
    /// - Parameters:
    ///   - path: the path written in the `"path"` member.
    ///   - decoders: Swift's decoders on the same value, or nil to leave the `"decoders"` member out.
    /// - Returns: Pretty JSON (two spaces), one result per line.
    package func jsonText(path: String, decoders: DecoderComparison? = nil) -> String {
        var lines = ["{"]
        lines.append("  \"path\": \(JSONPreview.string(path)),")
        lines.append("  \"kind\": \(JSONPreview.string(kindName)),")
        lines.append("  \"value\": \(value.map { JSONPreview.compact($0) } ?? "null"),")
        lines.append("  \"results\": {")
        for (index, entry) in entries.enumerated() {
            let comma = index == entries.count - 1 ? "" : ","
            lines.append(
                "    \(JSONPreview.string(entry.method.rawValue)): {\"value\": \(entry.output.jsonText()), "
                    + "\"why\": \(JSONPreview.string(entry.why))}\(comma)")
        }
        if let decoders {
            lines.append("  },")
            lines += decoders.jsonLines(indent: 2)
        } else {
            lines.append("  }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as a text table: the path, kind and value, then one row per coercion with its
    /// result and reason; lossy results end with their losses in brackets.
    ///
    /// ```swift
    /// print(CoercionReport(JSONValue.number(-3)).table(path: "$.n"))
    /// // path   $.n
    /// // kind   number
    /// // value  -3
    /// //
    /// // coercion         result  why
    /// // bool             true    -3 is non-zero → true
    /// // …
    /// ```
    ///
    /// With `decoders`, their two tables follow (see `DecoderComparison.table(resultLimit:)`).
    ///
    /// - Parameters:
    ///   - path: the path shown on the first line (quoted when it needs to be).
    ///   - decoders: Swift's decoders on the same value, or nil for the coercions alone.
    /// - Returns: Aligned plain-text columns, terminal-safe.
    package func table(path: String, decoders: DecoderComparison? = nil) -> String {
        let limit = CoercionReport.tableResultLimit
        var lines = [
            "path   \(ReasonText.quotedIfNeeded(path))",
            "kind   \(kindName)",
            "value  \(value.map { JSONPreview.compact($0, limit: limit * 2) } ?? "(missing)")",
            "",
        ]
        let rows = entries.map { entry in
            (name: entry.method.rawValue, result: entry.output.preview(limit: limit), entry: entry)
        }
        let nameWidth = max("coercion".count, rows.map(\.name.count).max() ?? 0)
        let resultWidth = max("result".count, rows.map(\.result.count).max() ?? 0)
        func padded(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        lines.append(padded("coercion", nameWidth) + "  " + padded("result", resultWidth) + "  why")
        for row in rows {
            var why = row.entry.why
            if row.entry.isLossy { why += "  [\(row.entry.loss)]" }
            lines.append(padded(row.name, nameWidth) + "  " + padded(row.result, resultWidth) + "  " + why)
        }
        if let decoders {
            lines.append("")
            lines.append(decoders.table(resultLimit: limit).dropLast().description)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
