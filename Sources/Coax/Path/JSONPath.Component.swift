extension JSONPath {
    /// One step of a path: a member key or an array index.
    ///
    /// ```swift
    /// let steps: [JSONPath.Component] = [.key("posts"), .index(0), "id"]
    /// "\(JSONPath(steps))"   // → "$['posts'][0]['id']"
    /// ```
    public enum Component: Sendable, Hashable {
        /// An object member, by key (the last member wins when the key is repeated).
        case key(String)
        /// An array element, by zero-based position. On an object it selects the key written as
        /// this number in decimal (RFC 6901).
        case index(Int)
    }
}

extension JSONPath.Component: CustomStringConvertible {
    /// The step as written in a normalized path: `['name']` or `[3]`.
    ///
    /// ```swift
    /// JSONPath.Component.key("id").description   // "['id']"
    /// ```
    public var description: String {
        String(NormalizedPathWriter.string(for: [self]).dropFirst())
    }
}

extension JSONPath.Component: ExpressibleByStringLiteral {
    /// A string literal is a key.
    ///
    /// ```swift
    /// let step: JSONPath.Component = "id"   // .key("id")
    /// ```
    public init(stringLiteral value: String) {
        self = .key(value)
    }
}

extension JSONPath.Component: ExpressibleByIntegerLiteral {
    /// An integer literal is an index.
    ///
    /// ```swift
    /// let step: JSONPath.Component = 2   // .index(2)
    /// ```
    public init(integerLiteral value: Int) {
        self = .index(value)
    }
}
