extension JSONPath {
    /// The normalized JSONPath form (RFC 9535), e.g. `$['posts'][0]['id']`, exactly as RFC 9535 §2.7
    /// prints it (see ``description``); an index that counts from the end (`-1`) is written as it is.
    ///
    /// ```swift
    /// let path: JSONPath = ["key.with.dots", 0]
    /// path.normalized   // "$['key.with.dots'][0]"
    /// ```
    package var normalized: String {
        NormalizedPathWriter.string(for: components)
    }

    /// The normalized form with DEL, the C1 controls, U+2028 and U+2029 also written as `\u`
    /// escapes, as JSON output writes them: what `coax query --paths` and `--print-path` print.
    /// RFC 9535 reads it back as the same path, and it is one line that changes nothing on a
    /// terminal.
    ///
    /// ```swift
    /// let path: JSONPath = ["a\u{9B}31m\u{2028}"]
    /// path.normalizedForOutput   // "$['a\\u009b31m\\u2028']"
    /// ```
    package var normalizedForOutput: String {
        NormalizedPathWriter.string(for: components, escapingControls: true)
    }

    /// The short form people type: `$.posts[0].id`, with `["…"]` for keys that are not simple names.
    ///
    /// Keys that start with a letter or `_` and go on with letters, digits or `_` are written after a
    /// dot; every other key (dots, spaces, quotes, digits first, the empty key) is written `["…"]`
    /// with JSON-style escapes. Control characters, DEL, C1 controls and U+2028/U+2029 are always escaped.
    ///
    /// ```swift
    /// let path: JSONPath = ["posts", 0, "key.with.dots"]
    /// path.shortForm   // "$.posts[0][\"key.with.dots\"]"
    /// ```
    package var shortForm: String {
        var text = "$"
        for component in components {
            switch component {
            case .key(let key):
                text += JSONPathFormatter.shortFormStep(key)
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    /// The JSON Pointer form (RFC 6901): `/posts/0/id`; the root is the empty string.
    ///
    /// `~` is written `~0` and `/` is written `~1`. Other characters are written as they are, so a
    /// pointer built from document keys may hold control characters: escape it before showing it.
    /// A pointer does not say whether `/0` is an index or a key; parsing it back gives an index,
    /// which selects the same value either way.
    ///
    /// ```swift
    /// let path: JSONPath = ["a/b", "m~n", 3]
    /// path.pointer   // "/a~1b/m~0n/3"
    /// ```
    package var pointer: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += "/" + JSONPathFormatter.pointerToken(key)
            case .index(let index): text += "/\(index)"
            }
        }
        return text
    }

    /// A jq path: `.statuses[3].user["screen name"]`; the root is `.`.
    ///
    /// Keys that are jq identifiers (ASCII letters, digits and `_`, not starting with a digit, and
    /// not one of jq's keywords) follow a dot; other keys are written `["…"]` with JSON escapes
    /// (characters a terminal must not get raw included), so the text can be pasted into a jq
    /// filter as it is.
    ///
    /// ```swift
    /// let path: JSONPath = ["statuses", 3, "user", "screen name"]
    /// path.jqPath   // ".statuses[3].user[\"screen name\"]"
    /// ```
    package var jqPath: String { jqText(anyIndex: false) }

    /// The jq path with every index generalized to `[]`, which selects the same member in every
    /// element: `.statuses[].user["screen name"]`.
    ///
    /// ```swift
    /// let path: JSONPath = ["statuses", 3, "user", "id"]
    /// path.jqPathWithAnyIndex   // ".statuses[].user.id"
    /// ```
    package var jqPathWithAnyIndex: String { jqText(anyIndex: true) }

    /// jq's keywords, which `.name` cannot take in every jq version.
    private static let jqKeywords: Set<String> = [
        "and", "or", "not", "if", "then", "elif", "else", "end", "as", "def", "reduce", "foreach", "try",
        "catch", "label", "import", "include", "__loc__",
    ]

    private func jqText(anyIndex: Bool) -> String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key) where Self.isJQIdentifier(key):
                text += "." + key
            case .key(let key):
                text += (text.isEmpty ? "." : "") + "[" + JSONPathFormatter.doubleQuoted(key) + "]"
            case .index(let index):
                text += (text.isEmpty ? "." : "") + (anyIndex ? "[]" : "[\(index)]")
            }
        }
        return text.isEmpty ? "." : text
    }

    private static func isJQIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !jqKeywords.contains(key) else { return false }
        let isLetter: (Unicode.Scalar) -> Bool = { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_" }
        return isLetter(first) && key.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }

    /// The path written in a style.
    ///
    /// ```swift
    /// let path: JSONPath = ["data", 0]
    /// path.formatted(.pointer)   // "/data/0"
    /// ```
    ///
    /// - Parameter style: normalized (RFC 9535), short, JSON Pointer, or one of jq's two forms.
    /// - Returns: The exact text in that syntax, not escaped for a terminal.
    public func formatted(_ style: Style) -> String {
        switch style {
        case .normalized: normalized
        case .short: shortForm
        case .pointer: pointer
        case .jq: jqPath
        case .jqAnyIndex: jqPathWithAnyIndex
        }
    }

    /// The ways a path can be written, by the names `--print-path=FORMAT` takes.
    ///
    /// ```swift
    /// JSONPath.Style(rawValue: "jq-any")   // .jqAnyIndex
    /// ```
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// RFC 9535's normalized path: `$['data'][0]['id']`.
        case normalized
        /// The short form: `$.data[0].id`.
        case short
        /// A JSON Pointer (RFC 6901): `/data/0/id`.
        case pointer
        /// A jq path: `.data[0].id`.
        case jq
        /// A jq path with indices generalized: `.data[].id`.
        case jqAnyIndex = "jq-any"
    }
}
