extension JSONPath {
    /// The value at this path in `root`, or an error naming the longest prefix that exists and
    /// what it holds (its keys, its length, or its kind).
    ///
    /// Works on anything ``JSONReadable``: a parsed document's nodes and owned ``JSONValue``s.
    /// A key step on an object selects the last member with that key. An index step selects an
    /// array element, or on an object the member whose key is the index in decimal (RFC 6901).
    ///
    /// ```swift
    /// let value: JSONValue = ["posts": [["id": 7]]]
    /// try JSONPath(parsing: "posts[0].id").resolve(in: value)   // .number(7)
    /// try JSONPath(parsing: "/posts/3").resolve(in: value)
    /// // throws: $['posts'] has no index 3; it is an array of 1 element (index 0)
    /// ```
    public func resolve<Value: JSONReadable>(in root: Value) throws(JSONPathResolveError) -> Value {
        var current = root
        for (depth, component) in components.enumerated() {
            guard let next = Self.step(component, from: current) else {
                throw JSONPathResolveError(
                    path: self,
                    existingPrefix: JSONPath(Array(components[..<depth])),
                    failedComponent: component,
                    found: JSONPathResolveError.Found(current)
                )
            }
            current = next
        }
        return current
    }

    /// The value at this path in `root`, or nil when it does not exist.
    ///
    /// ```swift
    /// let value: JSONValue = ["a": [1, 2]]
    /// (["a", 1] as JSONPath).value(in: value)   // .number(2)
    /// (["b"] as JSONPath).value(in: value)      // nil
    /// ```
    public func value<Value: JSONReadable>(in root: Value) -> Value? {
        try? resolve(in: root)
    }

    private static func step<Value: JSONReadable>(_ component: Component, from value: Value) -> Value? {
        switch (component, value.kind) {
        case (.key(let key), .object):
            return value[key]
        case (.index(let index), .object):
            return value[String(index)]
        case (.index(let index), .array):
            guard index >= 0, let elements = value.elements,
                let position = elements.index(elements.startIndex, offsetBy: index, limitedBy: elements.endIndex),
                position != elements.endIndex
            else { return nil }
            return elements[position]
        default:
            return nil
        }
    }
}
