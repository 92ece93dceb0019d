import Coax
import Foundation

/// A collection: a top-level row per document (or bad record), `]`/`[` between documents,
/// `:#412 $.price`, and records arriving while the inspector runs (loading, following).
extension Inspector {
    /// Whether the collection shown is still loading or being followed: new rows may arrive, so the
    /// terminal looks for them between key presses (``collectLoaded(waitingUntil:)``).
    ///
    /// ```swift
    /// inspector.isLoading   // true while `tail -f app.jsonl | coax` runs
    /// ```
    public var isLoading: Bool { collectionState.isLoading }

    /// Takes what the collection loaded since the last look: new rows (the selection stays where
    /// it is), the status line's counts, and — once the input turns out to be one plain JSON
    /// value — that document shown as one. With a deadline, first waits up to it for a new record.
    /// True when anything changed, so the screen must be drawn again.
    ///
    /// - Parameter deadline: how long to wait for a new record; nil does not wait.
    /// - Returns: Whether anything changed on screen.
    @discardableResult
    public func collectLoaded(waitingUntil deadline: Date? = nil) -> Bool {
        let watched = collectionState.watched
        if let deadline, !loaded.isFinished {
            watched.waitForItems(count: collectionState.knownItemCount + 1, until: deadline)
        }
        let status = watched.status
        if collectionState.showsPrefix { return collectWholeDocument(status) }
        // One large document whose start is read: shown at once, the rest parsed behind it.
        if collectionState.showsDocumentRows, collectionState.knownItemCount == 0,
            status.documentCount + status.badRecordCount == 0, !status.isFinished,
            let prefix = watched.documentPrefix
        {
            showDocumentStart(prefix, of: watched, status: status)
            return true
        }
        let previousNotice = loaded.notice
        switch collectionState.take(status) {
        case .unchanged:
            return false
        case .statusChanged:
            break
        case .itemsArrived:
            documentTree.itemsArrived()
            extendFilterToNewItems()
        }
        if status.isFinished, collectionState.showsDocumentRows, collection.isSingleDocument,
            let document = collection.document(at: 0)
        {
            showAsOneDocument(document)
        } else if let failure = status.failure {
            messages.current = StatusMessage(TerminalText.escaped(failure.description), isError: true)
        } else if let notice = status.notice, notice != previousNotice {
            // A followed file truncated or replaced: its labels repeat from the row marked ↺.
            messages.current = StatusMessage(TerminalText.escaped(notice))
        }
        return true
    }

    /// The input was one plain JSON value: it is shown as one document, exactly as a file holding
    /// it (no document rows).
    private func showAsOneDocument(_ document: JSONDocument) {
        replaceDocument(with: document)
        messages.current = Self.invalidUTF8Warning(document).map { StatusMessage($0, isError: true) }
    }

    /// `]` (`delta` 1) and `[` (-1): the root row of the next or previous document (or bad
    /// record), `count` times.
    func moveAcrossDocuments(by delta: Int) {
        guard collectionState.showsDocumentRows else {
            messages.current = StatusMessage("] and [ move between the documents of a collection; this is one document")
            return
        }
        guard view == .document else {
            messages.current = StatusMessage(
                "the expanded view shows one document: x goes back to the documents", isError: true)
            return
        }
        let tree = tree
        guard tree.content.itemCount > 0 else { return }
        let current = tree.selection.item
        // One step per document that has rows (with a filter: a match), as far as there are.
        var target = current
        for _ in 0..<abs(delta) {
            guard let next = tree.navigator.item(beside: target, by: delta > 0 ? 1 : -1) else { break }
            target = next
        }
        if target == current, tree.selection.depth == 0 {
            let text = delta > 0 ? "this is the last document" : "this is the first document"
            messages.current = StatusMessage(isLoading && delta > 0 ? text + " so far" : text)
            return
        }
        tree.select(.root(ofItem: target), rows: treeRows)
    }

    /// Enter on a bad record's row: its error in full, with the line and a caret.
    func showBadRecord(item: Int) -> Bool {
        guard let record = tree.content.badRecord(forItem: item) else { return false }
        let lines = record.rendered().split(separator: "\n", omittingEmptySubsequences: false)
        messages.current = StatusMessage(
            lines.map { TerminalText.escaped(String($0)) }.joined(separator: "\n"), isError: true)
        overlay = .message(scroll: 0)
        return true
    }

