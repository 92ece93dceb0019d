import Coax
import Foundation

/// Editing the search, go-to-path and filter lines.
extension Inspector {
    func handlePromptInput(_ event: InputEvent) {
        guard case .submitted(let line) = prompt.handle(event, completingIn: tree.document.root) else { return }
        messages.current = nil
        switch line.purpose {
        case .search: startSearch(line.text)
        case .path: goToPath(line.text)
        case .filter: applyFilter(line.text)
        case .model: loadModel(line.text)
        }
    }

    /// Selects the value at a path written in any supported syntax.
    /// In a collection, `#412 $.price` goes to the path in document 412 (`#412` alone to its
    /// root); a path alone stays within the selection's document.
    func goToPath(_ text: String) {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        prompt.nearestOffer = nil
        if ["q", "q!", "quit", "wq", "x"].contains(trimmed) {
            prompt.quitRequested = true
            return
        }
        var item = tree.selection.item
        var named = ""
        switch pathTarget(of: trimmed) {
        case .invalid:
            return
        case .current:
            break
        case .document(let target, let rest):
            if view == .expanded, collectionState.showsDocumentRows { toggleView() }
            item = target
            trimmed = rest
            if showsDocumentRows { named = " in " + itemName(target) }
            guard tree.canShow(.root(ofItem: target)) else {
                messages.current = StatusMessage(
                    "\(itemName(target)) has no match for the filter (F shows every document)", isError: true)
                return
            }
            if rest.isEmpty {
                tree.reveal(.root(ofItem: target), rows: treeRows)
                messages.current = StatusMessage("at " + (showsDocumentRows ? itemName(target) : "$"))
                return
            }
        }
        let origin = tree.selection
        if item != tree.selection.item, tree.content.badRecord(forItem: item) == nil {
            tree.select(.root(ofItem: item), rows: treeRows)
        }
        if let printed = PrintedDecodingError(trimmed) {
            goToPrintedError(printed)
            return
        }
        let path: JSONPath
        do {
            path = try JSONPath(parsing: trimmed)
        } catch {
            messages.current = StatusMessage("not a path: \(TerminalText.escaped(error.description))", isError: true)
            return
        }
        let found = tree.cursor(for: path, item: item)
        // Not in the document's start: perhaps further on, once it is parsed.
        if found.matched < path.components.count,
            waitsForWholeDocument(":\(TerminalText.escaped(trimmed))", then: { $0.goToPath(text) })
        {
            tree.select(origin, rows: treeRows)
            return
        }
        guard found.matched == path.components.count else {
            // The selection stays where it was; the nearest value is one key away.
            tree.select(origin, rows: treeRows)
            prompt.nearestOffer = found.cursor
            let nearest = tree.path(of: found.cursor).shortForm
            messages.current = StatusMessage(
                "no value at \(TerminalText.escaped(path.shortForm)); nearest is \(TerminalText.escaped(nearest))"
                    + named + " (Enter goes there)",
                isError: true)
            return
        }
        guard tree.reveal(found.cursor, rows: treeRows) else {
            messages.current = StatusMessage(
                "\(TerminalText.escaped(path.shortForm)) is hidden by the filter (F shows the whole document)",
                isError: true)
            return
        }
        messages.current = StatusMessage("at \(selectionPath)" + named)
    }

    /// Enter after a path that did not resolve: goes to the nearest value it offered.
    func takeNearestOffer() -> Bool {
        guard let offer = prompt.nearestOffer else { return false }
        prompt.nearestOffer = nil
        guard tree.reveal(offer, rows: treeRows) else {
            messages.current = StatusMessage(
                "the nearest value is hidden by the filter (F shows the whole document)", isError: true)
            return true
        }
        messages.current = StatusMessage("at \(selectionPath)")
        return true
    }
}
