import Coax

/// How scalar values read on screen.
///
/// ```swift
/// ValueText.scalar(node)   // "\"Ada\"", "12.50", "true", "null"
/// ```
enum ValueText {
    /// The scalar as JSON text: strings quoted (escaped when drawn with ``EscapeStyle/json``),
    /// numbers exactly as written.
    ///
    /// ```swift
    /// ValueText.scalar(try JSONDocument(parsing: "1.50").root)   // "1.50"
    /// ```
    static func scalar(_ node: JSONNode) -> String {
        switch node.kind {
        case .string: "\"" + (node.string ?? "") + "\""
        case .number: node.numberLiteral ?? ""
        case .bool: node.bool == true ? "true" : "false"
        case .null: "null"
        case .object: "{…}"
        case .array: "[…]"
        }
    }

    /// The text a search looks at: the string itself (unquoted), the literal, or the keyword.
    ///
    /// ```swift
    /// ValueText.searchable(try JSONDocument(parsing: #""x""#).root)   // "x"
    /// ```
    static func searchable(_ node: JSONNode, maxBytes: Int = .max) -> String {
        switch node.kind {
        case .string: maxBytes == .max ? node.string ?? "" : node.stringPrefix(maxBytes: maxBytes)?.text ?? ""
        case .array, .object: ""
        default: scalar(node)
        }
    }

    /// The colour role of a value's kind.
    ///
    /// ```swift
    /// ValueText.role(of: node)   // .number
    /// ```
    static func role(of node: JSONNode) -> ColorRole {
        switch node.kind {
        case .string: .string
        case .number: .number
        case .bool: .bool
        case .null: .null
        case .array, .object: .punctuation
        }
    }

    /// Whether a key reads unambiguously without quotes: a letter or `_`, then letters, digits or `_`
    /// (the keys a short-form path writes after a dot).
    ///
    /// ```swift
    /// ValueText.isBareKey("user_id")   // true
    /// ValueText.isBareKey("a b")       // false
    /// ```
    static func isBareKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
