/// An ``IncludeList`` as a tree of relationship names, walked alongside the expansion.
///
/// Node 0 is the root (the primary resources); each node's children are the relationships to
/// expand below it. The tree also records which nodes some resource actually matched, so that
/// a misspelt path can be reported.
struct IncludeTree {
    private var children: [[String: Int]] = [[:]]
    private var matched: [Bool] = [true]
    private let paths: [[String]]

    static let root = 0

    /// The number of nodes, the root included.
    var nodeCount: Int { children.count }

    init(_ list: IncludeList) {
        paths = list.paths
        for path in list.paths {
            var node = IncludeTree.root
            for name in path {
                if let next = children[node][name] {
                    node = next
                } else {
                    let next = children.count
                    children.append([:])
                    matched.append(false)
                    children[node][name] = next
                    node = next
                }
            }
        }
    }

    /// The node for relationship `name` below `node`, or nil when it is not to be expanded.
    /// A resource having the relationship marks the node as matched.
    mutating func child(of node: Int, named name: String) -> Int? {
        guard let next = children[node][name] else { return nil }
        matched[next] = true
        return next
    }

    /// A given path cut at its first prefix that matched no relationship, with the node and the
    /// path of that prefix's parent (where the expansion would have gone on from).
    struct UnmatchedPath: Hashable {
        let path: String
        let parentNode: Int
        let parentPath: String
    }

    /// Each given path whose some prefix matched no relationship, cut at that prefix, once.
    var unmatchedPaths: [UnmatchedPath] {
        var reported: [UnmatchedPath] = []
        for path in paths {
            var node = IncludeTree.root
            for (depth, name) in path.enumerated() {
                guard let next = children[node][name] else { break }
                if !matched[next] {
                    let prefix = path[...depth].joined(separator: ".")
                    let unmatched = UnmatchedPath(
                        path: prefix, parentNode: node, parentPath: path[..<depth].joined(separator: "."))
                    if !reported.contains(unmatched) { reported.append(unmatched) }
                    break
                }
                node = next
            }
        }
        return reported
    }
}
