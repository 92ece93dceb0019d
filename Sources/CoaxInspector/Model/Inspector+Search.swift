import Coax
import Foundation

/// Searching keys and values, and jumping between matches: within the document, or across every
/// document of a collection in order.
extension Inspector {
    /// `*` and `#`: searches forward or backward for the members with the selected key.
    func searchForSelectedKey(_ direction: SearchState.Direction) {
        guard let key = tree.member(of: tree.selection)?.key else {
            let what = tree.selection.depth == 0 ? "the root" : "an array element"
            messages.current = StatusMessage("* and # search for the selected key; \(what) has none", isError: true)
            return
        }
        startSearch(SearchQuery.forKey(key).text, direction: direction)
    }

    /// Starts a search for `text` from the selection, its first jump going `direction`.
    func startSearch(_ text: String, direction: SearchState.Direction = .forward) {
        guard !text.isEmpty else {
            messages.current = StatusMessage("empty search")
            return
        }
        let quoted = "the search for '\(TerminalText.escaped(text))'"
        if waitsForWholeDocument(quoted, then: { $0.startSearch(text, direction: direction) }) { return }
        let query = SearchQuery(text)
        if let problem = query.problem {
            messages.current = StatusMessage(
                "not an I-Regexp: column \(problem.column + 3): \(TerminalText.escaped(problem.message))", isError: true
            )
            return
        }
        let state: SearchState
        if showsDocumentRows {
            // Every document, from the selection's on: the job fetches each and lets it go.
            state = SearchState(
                query: query, collection: collection, itemCount: tree.content.itemCount,
                startItem: tree.selection.item, from: tree.selection.order, direction: direction)
        } else {
            state = SearchState(query: query, document: tree.document, from: tree.selection.index, direction: direction)
        }
        finder.begin(state, text: text, in: view)
        // Small inputs answer at once; large ones continue between key presses.
        state.advance(until: Date(timeIntervalSinceNow: 0.015))
        resolvePendingJump()
        if state.isComplete { reportSearchFinished(state) }
    }

    func jumpToMatch(_ direction: SearchState.Direction) {
        guard let search else {
            if let text = finder.lastSearchText {
                startSearch(text)
            } else {
                messages.current = StatusMessage("no search yet: press / to search", isError: true)
            }
            return
        }
        if search.coveredItems > 0, search.coveredItems < tree.content.itemCount, !search.isRunning {
            // Documents arrived since (loading, following): search them too.
            startSearch(search.query.text)
            return
        }
        search.pendingJump = (direction, tree.selection.order)
        resolvePendingJump()
        if search.pendingJump != nil, !search.isRunning {
            search.pendingJump = nil
            messages.current = StatusMessage(noMatchText(search), isError: true)
        }
    }

    /// Makes the waiting jump once the search knows its target.
    func resolvePendingJump() {
        guard let search, let jump = search.pendingJump else { return }
        guard let target = search.target(jump.direction, from: jump.from) else {
            if search.isComplete || search.isCancelled {
                search.pendingJump = nil
                messages.current = StatusMessage(noMatchText(search), isError: true)
            }
            return
        }
        search.pendingJump = nil
        guard let cursor = tree.navigator.cursor(toOrder: target.index) else { return }
        guard tree.reveal(cursor, rows: treeRows) else {
            messages.current = StatusMessage(
                "the match is hidden by the filter (F shows the whole document)", isError: true)
            return
        }
        var text = matchStatus(search) ?? ""
        if target.wrapped {
            text += jump.direction == .forward ? " (wrapped to the top)" : " (wrapped to the bottom)"
        }
        messages.current = StatusMessage(text)
    }

    func reportSearchFinished(_ search: SearchState) {
        if search.matchCount == 0 {
            messages.current = StatusMessage(noMatchText(search), isError: true)
        } else if search.pendingJump == nil, let status = matchStatus(search) {
            messages.current = StatusMessage(status)
        }
    }

    /// `match 3 of 120` (with `+` while counting), or nil when the selection is not a match; in a
    /// collection followed by the selection's document.
    func matchStatus(_ search: SearchState) -> String? {
        let total = NumberText.grouped(search.matchCount) + (search.isComplete ? "" : "+")
        let query = TerminalText.escaped(search.query.text)
        let within = search.coveredItems > 0 ? " in " + itemName(tree.selection.item) : ""
        guard let number = search.matchNumber(at: tree.selection.order) else {
            let documents = search.coveredItems > 0 ? " in \(NumberText.grouped(search.coveredItems)) documents" : ""
            return "\(total) matches for '\(query)'" + documents
        }
        return "match \(NumberText.grouped(number)) of \(total) for '\(query)'" + within
    }

    /// `searching 42% · 12 matches`, while a search runs.
    var searchProgressText: String? {
        guard let search, search.isRunning else { return nil }
        let count = search.matchCount
        return "searching \(Int(search.progress * 100))% · \(NumberText.grouped(count)) match\(count == 1 ? "" : "es")"
    }

    private func noMatchText(_ search: SearchState) -> String {
        let query = TerminalText.escaped(search.query.text)
        if search.matchCount == 0 {
            if search.isCancelled { return "search stopped before a match for '\(query)'" }
            return search.coveredItems > 0
                ? "no matches for '\(query)' in \(NumberText.grouped(search.coveredItems)) documents"
                : "no matches for '\(query)'"
        }
        return "no further match for '\(query)' (search stopped)"
    }
}
