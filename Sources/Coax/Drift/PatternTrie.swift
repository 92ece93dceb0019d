#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The patterns met during one analysis, as a tree: each node is a pattern (`$.posts[*].id`),
/// its children the patterns one step further down. Each node remembers the least position at
/// which it was met, so reports list groups and members in input order whatever order the walk
/// met them in.
///
/// What the walk counts per value (kinds, readings, first positions) lives in flat arrays of
/// plain data indexed by node id, not in the nodes: updating a count then touches one element
/// in place, where going through a ``Node`` (which holds arrays and a dictionary) would copy or
/// retain it.
struct PatternTrie {
    struct Node {
        let parent: Int32
        let step: Step
        /// Whether values here are compared with each other: the pattern has a wildcard, starts at
        /// a JSON:API resource, lies under the root of a model being generated, or under the root
        /// of the documents of a collection.
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
        /// Set when the objects here had more than ``maximumKeys`` distinct keys.
        var hasTooManyKeys = false
        /// The one node standing for every key past ``maximumKeys``, or -1.
        var overflowChild: Int32 = -1
        /// For a group of objects: whether it is a tagged union.
        var union = UnionState.undecided
        /// Whether the objects here are records or maps keyed by data (`DriftMapRule`).
        var shape = ObjectShape.undecided
        /// The node of every value of the maps here (``DriftPattern/Step/mapValue``), or -1.
        var mapValueChild: Int32 = -1
        /// For maps: the forms their keys had.
        var mapKeyForms: DriftMapRule.KeyForms = []
    }

    /// Whether the objects at a node are records (a member per key) or maps (one pattern for
    /// every value).
    enum ObjectShape: Equatable {
        case undecided
        case record
        case map
    }

    /// Whether a group's objects are split into variants.
    enum UnionState: Equatable {
        /// No object met yet.
        case undecided
        /// Objects are being set aside until there are enough to tell (see ``DriftWalker``).
        case sampling
        /// One group: no discriminator.
        case plain
        /// Split by the discriminator at this index of ``discriminators``.
        case split(Int)
    }

    /// A group's discriminator and the node of each of its variants.
    struct Discriminator {
        let key: String
        /// The key's UTF-8 bytes: how it is written in the source when it has no escapes.
        let keyBytes: [UInt8]
        let isChosen: Bool
        var variants: [DriftVariantValue: Int32] = [:]
        /// The variants' values as written in the source (tag: `s` string, `n` number, `t`/`f`,
        /// `0` null), for matching without decoding.
        var spellings: [(tag: UInt8, raw: [UInt8], node: Int32)] = []
        /// The node of the variant for objects without the key, or for other values.
        var lastHit = 0
    }

    /// Objects with more distinct keys than this, across one pattern, are maps keyed by data
    /// (`{"user-81": …, "user-82": …}`) rather than records: later keys are not compared, so that
    /// neither memory nor the report grows with the data.
    static let maximumKeys = 1_000
    /// A union with more distinct values than this puts every further value in one variant,
    /// ``DriftVariantValue/other``.
    static let maximumVariants = 256

    enum Step: Hashable {
        case root
        case key(String)
        case element
        case resource(String)
        case overflow
        case mapValue
        case variant(DriftVariant)
    }

