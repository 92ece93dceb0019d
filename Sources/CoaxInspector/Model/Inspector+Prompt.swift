import Coax
import Foundation

/// Editing the search, go-to-path and filter lines.
extension Inspector {
    /// The most lines each prompt remembers.
    static let historyLimit = 100

    func handlePromptInput(_ event: InputEvent) -> [InspectorEffect] {
        guard var current = prompt else { return [] }
        let isTab = event == .key(.tab)
        if !isTab {
            current.completion = nil
            current.completionIndex = nil
            current.note = nil
        }
        switch event {
        case .character(let character):
            current.text.append(character)
            current.historyIndex = nil
        case .key(.backspace), .key(.delete):
            if current.text.isEmpty {
                prompt = nil
                return []
            }
            current.text.removeLast()
            current.historyIndex = nil
        case .control("u"):
            current.text = ""
            current.historyIndex = nil
        case .key(.up), .control("p"):
            recall(&current, step: -1)
        case .key(.down), .control("n"):
            recall(&current, step: 1)
        case .key(.tab):
            if current.purpose == .path { complete(&current) }
        case .key(.escape), .control("c"), .control("g"):
            prompt = nil
            return []
        case .key(.enter):
            prompt = nil
            message = nil
            remember(current)
            switch current.purpose {
            case .search: startSearch(current.text)
            case .path: goToPath(current.text)
            case .filter: applyFilter(current.text)
            }
            return []
        default:
            break
        }
        prompt = current
        return []
    }

    /// Up (`step` -1) and Down (+1) through the lines submitted before; past the newest comes
    /// back the line that was being typed.
    private func recall(_ prompt: inout Prompt, step: Int) {
        let history = promptHistory[prompt.purpose] ?? []
        guard !history.isEmpty else { return }
        let current = prompt.historyIndex ?? history.count
        let next = min(max(0, current + step), history.count)
        if prompt.historyIndex == nil { prompt.draft = prompt.text }
        if next == history.count {
            prompt.historyIndex = nil
            prompt.text = prompt.draft
        } else {
            prompt.historyIndex = next
            prompt.text = history[next]
        }
    }

    private func remember(_ prompt: Prompt) {
        let text = prompt.text
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        var history = promptHistory[prompt.purpose] ?? []
        history.removeAll { $0 == text }
        history.append(text)
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        promptHistory[prompt.purpose] = history
    }

    /// Tab: the first press completes as far as every matching key agrees (or the whole key when
    /// one matches) and lists them; further presses go through them one by one.
    private func complete(_ prompt: inout Prompt) {
        if let completion = prompt.completion, completion.texts.count > 1 {
            let next = ((prompt.completionIndex ?? -1) + 1) % completion.texts.count
            prompt.completionIndex = next
            prompt.text = completion.texts[next]
            return
        }
        guard let completion = PathCompletion(completing: prompt.text, in: tree.document.root) else {
            prompt.note = "no key to complete there"
            return
        }
        if completion.texts.count == 1 {
            prompt.text = completion.texts[0]
            prompt.completion = nil
            return
        }
        let common = completion.commonText
        if common.count > prompt.text.count { prompt.text = common }
        prompt.completion = completion
        prompt.completionIndex = nil
    }

    /// What the line above the prompt says: the keys Tab found, or its note.
    var promptNote: String? {
        guard let prompt else { return nil }
        if let completion = prompt.completion {
            let count = NumberText.grouped(completion.total)
            let shown = completion.keys.enumerated().map { offset, key in
                offset == prompt.completionIndex ? "[\(key)]" : key
            }
            return "\(count) keys (Tab goes through them): " + shown.joined(separator: "  ")
        }
        return prompt.note
    }

    /// Selects the value at a path written in any supported syntax.
    /// In a collection, `#412 $.price` goes to the path in document 412 (`#412` alone to its
    /// root); a path alone stays within the selection's document.
    func goToPath(_ text: String) {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        nearestOffer = nil
        if ["q", "q!", "quit", "wq", "x"].contains(trimmed) {
            pendingQuit = true
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
            if view == .expanded, collection != nil { toggleView() }
            item = target
            trimmed = rest
            if collection != nil { named = " in " + itemName(target) }
            guard tree.canShow(.root(ofItem: target)) else {
                message = StatusMessage(
                    "\(itemName(target)) has no match for the filter (F shows every document)", isError: true)
                return
            }
            if rest.isEmpty {
                tree.reveal(.root(ofItem: target), rows: treeRows)
                message = StatusMessage("at " + (collection != nil ? itemName(target) : "$"))
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
            message = StatusMessage("not a path: \(TerminalText.escaped(error.description))", isError: true)
            return
        }
        let found = tree.cursor(for: path, item: item)
        guard found.matched == path.components.count else {
            // The selection stays where it was; the nearest value is one key away.
            tree.select(origin, rows: treeRows)
            nearestOffer = found.cursor
            let nearest = tree.path(of: found.cursor).shortForm
            message = StatusMessage(
                "no value at \(TerminalText.escaped(path.shortForm)); nearest is \(TerminalText.escaped(nearest))"
                    + named + " (Enter goes there)",
                isError: true)
            return
        }
        guard tree.reveal(found.cursor, rows: treeRows) else {
            message = StatusMessage(
                "\(TerminalText.escaped(path.shortForm)) is hidden by the filter (F shows the whole document)",
                isError: true)
            return
        }
        message = StatusMessage("at \(selectionPath)" + named)
    }

    /// Enter after a path that did not resolve: goes to the nearest value it offered.
    func takeNearestOffer() -> Bool {
        guard let offer = nearestOffer else { return false }
        nearestOffer = nil
        guard tree.reveal(offer, rows: treeRows) else {
            message = StatusMessage(
                "the nearest value is hidden by the filter (F shows the whole document)", isError: true)
            return true
        }
        message = StatusMessage("at \(selectionPath)")
        return true
    }
}
