/// The paths of a nodelist, shared: each entry is one step (a member or an element) and points
/// at the entry of its parent, so nodes with common ancestors share them. Entry 0 is the query
/// argument.
///
/// A member's key is not stored: on the tape a member's value directly follows its key, so the
/// key of the member whose value is at tape index `n` is at `n - 1`.
struct QueryPathArena: Sendable {
    /// The parent entry, -1 for the query argument.
    private(set) var parents: [Int] = [-1]
    /// The tape index of the node the entry names.
    private(set) var nodes: [Int]
    /// The element's position in its array, or -1 for an object member.
    private(set) var positions: [Int] = [-1]

    init(argument: Int) {
        nodes = [argument]
    }

    var count: Int { nodes.count }

    /// Makes room for `additional` more entries; false when that memory cannot be had.
    mutating func reserve(adding additional: Int) -> Bool {
        MemoryBudget.reserve(&parents, adding: additional) && MemoryBudget.reserve(&nodes, adding: additional)
            && MemoryBudget.reserve(&positions, adding: additional)
    }

    mutating func append(parent: Int, node: Int, position: Int) -> Int {
        parents.append(parent)
        nodes.append(node)
        positions.append(position)
        return nodes.count - 1
    }

    /// The entries from the argument's child down to `entry`.
    func chain(to entry: Int) -> [Int] {
        var chain: [Int] = []
        var current = entry
        while current > 0 {
            chain.append(current)
            current = parents[current]
        }
        chain.reverse()
        return chain
    }
}
