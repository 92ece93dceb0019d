import Coax
import Foundation

/// `R`: reading the file again, keeping the selection's path when it still exists.
extension Inspector {
    /// Starts reading the file again on a thread of its own.
    func startReload() {
        guard let reload = configuration.reload else {
            messages.current = StatusMessage("nothing to reload: the document was not read from a file", isError: true)
            return
        }
        reloadJob?.cancel()
        reloadJob = BackgroundJob(name: "reload") { _ in reload() }
        messages.current = StatusMessage("reloading \(TerminalText.escaped(configuration.fileName))… (Esc stops)")
    }

    /// Takes the new document when it is read.
    func collectReload(until deadline: Date) {
        guard let job = reloadJob, let outcome = job.output(waitingUntil: deadline) else { return }
        reloadJob = nil
        switch outcome {
        case .failed(let reason):
            messages.current = StatusMessage("not reloaded, the document shown is unchanged: " + reason, isError: true)
        case .loaded(let document):
            replaceDocument(with: document)
        }
    }

    /// Shows a new document in place of the old one: everything made from the old one (the
    /// expanded view, searches, drift marks) is dropped, and the selection goes to the same path,
    /// or to as much of it as still exists.
    func replaceDocument(with document: JSONDocument) {
        let path = tree.path(of: tree.selection)
        let filterQuery = documentTree.filter?.query ?? finder.pendingFilter?.text
        _ = stopFilter()
        collectionState = CollectionState(document: document)
        documentTree = Self.documentTree(of: collectionState, openDepth: configuration.openDepth)
        expansion.reset()
        finder.dropSearches()
        drift.reset()
        restartModelCheck()
        panel.reset()
        view = .document
        documentTree.lineWidth = max(1, layout.tree.columns)
        let found = documentTree.cursor(for: path)
        documentTree.reveal(found.cursor, rows: treeRows)
        let name = TerminalText.escaped(configuration.fileName)
        if found.matched == path.components.count {
            messages.current = StatusMessage("reloaded \(name); still at \(selectionPath)")
        } else {
            messages.current = StatusMessage(
                "reloaded \(name); \(TerminalText.escaped(path.shortForm)) no longer exists, nearest is \(selectionPath)"
            )
        }
        // The filter applies to the new content too.
        if let filterQuery { applyFilter(filterQuery) }
    }
}
