import Foundation

/// Decodes any `Decodable` straight from a parsed ``JSONDocument``, applying the coercion rules
/// where the JSON's type differs from the Swift type: `Int` from `"42"`, `String` from `42`,
/// `Bool` from `1` or `"8.45"`, `Decimal` exactly from the literal, `Date` from Unix seconds,
/// `URL` from text. IAModelBase's mapping, the Swift way: `CodingKeys` (or the snake-case
/// strategy) map names, and `[Comment]` says what an array holds.
///
/// Missing and unconvertible values follow the decoder's policies (see ``NonOptionalPolicy``,
/// ``OptionalPolicy``, ``ArrayElementPolicy``, ``IntegerOverflowPolicy``); every value not read
/// as-is can be recorded in a ``CoercionLog``. Nothing is copied into an intermediate tree: the
/// containers read the document's tape.
///
/// ```swift
/// struct Post: Decodable { let id: Int; let title: String; let price: Decimal?; let tags: [String] }
/// let bytes = Array(#"{"id": "7", "title": 42, "price": "8.45", "tags": ["a", 1, null]}"#.utf8)
/// var log = CoercionLog()
/// let post = try LenientDecoder().decode(Post.self, from: bytes, log: &log)
/// post.id      // 7
/// post.title   // "42"
/// post.tags    // ["a", "1"]   (null dropped)
/// log.entries.count   // 5
/// ```
public struct LenientDecoder: Sendable {
    /// What a non-optional value gets when missing, `null` or unconvertible. Default: throw.
    ///
    /// ```swift
    /// var decoder = LenientDecoder()
    /// decoder.nonOptionalPolicy = .forcedFallback   // a missing Int becomes 0, a String ""
    /// ```
    public var nonOptionalPolicy: NonOptionalPolicy = .throwError
    /// What an optional value gets when present but unconvertible. Default: nil.
    ///
    /// ```swift
    /// var decoder = LenientDecoder()
    /// decoder.optionalPolicy = .throwWhenUnconvertible   // "price": "free" now throws for Decimal?
    /// ```
    public var optionalPolicy: OptionalPolicy = .nilWhenUnconvertible
    /// What happens to array (and `[String: T]` dictionary) elements that fail. Default: dropped.
    ///
    /// ```swift
    /// var decoder = LenientDecoder()
    /// decoder.arrayElementPolicy = .failArray   // [1, "x"] as [Int] now throws
    /// ```
    public var arrayElementPolicy: ArrayElementPolicy = .dropElement
    /// What happens when an integer does not fit the type. Default: clamped.
    ///
    /// ```swift
    /// var decoder = LenientDecoder()
    /// decoder.integerOverflowPolicy = .fail   // 300 as Int8 is unconvertible instead of 127
    /// ```
    public var integerOverflowPolicy: IntegerOverflowPolicy = .clamp
    /// How JSON keys match coding keys. Default: as written.
    ///
    /// ```swift
    /// var decoder = LenientDecoder()
    /// decoder.keyDecodingStrategy = .convertFromSnakeCase   // "display_name" fills displayName
    /// ```
    public var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
    /// How dates are read. Default: Unix seconds, as `unixDate` reads them.
    ///
    /// ```swift
    /// var decoder = LenientDecoder()
    /// decoder.dateDecodingStrategy = .iso8601   // "2014-11-05T04:37:14Z"
    /// ```
    public var dateDecodingStrategy: DateDecodingStrategy = .secondsSince1970
    /// Values handed to `init(from:)` through `decoder.userInfo`.
    ///
    /// ```swift
    /// var decoder = LenientDecoder()
    /// if let key = CodingUserInfoKey(rawValue: "apiVersion") { decoder.userInfo[key] = "2024-06-01" }
    /// ```
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// A decoder with the given policies; `LenientDecoder()` has the defaults.
    ///
    /// - Parameters:
    ///   - nonOptionalPolicy: what a non-optional property gets when its value does not convert.
    ///   - optionalPolicy: what an optional property gets when its value does not convert.
    ///   - arrayElementPolicy: what happens to an array element that does not convert.
    ///   - integerOverflowPolicy: what an integer too large for its type becomes.
    ///   - keyDecodingStrategy: how property names map to JSON keys.
    ///   - dateDecodingStrategy: how dates are read.
    public init(
        nonOptionalPolicy: NonOptionalPolicy = .throwError,
        optionalPolicy: OptionalPolicy = .nilWhenUnconvertible,
        arrayElementPolicy: ArrayElementPolicy = .dropElement,
        integerOverflowPolicy: IntegerOverflowPolicy = .clamp,
        keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys,
        dateDecodingStrategy: DateDecodingStrategy = .secondsSince1970
    ) {
        self.nonOptionalPolicy = nonOptionalPolicy
        self.optionalPolicy = optionalPolicy
        self.arrayElementPolicy = arrayElementPolicy
        self.integerOverflowPolicy = integerOverflowPolicy
        self.keyDecodingStrategy = keyDecodingStrategy
        self.dateDecodingStrategy = dateDecodingStrategy
    }