    private(set) var nodes: [Node] = []
    /// Per node: the least position at which the pattern was met.
    private(set) var firstSeen: [DriftPosition] = []
    /// Per node: ``Node/isGrouped``, read for every value.
    private var groupedFlags: [Bool] = []
    /// Per node: where its ``Node/rawKey`` lies in ``keyBytes`` (compared for every member).
    private var keyStarts: [Int32] = []
    private var keyLengths: [Int32] = []
    private var keyBytes: [UInt8] = []
    /// Per node and kind (node id × 6 + ``JSONKind/index``): values of that kind, and the first.
    private var kindCounts: [Int] = []
    private var firstOfKind: [DriftPosition] = []
    /// Per node and scalar reading (node id × 5 + position in ``DriftReading/scalar``).
    private var tallies: [ReadingTallyCounter] = []
    /// Per node: the counts that are single numbers.
    var counters: [PatternCounters] = []
    /// Per node that has them: strings met before evaluation started (see ``DriftWalker``),
    /// evaluated if a number or Boolean turns up.
    var pendingStrings: [Int32: [DriftPosition]] = [:]
    /// Per node that has strings: the distinct strings (decoded bytes), while they are few
    /// (``PatternCounters/hasManyStrings``).
    var stringValues: [Int32: [[UInt8]]] = [:]
    private var resourceRoots: [String: Int32] = [:]
    private(set) var discriminators: [Discriminator] = []
    /// What reports say about the values whose positions the statistics keep, taken during the
    /// walk of a stream (see ``DriftWalker``); empty when the documents stay at hand.
    var resolved: [DriftPosition: DriftResolvedValue] = [:]
    /// The steps from the document root to the analysed value.
    private let rootSteps: [DriftPattern.Step]

    /// Creates a trie with its root node (id 0) for the value at `rootPath`.
    init(rootIsGrouped: Bool, rootPath: JSONPath = .root) {
        rootSteps = DriftPattern(path: rootPath).steps
        add(Node(parent: -1, step: .root, isGrouped: rootIsGrouped, isMuted: false, rawKey: []))
    }

    // `_read` rather than `get`: reading one field must not copy the node (and retain its arrays).
    subscript(id: Int32) -> Node {
        _read { yield nodes[Int(id)] }
        _modify { yield &nodes[Int(id)] }
    }

    /// Adds a node, with zero counts, and returns its id.
    @discardableResult
    private mutating func add(_ node: Node) -> Int32 {
        let id = Int32(nodes.count)
        nodes.append(node)
        firstSeen.append(.none)
        groupedFlags.append(node.isGrouped)
        keyStarts.append(Int32(keyBytes.count))
        keyLengths.append(Int32(node.rawKey.count))
        keyBytes.append(contentsOf: node.rawKey)
        kindCounts.append(contentsOf: repeatElement(0, count: 6))
        firstOfKind.append(contentsOf: repeatElement(DriftPosition.none, count: 6))
        tallies.append(contentsOf: repeatElement(ReadingTallyCounter(), count: 5))
        counters.append(PatternCounters())
        return id
    }

    /// Whether values at `id` are compared with each other (``Node/isGrouped``).
    @inline(__always)
    func isGrouped(_ id: Int32) -> Bool { groupedFlags[Int(id)] }

    /// Notes that the pattern was met at `position`.
    @inline(__always)
    mutating func meet(_ id: Int32, at position: DriftPosition) {
        if position < firstSeen[Int(id)] { firstSeen[Int(id)] = position }
    }

    // MARK: - Counting

    /// Counts a value of kind `kind` (``JSONKind/index``) at `id`, met at `position`; returns
    /// whether it is the first value of its kind there (the least position).
    @inline(__always)
    mutating func countKind(_ kind: Int, at id: Int32, position: DriftPosition) -> Bool {
        let slot = Int(id) &* 6 &+ kind
        kindCounts[slot] &+= 1
        if position < firstOfKind[slot] {
            firstOfKind[slot] = position
            return true
        }
        return position == firstOfKind[slot]
    }

    /// Counts what each scalar reading makes of a value at `id`, met at `position`; returns
    /// whether it is now the first value some reading misses there.
    @inline(__always)
    @discardableResult
    mutating func add(_ verdict: ValueVerdict, at id: Int32, position: DriftPosition) -> Bool {
        let base = Int(id) &* 5
        var isFirst = tallies[base].add(verdict.bool, at: position)
        isFirst = tallies[base &+ 1].add(verdict.integer, at: position) || isFirst
        isFirst = tallies[base &+ 2].add(verdict.decimal, at: position) || isFirst
        isFirst = tallies[base &+ 3].add(verdict.unixDate, at: position) || isFirst
        isFirst = tallies[base &+ 4].add(verdict.string, at: position) || isFirst
        if verdict.isPlausibleUnixSeconds { counters[Int(id)].plausibleUnixSecondsCount &+= 1 }
        return isFirst
    }

