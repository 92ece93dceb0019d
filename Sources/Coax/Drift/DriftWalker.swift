/// The one pass of drift analysis: walks a document's tape in order with an explicit stack,
/// finds the pattern of every value, and counts kinds and coercion verdicts at grouped patterns.
///
/// Values are never converted to ``JSONValue``; scalars in objects that nobody compares (outside
/// every array) are skipped without decoding their keys.
struct DriftWalker {
    let document: JSONDocument
    /// Reads `document`'s tape; `document` keeps it valid.
    private let reader: TapeReader
    let layout: JSONAPILayout?
    private(set) var trie: PatternTrie
    private var cache = VerdictCache()
    private var objectSerial = 0
    /// Nodes whose values' tape indices are wanted (see ``collected``). When set, values are
    /// only located, not counted again.
    var collecting: Set<Int32> = []
    /// The tape indices of values at the ``collecting`` nodes, in document order.
    private(set) var collected: [Int] = []
    /// The node of each collected value.
    private(set) var collectedNodes: [Int32] = []

    private struct Frame {
        var node: Int32
        let openIndex: Int
        let closeIndex: Int
        let isObject: Bool
        var position: Int
        let serial: Int
    }

    init(document: JSONDocument, layout: JSONAPILayout?, rootIsGrouped: Bool, rootPath: JSONPath = .root) {
        self.document = document
        self.reader = document.reader
        self.layout = layout
        self.trie = PatternTrie(rootIsGrouped: rootIsGrouped, rootPath: rootPath)
    }

    /// Walks the subtree of `root`.
    mutating func walk(_ root: JSONNode) {
        var stack: [Frame] = []
        stack.reserveCapacity(document.maximumDepth + 1)
        var index = visit(root.index, node: 0, parentIndex: -1, stack: &stack)
        while let top = stack.last {
            if index >= top.closeIndex {
                stack.removeLast()
                index = top.closeIndex + 1
                continue
            }
            let position = top.position
            stack[stack.count - 1].position = position + 1
            guard top.isObject else {
                let child = trie.elementChild(of: top.node)
                index = visit(index, node: child, parentIndex: top.openIndex, stack: &stack)
                continue
            }
            let valueIndex = index + 1
            let valueKind = reader.kind(at: valueIndex)
            let parentIsGrouped = trie[top.node].isGrouped
            guard parentIsGrouped || valueKind == .objectOpen || valueKind == .arrayOpen else {
                index = valueIndex + 1
                continue
            }
            let child = trie.memberChild(of: top.node, document: document, keyIndex: index, position: position)
            if parentIsGrouped, collecting.isEmpty, trie[child].statistics.lastObjectSerial != top.serial {
                trie[child].statistics.lastObjectSerial = top.serial
                trie[child].statistics.present += 1
            }
            index = visit(valueIndex, node: child, parentIndex: top.openIndex, stack: &stack)
        }
    }

    /// Counts the value at `index` (when its pattern is grouped), pushes a frame for a container,
    /// and returns the tape index to continue from.
    private mutating func visit(_ index: Int, node: Int32, parentIndex: Int, stack: inout [Frame]) -> Int {
        let entry = reader.entry(at: index)
        if collecting.isEmpty {
            if trie[node].isGrouped { record(entry, index: index, node: node) }
        } else if collecting.contains(node) {
            collected.append(index)
            collectedNodes.append(node)
        }
        switch entry.kind {
        case .objectOpen:
            var target = node
            if let layout, layout.isResourcePosition(index, parentIndex: parentIndex),
                let type = JSONAPILayout.resourceType(of: JSONNode(document: document, index: index))
            {
                target = trie.resourceRoot(type: type)
            }
            objectSerial += 1
            if collecting.isEmpty, trie[target].isGrouped { trie[target].statistics.objectCount += 1 }
            stack.append(
                Frame(
                    node: target, openIndex: index, closeIndex: Int(entry.payload), isObject: true, position: 0,
                    serial: objectSerial))
            return index + 1
        case .arrayOpen:
            stack.append(
                Frame(
                    node: node, openIndex: index, closeIndex: Int(entry.payload), isObject: false, position: 0,
                    serial: 0))
            return index + 1
        default:
            return index + 1
        }
    }

    private mutating func record(_ entry: TapeEntry, index: Int, node: Int32) {
        switch entry.kind {
        case .null:
            trie[node].statistics.countKind(.null, index: index)
        case .true, .false:
            trie[node].statistics.countKind(.bool, index: index)
            startEvaluatingStrings(node)
            trie[node].statistics.add(cache.verdict(document: document, index: index), index: index)
        case .number:
            trie[node].statistics.countKind(.number, index: index)
            startEvaluatingStrings(node)
            trie[node].statistics.countLiteral(reader.numberLiteral(at: index))
            trie[node].statistics.add(cache.verdict(document: document, index: index), index: index)
        case .string:
            trie[node].statistics.countKind(.string, index: index)
            if trie[node].statistics.evaluatesStrings {
                trie[node].statistics.add(cache.verdict(document: document, index: index), index: index)
            } else {
                trie[node].statistics.pendingStrings.append(UInt32(truncatingIfNeeded: index))
            }
        case .arrayOpen:
            trie[node].statistics.countKind(.array, index: index)
        case .objectOpen:
            trie[node].statistics.countKind(.object, index: index)
        case .key, .arrayClose, .objectClose:
            break
        }
    }

    /// Once a number or Boolean shows up next to text, the text's verdicts matter: evaluate the
    /// strings seen so far, and every string from now on.
    private mutating func startEvaluatingStrings(_ node: Int32) {
        guard !trie[node].statistics.evaluatesStrings else { return }
        trie[node].statistics.evaluatesStrings = true
        let pending = trie[node].statistics.pendingStrings
        trie[node].statistics.pendingStrings = []
        for stored in pending {
            let index = Int(stored)
            trie[node].statistics.add(cache.verdict(document: document, index: index), index: index)
        }
    }
}
