extension JSONPath {
    /// The value at this path in `root`, or an error naming the longest prefix that exists and
    /// what it holds (its keys, its length, or its kind).
    ///
    /// Works on anything ``JSONReadable``: a parsed document's nodes and owned ``JSONValue``s.
    /// A key step on an object selects the last member with that key. An index step selects an
    /// array element (a negative index counts from the end), or on an object the member whose key
    /// is the index in decimal (as in RFC 6901).
    ///
    /// ```swift
    /// let value: JSONValue = ["posts": [["id": 7]]]
    /// try JSONPath(parsing: "posts[0].id").resolve(in: value)   // .number(7)
    /// try JSONPath(parsing: "/posts/3").resolve(in: value)
    /// // throws: $['posts'] has no index 3; it is an array of 1 element (index 0)
    /// ```
    ///
    /// - Parameter root: the value the path starts at.
    /// - Returns: the value the path names.
    /// - Throws: ``JSONPathResolveError`` when a step names nothing: the path that exists up to
    ///   there, the failed step, and what is there instead.
    /// - Complexity: O(*n*) per key step in the object's members (the last duplicate wins) and
    ///   O(*i*) per index step on a parsed document's array (see ``JSONNode/subscript(_:)-(Int)``).
    public func resolve<Value: JSONReadable>(in root: Value) throws(JSONPathResolveError) -> Value {
        try locate(in: root).value
    }

    /// The value at this path and where it is, written as the steps actually taken: a key for
    /// every object member (an index step that selected the member `"0"` becomes the key `"0"`)
    /// and a non-negative index for every array element (`-1` becomes the last position). Its
    /// ``description`` is the value's RFC 9535 normalized path.
    ///
    /// ```swift
    /// let value: JSONValue = ["list": ["0": "zero"], "items": [1, 2, 3]]
    /// try JSONPath(parsing: "list.0").locate(in: value).path.description     // "$['list']['0']"
    /// try JSONPath(parsing: "$.items[-1]").locate(in: value).path.description // "$['items'][2]"
    /// ```
    ///
    /// - Parameter root: the value the path starts at.
    /// - Returns: the value, and the path of the steps actually taken.
    /// - Throws: ``JSONPathResolveError`` when a step names nothing, as ``resolve(in:)``.
    public func locate<Value: JSONReadable>(
        in root: Value
    ) throws(JSONPathResolveError) -> (value: Value, path: JSONPath) {
        var current = root
        var located: [Component] = []
        located.reserveCapacity(components.count)
        for (depth, component) in components.enumerated() {
            guard let (next, step) = Self.step(component, from: current) else {
                throw JSONPathResolveError(
                    path: self,
                    existingPrefix: JSONPath(Array(components[..<depth])),
                    failedComponent: component,
                    found: JSONPathResolveError.Found(current)
                )
            }
            current = next
            located.append(step)
        }
        return (current, JSONPath(located))
    }

    /// The value at this path in `root`, or nil when it does not exist.
    ///
    /// ```swift
    /// let value: JSONValue = ["a": [1, 2]]
    /// (["a", 1] as JSONPath).value(in: value)   // .number(2)
    /// (["b"] as JSONPath).value(in: value)      // nil
    /// ```
    ///
    /// - Parameter root: the value the path starts from, a ``JSONNode`` or a ``JSONValue``.
    /// - Returns: The value, of the same type as `root`; nil where ``resolve(in:)`` would throw.
    public func value<Value: JSONReadable>(in root: Value) -> Value? {
        try? resolve(in: root)
    }

    /// The child a step selects and the step as taken (a key, or a non-negative index).
    private static func step<Value: JSONReadable>(_ component: Component, from value: Value) -> (Value, Component)? {
        switch (component, value.kind) {
        case (.key(let key), .object):
            return value[key].map { ($0, component) }
        case (.index(let index), .object):
            return value[String(index)].map { ($0, .key(String(index))) }
        case (.index(let index), .array):
            guard let elements = value.elements else { return nil }
            let position = index >= 0 ? index : elements.count + index
            guard position >= 0,
                let found = elements.index(elements.startIndex, offsetBy: position, limitedBy: elements.endIndex),
                found != elements.endIndex
            else { return nil }
            return (elements[found], .index(position))
        default:
            return nil
        }
    }
}
