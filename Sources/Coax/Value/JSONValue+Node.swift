extension JSONValue {
    /// An owned copy of a document node and everything below it; literals and key order kept.
    ///
    /// ```swift
    /// let document = try JSONDocument(parsing: #"{"n": 1.50}"#)
    /// JSONValue(document.root)["n"]?.number?.literal   // "1.50"
    /// ```
    ///
    /// - Parameter node: a node of a parsed document; the copy does not keep the document alive.
    /// - Complexity: O(*n*) in the values below `node`, each decoded and allocated.
    public init(_ node: JSONNode) {
        switch node.entry.kind {
        case .null, .arrayClose, .objectClose: self = .null
        case .false: self = .bool(false)
        case .true: self = .bool(true)
        case .number: self = node.number.map(JSONValue.number) ?? .null
        case .string, .key: self = .string(node.document.decodedString(at: node.index))
        case .arrayOpen:
            var elements: [JSONValue] = []
            elements.reserveCapacity(node.count)
            for element in node.elements ?? .init() { elements.append(JSONValue(element)) }
            self = .array(elements)
        case .objectOpen:
            var members: [JSONObject.Member] = []
            members.reserveCapacity(node.count)
            for member in node.entries ?? JSONNode.Entries(children: .init()) {
                members.append(JSONObject.Member(key: member.key, value: JSONValue(member.value)))
            }
            self = .object(JSONObject(members))
        }
    }
}
