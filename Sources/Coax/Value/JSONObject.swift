/// An ordered JSON object: members in the order they were written, duplicate keys kept.
///
/// Lookup by key follows the rule used everywhere in Coax: when a key occurs more
/// than once, **the last occurrence wins**. Equality is order-sensitive, because
/// Coax promises to write back exactly what it read.
///
/// ```swift
/// var object: JSONObject = ["id": 7, "name": "Ada"]
/// object["id"]            // .number(7)
/// object["email"] = "ada@example.com"
/// object.keys             // ["id", "name", "email"]
/// ```
public struct JSONObject: Sendable, Hashable {
    /// One key-value pair of an object.
    ///
    /// ```swift
    /// let object = JSONObject([.init(key: "id", value: 7), .init(key: "id", value: 8)])
    /// object["id"]   // → .number(8): the last member of a repeated key
    /// ```
    public struct Member: Sendable, Hashable {
        /// The member's key.
        public var key: String
        /// The member's value.
        public var value: JSONValue

        /// Creates a member.
        ///
        /// ```swift
        /// JSONObject.Member(key: "ok", value: true).key   // "ok"
        /// ```
        ///
        /// - Parameters:
        ///   - key: the member's name, decoded.
        ///   - value: the member's value.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members in document order, duplicates included.
    public private(set) var members: [Member]

    /// Creates an object from members, kept in the given order.
    ///
    /// ```swift
    /// JSONObject([.init(key: "a", value: 1), .init(key: "a", value: 2)]).count   // 2: the duplicate is kept
    /// ```
    ///
    /// - Parameter members: the members, in the order they are written.
    public init(_ members: [Member] = []) {
        self.members = members
    }

    /// The keys in document order, duplicates included.
    ///
    /// ```swift
    /// (["b": 1, "a": 2] as JSONObject).keys   // ["b", "a"]
    /// ```
    public var keys: [String] { members.map(\.key) }

    /// The value of the last member named `key`; setting replaces that member's value in place
    /// (removing earlier duplicates), appends a new member, or, with nil, removes every member named `key`.
    ///
    /// ```swift
    /// var object: JSONObject = ["a": 1, "a": 2]
    /// object["a"]          // 2: the last occurrence wins
    /// object["a"] = nil    // removes both
    /// ```
    ///
    /// - Parameter key: the member's name.
    /// - Complexity: O(*n*) in the members, for reading and for setting: members keep their order
    ///   and duplicates, so there is no hash table behind them.
    ///
    /// - Returns: The last member's value (`.null` for JSON `null`); nil when no member has the name.
    public subscript(key: String) -> JSONValue? {
        get { members.last { Self.isSameKey($0.key, key) }?.value }
        set {
            guard let newValue else {
                members.removeAll { Self.isSameKey($0.key, key) }
                return
            }
            if let last = members.lastIndex(where: { Self.isSameKey($0.key, key) }) {
                members[last].value = newValue
                var index = 0
                members.removeAll { member in
                    defer { index += 1 }
                    return Self.isSameKey(member.key, key) && index != last
                }
            } else {
                members.append(Member(key: key, value: newValue))
            }
        }
    }

    /// Whether `key` occurs more than once.
    ///
    /// ```swift
    /// (["a": 1, "a": 2] as JSONObject).hasDuplicateKey("a")   // true
    /// ```
    ///
    /// - Parameter key: the member's name, compared scalar by scalar.
    /// - Returns: true when two or more members have that name.
    /// - Complexity: O(*n*) in the members.
    public func hasDuplicateKey(_ key: String) -> Bool {
        var seen = false
        for member in members where Self.isSameKey(member.key, key) {
            if seen { return true }
            seen = true
        }
        return false
    }

    /// Whether two keys are the same JSON key: the same Unicode scalars (RFC 8259 compares
    /// strings code unit by code unit), not merely canonically equivalent as Swift's `==` says
    /// (`"é"` and `"e\u{301}"` are two keys).
    static func isSameKey(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// Appends a member, even when the key already exists (keeping a duplicate).
    ///
    /// ```swift
    /// var object = JSONObject()
    /// object.append(key: "a", value: 1)
    /// object.append(key: "a", value: 2)   // object.count == 2
    /// ```
    ///
    /// - Parameters:
    ///   - key: the new member's name.
    ///   - value: the new member's value.
    public mutating func append(key: String, value: JSONValue) {
        members.append(Member(key: key, value: value))
    }

    /// Removes every member named `key` and returns the value that lookup would have returned.
    ///
    /// ```swift
    /// var object: JSONObject = ["a": 1]
    /// object.removeValue(forKey: "a")   // .number(1)
    /// ```
    ///
    /// - Parameter key: the name of the members to remove.
    /// - Returns: the value of the last member with that name, or nil when there was none.
    /// - Complexity: O(*n*) in the members.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        let old = self[key]
        members.removeAll { Self.isSameKey($0.key, key) }
        return old
    }
}

extension JSONObject: RandomAccessCollection {
    public var startIndex: Int { members.startIndex }
    public var endIndex: Int { members.endIndex }
    /// The member at `position`, duplicates included, in document order.
    ///
    /// - Parameter position: from 0 to `count - 1`.
    /// - Returns: The member's key and value.
    public subscript(position: Int) -> Member { members[position] }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Builds an object from a literal, keeping the written order and any repeated keys.
    ///
    /// ```swift
    /// let object: JSONObject = ["id": 1, "tags": ["a", "b"]]
    /// object.keys   // → ["id", "tags"]
    /// ```
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.map { Member(key: $0.0, value: $0.1) })
    }
}
