#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The patterns met during one analysis, as a tree: each node is a pattern (`$.posts[*].id`),
/// its children the patterns one step further down. Node ids are assigned in the order patterns
/// are first met, which is document order, so reports list groups and members that way.
struct PatternTrie {
    struct Node {
        let parent: Int32
        let step: Step
        /// Whether values here are compared with each other: the pattern has a wildcard, starts at
        /// a JSON:API resource, or lies under the root of a model being generated.
        let isGrouped: Bool
        /// Whether the node lies under the keys of a map (see ``maximumKeys``): nothing below is compared.
        let isMuted: Bool
        /// The key's bytes as written in the source (escapes included), for quick matching.
        let rawKey: [UInt8]
        var children: [String: Int32] = [:]
        var elementChild: Int32 = -1
        /// The child met at each member position of the last object here: objects of one array
        /// usually list the same keys in the same order, so most lookups are one comparison.
        var hints: [Int32] = []
        var statistics = PatternStatistics()
        /// Set when the objects here had more than ``maximumKeys`` distinct keys.
        var hasTooManyKeys = false
        /// The one node standing for every key past ``maximumKeys``, or -1.
        var overflowChild: Int32 = -1
    }

    /// Objects with more distinct keys than this, across one pattern, are maps keyed by data
    /// (`{"user-81": …, "user-82": …}`) rather than records: later keys are not compared, so that
    /// neither memory nor the report grows with the data.
    static let maximumKeys = 1_000

    enum Step: Hashable {
        case root
        case key(String)
        case element
        case resource(String)
        case overflow
    }

    private(set) var nodes: [Node] = []
    private var resourceRoots: [String: Int32] = [:]
    /// The steps from the document root to the analysed value.
    private let rootSteps: [DriftPattern.Step]

    /// Creates a trie with its root node (id 0) for the value at `rootPath`.
    init(rootIsGrouped: Bool, rootPath: JSONPath = .root) {
        rootSteps = DriftPattern(path: rootPath).steps
        nodes.append(Node(parent: -1, step: .root, isGrouped: rootIsGrouped, isMuted: false, rawKey: []))
    }

    // `_read` rather than `get`: reading one field must not copy the node (and retain its arrays).
    subscript(id: Int32) -> Node {
        _read { yield nodes[Int(id)] }
        _modify { yield &nodes[Int(id)] }
    }

    /// The node of every element of the array at `parent`.
    mutating func elementChild(of parent: Int32) -> Int32 {
        let existing = nodes[Int(parent)].elementChild
        if existing >= 0 { return existing }
        let id = Int32(nodes.count)
        let isMuted = nodes[Int(parent)].isMuted
        nodes.append(Node(parent: parent, step: .element, isGrouped: !isMuted, isMuted: isMuted, rawKey: []))
        nodes[Int(parent)].elementChild = id
        return id
    }

    /// The node of the member whose key is at `keyIndex`, the `position`-th member of an object at `parent`.
    mutating func memberChild(of parent: Int32, document: JSONDocument, keyIndex: Int, position: Int) -> Int32 {
        let hintCount = nodes[Int(parent)].hints.count
        if position < hintCount {
            let candidate = nodes[Int(parent)].hints[position]
            if PatternTrie.rawKeyMatches(nodes[Int(candidate)].rawKey, document: document, keyIndex: keyIndex) {
                return candidate
            }
        }
        let key = document.decodedString(at: keyIndex)
        let child: Int32
        if let existing = nodes[Int(parent)].children[key] {
            child = existing
        } else if nodes[Int(parent)].children.count >= PatternTrie.maximumKeys {
            return overflowChild(of: parent)
        } else {
            child = Int32(nodes.count)
            let raw = Array(document.reader.rawString(at: keyIndex))
            let (isGrouped, isMuted) = (nodes[Int(parent)].isGrouped, nodes[Int(parent)].isMuted)
            nodes.append(Node(parent: parent, step: .key(key), isGrouped: isGrouped, isMuted: isMuted, rawKey: raw))
            nodes[Int(parent)].children[key] = child
        }
        if position < hintCount {
            nodes[Int(parent)].hints[position] = child
        } else if position == hintCount {
            nodes[Int(parent)].hints.append(child)
        }
        return child
    }

    /// The node standing for every key of `parent` past ``maximumKeys``: nothing under it is compared.
    private mutating func overflowChild(of parent: Int32) -> Int32 {
        nodes[Int(parent)].hasTooManyKeys = true
        let existing = nodes[Int(parent)].overflowChild
        if existing >= 0 { return existing }
        let id = Int32(nodes.count)
        nodes.append(Node(parent: parent, step: .overflow, isGrouped: false, isMuted: true, rawKey: []))
        nodes[Int(parent)].overflowChild = id
        return id
    }

    /// The root node of every JSON:API resource of `type`.
    mutating func resourceRoot(type: String) -> Int32 {
        if let existing = resourceRoots[type] { return existing }
        let id = Int32(nodes.count)
        nodes.append(Node(parent: -1, step: .resource(type), isGrouped: true, isMuted: false, rawKey: []))
        resourceRoots[type] = id
        return id
    }

    /// The pattern of a node, spelled out.
    func pattern(of id: Int32) -> DriftPattern {
        var steps: [DriftPattern.Step] = []
        var current = id
        var root = DriftPattern.Root.document
        while current >= 0 {
            let node = nodes[Int(current)]
            switch node.step {
            case .root: steps.append(contentsOf: rootSteps.reversed())
            case .key(let key): steps.append(.key(key))
            case .element: steps.append(.element)
            case .resource(let type): root = .resource(type: type)
            case .overflow: steps.append(.key("…"))
            }
            current = node.parent
        }
        return DriftPattern(root: root, steps: steps.reversed())
    }

    private static func rawKeyMatches(_ raw: [UInt8], document: JSONDocument, keyIndex: Int) -> Bool {
        let source = document.reader.rawString(at: keyIndex)
        guard source.count == raw.count else { return false }
        return raw.withUnsafeBufferPointer { stored in
            // Keys are short: a plain loop beats a call to memcmp.
            guard stored.count > 32 else {
                for offset in 0..<stored.count where stored[offset] != source[offset] { return false }
                return true
            }
            guard let storedBase = stored.baseAddress, let sourceBase = source.baseAddress else { return true }
            return memcmp(storedBase, sourceBase, raw.count) == 0
        }
    }
}
