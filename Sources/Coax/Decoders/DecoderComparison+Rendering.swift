/// The comparison as `coax coerce` prints it: a JSON member for programs, two tables for people.
/// Text from the document is escaped in both.
extension DecoderComparison {
    /// The names of the two columns, as output uses them.
    ///
    /// ```swift
    /// DecoderComparison.decoderNames   // ["JSONDecoder", "LenientDecoder"]
    /// ```
    package static let decoderNames = ["JSONDecoder", "LenientDecoder"]

    /// One cell as JSON: `{"value": V}` or `{"error": CASE, "message": TEXT}`.
    ///
    /// ```swift
    /// DecoderComparison.jsonText(of: comparison[.int]!.jsonDecoder)   // {"value": 42}
    /// ```
    ///
    /// - Parameter cell: one decoder's answer for one type.
    /// - Returns: One line of JSON; a cell a bounded comparison left pending gives `{"pending": WHY}`.
    package static func jsonText(of cell: DecoderCell) -> String {
        switch cell {
        case .value(let value):
            return "{\"value\": \(value.json)}"
        case .failure(let failure):
            return
                "{\"error\": \(JSONPreview.string(failure.errorCase.rawValue)), \"message\": \(JSONPreview.string(failure.message))}"
        case .pending(let why):
            return "{\"pending\": \(JSONPreview.string(why))}"
        }
    }

    /// The `"decoders"` member of `coax coerce --format json`, as lines indented by `indent` spaces
    /// (the first line is `"decoders": {`, the last `}`):
    /// `{"JSONDecoder": {TYPE: CELL, …}, "LenientDecoder": {TYPE: CELL, …}}`.
    ///
    /// ```swift
    /// print(comparison.jsonLines(indent: 2).joined(separator: "\n"))
    /// //   "decoders": {
    /// //     "JSONDecoder": {
    /// //       "Bool": {"error": "typeMismatch", "message": "Expected to decode Bool but found a string instead."},
    /// //       …
    /// ```
    ///
    /// - Parameter indent: the spaces before the first line; nested lines add two per level.
    /// - Returns: The lines without newlines; the last, `}`, has no comma after it.
    package func jsonLines(indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines = [pad + "\"decoders\": {"]
        for (column, name) in Self.decoderNames.enumerated() {
            lines.append(pad + "  \(JSONPreview.string(name)): {")
            for (index, row) in rows.enumerated() {
                let cell = column == 0 ? row.jsonDecoder : row.lenientDecoder
                let comma = index == rows.count - 1 ? "" : ","
                lines.append(pad + "    \(JSONPreview.string(row.target.name)): \(Self.jsonText(of: cell))\(comma)")
            }
            lines.append(pad + "  }" + (column == 0 ? "," : ""))
        }
        lines.append(pad + "}")
        return lines
    }

    /// One table per decoder: the type, the result (a value, or the error case) and why (how the
    /// value was read, or the error's message); values that are not what the JSON wrote end with
    /// `[lossy]`.
    ///
    /// ```swift
    /// print(comparison.table())
    /// // JSONDecoder                 result        why
    /// // Bool                        typeMismatch  Expected to decode Bool but found a string instead.
    /// // …
    /// ```
    ///
    /// - Parameter resultLimit: the widest result cell before it is cut with `…`.
    /// - Returns: Both tables, separated by a blank line, ending with a newline.
    package func table(resultLimit: Int = 40) -> String {
        var lines: [String] = []
        let nameWidth = max(Self.decoderNames.map(\.count).max() ?? 0, rows.map(\.target.name.count).max() ?? 0)
        for (column, name) in Self.decoderNames.enumerated() {
            let cells = rows.map { row in
                (
                    name: row.target.name,
                    parts: Self.tableParts(column == 0 ? row.jsonDecoder : row.lenientDecoder, limit: resultLimit)
                )
            }
            let resultWidth = max("result".count, cells.map(\.parts.result.count).max() ?? 0)
            if column > 0 { lines.append("") }
            lines.append(Self.padded(name, nameWidth) + "  " + Self.padded("result", resultWidth) + "  why")
            for cell in cells {
                lines.append(
                    Self.padded(cell.name, nameWidth) + "  " + Self.padded(cell.parts.result, resultWidth) + "  "
                        + cell.parts.why)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A cell's result and reason as the table shows them.
    static func tableParts(_ cell: DecoderCell, limit: Int) -> (result: String, why: String) {
        switch cell {
        case .value(let value):
            var text = value.text
            if text.count > limit { text = String(text.prefix(limit)) + "…" } else if value.isCut { text += "…" }
            return (text, value.why + (value.isLossy ? "  [lossy]" : ""))
        case .failure(let failure):
            return (
                failure.errorCase.rawValue,
                failure.message.isEmpty ? "(no debug description)" : PrintableText.escaped(failure.message)
            )
        case .pending(let why):
            return ("…", why)
        }
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
