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

    /// The distinct strings of one node while they are few, and the verdict of each once taken:
    /// the strings of an enumeration (a status, a currency, a type) are then matched among a
    /// handful rather than evaluated again, and the value met last is tried first.
    struct TrackedStrings {
        private(set) var values: [[UInt8]] = []
        var verdicts: [ValueVerdict?] = []
        /// Per value, its ``key(of:)``: candidates are told apart in one flat array, and only a
        /// value with the same key is compared byte by byte.
        private var keys: [UInt64] = []
        private var last = 0

        /// The place of `bytes` among ``values``, if they are there.
        @inline(__always)
        mutating func place(of bytes: some Collection<UInt8>) -> Int? {
            let key = Self.key(of: bytes)
            if last < values.count, keys[last] == key, Self.equal(values[last], bytes) { return last }
            for place in keys.indices where keys[place] == key && place != last && Self.equal(values[place], bytes) {
                last = place
                return place
            }
            return nil
        }

        /// Adds `bytes` (not among ``values``) and returns its place.
        mutating func add(_ bytes: some Collection<UInt8>) -> Int {
            values.append(Array(bytes))
            verdicts.append(nil)
            keys.append(Self.key(of: bytes))
            last = values.count - 1
            return last
        }

        /// The first seven bytes of a value and its length (up to 255) in one word: values
        /// with different keys differ.
        @inline(__always)
        private static func key(of bytes: some Collection<UInt8>) -> UInt64 {
            var key = UInt64(min(bytes.count, 255)) &<< 56
            var shift: UInt64 = 0
            for byte in bytes.prefix(7) {
                key |= UInt64(byte) &<< shift
                shift &+= 8
            }
            return key
        }

        @inline(__always)
        private static func equal(_ stored: [UInt8], _ bytes: some Collection<UInt8>) -> Bool {
            guard stored.count == bytes.count else { return false }
            let compared = bytes.withContiguousStorageIfAvailable { given in
                stored.withUnsafeBufferPointer { kept in
                    guard let keptBase = kept.baseAddress, let givenBase = given.baseAddress else { return true }
                    // Values tracked are short: a few word loads beat a call to memcmp.
                    guard kept.count > 32 else { return shortBytesMatch(keptBase, givenBase, count: kept.count) }
                    return memcmp(keptBase, givenBase, kept.count) == 0
                }
            }
            return compared ?? stored.elementsEqual(bytes)
        }
    }

    /// The number literals of one node, of at most eight bytes, while they are few (a quantity,
    /// a line number, a flag written as 0 or 1), each packed in a word, with its verdict.
    struct TrackedNumbers {
        /// Past this many distinct literals (ids, timestamps, prices) a node's numbers go
        /// to the ``VerdictCache`` again.
        static let limit = 16
        private var literals: [UInt64] = []
        private var verdicts: [ValueVerdict] = []
        /// Set when more than ``limit`` distinct literals (or a longer one) were met.
        private(set) var isGivenUp = false

        /// The literal's bytes in a word, the first in the low byte: digits, signs, points and
        /// exponents are never zero, so the zeros past the end keep literals apart. Nil past 8 bytes.
        @inline(__always)
        static func packed(_ literal: UnsafeBufferPointer<UInt8>) -> UInt64? {
            guard literal.count <= 8 else { return nil }
            var word: UInt64 = 0
            for (offset, byte) in literal.enumerated() { word |= UInt64(byte) &<< UInt64(offset &* 8) }
            return word
        }

        @inline(__always)
        func verdict(for literal: UInt64) -> ValueVerdict? {
            for place in literals.indices where literals[place] == literal { return verdicts[place] }
            return nil
        }

        mutating func add(_ literal: UInt64, verdict: ValueVerdict) {
            guard literals.count < Self.limit else {
                giveUp()
                return
            }
            literals.append(literal)
            verdicts.append(verdict)
        }

        mutating func giveUp() {
            self = TrackedNumbers()
            isGivenUp = true
        }
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
    /// Per node: the distinct strings met there (decoded bytes) while they are few
    /// (``PatternCounters/hasManyStrings``), with their verdicts.
    private(set) var trackedStrings: [TrackedStrings] = []
    /// Per node: the verdicts of its short number literals while they are few (see ``numberVerdict(_:at:evaluate:)``).
    private var trackedNumbers: [TrackedNumbers] = []
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
        trackedStrings.append(TrackedStrings())
        trackedNumbers.append(TrackedNumbers())
        return id
    }

    /// The number of nodes.
    var nodeCount: Int { nodes.count }

    /// Adds nodes with zero counts until there are `count`: a trie that only records values
    /// (``DriftBackgroundRecorder``) is told of the nodes another trie made.
    mutating func addPlaceholderNodes(upTo count: Int) {
        while nodes.count < count {
            add(Node(parent: -1, step: .root, isGrouped: true, isMuted: false, rawKey: []))
        }
    }

    /// Takes everything `recorder` counted per value (kinds, readings, literals, strings, and what
    /// a stream resolved), keeping this trie's nodes, first meetings and object counts: the walk
    /// that made the nodes and the recording of values ran apart (``DriftBackgroundRecorder``).
    /// `recorder` has at least as many nodes as this trie, the same ids meaning the same patterns.
    mutating func adoptValueCounts(from recorder: PatternTrie) {
        let count = nodes.count
        kindCounts = Array(recorder.kindCounts[0..<count * 6])
        firstOfKind = Array(recorder.firstOfKind[0..<count * 6])
        tallies = Array(recorder.tallies[0..<count * 5])
        trackedStrings = Array(recorder.trackedStrings[0..<count])
        trackedNumbers = Array(recorder.trackedNumbers[0..<count])
        for node in 0..<count { counters[node].adoptValueCounts(from: recorder.counters[node]) }
        pendingStrings = recorder.pendingStrings
        resolved = recorder.resolved
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
    /// values are few. Returns the value's place among them (see ``verdict(ofTrackedString:at:)``),
    /// or nil once they are many.
    @discardableResult
    mutating func noteString(_ bytes: some Collection<UInt8>, at id: Int32) -> Int? {
        let node = Int(id)
        if counters[node].stringForms != 0 {
            counters[node].stringForms &= DriftStringForms(of: bytes).rawValue
        }
        guard !counters[node].hasManyStrings else { return nil }
        guard bytes.count <= DriftEnumRule.longestValue else {
            stopTrackingStrings(at: node)
            return nil
        }
        if let known = trackedStrings[node].place(of: bytes) { return known }
        guard trackedStrings[node].values.count < DriftEnumRule.trackedValues else {
            stopTrackingStrings(at: node)
            return nil
        }
        return trackedStrings[node].add(bytes)
    }

    private mutating func stopTrackingStrings(at node: Int) {
        counters[node].hasManyStrings = true
        trackedStrings[node] = TrackedStrings()
    }

    /// The distinct strings met at `id` (decoded bytes), in the order met; empty once they are many.
    func stringValues(at id: Int32) -> [[UInt8]] { trackedStrings[Int(id)].values }

    /// The verdict taken for the string at place `place` of ``stringValues(at:)``, if one was.
    @inline(__always)
    func verdict(ofTrackedString place: Int, at id: Int32) -> ValueVerdict? {
        trackedStrings[Int(id)].verdicts[place]
    }

    /// Keeps the verdict of the string at place `place` of ``stringValues(at:)``: a verdict
    /// depends on the decoded text alone, so every later occurrence can have it.
    @inline(__always)
    mutating func keep(_ verdict: ValueVerdict, ofTrackedString place: Int, at id: Int32) {
        trackedStrings[Int(id)].verdicts[place] = verdict
    }

    /// The verdict of the number literal `literal` met at `id`: the one its first occurrence
    /// there got, while the node's literals are short and few, else `evaluate()`'s. A verdict
    /// depends on the literal alone.
    @inline(__always)
    mutating func numberVerdict(
        _ literal: UnsafeBufferPointer<UInt8>, at id: Int32, evaluate: () -> ValueVerdict
    ) -> ValueVerdict {
        let node = Int(id)
        guard !trackedNumbers[node].isGivenUp else { return evaluate() }
        guard let packed = TrackedNumbers.packed(literal) else {
            trackedNumbers[node].giveUp()
            return evaluate()
        }
        if let known = trackedNumbers[node].verdict(for: packed) { return known }
        let verdict = evaluate()
        trackedNumbers[node].add(packed, verdict: verdict)
        return verdict
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
            // Keys are short: a few overlapping word loads beat a call to memcmp.
            guard length > 32 else { return Self.shortBytesMatch(key, sourceBase, count: length) }
            return memcmp(key, sourceBase, length) == 0
        }
    }

    /// Whether `count` bytes (at most 32) at `first` and `second` are the same: eight at a time
    /// from 8 bytes on, the last eight overlapping the ones before them; below 8, two loads of
    /// four or two bytes that overlap likewise. Every load lies within the `count` bytes of each
    /// side.
    @inline(__always)
    private static func shortBytesMatch(
        _ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int
    ) -> Bool {
        let one = UnsafeRawPointer(first)
        let other = UnsafeRawPointer(second)
        guard count >= 8 else {
            if count >= 4 {
                return one.loadUnaligned(as: UInt32.self) == other.loadUnaligned(as: UInt32.self)
                    && one.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
                        == other.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
            }
            if count >= 2 {
                return one.loadUnaligned(as: UInt16.self) == other.loadUnaligned(as: UInt16.self)
                    && one.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self)
                        == other.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self)
            }
            return count == 0 || first[0] == second[0]
        }
        var offset = 0
        while offset &+ 8 <= count {
            guard
                one.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == other.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset &+= 8
        }
        guard offset < count else { return true }
        return one.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            == other.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
    }

    static func rawKeyMatches(_ raw: [UInt8], reader: TapeReader, keyIndex: Int) -> Bool {
        let source = reader.rawString(at: keyIndex)
        guard source.count == raw.count else { return false }
        return raw.withUnsafeBufferPointer { stored in
            guard let storedBase = stored.baseAddress, let sourceBase = source.baseAddress else { return true }
            // Keys are short: a few overlapping word loads beat a call to memcmp.
            guard stored.count > 32 else { return shortBytesMatch(storedBase, sourceBase, count: stored.count) }
            return memcmp(storedBase, sourceBase, raw.count) == 0
        }
    }
}
