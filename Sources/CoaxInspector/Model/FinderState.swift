/// What `/`, `f`, `n` and `N` work with: a search per view, the filter being computed, the texts
/// typed last, and which of search and filter `n`/`N` step through.
///
/// Searches and filters run on their own; this keeps them, and stops each one it replaces, so
/// that no background work outlives the text it was started for.
///
/// ```swift
/// var finder = FinderState()
/// finder.begin(search, text: "error", in: .document)
/// finder.search(in: .document) === search   // true
/// finder.lastUsed                           // .search
/// ```
struct FinderState {
    /// What `n` and `N` step through.
    enum Kind: Hashable, Sendable {
        case search, filter
    }

    /// Each view's search, kept for `n` and `N`.
    private(set) var searches: [Inspector.ViewKind: SearchState] = [:]
    /// The last text searched for, offered again by `n` when the view has no search.
    private(set) var lastSearchText: String?
    /// The filter being computed, if any.
    private(set) var pendingFilter: Inspector.PendingFilter?
    /// The last filter query typed, offered again by `f`.
    var lastFilterText: String?
    /// Which of search and filter `n`/`N` step through: the one used last.
    private(set) var lastUsed = Kind.search

    /// The search of `view`, if one was started there.
    func search(in view: Inspector.ViewKind) -> SearchState? {
        searches[view]
    }

    /// Keeps `search` (for `text`) as the search of `view`, stopping the one it replaces; `n` and
    /// `N` step through searches from now on.
    mutating func begin(_ search: SearchState, text: String, in view: Inspector.ViewKind) {
        lastSearchText = text
        lastUsed = .search
        searches[view]?.cancel()
        searches[view] = search
    }

    /// Stops and forgets the search of `view`.
    mutating func dropSearch(in view: Inspector.ViewKind) {
        searches[view]?.cancel()
        searches[view] = nil
    }

    /// Stops and forgets every view's search (the document was replaced); the texts stay.
    mutating func dropSearches() {
        for search in searches.values { search.cancel() }
        searches = [:]
    }

    /// Keeps `filter` as the filter being computed, stopping the one it replaces.
    mutating func begin(_ filter: Inspector.PendingFilter) {
        if let pendingFilter { Self.stop(pendingFilter) }
        pendingFilter = filter
    }

    /// The filter being computed has finished (or was taken): forgets it and returns it.
    mutating func takePendingFilter() -> Inspector.PendingFilter? {
        defer { pendingFilter = nil }
        return pendingFilter
    }

    /// Stops and forgets the filter being computed, and returns it; nil when there was none, or
    /// (unless `includingExtensions`) when it only filters documents that arrived later, which
    /// is part of the filter shown rather than a query to stop.
    @discardableResult
    mutating func stopFilter(includingExtensions: Bool = true) -> Inspector.PendingFilter? {
        guard let pending = pendingFilter, includingExtensions || pending.extending == nil else { return nil }
        Self.stop(pending)
        pendingFilter = nil
        return pending
    }

    /// A filter was shown: `n` and `N` step through its matches from now on.
    mutating func filterShown() {
        lastUsed = .filter
    }

    private static func stop(_ filter: Inspector.PendingFilter) {
        filter.control.cancel()
        filter.job.cancel()
    }
}
