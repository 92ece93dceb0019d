import Coax

/// What `/` looks for. Plain text searches keys and values with smart case; text written as JSON
/// finds JSON:
///
/// | typed | finds |
/// |---|---|
/// | `price` | keys and values containing "price", any case (`Price` would match case) |
/// | `"recent"` | string values that are exactly `recent` |
/// | `result_type: "recent"` | members named `result_type` whose value is the string `recent` |
/// | `"user id": 42`, `retweeted: false` | a member and its JSON value (numbers by exact value) |
/// | `"user id":` | members named `user id`, whatever their value (`*` and `#` search this way) |
/// | `re:^[0-9]{4}-` | keys and values in which the I-Regexp (RFC 9485) finds a match |
///
/// A member search needs a quoted key, or a bare key followed by `: ` and a JSON value, so that
/// text such as `12:30` or `http://` is still searched as it is.
///
/// ```swift
/// SearchQuery("price").matches(key: "Unit Price", value: node)   // true
/// SearchQuery(#""recent""#).kind                                // .value
/// ```
struct SearchQuery: Hashable, Sendable {
    /// The form of the query.
    enum Kind: Hashable, Sendable {
        /// Text contained in keys or values (smart case).
        case text
        /// A regular expression (after `re:`) searched in keys and values.
        case regexp
        /// A JSON value: values equal to it.
        case value
        /// A key and a JSON value: members with that key and value.
        case member
        /// A quoted key and a colon (`"id":`): members with that key, whatever their value.
        case key
    }

    /// The text typed.
    let text: String
    /// The form the text was read as.
    let kind: Kind
    /// Whether case must match (text searches with an uppercase letter).
    let isCaseSensitive: Bool
    /// Why a `re:` pattern cannot be used, when it cannot.
    let problem: IRegexpError?

    private let needle: [UInt8]
    private let isASCII: Bool
    private let lowercasedText: String
    private let regexp: IRegexp?
    private let key: String?
    /// The JSON value searched for (a scalar), as a one-value document.
    private let literal: JSONDocument?

    /// Reads a query.
    ///
    /// ```swift
    /// SearchQuery("re:a+b").kind   // .regexp
    /// ```
    init(_ text: String) {
        self.text = text
        isCaseSensitive = text.unicodeScalars.contains { $0.properties.isUppercase }
        isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        lowercasedText = text.lowercased()
        needle = Array((isCaseSensitive ? text : lowercasedText).utf8)
        if text.hasPrefix("re:") {
            kind = .regexp
            key = nil
            literal = nil
            do {
                regexp = try IRegexp(String(text.dropFirst(3)))
                problem = nil
            } catch {
                regexp = nil
                problem = error
            }
            return
        }
        regexp = nil
        problem = nil
        if let value = Self.scalarLiteral(text), text.trimmingCharacters(in: .whitespaces).hasPrefix("\"") {
            kind = .value
            key = nil
            literal = value
        } else if let (memberKey, value) = Self.member(text) {
            kind = .member
            key = memberKey
            literal = value
        } else if let keyOnly = Self.keyOnly(text) {
            kind = .key
            key = keyOnly
            literal = nil
        } else {
            kind = .text
            key = nil
            literal = nil
        }
    }

    static func == (lhs: SearchQuery, rhs: SearchQuery) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    // MARK: Matching

    /// Whether a row matches: a value, with the key it has in its object (nil for elements and
    /// the root).
    func matches(key: String?, value node: JSONNode) -> Bool {
        switch kind {
        case .text, .regexp:
            return (key.map(matchesText) ?? false) || matchesText(ofValue: node)
        case .value:
            return isLiteral(node)
        case .member:
            return key == self.key && isLiteral(node)
        case .key:
            return key != nil && key == self.key
        }
    }

    /// The query that finds members with this key (`*` and `#`): `"id":`.
    ///
    /// ```swift
    /// SearchQuery.forKey("user id").text   // "\"user id\":"
    /// ```
    static func forKey(_ key: String) -> SearchQuery {
        SearchQuery(JSONWriter.compact.string(for: JSONDocument(.string(key)).root) + ":")
    }

    /// Whether a row's key is shown as matching.
    func highlightsKey(_ key: String, value node: JSONNode) -> Bool {
        switch kind {
        case .text, .regexp: matchesText(key)
        case .value: false
        case .member: key == self.key && isLiteral(node)
        case .key: key == self.key
        }
    }

    /// Whether a row's scalar value is shown as matching, looking at no more than `maxBytes` of
    /// a string (a row shows no more).
    func highlightsValue(_ node: JSONNode, key: String?, maxBytes: Int = .max) -> Bool {
        switch kind {
        case .text, .regexp: node.isContainer ? false : matchesText(ValueText.searchable(node, maxBytes: maxBytes))
        case .value: isLiteral(node)
        case .member: key == self.key && isLiteral(node)
        case .key: false
        }
    }

