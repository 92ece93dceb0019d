/// Relationship names interned to small integers, so that the breadth-first expansion compares
/// and looks up integers, not strings.
struct RelationshipNames: Sendable {
    private(set) var names: [String] = []
    private var ids: [String: Int] = [:]

    /// The number of the name, given on first sight.
    mutating func id(for name: String) -> Int {
        if let known = ids[name] { return known }
        let id = names.count
        names.append(name)
        ids[name] = id
        return id
    }

    var count: Int { names.count }

    subscript(id: Int) -> String { names[id] }
}