    /// Notes a string at `id`, given as its decoded bytes: its forms, and its value while the
    /// values are few.
    mutating func noteString(_ bytes: some Collection<UInt8>, at id: Int32) {
        let node = Int(id)
        if counters[node].stringForms != 0 {
            counters[node].stringForms &= DriftStringForms(of: bytes).rawValue
        }
        guard !counters[node].hasManyStrings else { return }
        guard bytes.count <= DriftEnumRule.longestValue else {
            counters[node].hasManyStrings = true
            stringValues[id] = nil
            return
        }
        if stringValues[id]?.contains(where: { $0.elementsEqual(bytes) }) == true { return }
        if stringValues[id, default: []].count >= DriftEnumRule.trackedValues {
            counters[node].hasManyStrings = true
            stringValues[id] = nil
            return
        }
        stringValues[id, default: []].append(Array(bytes))
    }

    /// Everything counted at `id`, for a report.
    func statistics(of id: Int32) -> PatternStatistics {
        let node = Int(id)
        return PatternStatistics(
            kindCounts: Array(kindCounts[node * 6..<node * 6 + 6]), first: Array(firstOfKind[node * 6..<node * 6 + 6]),
            tallies: Array(tallies[node * 5..<node * 5 + 5]), counters: counters[node])
    }

    /// Every position the counts keep (first values of each kind, first values each reading
    /// misses): what a report may need to say about.
    var keptPositions: Set<DriftPosition> {
        var kept: Set<DriftPosition> = []
        for position in firstOfKind where !position.isNone { kept.insert(position) }
        for tally in tallies where !tally.firstFailure.isNone { kept.insert(tally.firstFailure) }
        return kept
    }

    /// The node of every element of the array at `parent`.
    mutating func elementChild(of parent: Int32) -> Int32 {
        groupedChild(of: parent, step: .element, slot: \.elementChild)
    }

    /// The node of every value of the maps at `parent`: compared with each other, as elements are.
    mutating func mapValueChild(of parent: Int32) -> Int32 {
        groupedChild(of: parent, step: .mapValue, slot: \.mapValueChild)
    }

    /// The child of `parent` kept in `slot` whose values are compared with each other (elements,
    /// map values) unless the parent is muted; made on first use.
    @inline(__always)
    private mutating func groupedChild(of parent: Int32, step: Step, slot: WritableKeyPath<Node, Int32>) -> Int32 {
        let existing = nodes[Int(parent)][keyPath: slot]
        if existing >= 0 { return existing }
        let isMuted = nodes[Int(parent)].isMuted
        let id = add(Node(parent: parent, step: step, isGrouped: !isMuted, isMuted: isMuted, rawKey: []))
        nodes[Int(parent)][keyPath: slot] = id
        return id
    }

