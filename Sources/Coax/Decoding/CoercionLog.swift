/// Every value a ``LenientDecoder`` did not read as-is: where it was, what JSON it was, what type
/// was asked for, what came out and why. It shows exactly where a server's types drifted.
///
/// ```swift
/// var log = CoercionLog()
/// let post = try LenientDecoder().decode(Post.self, from: bytes, log: &log)
/// for entry in log.entries { print(entry) }
/// // $.id: string → Int64 = 7 ("7" → 7)
/// ```
public struct CoercionLog: Sendable, Hashable {
    /// One value that was coerced, replaced by a fallback, dropped or turned into nil.
    ///
    /// ```swift
    /// var log = CoercionLog()
    /// _ = try LenientDecoder().decode([Int].self, from: Array(#"["7", 8]"#.utf8), log: &log)
    /// let entry = log.entries[0]
    /// (entry.path, entry.kind, entry.targetType, entry.result, entry.reason)
    /// // → ("$[0]", "string", "Int", "7", "\"7\" → 7")
    /// ```
    public struct Entry: Sendable, Hashable {
        /// The JSON path of the value, with the document's own keys (`$.posts[3].id`).
        ///
        /// ```swift
        /// log.entries.map(\.path)   // ["$.posts[3].id", "$.posts[3].price"]
        /// ```
        public var path: String
        /// The JSON kind found: `null`, `bool`, `number`, `string`, `array`, `object` or `missing`.
        ///
        /// ```swift
        /// log.entries(at: "$.id").first?.kind   // "string"
        /// ```
        public var kind: String
        /// The Swift type asked for (`Int64`, `Date`, `Optional<URL>`, `Comment`).
        ///
        /// ```swift
        /// log.entries(at: "$.id").first?.targetType   // "Int64"
        /// ```
        public var targetType: String
        /// What the value became: the value, `nil`, `dropped`, or `forced fallback …`.
        ///
        /// ```swift
        /// log.entries.filter { $0.result == "dropped" }.count   // elements left out of arrays
        /// ```
        public var result: String
        /// Why, in the coercion engine's words (`"7" → 7`).
        ///
        /// ```swift
        /// log.entries(at: "$.id").first?.reason   // "\"7\" → 7"
        /// ```
        public var reason: String

        /// Creates an entry.
        ///
        /// ```swift
        /// CoercionLog.Entry(path: "$.id", kind: "string", targetType: "Int", result: "7", reason: "\"7\" → 7")
        ///     .description
        /// // → "$.id: string → Int = 7 (\"7\" → 7)"
        /// ```
        ///
        /// - Parameters:
        ///   - path: where the value is, as a normalized path.
        ///   - kind: the JSON kind found (`string`, `number`, …).
        ///   - targetType: the Swift type the property asked for.
        ///   - result: the value read, as text.
        ///   - reason: how it was read.
        package init(path: String, kind: String, targetType: String, result: String, reason: String) {
            self.path = path
            self.kind = kind
            self.targetType = targetType
            self.result = result
            self.reason = reason
        }
    }

    /// The entries in the order the values were decoded.
    ///
    /// ```swift
    /// var log = CoercionLog()
    /// _ = try LenientDecoder().decode([Int].self, from: Array(#"["7", 8]"#.utf8), log: &log)
    /// log.entries.map(\.path)   // → ["$[0]"]: the 8 was read as-is
    /// ```
    public var entries: [Entry]

    /// An empty log.
    ///
    /// - Parameter entries: entries to start with, in decoding order; none by default.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// Whether every value was read as-is.
    ///
    /// ```swift
    /// var log = CoercionLog()
    /// _ = try LenientDecoder().decode([Int].self, from: Array("[1, 2]".utf8), log: &log)
    /// log.isEmpty   // → true
    /// ```
    package var isEmpty: Bool { entries.isEmpty }

    /// The entries at one path.
    ///
    /// ```swift
    /// var log = CoercionLog()
    /// _ = try LenientDecoder().decode([Int].self, from: Array(#"["7", 8]"#.utf8), log: &log)
    /// log.entries(at: "$[0]").first?.reason   // → "\"7\" → 7"
    /// ```
    ///
    /// - Parameter path: a path exactly as the entries write it.
    /// - Returns: The entries for that path in decoding order; empty when none.
    /// - Complexity: O(*n*) in the log's entries.
    package func entries(at path: String) -> [Entry] {
        entries.filter { $0.path == path }
    }
}

extension CoercionLog.Entry: CustomStringConvertible {
    /// `PATH: KIND → TYPE = RESULT (REASON)`; document text is escaped (no raw control characters).
    ///
    /// ```swift
    /// "\(entry)"   // $.id: string → Int64 = 7 ("7" → 7)
    /// ```
    public var description: String {
        PrintableText.escaped("\(path): \(kind) → \(targetType) = \(result) (\(reason))")
    }
}

extension CoercionLog: CustomStringConvertible {
    /// One entry per line.
    ///
    /// ```swift
    /// var log = CoercionLog()
    /// _ = try LenientDecoder().decode([Int].self, from: Array(#"["7", 8]"#.utf8), log: &log)
    /// print(log)   // $[0]: string → Int = 7 ("7" → 7)
    /// ```
    public var description: String {
        entries.map(\.description).joined(separator: "\n")
    }
}
