import Coax
import Foundation

/// One large document shown by its start while it is parsed (``JSONCollection/documentPrefix``):
/// the first screen comes at once, moving and opening work within the start, sizes still growing
/// show as `[1,204+]`, what needs the whole document waits for it with the parse's progress in the
/// status line, and once it is parsed the tree goes on in the whole document where it was.
extension Inspector {
    /// Whether the tree shows the start of a document still being parsed.
    ///
    /// ```swift
    /// inspector.showsDocumentStart   // true for the first seconds of a 1 GB file
    /// ```
    public var showsDocumentStart: Bool { collectionState.showsPrefix }

    /// Whether the selected value is one the document's start cuts through: its text is known
    /// only once the whole document is parsed (`--print-value` waits for it).
    ///
    /// ```swift
    /// inspector.selectionIsStillParsing   // true on the root of a 1 GB file's first screen
    /// ```
    public var selectionIsStillParsing: Bool {
        collectionState.showsPrefix && tree.content.isPending(tree.selectedNode)
    }

    /// Shows the start of the one document `collection` is loading, as one document.
    func showDocumentStart(_ prefix: DocumentPrefix, of collection: JSONCollection, status: LoadStatus) {
        show(CollectionState(prefix: prefix, loading: collection), status: status)
    }

    /// Shows `state` from its first row, after it took `status`.
    private func show(_ state: CollectionState, status: LoadStatus) {
        collectionState = state
        _ = collectionState.take(status)
        documentTree = Self.documentTree(of: collectionState, openDepth: configuration.openDepth)
        documentTree.lineWidth = max(1, layout.tree.columns)
    }

    /// Takes the loading status while the start is shown: the progress, then the whole document
    /// (the tree goes on there), records after all (shown as a collection) or a failure (the
    /// inspector ends with it, as for a file that does not parse). True when the screen changed.
    func collectWholeDocument(_ status: LoadStatus) -> Bool {
        let collection = collectionState.watched
        let change = collectionState.take(status)
        if status.documentCount > 0, collection.isSingleDocument, let document = collection.document(at: 0) {
            showWholeDocument(document)
            return true
        }
        guard status.documentCount + status.badRecordCount > 0 || status.isFinished else {
            return change != .unchanged
        }
        // Not one document after all (records followed the first value), or none: what was
        // shown of the start gives way to the collection as it loads.
        show(CollectionState(collection: collection), status: status)
        if let failure = status.failure {
            loadFailure = failure
            messages.current = StatusMessage(TerminalText.escaped(failure.description), isError: true)
        } else if let wait = wholeDocumentWait {
            messages.current = StatusMessage("the input holds records, not one document: \(wait.what) was dropped")
        }
        wholeDocumentWait = nil
        return true
    }

    /// The whole document is parsed: the tree shows it from where the start's tree was (the
    /// same selection, open containers and scroll, by tape index), sizes are final, and what
    /// waited for it runs.
    private func showWholeDocument(_ document: JSONDocument) {
        let shown = documentTree
        let pending = collectionState.prefix?.pendingContainers ?? []
        collectionState = CollectionState(document: document)
        let whole = Self.documentTree(of: collectionState, openDepth: configuration.openDepth)
        whole.continueView(of: shown, pending: pending)
        documentTree = whole
        panel.reset()
        if let warning = Self.invalidUTF8Warning(document) { messages.current = StatusMessage(warning, isError: true) }
        if let wait = wholeDocumentWait {
            wholeDocumentWait = nil
            messages.current = nil
            wait.run(self)
        }
    }

    /// While the start is shown: records `run` to be done once the whole document is parsed
    /// (replacing what waited before) and says so; false, doing nothing, when the whole document
    /// is shown.
    ///
    /// - Parameters:
    ///   - what: what waits, for the message: `G`, `the search for 'id'`.
    ///   - run: what to do then.
    /// - Returns: Whether it waits (the caller stops there).
    func waitsForWholeDocument(_ what: String, then run: @escaping (Inspector) -> Void) -> Bool {
        guard collectionState.showsPrefix else { return false }
        wholeDocumentWait = WholeDocumentWait(what: what, run: run)
        messages.current = StatusMessage("\(what) waits for the whole document to be parsed (Esc stops waiting)")
        return true
    }

    /// What of `action` needs the whole document while its start is shown, named for the
    /// message; nil when it works on the start.
    func wholeDocumentNeed(of action: InspectorAction) -> String? {
        guard collectionState.showsPrefix else { return nil }
        let tree = tree
        switch action {
        case .bottom:
            return "G"
        case .lastSibling:
            guard let parent = tree.selection.parentIndex, tree.content.pendingContainers.contains(parent) else {
                return nil
            }
            return "$"
        case .otherEnd:
            return tree.isOpen(tree.selection) && tree.content.isPending(tree.selectedNode) ? "%" : nil
        case .nextMatch, .previousMatch, .searchKey:
            return "the search"
        case .toggleView:
            return "the expanded view"
        case .showWarnings:
            return "the warnings"
        case .nextDrift, .previousDrift, .showDrift:
            return "type drift"
        case .nextModelFailure, .previousModelFailure, .showModelFailures:
            return "your model's verdicts"
        case .reload:
            return "R"
        default:
            return nil
        }
    }

    /// Copying, printing or editing a value the start cuts through: refused with the parse's
    /// progress (the value is not whole yet); nil for every other action or value.
    func pendingValueRefusal(for action: InspectorAction) -> StatusMessage? {
        switch action {
        case .copyValue, .copyValueOnOneLine, .printValueAndQuit, .openInEditor: break
        default: return nil
        }
        guard selectionIsStillParsing else { return nil }
        return StatusMessage(
            "this value is still being parsed (\(documentStartProgressText)); it can be copied once it is whole",
            isError: true)
    }

    /// Esc while something waits for the whole document: it no longer does. False when nothing waited.
    func stopWaitingForWholeDocument() -> Bool {
        guard let wait = wholeDocumentWait else { return false }
        wholeDocumentWait = nil
        messages.current = StatusMessage("stopped waiting for the whole document: \(wait.what) was dropped")
        return true
    }

    /// The panel of a value the start cuts through: no readings yet, only why.
    var pendingValueReport: ValueReport? {
        guard selectionIsStillParsing else { return nil }
        return ValueReport(sections: [
            ValueReport.Section(
                .init("pending"), title: "Still parsing",
                notes: [
                    "The document is still being parsed (the status line shows how far): this value's size and "
                        + "readings come once it is whole. Moving and opening work on what is shown."
                ], rows: [])
        ])
    }

    /// `parsing 42%`, `reading standard input: 120.5 MB`: how far the whole document has got
    /// (`reading…` while a file is read into memory, before its parse starts).
    var documentStartProgressText: String {
        if let fraction = loaded.fractionRead {
            if loaded.bytesRead == 0, loaded.bytesReceived == 0 { return "reading…" }
            return "parsing \(Int(fraction * 100))%"
        }
        let megabytes = String(format: "%.1f MB", Double(loaded.bytesReceived) / 1_000_000)
        return configuration.fileName == "-" ? "reading standard input: \(megabytes)" : "reading: \(megabytes)"
    }
}
