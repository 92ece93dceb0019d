/// The distinct nodes of a query segment's result, each with the number of times it was
/// selected: the nodes between segments while a query is counted (``QueryEvaluator/count()``).
///
/// What a segment selects from a node depends on that node alone, so a node selected *m* times
/// adds *m* times what is selected from it. Kept as a tally, the nodes of `$..*..*..*` on a
/// document of *n* values take memory for at most *n* nodes, where their list holds every chain
/// of them.
///
/// ```swift
/// var tally = QueryNodeTally()
/// try tally.add(7, times: 2)
/// try tally.add(7, times: 3)
/// tally.nodes            // [7]
/// tally.multiplicities   // [5]
/// ```
struct QueryNodeTally {
    /// The distinct nodes, in the order they were first added.
    private(set) var nodes: [Int] = []
    /// How many times each node of ``nodes`` was selected.
    private(set) var multiplicities: [Int] = []
    /// The place of each node in ``nodes``.
    private var places: [Int: Int] = [:]

    /// Counts `times` more selections of `node`.
    ///
    /// - Throws: ``JSONQueryEvaluationError/outOfMemory(nodes:)`` when the memory for another
    ///   node cannot be had; ``JSONQueryEvaluationError/countTooLarge`` when a count passes
    ///   `Int.max`.
    mutating func add(_ node: Int, times: Int) throws(JSONQueryEvaluationError) {
        if let place = places[node] {
            let (sum, overflow) = multiplicities[place].addingReportingOverflow(times)
            guard !overflow else { throw .countTooLarge }
            multiplicities[place] = sum
            return
        }
        if places.count == places.capacity {
            // The table's buckets (key, value and a bit each), at its load factor, checked as
            // the arrays' growth is.
            let capacity = max(16, places.capacity * 2)
            guard MemoryBudget.isAvailable(capacity * 2 * (2 * MemoryLayout<Int>.stride + 1) + 4096) else {
                throw .outOfMemory(nodes: nodes.count)
            }
            places.reserveCapacity(capacity)
        }
        guard MemoryBudget.reserve(&nodes, adding: 1), MemoryBudget.reserve(&multiplicities, adding: 1) else {
            throw .outOfMemory(nodes: nodes.count)
        }
        places[node] = nodes.count
        nodes.append(node)
        multiplicities.append(times)
    }
}
