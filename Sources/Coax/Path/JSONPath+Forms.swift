extension JSONPath {
    /// The normalized JSONPath form (RFC 9535), e.g. `$['posts'][0]['id']`; the same as ``description``.
    ///
    /// ```swift
    /// let path: JSONPath = ["key.with.dots", 0]
    /// path.normalized   // "$['key.with.dots'][0]"
    /// ```
    /// Exactly as RFC 9535 §2.7 prints it (see ``description``); for an index that counts from the
    /// end (`-1`), the index as written.
    public var normalized: String {
        NormalizedPathWriter.string(for: components)
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
    public var shortForm: String {
        var text = "$"
        for component in components {
            switch component {
            case .key(let key) where JSONPathFormatter.isShorthandName(key):
                text += "." + key
            case .key(let key):
                text += "[" + JSONPathFormatter.doubleQuoted(key) + "]"
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
    public var pointer: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += "/" + JSONPathFormatter.pointerToken(key)
            case .index(let index): text += "/\(index)"
            }
        }
        return text
    }
}
