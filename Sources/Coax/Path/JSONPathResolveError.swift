/// A path that does not exist in a value: how far it got, and what is there instead.
///
/// ```swift
/// do {
///     _ = try JSONPath(parsing: "posts[0].titel").resolve(in: document.root)
/// } catch {
///     error.existingPrefix   // $['posts'][0]
///     print(error)
///     // $['posts'][0] has no key 'titel'; its keys are 'id', 'title', 'body', 'comments'
/// }
/// ```
public struct JSONPathResolveError: Error, Sendable, Hashable {
    /// What the longest existing prefix of the path holds.
    ///
    /// ```swift
    /// let document = try JSONDocument(parsing: #"{"posts": [{"id": 1}, {"id": 2}]}"#)
    /// do {
    ///     _ = try JSONPath(parsing: "posts[5]").resolve(in: document.root)
    /// } catch {
    ///     error.found   // → .array(count: 2)
    /// }
    /// ```
    public enum Found: Sendable, Hashable {
        /// An object: its first distinct keys in document order (at most ten)
        /// and how many distinct keys it has in all.
        case object(keys: [String], keyCount: Int)
        /// An array with this many elements.
        case array(count: Int)
        /// A null, bool, number or string, which has no children.
        case scalar(JSONKind)
    }

    /// How many keys an error lists before saying "and N more".
    static let listedKeyLimit = 10

    /// How many characters of a listed key an error shows before cutting it with `…`.
    static let listedKeyLength = 60

    /// The path that was asked for.
    ///
    /// ```swift
    /// error.path.description   // "$['posts'][0]['titel']"
    /// ```
    public let path: JSONPath
    /// The longest prefix of ``path`` that exists.
    ///
    /// ```swift
    /// error.existingPrefix.description   // "$['posts'][0]"
    /// ```
    public let existingPrefix: JSONPath
    /// The step that could not be taken from ``existingPrefix``.
    ///
    /// ```swift
    /// error.failedComponent   // .key("titel")
    /// ```
    public let failedComponent: JSONPath.Component
    /// What ``existingPrefix`` holds.
    ///
    /// ```swift
    /// error.found   // .object(keys: ["id", "title"], keyCount: 2)
    /// ```
    public let found: Found
}

extension JSONPathResolveError: CustomStringConvertible {
    /// One line naming the existing prefix, the missing step, and what is there.
    /// Keys and paths are escaped, so the text is safe for a terminal.
    ///
    /// ```swift
    /// "\(error)"   // "$['posts'] has no index 7; it is an array of 3 elements (indices 0...2)"
    /// ```
    public var description: String {
        let prefix = PrintableText.escaped(existingPrefix.normalized)
        let step: String =
            switch failedComponent {
            case .key(let key): "key " + JSONPathFormatter.singleQuoted(key)
            case .index(let index): "index \(index)"
            }
        switch found {
        case .object(let keys, let keyCount):
            guard keyCount > 0 else { return "\(prefix) has no \(step); it is an empty object" }
            let limit = JSONPathResolveError.listedKeyLength
            var list = keys.map { key in
                JSONPathFormatter.singleQuoted(key.count > limit ? key.prefix(limit - 1) + "…" : key)
            }.joined(separator: ", ")
            if keyCount > keys.count {
                list += " and \(keyCount - keys.count) more"
            }
            return "\(prefix) has no \(step); its keys are \(list)"
        case .array(let count):
            let what =
                switch count {
                case 0: "an empty array"
                case 1: "an array of 1 element (index 0)"
                default: "an array of \(count) elements (indices 0...\(count - 1))"
                }
            if case .key = failedComponent {
                return "\(prefix) has no \(step); it is \(what), not an object"
            }
            return "\(prefix) has no \(step); it is \(what)"
        case .scalar(let kind):
            let what = kind == .null ? "null" : "a \(kind)"
            return "\(prefix) has no \(step); it is \(what), not an object or array"
        }
    }
}

extension JSONPathResolveError.Found {
    /// Describes a value for an error: its first keys, its length, or its kind.
    ///
    /// ```swift
    /// JSONPathResolveError.Found(["a": 1, "b": 2] as JSONValue)   // .object(keys: ["a", "b"], keyCount: 2)
    /// ```
    ///
    /// - Parameter value: the value at the end of the existing prefix.
    package init<Value: JSONReadable>(_ value: Value) {
        if let members = value.members {
            var seen = Set<String>()
            var keys: [String] = []
            for member in members where seen.insert(member.key).inserted {
                if keys.count < JSONPathResolveError.listedKeyLimit {
                    keys.append(member.key)
                }
            }
            self = .object(keys: keys, keyCount: seen.count)
        } else if let elements = value.elements {
            self = .array(count: elements.count)
        } else {
            self = .scalar(value.kind)
        }
    }
}
