import Coax
import Foundation

/// The filter view: `f` runs a JSONPath query and the tree shows only its matches and the
/// containers leading to them; `F` (or an empty query) shows the whole document again.
///
/// In a collection the query runs on every document (`$` is each document's root, as in
/// `coax query FILE… QUERY`): only documents with a match keep their row, which labels the
/// matches under it, and documents that arrive later (loading, following) are filtered as they
/// come.
extension Inspector {
    /// A filter being computed on its thread: the job, the control that stops the query, the
    /// view it is for and the query text; for a collection's documents that arrived after the
    /// filter was shown, the filter it extends.
    struct PendingFilter {
        let job: BackgroundJob<Result<TreeFilter, JSONQueryEvaluationError>>
        let control: JSONQueryControl
        let view: ViewKind
        let text: String
        var extending: TreeFilter? = nil
    }

    /// Opens the filter prompt with the last query typed.
    func openFilterPrompt() {
        prompt.open(.filter, text: finder.lastFilterText ?? tree.filter?.query ?? "")
    }

    /// Parses `text` and starts the query in the background (small documents answer at once);
    /// empty text removes the filter.
    func applyFilter(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let named = "the filter '\(TerminalText.escaped(trimmed))'"
        if !trimmed.isEmpty, waitsForWholeDocument(named, then: { $0.applyFilter(text) }) { return }
        guard !trimmed.isEmpty else {
            clearFilter()
            return
        }
        finder.lastFilterText = trimmed
        let selection: FilterSelection
        do {
            selection = try Self.filterSelection(trimmed)
        } catch {
            messages.current = StatusMessage(
                "not a query: column \(error.column): \(TerminalText.escaped(error.message)) (f edits it)",
                isError: true)
            return
        }
        let control = JSONQueryControl()
        let job: BackgroundJob<Result<TreeFilter, JSONQueryEvaluationError>>
        if showsDocumentRows {
            job = Self.filterJob(
                selection, text: trimmed, on: collection, items: 0..<tree.content.itemCount, control: control)
        } else {
            let document = tree.document
            job = BackgroundJob(name: "filter") { _ -> Result<TreeFilter, JSONQueryEvaluationError> in
                Result { () throws(JSONQueryEvaluationError) -> TreeFilter in
                    switch selection {
                    case .nodes(let query):
                        let nodes = try query.evaluate(on: document, options: JSONQueryOptions(control: control))
                        return TreeFilter(query: trimmed, nodes: nodes)
                    case .documents(let expression):
                        return try TreeFilter.keepingDocument(
                            document, where: expression, text: trimmed, control: control)
                    }
                }
            }
        }
        finder.begin(PendingFilter(job: job, control: control, view: view, text: trimmed))
        collectFilter(until: Date(timeIntervalSinceNow: 0.015))
        if finder.pendingFilter != nil {
            messages.current = StatusMessage("filtering with \(TerminalText.escaped(trimmed)) … (Esc stops)")
        }
    }

    /// What a filter keeps: the nodes a query selects, or (`?EXPR`) the documents for which a
    /// filter expression holds, each whole.
    enum FilterSelection: Sendable {
        case nodes(JSONQuery)
        case documents(JSONFilterExpression)
    }

    /// The query run on each document of a collection's `items`, appended to `earlier`.
    private static func filterJob(
        _ selection: FilterSelection, text: String, on collection: JSONCollection, items: Range<Int>,
        after earlier: TreeFilter? = nil, control: JSONQueryControl
    ) -> BackgroundJob<Result<TreeFilter, JSONQueryEvaluationError>> {
        BackgroundJob(name: "filter") { context -> Result<TreeFilter, JSONQueryEvaluationError> in
            Result { () throws(JSONQueryEvaluationError) -> TreeFilter in
                let report = { (done: Int) in
                    if done & 255 == 0 { context.report(progress: Double(done) / Double(max(1, items.count))) }
                }
                switch selection {
                case .nodes(let query):
                    return try TreeFilter.evaluating(
                        query, text: text, on: collection, items: items, after: earlier, control: control, done: report)
                case .documents(let expression):
                    return try TreeFilter.keepingDocuments(
                        where: expression, text: text, on: collection, items: items, after: earlier, control: control,
                        done: report)
                }
            }
        }
    }

    /// Documents arrived after the filter of a collection was made: runs its query on them in the
    /// background (one run at a time; more that arrive meanwhile wait for the next).
    func extendFilterToNewItems() {
        guard finder.pendingFilter == nil, collectionState.showsDocumentRows, let filter = documentTree.filter,
            filter.coveredItems < documentTree.content.itemCount,
            let selection = try? Self.filterSelection(filter.query)
        else { return }
        let control = JSONQueryControl()
        let job = Self.filterJob(
            selection, text: filter.query, on: collection, items: filter.coveredItems..<documentTree.content.itemCount,
            after: filter, control: control)
        finder.begin(PendingFilter(job: job, control: control, view: .document, text: filter.query, extending: filter))
    }

