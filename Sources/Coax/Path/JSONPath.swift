/// A location in a JSON document: a sequence of member keys and array indices from the root.
///
/// One type reads and prints the three ways people write locations:
///
/// | Form | Example | Printed by |
/// |------|---------|-----------|
/// | Normalized JSONPath (RFC 9535) | `$['posts'][0]['id']` | ``description``, `formatted(.normalized)` |
/// | Short form people type | `posts[0].id`, `$.posts[0].id`, `$["key.with.dots"]` | `formatted(.short)` |
/// | JSON Pointer (RFC 6901) | `/posts/0/id` | `formatted(.pointer)` |
///
/// Parsing detects the form: text that is empty or starts with `/` is a JSON Pointer;
/// anything else is JSONPath, normalized or short.
///
/// ```swift
/// let path = try JSONPath(parsing: "posts[0].id")
/// path.description            // "$['posts'][0]['id']"
/// path.formatted(.short)      // "$.posts[0].id"
/// path.formatted(.pointer)    // "/posts/0/id"
/// let id = try path.resolve(in: document.root)
/// ```
///
/// An index applied to an object selects the member whose key is the index written in decimal,
/// as RFC 6901 requires for JSON Pointer (`/0` on an object means the key `"0"`). So `/0`,
/// `[0]` and `.0` work on arrays and on objects alike.
public struct JSONPath: Sendable, Hashable {
    /// The steps from the root, in order; empty for the root itself.
    ///
    /// ```swift
    /// try JSONPath(parsing: "a[0]").components   // [.key("a"), .index(0)]
    /// ```
    public var components: [Component]

    /// Creates a path from its steps.
    ///
    /// ```swift
    /// let path = JSONPath([.key("posts"), .index(0)])   // $['posts'][0]
    /// ```
    ///
    /// - Parameter components: the steps from the root, in order; none for the root itself (`$`).
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document's root, `$` (JSON Pointer: the empty string).
    ///
    /// ```swift
    /// JSONPath.root.description   // "$"
    /// ```
    public static let root = JSONPath()

    /// Parses a path in any of the three forms, detecting which one it is.
    ///
    /// Empty text and text starting with `/` are JSON Pointers (RFC 6901). Text starting with `$`
    /// is read strictly as an RFC 9535 singular query: names (`.name`, `['name']`, `["name"]`) and
    /// indices (`[0]`, `[-1]` from the end), blank space allowed between segments as the RFC allows;
    /// what RFC 9535 rejects (`$.1`, `$.&`) is rejected, and wildcards, slices, descendants and
    /// filters are refused because a path names one value (use ``JSONQuery`` for those). Anything
    /// else is the short form people type: `posts[0].id`, `.posts.0.id`, `user-name.ключ`.
    ///
    /// ```swift
    /// try JSONPath(parsing: "$['posts'][0]['id']").components   // [.key("posts"), .index(0), .key("id")]
    /// try JSONPath(parsing: "$ .posts [0] .id")     // the same path
    /// try JSONPath(parsing: "posts[0].id")          // the same path
    /// try JSONPath(parsing: "/posts/0/id")          // the same path
    /// try JSONPath(parsing: "posts[0")   // throws: column 8: expected ']' after the index
    /// try JSONPath(parsing: "$.1")       // throws: column 3: a name after '.' starts with a letter or '_'; …
    /// ```
    ///
    /// - Parameter text: a JSON Pointer, an RFC 9535 singular query, or the short form.
    /// - Throws: ``JSONPathParseError`` with the column and what was expected there.
    public init(parsing text: String) throws(JSONPathParseError) {
        // The first scalar, not the first character: `/` followed by a combining mark is still a
        // pointer (RFC 6901 works on scalars), though Swift sees one grapheme cluster.
        let first = text.unicodeScalars.first
        if first == nil || first == "/" {
            try self.init(pointer: text)
        } else if first == "$" {
            var parser = QueryParser(text)
            self.init(try parser.parseSingularPath())
        } else {
            var parser = JSONPathParser(text)
            self.init(try parser.parseJSONPath())
        }
    }

