import Coax

/// A search in one view: its scan, and the jump waiting for the scan to find a match.
final class SearchState {
    /// Which way a jump goes.
    enum Direction: Hashable, Sendable {
        case forward, backward
    }

    /// The scan collecting matches.
    let scan: SearchScan
    /// A jump to make as soon as the scan can answer it, from the given tape index.
    var pendingJump: (direction: Direction, from: Int)?
    /// The collection item (document) searched; 0 for one document.
    var item = 0
    /// Whether the user stopped the scan before it finished.
    private(set) var isCancelled = false

    /// Starts a search whose first jump goes forward from `from`.
    init(query: SearchQuery, document: JSONDocument, from index: Int) {
        scan = SearchScan(query: query, document: document)
        pendingJump = (.forward, index)
    }

    /// Stops the scan; matches found so far stay usable.
    func cancel() {
        isCancelled = true
        pendingJump = nil
    }

    /// Whether the scan still has work to do.
    ///
    /// ```swift
    /// search.isRunning   // false once the whole document is searched
    /// ```
    var isRunning: Bool { !scan.isComplete && !isCancelled }

    /// The match a jump lands on, or nil when it cannot be known yet (the scan must go on) or there is none.
    ///
    /// Returns `.wrapped` when the jump went past the end (or start) and came round.
    func target(_ direction: Direction, from index: Int) -> (index: Int, wrapped: Bool)? {
        let matches = scan.matches
        guard !matches.isEmpty else { return nil }
        let finished = scan.isComplete || isCancelled
        switch direction {
        case .forward:
            let position = firstPosition(after: index)
            if position < matches.count { return (matches[position], false) }
            return finished ? (matches[0], true) : nil
        case .backward:
            let position = firstPosition(after: index - 1) - 1
            if position >= 0 { return (matches[position], false) }
            return finished ? (matches[matches.count - 1], true) : nil
        }
    }

    /// The 1-based number of the match at `index`, if it is one.
    ///
    /// ```swift
    /// search.matchNumber(at: selection.index)   // 3
    /// ```
    func matchNumber(at index: Int) -> Int? {
        let position = firstPosition(after: index - 1)
        guard position < scan.matches.count, scan.matches[position] == index else { return nil }
        return position + 1
    }

    /// The position of the first match with a tape index greater than `index`.
    private func firstPosition(after index: Int) -> Int {
        scan.matches.partitioningIndex { $0 > index }
    }
}