    // MARK: Decoding

    /// Decodes a value from a node of a parsed document.
    ///
    /// ```swift
    /// struct Post: Decodable { let id: Int }
    /// let document = try JSONDocument(parsing: #"{"posts": [{"id": "7"}]}"#)
    /// if let first = document.root["posts"]?[0] {
    ///     try LenientDecoder().decode(Post.self, from: first).id   // 7
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: the type to decode.
    ///   - node: the value to decode it from; the rest of its document is not read.
    /// - Returns: the decoded value.
    /// - Throws: `DecodingError` when a value cannot be read under the decoder's policies (with
    ///   the default policies: a non-optional value missing, `null` or unconvertible), or what the
    ///   type's own `init(from:)` throws.
    public func decode<T: Decodable>(_ type: T.Type, from node: JSONNode) throws -> T {
        try run(type, node: node, logging: false).value
    }

    /// Decodes a value from a node, appending every value not read as-is to `log` (also when
    /// decoding fails, so the log shows what came before the failure).
    ///
    /// ```swift
    /// struct Post: Decodable { let id: Int }
    /// var log = CoercionLog()
    /// let post = try LenientDecoder().decode(Post.self, from: try JSONDocument(parsing: #"{"id": "7"}"#).root, log: &log)
    /// post.id              // 7
    /// log.entries.count    // 1: "7" was a string
    /// ```
    ///
    /// - Parameters:
    ///   - type: the type to decode.
    ///   - node: the value to decode it from.
    ///   - log: where each coercion is appended, with its path and reason.
    /// - Returns: the decoded value.
    /// - Throws: `DecodingError` when a value cannot be read under the decoder's policies (with
    ///   the default policies: a non-optional value missing, `null` or unconvertible), or what the
    ///   type's own `init(from:)` throws.
    public func decode<T: Decodable>(_ type: T.Type, from node: JSONNode, log: inout CoercionLog) throws -> T {
        let context = DecodingContext(decoder: self, document: node.document, logging: true)
        defer { log.entries.append(contentsOf: context.entries) }
        return try context.decodeRoot(type, node: node)
    }

