import Coax
import Foundation

/// A search in one view: its matches as they are found, and the jump waiting for them.
///
/// Matches are row orders (``TreeCursor/order``): tape indices for one document; across a
/// collection, every document's matches one document after another, so `n` goes on into the
/// next document. One document is searched in slices between key presses (``SearchScan``); a
/// collection is searched on a ``BackgroundJob`` from the selection's document to the last one,
/// then from the first, each document fetched, searched and let go in turn.
///
/// ```swift
/// let search = SearchState(query: SearchQuery("error"), collection: log, items: 0..<2, from: 0)
/// search.target(.forward, from: 0)   // (index: 4294967300, wrapped: false): a row of item 1
/// ```
final class SearchState {
    /// Which way a jump goes.
    enum Direction: Hashable, Sendable {
        case forward, backward
    }

    /// What a collection's search has found so far, shared with its job.
    struct Progress: Sendable {
        /// Matches in the items from the first one searched to the end, ascending.
        var fromStart: [Int] = []
        /// Matches in the items before the first one searched (searched last), ascending.
        var beforeStart: [Int] = []
        /// Every match found, kept or not.
        var count = 0
        /// The first order not yet searched from the first item searched (`Int.max` once done).
        var searchedFromStart = 0
        /// The first order not yet searched from the first item (searched after the end was reached).
        var searchedBeforeStart = 0
    }

    private enum Source {
        case document(SearchScan)
        case collection(job: BackgroundJob<Void>, progress: LockedValue<Progress>, start: Int)
    }

    /// The query.
    let query: SearchQuery
    private let source: Source
    /// A jump to make as soon as the search can answer it, from the given row order.
    var pendingJump: (direction: Direction, from: Int)?
    /// The number of collection items the search covers (0 for one document).
    let coveredItems: Int
    /// Whether the user stopped the search before it finished.
    private(set) var isCancelled = false

    /// A collection's matches when last looked at (``advance(until:)``), ascending row orders.
    private var collectionMatches: [Int] = []
    /// A collection's count of matches when last looked at.
    private var collectionMatchCount = 0

    /// The matches known so far, ascending row orders.
    var matches: [Int] {
        switch source {
        case .document(let scan): scan.matches
        case .collection: collectionMatches
        }
    }

    /// Every match found so far, kept or not.
    var matchCount: Int {
        switch source {
        case .document(let scan): scan.matchCount
        case .collection: collectionMatchCount
        }
    }
    /// Whether the whole document or collection has been searched.
    private(set) var isComplete = false
    /// The row orders searched so far: `0..<before` and `start..<after`.
    private var searched: (before: Int, start: Int, after: Int) = (0, 0, 0)

    /// Searches one document, the first jump going forward from tape index `index`.
    init(query: SearchQuery, document: JSONDocument, from index: Int, direction: Direction = .forward) {
        self.query = query
        source = .document(SearchScan(query: query, document: document))
        coveredItems = 0
        pendingJump = (direction, index)
    }

    /// Searches the documents of a collection's items `0..<itemCount` on a thread of its own,
    /// from item `startItem` on and then from the first, the first jump going forward from the
    /// row order `from`.
    init(
        query: SearchQuery, collection: JSONCollection, itemCount: Int, startItem: Int, from order: Int,
        direction: Direction = .forward
    ) {
        self.query = query
        let start = min(max(0, startItem), max(0, itemCount - 1))
        let startOrder = TreeCursor.order(item: start, index: 0)
        let progress = LockedValue(Progress(searchedFromStart: startOrder))
        let job = BackgroundJob<Void>(name: "search") { context in
            let items = Array(start..<itemCount) + Array(0..<start)
            for (done, item) in items.enumerated() {
                if context.isCancelled { return }
                var found: [Int] = []
                var count = 0
                if case .document(let index) = collection.item(at: item), let document = collection.document(at: index)
                {
                    let scan = SearchScan(query: query, document: document)
                    scan.advance(until: .distantFuture)
                    found = scan.matches.map { TreeCursor.order(item: item, index: $0) }
                    count = scan.matchCount
                }
                let next = item + 1 == itemCount ? Int.max : TreeCursor.order(item: item + 1, index: 0)
                progress.withLock { state in
                    if item >= start {
                        state.fromStart += found
                        state.searchedFromStart = next
                    } else {
                        state.beforeStart += found
                        state.searchedBeforeStart = next
                    }
                    state.count += count
                }
                context.report(progress: Double(done + 1) / Double(max(1, items.count)))
            }
        }
        source = .collection(job: job, progress: progress, start: startOrder)
        coveredItems = itemCount
        searched = (0, startOrder, startOrder)
        pendingJump = (direction, order)
    }