    /// Parses a JSON Pointer (RFC 6901): empty text is the root, every other pointer starts with `/`;
    /// `~1` stands for `/` and `~0` for `~`. Tokens written as array indices (`0`, `17`, no leading
    /// zero) become ``Component/index(_:)``, which also selects the key of that name on an object.
    ///
    /// ```swift
    /// try JSONPath(pointer: "/a~1b/0").components   // [.key("a/b"), .index(0)]
    /// try JSONPath(pointer: "")                      // the root
    /// ```
    ///
    /// - Parameter text: the pointer, unescaped (not the `#` URI fragment form).
    /// - Throws: ``JSONPathParseError`` for text that does not start with `/` or has a `~` not
    ///   followed by `0` or `1`.
    public init(pointer text: String) throws(JSONPathParseError) {
        var parser = JSONPathParser(text)
        self.init(try parser.parsePointer())
    }

    /// Whether this is the root path (no components).
    ///
    /// ```swift
    /// JSONPath.root.isRoot   // true
    /// ```
    public var isRoot: Bool { components.isEmpty }

    /// The path one step up, or nil for the root.
    ///
    /// ```swift
    /// try JSONPath(parsing: "a[0]").parent?.description   // "$['a']"
    /// ```
    public var parent: JSONPath? {
        isRoot ? nil : JSONPath(Array(components.dropLast()))
    }

    /// The last step, or nil for the root.
    ///
    /// ```swift
    /// try JSONPath(parsing: "a[3]").lastComponent   // .index(3)
    /// ```
    package var lastComponent: Component? { components.last }

    /// This path followed by one more step.
    ///
    /// ```swift
    /// JSONPath.root.appending(.key("posts")).appending(.index(2))   // $['posts'][2]
    /// ```
    ///
    /// - Parameter component: the step to add after the last one.
    /// - Returns: A new path; this one is unchanged.
    public func appending(_ component: Component) -> JSONPath {
        JSONPath(components + [component])
    }

    /// This path followed by a member key.
    ///
    /// ```swift
    /// JSONPath.root.appending(key: "posts")   // $['posts']
    /// ```
    ///
    /// - Parameter key: the member's name, exactly (no escaping or parsing: `"a.b"` is one key).
    /// - Returns: A new path; this one is unchanged.
    package func appending(key: String) -> JSONPath {
        appending(.key(key))
    }

    /// This path followed by an array index.
    ///
    /// ```swift
    /// JSONPath.root.appending(index: 0)   // $[0]
    /// ```
    ///
    /// - Parameter index: the element's position from 0; negative counts from the end when resolved.
    /// - Returns: A new path; this one is unchanged.
    package func appending(index: Int) -> JSONPath {
        appending(.index(index))
    }

    /// Whether `prefix`'s components start this path's components.
    ///
    /// ```swift
    /// try JSONPath(parsing: "a[0].b").hasPrefix(JSONPath(parsing: "a"))   // true
    /// ```
    ///
    /// - Parameter prefix: a path from the same root.
    /// - Returns: `true` when this path is `prefix` or goes on below it (the root is a prefix of every
    ///   path); steps are compared exactly, so `[-1]` is not a prefix of `[2]`.
    public func hasPrefix(_ prefix: JSONPath) -> Bool {
        components.starts(with: prefix.components)
    }
}

extension JSONPath: CustomStringConvertible {
    /// The normalized JSONPath form (RFC 9535): `$`, then `['name']` or `[index]` per step.
    ///
    /// Exactly RFC 9535's normalized path (§2.7): names escape `'`, `\`, `\b`, `\f`, `\n`, `\r`,
    /// `\t` and the other characters below U+0020 as `\u00xx`; every other character is itself. So
    /// the text may hold characters a terminal must not get raw (DEL, C1 controls, U+2028): escape
    /// it before you display it.
    ///
    /// ```swift
    /// JSONPath([.key("it's"), .index(0)]).description   // "$['it\\'s'][0]"
    /// ```
    public var description: String { normalized }
}

extension JSONPath: ExpressibleByArrayLiteral {
    /// Builds a path from literal components: strings are keys, integers indices.
    ///
    /// ```swift
    /// let path: JSONPath = ["posts", 0, "id"]   // $['posts'][0]['id']
    /// ```
    public init(arrayLiteral elements: Component...) {
        self.init(elements)
    }
}