    /// Decodes a value from a whole document.
    ///
    /// ```swift
    /// let ids = try LenientDecoder().decode([Int].self, from: try JSONDocument(parsing: #"[1, "2", 3.5]"#))
    /// ids   // [1, 2, 3]
    /// ```
    ///
    /// - Parameters:
    ///   - type: the type to decode.
    ///   - document: the document whose root is decoded.
    /// - Returns: the decoded value.
    /// - Throws: `DecodingError` when a value cannot be read under the decoder's policies (with
    ///   the default policies: a non-optional value missing, `null` or unconvertible), or what the
    ///   type's own `init(from:)` throws.
    public func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument) throws -> T {
        try decode(type, from: document.root)
    }

    /// Decodes a value from a whole document, recording coercions in `log`.
    ///
    /// ```swift
    /// var log = CoercionLog()
    /// let ids = try LenientDecoder().decode([Int].self, from: try JSONDocument(parsing: #"[1, "2"]"#), log: &log)
    /// ids                  // [1, 2]
    /// log.entries.count    // 1
    /// ```
    ///
    /// - Parameters:
    ///   - type: the type to decode.
    ///   - document: the document whose root is decoded.
    ///   - log: where each coercion is appended, with its path and reason.
    /// - Returns: the decoded value.
    /// - Throws: `DecodingError` when a value cannot be read under the decoder's policies (with
    ///   the default policies: a non-optional value missing, `null` or unconvertible), or what the
    ///   type's own `init(from:)` throws.
    public func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument, log: inout CoercionLog) throws -> T {
        try decode(type, from: document.root, log: &log)
    }

    /// Parses JSON bytes and decodes a value. Invalid JSON throws `DecodingError.dataCorrupted`
    /// whose underlying error is the ``JSONParseError`` (with its line and column).
    ///
    /// ```swift
    /// struct Post: Decodable { let id: Int }
    /// try LenientDecoder().decode(Post.self, from: Array(#"{"id": "7"}"#.utf8)).id   // 7
    /// ```
    ///
    /// - Parameters:
    ///   - type: the type to decode.
    ///   - bytes: UTF-8 JSON text.
    /// - Returns: the decoded value.
    /// - Throws: `DecodingError.dataCorrupted` for invalid JSON (its underlying error is the
    ///   ``JSONParseError``, with line and column); otherwise as when decoding a node.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        try decode(type, from: try LenientDecoder.parse(bytes))
    }

    /// Parses JSON bytes and decodes a value, recording coercions in `log`.
    ///
    /// ```swift
    /// var log = CoercionLog()
    /// try LenientDecoder().decode(Int.self, from: Array(#""42""#.utf8), log: &log)   // 42
    /// log.entries.count   // 1
    /// ```
    ///
    /// - Parameters:
    ///   - type: the type to decode.
    ///   - bytes: UTF-8 JSON text.
    ///   - log: where each coercion is appended, with its path and reason.
    /// - Returns: the decoded value.
    /// - Throws: `DecodingError.dataCorrupted` for invalid JSON (its underlying error is the
    ///   ``JSONParseError``, with line and column); otherwise as when decoding a node.
    public func decode<T: Decodable>(
        _ type: T.Type, from bytes: some Collection<UInt8>, log: inout CoercionLog
    ) throws -> T {
        try decode(type, from: try LenientDecoder.parse(bytes), log: &log)
    }

    /// Parses JSON text and decodes a value.
    ///
    /// ```swift
    /// try LenientDecoder().decode([String].self, fromText: #"["a", 1, null]"#)   // ["a", "1"]
    /// ```
    ///
    /// - Parameters:
    ///   - type: the type to decode.
    ///   - text: JSON text.
    /// - Returns: the decoded value.
    /// - Throws: `DecodingError.dataCorrupted` for invalid JSON (its underlying error is the
    ///   ``JSONParseError``, with line and column); otherwise as when decoding a node.
    public func decode<T: Decodable>(_ type: T.Type, fromText text: String) throws -> T {
        try decode(type, from: Array(text.utf8))
    }

    private func run<T: Decodable>(
        _ type: T.Type, node: JSONNode, logging: Bool
    ) throws -> (value: T, log: [CoercionLog.Entry]) {
        let context = DecodingContext(decoder: self, document: node.document, logging: logging)
        let value = try context.decodeRoot(type, node: node)
        return (value, context.entries)
    }

    private static func parse(_ bytes: some Collection<UInt8>) throws -> JSONDocument {
        do {
            return try JSONDocument(parsing: bytes)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [], debugDescription: "The given data was not valid JSON: \(error)",
                    underlyingError: error))
        }
    }
}
