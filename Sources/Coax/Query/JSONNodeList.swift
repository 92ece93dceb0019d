/// The result of a query: nodes of a document, in the order RFC 9535 gives them, each with its
/// normalized path. A node selected twice (`$[0,0]`) appears twice.
///
/// ```swift
/// let nodes = try JSONQuery(parsing: "$.statuses[*].user.screen_name").evaluate(on: document)
/// nodes.count                      // 100
/// nodes[0].string                  // "ayumi_k"
/// nodes.normalizedPath(at: 0)      // "$['statuses'][0]['user']['screen_name']"
/// nodes.path(at: 0)?.formatted(.pointer)   // "/statuses/0/user/screen_name"
/// ```
///
/// Paths are relative to the query argument (the node the query was evaluated on); they are
/// kept unless ``JSONQueryOptions/tracksPaths`` was false.
public struct JSONNodeList: Sendable, RandomAccessCollection {
    /// The document the nodes belong to.
    package let document: JSONDocument
    let nodes: [Int]
    /// Per node, its entry in `arena`; empty when paths are not tracked.
    let pathEntries: [Int]
    let arena: QueryPathArena

    init(document: JSONDocument, nodes: [Int], pathEntries: [Int], arena: QueryPathArena) {
        self.document = document
        self.nodes = nodes
        self.pathEntries = pathEntries
        self.arena = arena
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }

    /// The node at a position of the list.
    ///
    /// ```swift
    /// nodes[0].kind   // .number
    /// ```
    ///
    /// - Parameter position: 0 for the first node selected, up to `count - 1`.
    /// - Returns: The node, in the document the query ran on.
    public subscript(position: Int) -> JSONNode {
        JSONNode(document: document, index: nodes[position])
    }

    /// The tape index of the node at a position (what the inspector keeps as a row identity).
    ///
    /// ```swift
    /// nodes.tapeIndex(at: 0)   // 17
    /// ```
    ///
    /// - Parameter position: a position of the list, from 0.
    /// - Returns: The node's index on its document's tape, stable for the document's lifetime.
    package func tapeIndex(at position: Int) -> Int {
        nodes[position]
    }

    /// Whether the list kept its nodes' paths.
    package var hasPaths: Bool { pathEntries.count == nodes.count }

    /// The path of the node at a position, as components: keys for object members, indices
    /// for array elements. Nil when paths were not tracked.
    ///
    /// ```swift
    /// nodes.path(at: 0)?.formatted(.short)   // "$.statuses[0].user.screen_name"
    /// ```
    ///
    /// - Parameter position: a position of the list, from 0.
    /// - Returns: The path from the query argument to the node; nil when the query ran without
    ///   `tracksPaths`.
    public func path(at position: Int) -> JSONPath? {
        guard hasPaths else { return nil }
        return JSONPath(arena.chain(to: pathEntries[position]).map(component))
    }

    /// The normalized path (RFC 9535 §2.7) of the node at a position, or nil when paths were not
    /// tracked. The text is exact, so it may hold characters a terminal must not get raw: escape
    /// it before showing it.
    ///
    /// ```swift
    /// nodes.normalizedPath(at: 0)   // "$['statuses'][0]['user']['screen_name']"
    /// ```
    ///
    /// - Parameter position: a position of the list, from 0.
    /// - Returns: The path as RFC 9535 writes it, unescaped for terminals; nil without `tracksPaths`.
    package func normalizedPath(at position: Int) -> String? {
        guard hasPaths else { return nil }
        var bytes: [UInt8] = []
        appendNormalizedPath(at: position, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The tape indices of the containers on the way from the query argument to the node at a
    /// position (the argument first, the node's parent last); empty when paths were not tracked.
    ///
    /// ```swift
    /// nodes.ancestorTapeIndices(at: 0)   // [0, 1, 4]
    /// ```
    ///
    /// - Parameter position: a position of the list, from 0.
    /// - Returns: Tape indices from the query argument down to the node's parent; the node itself is
    ///   not included.
    package func ancestorTapeIndices(at position: Int) -> [Int] {
        guard hasPaths else { return [] }
        let chain = arena.chain(to: pathEntries[position])
        return [arena.nodes[0]] + chain.dropLast().map { arena.nodes[$0] }
    }

    /// The tape indices of the nodes and of every container on the way to them from the query
    /// argument (the argument included), each once, in document order: what a tree view that
    /// shows only the matches and the ancestors leading to them needs. Empty when paths were not
    /// tracked.
    ///
    /// ```swift
    /// let nodes = try JSONQuery(parsing: "$..c").evaluate(on: try JSONDocument(parsing: #"{"a": {"c": 1}}"#))
    /// nodes.tapeIndicesWithAncestors()   // [0, 2, 4]: the root, "a"'s object, "c"'s value
    /// ```
    ///
    /// - Complexity: O(*p* log *p*) for *p* path entries: shared ancestors are visited once.
    ///
    /// - Returns: Sorted, distinct tape indices: every node and every container above it up to the
    ///   query argument.
    package func tapeIndicesWithAncestors() -> [Int] {
        guard hasPaths else { return [] }
        var marked = [Bool](repeating: false, count: arena.count)
        var indices: [Int] = []
        for entry in pathEntries {
            var current = entry
            while current >= 0, !marked[current] {
                marked[current] = true
                indices.append(arena.nodes[current])
                current = arena.parents[current]
            }
        }
        indices.sort()
        var unique: [Int] = []
        unique.reserveCapacity(indices.count)
        for index in indices where unique.last != index { unique.append(index) }
        return unique
    }

    /// Appends the normalized path of the node at a position as UTF-8.
    func appendNormalizedPath(at position: Int, to output: inout [UInt8], escapingControls: Bool = false) {
        output.append(UInt8(ascii: "$"))
        guard hasPaths else { return }
        for entry in arena.chain(to: pathEntries[position]) {
            let elementPosition = arena.positions[entry]
            if elementPosition >= 0 {
                NormalizedPathWriter.appendIndex(elementPosition, to: &output)
            } else {
                let keyIndex = arena.nodes[entry] - 1
                let reader = document.reader
                if !reader.hasEscapes(at: keyIndex) {
                    NormalizedPathWriter.appendName(
                        reader.rawString(at: keyIndex), to: &output, escapingControls: escapingControls)
                } else {
                    NormalizedPathWriter.appendName(
                        document.decodedString(at: keyIndex).utf8, to: &output, escapingControls: escapingControls)
                }
            }
        }
    }

    private func component(_ entry: Int) -> JSONPath.Component {
        let elementPosition = arena.positions[entry]
        if elementPosition >= 0 { return .index(elementPosition) }
        return .key(document.decodedString(at: arena.nodes[entry] - 1))
    }
}