    private func matchesText(ofValue node: JSONNode) -> Bool {
        node.isContainer ? false : matchesText(ValueText.searchable(node))
    }

    /// Whether `node` is the JSON value searched for: the same string (scalar by scalar), the
    /// same number (by exact value), the same Boolean, or null. A string is read only as far as
    /// a match could go: its source takes at most six bytes per byte of the wanted text.
    private func isLiteral(_ node: JSONNode) -> Bool {
        guard let wanted = literal?.root, wanted.kind == node.kind else { return false }
        switch wanted.kind {
        case .string:
            guard let text = wanted.string,
                let candidate = node.stringPrefix(maxBytes: text.utf8.count * 6 + 8), candidate.isWhole
            else { return false }
            return candidate.text.unicodeScalars.elementsEqual(text.unicodeScalars)
        case .number:
            guard let number = wanted.number, let candidate = node.number else { return false }
            return candidate.hasSameValue(as: number)
        case .bool: return wanted.bool == node.bool
        case .null: return true
        case .array, .object: return false
        }
    }

    /// Whether `candidate` contains the query (text), or the regular expression finds a match in it.
    ///
    /// ```swift
    /// SearchQuery("ab").matchesText("xABy")   // true
    /// ```
    func matchesText(_ candidate: String) -> Bool {
        if kind == .regexp { return regexp?.containsMatch(in: candidate) ?? false }
        guard !needle.isEmpty else { return false }
        if isCaseSensitive { return candidate.contains(text) }
        if !isASCII { return candidate.lowercased().contains(lowercasedText) }
        var candidate = candidate
        return candidate.withUTF8 { haystack in
            guard haystack.count >= needle.count else { return false }
            let first = needle[0]
            var start = 0
            let last = haystack.count - needle.count
            while start <= last {
                if SearchQuery.folded(haystack[start]) == first {
                    var offset = 1
                    while offset < needle.count, SearchQuery.folded(haystack[start + offset]) == needle[offset] {
                        offset += 1
                    }
                    if offset == needle.count { return true }
                }
                start += 1
            }
            return false
        }
    }

    /// ASCII lowercase; other bytes unchanged, so multi-byte characters compare exactly.
    private static func folded(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    // MARK: Reading the forms

    /// `text` as one JSON scalar (a string, a number, true, false or null), if it is one.
    private static func scalarLiteral(_ text: String) -> JSONDocument? {
        guard let document = try? JSONDocument(parsing: text.trimmingCharacters(in: .whitespaces)),
            !document.root.isContainer
        else { return nil }
        return document
    }

    /// `"KEY":` alone: a quoted key and a colon with nothing after it.
    private static func keyOnly(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("\""), trimmed.hasSuffix(":") else { return nil }
        let quoted = trimmed.dropLast().trimmingCharacters(in: .whitespaces)
        guard quoted.count >= 2, quoted.hasSuffix("\""),
            let key = try? JSONDocument(parsing: String(quoted)).root.string
        else { return nil }
        return key
    }

    /// `KEY: VALUE` with a quoted key (`"a b": 1`, `"a":1`) or a bare one followed by `: `
    /// (`result_type: "recent"`), and a JSON scalar after the colon.
    private static func member(_ text: String) -> (String, JSONDocument)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let scalars = Array(trimmed.unicodeScalars)
        guard let first = scalars.first else { return nil }
        let key: String
        var rest: ArraySlice<Unicode.Scalar>
        if first == "\"" {
            // The quoted key ends at the first quote not escaped.
            var index = 1
            while index < scalars.count, scalars[index] != "\"" {
                index += scalars[index] == "\\" ? 2 : 1
            }
            guard index < scalars.count,
                let decoded = try? JSONDocument(parsing: String(String.UnicodeScalarView(scalars[...index]))).root
                    .string
            else { return nil }
            key = decoded
            rest = scalars[(index + 1)...].drop { $0 == " " }
            guard rest.first == ":" else { return nil }
            rest = rest.dropFirst()
        } else {
            guard first == "_" || first.properties.isAlphabetic,
                let colon = scalars.firstIndex(of: ":"), colon + 1 < scalars.count, scalars[colon + 1] == " "
            else { return nil }
            let name = String(String.UnicodeScalarView(scalars[..<colon]))
            guard !name.unicodeScalars.contains(where: { $0 == " " || $0 == "\"" }) else { return nil }
            key = name
            rest = scalars[(colon + 1)...]
        }
        guard let value = scalarLiteral(String(String.UnicodeScalarView(rest))) else { return nil }
        return (key, value)
    }
}