    /// Stops the search; matches found so far stay usable.
    func cancel() {
        isCancelled = true
        pendingJump = nil
        if case .collection(let job, _, _) = source { job.cancel() }
    }

    /// Whether the search still has work to do.
    ///
    /// ```swift
    /// search.isRunning   // false once everything is searched
    /// ```
    var isRunning: Bool { !isComplete && !isCancelled }

    /// The fraction searched, from 0 to 1.
    var progress: Double {
        switch source {
        case .document(let scan): scan.progress
        case .collection(let job, _, _): isComplete ? 1 : job.progress ?? 0
        }
    }

    /// Searches on (one document) or takes what the job found (a collection) until `deadline`.
    func advance(until deadline: Date) {
        switch source {
        case .document(let scan):
            scan.advance(until: deadline)
            isComplete = scan.isComplete
            searched = (0, 0, isComplete ? .max : scan.position)
        case .collection(let job, let progress, let start):
            // Waits for the job while a jump waits for it, else only a moment (the loop goes on to other work).
            _ = job.output(waitingUntil: pendingJump == nil ? min(deadline, Date() + 0.01) : deadline)
            let state = progress.withLock { $0 }
            collectionMatches = state.beforeStart + state.fromStart
            collectionMatchCount = state.count
            isComplete = job.isFinished && !job.isCancelled
            searched = (state.searchedBeforeStart, start, state.searchedFromStart)
        }
    }

    /// Whether every row order in `range` has been searched.
    private func isSearched(_ range: ClosedRange<Int>) -> Bool {
        if isComplete { return true }
        let (before, start, after) = searched
        // Searched: 0..<before and start..<after (before never passes start).
        if range.lowerBound >= start { return range.upperBound < after }
        if range.upperBound < before { return true }
        return range.lowerBound < before && before >= start && range.upperBound < after
    }

    /// The match a jump lands on, or nil when it cannot be known yet (the search must go on) or there is none.
    ///
    /// Returns `.wrapped` when the jump went past the end (or start) and came round.
    func target(_ direction: Direction, from order: Int) -> (index: Int, wrapped: Bool)? {
        guard !matches.isEmpty else { return nil }
        switch direction {
        case .forward:
            let position = firstPosition(after: order)
            if position < matches.count {
                return isSearched(order...matches[position]) || isCancelled ? (matches[position], false) : nil
            }
            guard order < .max, isSearched((order + 1)...(Int.max - 1)) || isCancelled else { return nil }
            return isSearched(0...matches[0]) || isCancelled ? (matches[0], true) : nil
        case .backward:
            let position = firstPosition(after: order - 1) - 1
            if position >= 0 {
                return isSearched(matches[position]...max(matches[position], order - 1)) || isCancelled
                    ? (matches[position], false) : nil
            }
            guard isSearched(0...max(0, order)) || isCancelled else { return nil }
            let last = matches[matches.count - 1]
            return isSearched(last...(Int.max - 1)) || isCancelled ? (last, true) : nil
        }
    }

    /// The 1-based number of the match at the row order `order`, if it is one and every match
    /// before it is known.
    ///
    /// ```swift
    /// search.matchNumber(at: selection.order)   // 3
    /// ```
    func matchNumber(at order: Int) -> Int? {
        let position = firstPosition(after: order - 1)
        guard position < matches.count, matches[position] == order, isSearched(0...order) else { return nil }
        return position + 1
    }

    /// The position of the first match with a row order greater than `order`.
    private func firstPosition(after order: Int) -> Int {
        matches.partitioningIndex { $0 > order }
    }
}