    /// The node of the member whose key is at `keyIndex`, the `position`-th member of an object at `parent`.
    mutating func memberChild(of parent: Int32, reader: TapeReader, keyIndex: Int, position: Int) -> Int32 {
        let hintCount = nodes[Int(parent)].hints.count
        if position < hintCount {
            let candidate = nodes[Int(parent)].hints[position]
            if rawKeyMatches(candidate, reader: reader, keyIndex: keyIndex) {
                return candidate
            }
        }
        let key = reader.decodedString(at: keyIndex)
        let child: Int32
        if let existing = nodes[Int(parent)].children[key] {
            child = existing
        } else if nodes[Int(parent)].children.count >= PatternTrie.maximumKeys {
            return overflowChild(of: parent)
        } else {
            let raw = Array(reader.rawString(at: keyIndex))
            let (isGrouped, isMuted) = (nodes[Int(parent)].isGrouped, nodes[Int(parent)].isMuted)
            child = add(Node(parent: parent, step: .key(key), isGrouped: isGrouped, isMuted: isMuted, rawKey: raw))
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
        let id = add(Node(parent: parent, step: .overflow, isGrouped: false, isMuted: true, rawKey: []))
        nodes[Int(parent)].overflowChild = id
        return id
    }

    /// The root node of every JSON:API resource of `type`.
    mutating func resourceRoot(type: String) -> Int32 {
        if let existing = resourceRoots[type] { return existing }
        let id = add(Node(parent: -1, step: .resource(type), isGrouped: true, isMuted: false, rawKey: []))
        resourceRoots[type] = id
        return id
    }

    // MARK: - Unions

    /// Splits the objects of `group` by the member `key` from now on.
    mutating func split(_ group: Int32, by key: String, isChosen: Bool) {
        discriminators.append(Discriminator(key: key, keyBytes: Array(key.utf8), isChosen: isChosen))
        nodes[Int(group)].union = .split(discriminators.count - 1)
    }

    /// The variant node of `group`'s discriminator `discriminator` for `value` (made when new).
    mutating func variantChild(of group: Int32, discriminator: Int, value: DriftVariantValue) -> Int32 {
        if let existing = discriminators[discriminator].variants[value] { return existing }
        var value = value
        if discriminators[discriminator].variants.count >= PatternTrie.maximumVariants {
            value = .other
            if let existing = discriminators[discriminator].variants[value] { return existing }
        }
        let variant = DriftVariant(by: discriminators[discriminator].key, value: value)
        let id = add(
            Node(
                parent: group, step: .variant(variant), isGrouped: true, isMuted: nodes[Int(group)].isMuted,
                rawKey: [], union: .plain, shape: .record))
        discriminators[discriminator].variants[value] = id
        return id
    }

    /// Remembers that the value spelled `raw` (tag as in ``Discriminator/spellings``) is the
    /// variant `node`, so the next object with that spelling needs no decoding.
    mutating func remember(spelling raw: [UInt8], tag: UInt8, node: Int32, discriminator: Int) {
        guard discriminators[discriminator].spellings.count < 2 * PatternTrie.maximumVariants else { return }
        discriminators[discriminator].spellings.append((tag, raw, node))
    }

    mutating func noteHit(_ hit: Int, discriminator: Int) {
        discriminators[discriminator].lastHit = hit
    }

    // MARK: - Spelling

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
            case .mapValue: steps.append(.mapValue)
            case .variant(let variant): steps.append(.variant(variant))
            }
            current = node.parent
        }
        return DriftPattern(root: root, steps: steps.reversed())
    }

    /// Whether the key at `keyIndex` is written as node `id`'s key was.
    @inline(__always)
    private func rawKeyMatches(_ id: Int32, reader: TapeReader, keyIndex: Int) -> Bool {
        let source = reader.rawString(at: keyIndex)
        let length = Int(keyLengths[Int(id)])
        guard source.count == length else { return false }
        let start = Int(keyStarts[Int(id)])
        return keyBytes.withUnsafeBufferPointer { stored in
            guard let storedBase = stored.baseAddress, let sourceBase = source.baseAddress else { return length == 0 }
            // `start + length <= stored.count`: every key is appended whole.
            let key = storedBase + start
            // Keys are short: a plain loop beats a call to memcmp.
            guard length > 32 else {
                for offset in 0..<length where key[offset] != sourceBase[offset] { return false }
                return true
            }
            return memcmp(key, sourceBase, length) == 0
        }
    }

    static func rawKeyMatches(_ raw: [UInt8], reader: TapeReader, keyIndex: Int) -> Bool {
        let source = reader.rawString(at: keyIndex)
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
