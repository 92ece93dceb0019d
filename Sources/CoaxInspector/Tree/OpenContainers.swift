/// Which containers are open, stored as a few rules rather than one flag per container.
///
/// "Expand everything below here" on a 100 MB document must cost O(1), so bulk actions record
/// a rule over a tape range (a subtree, or the whole document up to a depth) and single toggles
/// record an override for one container. The newest applicable answer wins: an override beats
/// every rule (rules that cover it were added earlier, because adding a rule removes the
/// overrides and older rules inside its range), and among rules the innermost wins.
///
/// ```swift
/// var state = OpenContainers(openDepth: 1)
/// state.isOpen(index: 0, depth: 0)   // true: the root
/// state.set(index: 4, open: true)
/// state.setAll(in: 4..<20, open: true)
/// ```
struct OpenContainers: Hashable, Sendable {
    struct Rule: Hashable {
        /// The tape range the rule covers.
        var range: Range<Int>
        /// Containers shallower than this depth are open; nil means all are (`open` decides).
        var depthLimit: Int?
        var open: Bool
        /// Whether the rule covers only the containers a filter opens (the ancestors of its matches).
        var keptOnly = false
    }

    /// The filter whose kept containers the `keptOnly` rule opens; compared by identity.
    struct FilterReference: Hashable, Sendable {
        let filter: TreeFilter

        static func == (lhs: FilterReference, rhs: FilterReference) -> Bool { lhs.filter === rhs.filter }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(filter)) }
    }

    private var rules: [Rule]
    private var overrides: [Int: Bool] = [:]
    private var keptBy: FilterReference?

    /// Starts with containers shallower than `openDepth` open (1 opens only the root).
    init(openDepth: Int) {
        rules = [Rule(range: 0..<Int.max, depthLimit: openDepth, open: true)]
    }

    /// Whether the container at `index`, nested at `depth`, is open.
    func isOpen(index: Int, depth: Int) -> Bool {
        if let override = overrides[index] { return override }
        var best: Rule?
        for rule in rules where rule.range.contains(index) {
            if rule.keptOnly, keptBy?.filter.opens(index) != true { continue }
            if let current = best, current.range.count < rule.range.count { continue }
            best = rule
        }
        guard let rule = best else { return false }
        if let limit = rule.depthLimit { return depth < limit }
        return rule.open
    }

    /// Opens or closes one container.
    mutating func set(index: Int, open: Bool) {
        overrides[index] = open
    }

    /// Opens or closes every container in a tape range (a subtree).
    mutating func setAll(in range: Range<Int>, open: Bool) {
        add(Rule(range: range, depthLimit: nil, open: open))
    }

    /// Opens exactly the containers shallower than `depth` in the whole document.
    mutating func openToDepth(_ depth: Int) {
        rules = []
        overrides = [:]
        add(Rule(range: 0..<Int.max, depthLimit: depth, open: true))
    }

    /// Opens every container leading to a match of `filter` (the matches themselves stay as they
    /// are), as one rule (later rules and toggles still win); earlier toggles of kept containers
    /// are dropped, so that every match shows.
    mutating func openKept(by filter: TreeFilter) {
        removeKeptRule()
        overrides = overrides.filter { !filter.isKept($0.key) }
        rules.append(Rule(range: 0..<Int.max, depthLimit: nil, open: true, keptOnly: true))
        keptBy = FilterReference(filter: filter)
    }

    /// Keeps the rule ``openKept(by:)`` added, for a filter that covers more (its earlier kept
    /// nodes unchanged), without touching the toggles made since.
    mutating func replaceKeptFilter(with filter: TreeFilter) {
        guard keptBy != nil else { return }
        keptBy = FilterReference(filter: filter)
    }

    /// Drops the rule ``openKept(by:)`` added.
    mutating func removeKeptRule() {
        rules.removeAll { $0.keptOnly }
        keptBy = nil
    }

    /// Changes the tape range of every rule through `transform`: a subtree of a document's start
    /// that covers more in the whole document (its end moved).
    mutating func remapRanges(_ transform: (Range<Int>) -> Range<Int>) {
        for index in rules.indices { rules[index].range = transform(rules[index].range) }
    }

    /// The number of rules and overrides, which stays small whatever the document size.
    var storedCount: Int { rules.count + overrides.count }

    private mutating func add(_ rule: Rule) {
        rules.removeAll { rule.range.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= rule.range.upperBound }
        overrides = overrides.filter { !rule.range.contains($0.key) }
        rules.append(rule)
    }
}
