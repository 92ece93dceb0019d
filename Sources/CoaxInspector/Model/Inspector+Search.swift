import Coax
import Foundation

/// Searching keys and values, and jumping between matches.
extension Inspector {
    /// Starts a search for `text` from the selection.
    func startSearch(_ text: String) {
        guard !text.isEmpty else {
            message = StatusMessage("empty search")
            return
        }
        let query = SearchQuery(text)
        if let problem = query.problem {
            message = StatusMessage(
                "not an I-Regexp: column \(problem.column + 3): \(TerminalText.escaped(problem.message))", isError: true
            )
            return
        }
        lastQuery = text
        lastFinder = .search
        let state = SearchState(query: query, document: tree.document, from: tree.selection.index)
        // In a collection the search covers the selection's document.
        state.item = tree.selection.item
        searches[view] = state
        // Small documents answer at once; large ones continue between key presses.
        state.scan.advance(until: Date(timeIntervalSinceNow: 0.015))
        resolvePendingJump()
        if state.scan.isComplete { reportSearchFinished(state) }
    }

    func jumpToMatch(_ direction: SearchState.Direction) {
        guard let search else {
            if let lastQuery {
                startSearch(lastQuery)
            } else {
                message = StatusMessage("no search yet: press / to search", isError: true)
            }
            return
        }
        if search.item != tree.selection.item {
            // The selection moved to another document of the collection: search that one.
            startSearch(search.scan.query.text)
            return
        }
        search.pendingJump = (direction, tree.selection.index)
        resolvePendingJump()
        if search.pendingJump != nil, !search.isRunning {
            search.pendingJump = nil
            message = StatusMessage(noMatchText(search), isError: true)
        }
    }

    /// Makes the waiting jump once the scan knows its target.
    func resolvePendingJump() {
        guard let search, let jump = search.pendingJump else { return }
        guard let target = search.target(jump.direction, from: jump.from) else {
            if search.scan.isComplete || search.isCancelled {
                search.pendingJump = nil
                message = StatusMessage(noMatchText(search), isError: true)
            }
            return
        }
        search.pendingJump = nil
        guard let cursor = tree.navigator.cursor(toTapeIndex: target.index, item: search.item) else { return }
        guard tree.reveal(cursor, rows: treeRows) else {
            message = StatusMessage("the match is hidden by the filter (F shows the whole document)", isError: true)
            return
        }
        var text = matchStatus(search) ?? ""
        if target.wrapped {
            text += jump.direction == .forward ? " (wrapped to the top)" : " (wrapped to the bottom)"
        }
        message = StatusMessage(text)
    }

    func reportSearchFinished(_ search: SearchState) {
        if search.scan.matchCount == 0 {
            message = StatusMessage(noMatchText(search), isError: true)
        } else if search.pendingJump == nil, let status = matchStatus(search) {
            message = StatusMessage(status)
        }
    }

    /// `match 3 of 120` (with `+` while counting), or nil when the selection is not a match.
    func matchStatus(_ search: SearchState) -> String? {
        let total = NumberText.grouped(search.scan.matchCount) + (search.scan.isComplete ? "" : "+")
        let query = TerminalText.escaped(search.scan.query.text)
        let within = collection != nil && view == .document ? " in " + itemName(search.item) : ""
        guard search.item == tree.selection.item, let number = search.matchNumber(at: tree.selection.index) else {
            return "\(total) matches for '\(query)'" + within
        }
        return "match \(NumberText.grouped(number)) of \(total) for '\(query)'" + within
    }

    private func noMatchText(_ search: SearchState) -> String {
        let query = TerminalText.escaped(search.scan.query.text)
        if search.scan.matchCount == 0 {
            return search.isCancelled ? "search stopped before a match for '\(query)'" : "no matches for '\(query)'"
        }
        return "no further match for '\(query)' (search stopped)"
    }
}