    /// What `:` was given: a path in the current document, or `#412 $.price`.
    enum PathTarget {
        /// No `#N`: the text is a path within the selection's document.
        case current
        /// `#N`: the item of document N, and the path after it (may be empty).
        case document(item: Int, rest: String)
        /// A `#` that names no document (the message says why).
        case invalid
    }

    /// The panel of a bad record's row: its error with the line and a caret, in place of coercions.
    var badRecordReport: ValueReport? {
        guard view == .document, tree.selection.depth == 0,
            let record = tree.content.badRecord(forItem: tree.selection.item)
        else { return nil }
        let lines = record.rendered().split(separator: "\n", omittingEmptySubsequences: false).map {
            TerminalText.escaped(String($0))
        }
        return ValueReport(
            sections: [ValueReport.Section(.init("bad-record"), title: "Bad record", notes: lines, rows: [])])
    }

    /// `:#412 $.price`: the document number (1-based) and what follows it, when `text` starts with
    /// `#`.
    func pathTarget(of text: String) -> PathTarget {
        guard text.hasPrefix("#") else { return .current }
        let digits = text.dropFirst().prefix { $0.isASCII && $0.isNumber }
        let rest = text.dropFirst(1 + digits.count).trimmingCharacters(in: .whitespaces)
        guard let number = Int(digits), number >= 1 else {
            messages.current = StatusMessage("#N names document N, counted from 1: #412 $.price", isError: true)
            return .invalid
        }
        let count = collection.count
        guard number <= count else {
            let so = isLoading ? " so far" : ""
            messages.current = StatusMessage(
                collectionState.showsDocumentRows
                    ? "no document #\(NumberText.grouped(number)): \(NumberText.grouped(count)) loaded\(so)"
                    : "no document #\(number): this is one document", isError: true)
            return .invalid
        }
        return .document(item: collection.itemIndex(ofDocument: number - 1), rest: rest)
    }

    /// How a collection's item is named: `#412 orders.jsonl:412`, `bad record orders.jsonl:3`
    /// (terminal-safe).
    func itemName(_ item: Int) -> String {
        let content = documentTree.content
        let label = content.label(forItem: item).map { TerminalText.escaped($0) } ?? ""
        if let document = content.documentIndex(forItem: item) {
            return "#\(document + 1) " + label
        }
        return "bad record " + label
    }

    /// The right side of the status line for a collection: `document 412 of 2,000` (`+` while
    /// more may come).
    var collectionPositionText: String {
        let more = isLoading ? "+" : ""
        let total = NumberText.grouped(loaded.documentCount) + more
        if isEmptyCollection { return "\(total) documents" }
        if let document = tree.content.documentIndex(forItem: tree.selection.item) {
            return "document \(NumberText.grouped(document + 1)) of \(total)"
        }
        return "bad record · \(total) documents"
    }

    /// How loading goes: `loading 42%`, `following`, `reading standard input…`; and the bad
    /// records so far.
    var loadingText: String? {
        if collectionState.showsPrefix { return documentStartProgressText }
        guard collectionState.showsDocumentRows else { return nil }
        var parts: [String] = []
        switch loaded.phase {
        case .reading:
            if let fraction = loaded.fractionRead {
                parts.append("loading \(Int(fraction * 100))%")
            } else if !loaded.hasReceivedData {
                parts.append(configuration.fileName == "-" ? "reading standard input…" : "reading…")
            } else {
                parts.append("loading")
            }
        case .following:
            parts.append("following")
        case .finished:
            break
        }
        // The first analysis only: later updates of the documents so far come without a word.
        if drift.job != nil, drift.marks == nil { parts.append("finding type drift…") }
        if loaded.badRecordCount > 0 {
            let count = loaded.badRecordCount
            parts.append("\(NumberText.grouped(count)) bad record\(count == 1 ? "" : "s")")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// Whether the tree shows a collection without a row yet (still reading, or no documents).
    var isEmptyCollection: Bool { view == .document && tree.content.itemCount == 0 }

    /// What the tree pane says while a collection has no row yet.
    var emptyCollectionText: String {
        if let failure = loaded.failure { return TerminalText.escaped(failure.description) }
        switch loaded.phase {
        case .reading:
            let name = configuration.fileName == "-" ? "standard input" : TerminalText.escaped(configuration.fileName)
            return "reading \(name)… (q quits)"
        case .following:
            return "following: no record yet (q quits)"
        case .finished:
            return "no documents"
        }
    }
}