    /// How far the filter being computed has got, from 0 to 1.
    func filterProgress(_ pending: PendingFilter) -> Double {
        collectionState.showsDocumentRows && pending.view == .document
            ? pending.job.progress ?? 0 : pending.control.progress
    }

    /// What `f` was given: `?EXPR` keeps whole documents; anything else is a query.
    static func filterSelection(_ text: String) throws(JSONPathParseError) -> FilterSelection {
        if text.hasPrefix("?") { return .documents(try JSONFilterExpression(parsing: text)) }
        return .nodes(try query(text))
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
        guard let pending = finder.pendingFilter, let outcome = pending.job.output(waitingUntil: deadline) else {
            return
        }
        _ = finder.takePendingFilter()
        if let extended = pending.extending {
            // More documents filtered: quietly, unless the filter was removed or replaced meanwhile.
            if case .success(let filter) = outcome, documentTree.filter === extended {
                documentTree.extendFilter(to: filter)
                extendFilterToNewItems()
            }
            return
        }
        switch outcome {
        case .success(let filter):
            let target = pending.view == .expanded ? expansion.tree ?? documentTree : documentTree
            target.setFilter(filter, rows: treeRows)
            finder.filterShown()
            messages.current = StatusMessage(filterSummary(filter), isError: filter.matches.isEmpty)
            if target === documentTree { extendFilterToNewItems() }
        case .failure(.cancelled):
            messages.current = StatusMessage("filter stopped")
        case .failure(let error):
            messages.current = StatusMessage("filter: \(TerminalText.escaped(error.description))", isError: true)
        }
    }

    /// `filter: $..id (1,204 matches)`; in a collection `(1,204 matches in 12 documents)`; for
    /// `?EXPR`, `(12 of 2,000 documents)`.
    func filterSummary(_ filter: TreeFilter) -> String {
        let count = filter.matches.count
        let query = TerminalText.escaped(filter.query)
        if filter.query.hasPrefix("?") {
            let total = showsDocumentRows ? filter.coveredItems - loaded.badRecordCount : 1
            return "filter: \(query) (\(NumberText.grouped(count)) of \(NumberText.grouped(max(total, count))) document"
                + (total == 1 ? ")" : "s)")
        }
        if count == 0, showsDocumentRows, filter.query.hasPrefix("$[?") {
            // `$[?…]` tests the root's members; the whole-record form is what a log reader usually means.
            let expression = String(filter.query.dropFirst(3).dropLast())
            return "filter: \(query) (0 matches; f ?\(TerminalText.escaped(expression)) keeps whole documents)"
        }
        var counted = "\(NumberText.grouped(count)) match\(count == 1 ? "" : "es")"
        if showsDocumentRows, count > 0 {
            let documents = filter.documentCount
            counted += " in \(NumberText.grouped(documents)) document\(documents == 1 ? "" : "s")"
        }
        return "filter: \(query) (\(counted))"
    }

    /// Shows the whole document again, the selection kept.
    func clearFilter() {
        finder.stopFilter()
        guard tree.filter != nil else {
            messages.current = StatusMessage("no filter to remove")
            return
        }
        tree.setFilter(nil, rows: treeRows)
        messages.current = StatusMessage(
            showsDocumentRows
                ? "filter removed: every document" : "filter removed: the whole document")
    }

    /// Stops the query of a filter being computed; true when there was one.
    func stopFilter() -> Bool {
        // Filtering documents that arrived later is part of the filter shown, not a query to stop.
        guard finder.stopFilter(includingExtensions: false) != nil else { return false }
        messages.current = StatusMessage("filter stopped")
        return true
    }

    /// `n`/`N` in the filter view: the next or previous match, wrapping.
    func jumpToFilterMatch(_ direction: SearchState.Direction) {
        guard let filter = tree.filter else { return }
        let from = tree.selection.order
        guard let target = direction == .forward ? filter.match(after: from) : filter.match(before: from),
            let cursor = tree.navigator.cursor(toOrder: target.index)
        else {
            messages.current = StatusMessage(
                "no matches for the filter \(TerminalText.escaped(filter.query))", isError: true)
            return
        }
        tree.reveal(cursor, rows: treeRows)
        var text = "match \(NumberText.grouped(filter.matchNumber(at: target.index) ?? 0)) of "
        text += "\(NumberText.grouped(filter.matches.count)) for the filter \(TerminalText.escaped(filter.query))"
        if target.wrapped {
            text += direction == .forward ? " (wrapped to the top)" : " (wrapped to the bottom)"
        }
        messages.current = StatusMessage(text)
    }
}
