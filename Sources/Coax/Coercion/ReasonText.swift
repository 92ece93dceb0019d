/// Pieces of reason text: how a JSON value is named inside a ``Coerced/why``.
///
/// Text from the document is escaped JSON-style by Coax's one terminal policy
/// (``PrintableText/escape(_:style:)``), so a reason is always safe to put on a terminal, and long
/// strings and literals are shortened with `…` so that a reason stays a line.
enum ReasonText {
    /// The most characters of a string or literal shown inside a reason.
    static let displayLimit = 40

    /// `text` in double quotes, escaped, cut after `limit` characters with `…`.
    static func quoted<S: StringProtocol>(_ text: S, limit: Int = displayLimit) -> String {
        var result = "\""
        if PrintableText.appendEscaped(text, style: .json, limit: limit, to: &result) {
            result += "…"
        }
        result += "\""
        return result
    }

    /// A number's text (literal or canonical), cut after `limit` characters with `…`.
    static func number(_ text: String, limit: Int = displayLimit) -> String {
        guard text.utf8.count > limit else { return text }
        return String(text.prefix(limit)) + "…"
    }

    /// How a value is named at the start of a reason: `missing`, `null`, `true`, `5.94`,
    /// `"the 21.5 slices"`, `array (3 elements)`, `empty object`.
    static func describe<Value: JSONReadable>(_ value: Value?, limit: Int = displayLimit) -> String {
        guard let value else { return "missing" }
        switch value.kind {
        case .null: return "null"
        case .bool: return value.bool == true ? "true" : "false"
        case .number: return number(value.number?.literal ?? "?", limit: limit)
        case .string: return quoted(value.string ?? "", limit: limit)
        case .array:
            let count = value.elements?.count ?? 0
            return count == 0 ? "empty array" : "array (\(counted(count, "element")))"
        case .object:
            let count = value.members?.count ?? 0
            return count == 0 ? "empty object" : "object (\(counted(count, "member")))"
        }
    }

    /// `1 element`, `3 elements`.
    static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }

    /// Appends `scalar`, escaped JSON-style when it could disturb a terminal or a JSON reader.
    static func appendEscaped(_ scalar: Unicode.Scalar, to text: inout String) {
        if let escape = PrintableText.escape(scalar, style: .json) {
            text += escape
        } else {
            text.unicodeScalars.append(scalar)
        }
    }
}

extension ReasonText {
    /// `text` as is when it has nothing to escape, otherwise quoted and escaped.
    static func quotedIfNeeded(_ text: String) -> String {
        PrintableText.containsEscapes(text, style: .json) ? quoted(text, limit: .max) : text
    }
}
