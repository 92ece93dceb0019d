import Coax
import Foundation

/// The filter view: `f` runs a JSONPath query and the tree shows only its matches and the
/// containers leading to them; `F` (or an empty query) shows the whole document again.
extension Inspector {
    /// A filter being computed on its thread: the job, the control that stops the query, the
    /// view it is for and the query text.
    struct PendingFilter {
        let job: BackgroundJob<Result<TreeFilter, JSONQueryEvaluationError>>
        let control: JSONQueryControl
        let view: ViewKind
        let text: String
    }

    /// Opens the filter prompt with the last query typed.
    func openFilterPrompt() {
        guard !tree.content.isCollection else {
            // A filter's rows are tape indices of one document.
            message = StatusMessage(
                "f filters a single document; for a collection use coax query FILE… QUERY",
                isError: true)
            return
        }
        prompt = Prompt(purpose: .filter, text: lastFilterText ?? tree.filter?.query ?? "")
    }

    /// Parses `text` and starts the query in the background (small documents answer at once);
    /// empty text removes the filter.
    func applyFilter(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            clearFilter()
            return
        }
        guard !tree.content.isCollection else { return openFilterPrompt() }
        lastFilterText = trimmed
        let query: JSONQuery
        do {
            query = try Self.query(trimmed)
        } catch {
            message = StatusMessage(
                "not a query: column \(error.column): \(TerminalText.escaped(error.message)) (f edits it)",
                isError: true)
            return
        }
        pendingFilter?.control.cancel()
        pendingFilter?.job.cancel()
        let control = JSONQueryControl()
        let document = tree.document
        let job = BackgroundJob(name: "filter") { _ -> Result<TreeFilter, JSONQueryEvaluationError> in
            Result { () throws(JSONQueryEvaluationError) -> TreeFilter in
                let nodes = try query.evaluate(on: document, options: JSONQueryOptions(control: control))
                return TreeFilter(query: trimmed, nodes: nodes)
            }
        }
        pendingFilter = PendingFilter(job: job, control: control, view: view, text: trimmed)
        collectFilter(until: Date(timeIntervalSinceNow: 0.015))
        if pendingFilter != nil {
            message = StatusMessage("filtering with \(TerminalText.escaped(trimmed)) … (Esc stops)")
        }
    }

    /// An RFC 9535 query, or (for text not starting with `$`) the path it spells as a query.
    static func query(_ text: String) throws(JSONPathParseError) -> JSONQuery {
        if !text.hasPrefix("$"), let path = try? JSONPath(parsing: text) {
            return JSONQuery(path: path)
        }
        return try JSONQuery(parsing: text)
    }

    /// Applies the filter once its query has finished, waiting at most until `deadline`.
    func collectFilter(until deadline: Date) {
        guard let pending = pendingFilter, let outcome = pending.job.output(waitingUntil: deadline) else { return }
        pendingFilter = nil
        switch outcome {
        case .success(let filter):
            let target = pending.view == .expanded ? expandedTree ?? documentTree : documentTree
            target.setFilter(filter, rows: treeRows)
            lastFinder = .filter
            message = StatusMessage(filterSummary(filter), isError: filter.matches.isEmpty)
        case .failure(.cancelled):
            message = StatusMessage("filter stopped")
        case .failure(let error):
            message = StatusMessage("filter: \(TerminalText.escaped(error.description))", isError: true)
        }
    }

    /// `filter: $..id (1,204 matches)`.
    func filterSummary(_ filter: TreeFilter) -> String {
        let count = filter.matches.count
        return
            "filter: \(TerminalText.escaped(filter.query)) (\(NumberText.grouped(count)) match\(count == 1 ? "" : "es"))"
    }

    /// Shows the whole document again, the selection kept.
    func clearFilter() {
        if let pending = pendingFilter {
            pending.control.cancel()
            pending.job.cancel()
            pendingFilter = nil
        }
        guard tree.filter != nil else {
            message = StatusMessage("no filter to remove")
            return
        }
        tree.setFilter(nil, rows: treeRows)
        message = StatusMessage("filter removed: the whole document")
    }

    /// Stops the query of a filter being computed; true when there was one.
    func stopFilter() -> Bool {
        guard let pending = pendingFilter else { return false }
        pending.control.cancel()
        pending.job.cancel()
        pendingFilter = nil
        message = StatusMessage("filter stopped")
        return true
    }

    /// `n`/`N` in the filter view: the next or previous match, wrapping.
    func jumpToFilterMatch(_ direction: SearchState.Direction) {
        guard let filter = tree.filter else { return }
        let from = tree.selection.index
        guard let target = direction == .forward ? filter.match(after: from) : filter.match(before: from),
            let cursor = tree.navigator.cursor(toTapeIndex: target.index)
        else {
            message = StatusMessage("no matches for the filter \(TerminalText.escaped(filter.query))", isError: true)
            return
        }
        tree.reveal(cursor, rows: treeRows)
        var text = "match \(NumberText.grouped(filter.matchNumber(at: target.index) ?? 0)) of "
        text += "\(NumberText.grouped(filter.matches.count)) for the filter \(TerminalText.escaped(filter.query))"
        if target.wrapped {
            text += direction == .forward ? " (wrapped to the top)" : " (wrapped to the bottom)"
        }
        message = StatusMessage(text)
    }
}
