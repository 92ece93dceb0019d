import Coax
import Foundation

/// The expanded view, its warnings, and the overlays.
extension Inspector {
    /// Whether the expanded view exists; otherwise starts making it (the follow-up runs when it
    /// is ready) or says why there is none.
    func ensureExpanded(then followUp: ExpansionState.FollowUp) -> Bool {
        if showsDocumentRows, expansion.item != documentTree.selection.item {
            // A collection's expanded view is of the selection's document: another one is made anew.
            expansion.retarget(toItem: documentTree.selection.item)
            finder.dropSearch(in: .expanded)
        }
        if expansion.tree != nil { return true }
        if let problem = expansion.problem {
            messages.current = StatusMessage(problem, isError: true)
            return false
        }
        guard let expander = configuration.expander else {
            expansion.problem = "no expanded view: expansion is not available"
            messages.current = StatusMessage(expansion.problem ?? "", isError: true)
            return false
        }
        if expansion.job == nil {
            let document = documentTree.document
            expansion.start(BackgroundJob(name: "expansion") { _ in expander(document) }, then: followUp)
            messages.current = StatusMessage("expanding the document… (Esc stops)")
        }
        return false
    }

    /// Takes the expansion's outcome when it is ready and does what was asked for.
    func collectExpansion(until deadline: Date) {
        guard let job = expansion.job, let outcome = job.output(waitingUntil: deadline) else { return }
        switch expansion.take(outcome, openDepth: configuration.openDepth) {
        case .switchView:
            if view == .document { toggleView() }
        case .showWarnings:
            showWarnings()
        case nil:
            messages.current = StatusMessage(expansion.problem ?? "", isError: true)
        }
    }

    func toggleView() {
        switch view {
        case .document:
            guard ensureExpanded(then: .switchView), let expandedTree = expansion.tree else { return }
            let kept = carrySelection(from: documentTree, to: expandedTree)
            view = .expanded
            let warnings = expansion.document?.warnings.count ?? 0
            var text = "expanded view (\(expansion.document?.formatName ?? "expanded"))"
            if warnings > 0 {
                text += ", \(NumberText.grouped(warnings)) warning\(warnings == 1 ? "" : "s"): w lists them"
            }
            if !kept { text += "; \(selectionPath) is the nearest to the previous selection" }
            messages.current = StatusMessage(text)
        case .expanded:
            let kept =
                expansion.tree.map { carrySelection(from: $0, to: documentTree, item: expansion.item ?? 0) } ?? true
            view = .document
            messages.current = StatusMessage(
                "document view" + (kept ? "" : "; \(selectionPath) is the nearest to the previous selection"))
        }
        panel.cache = nil
        panel.scroll = 0
    }

    /// Selects in `target` the value at the selection's path in `source`, or the nearest existing
    /// ancestor; true when the whole path exists.
    @discardableResult
    func carrySelection(from source: TreeState, to target: TreeState, item: Int = 0) -> Bool {
        let path = source.path(of: source.selection)
        let found = target.cursor(for: path, item: item)
        target.reveal(found.cursor, rows: treeRows)
        return found.matched == path.components.count
    }

    func showWarnings() {
        guard ensureExpanded(then: .showWarnings) else { return }
        if expansion.document?.warnings.isEmpty ?? true {
            messages.current = StatusMessage("the expansion has no warnings")
        } else {
            overlay = .warnings(scroll: 0)
        }
    }

    /// The lines of an overlay at the current width, for drawing and for limiting its scrolling.
    func overlayContent(_ overlay: Overlay) -> OverlayContent {
        OverlayContent(overlay, of: self, width: layout.content.columns)
    }

    /// The selected string's text for `V`: its first 256 KiB, then a line saying how long it is.
    var selectedStringText: String {
        let node = tree.selectedNode
        guard let prefix = node.stringPrefix(maxBytes: WrappedString.byteLimit) else { return "" }
        if prefix.isWhole { return prefix.text }
        return prefix.text
            + "\n… \(NumberText.grouped(node.rawStringByteCount ?? 0)) bytes in all: v opens the whole text"
    }

    func handleOverlayInput(_ event: InputEvent, overlay: Overlay) -> [InspectorEffect] {
        switch overlay {
        case .drift(let selection, let scroll), .modelFailures(let selection, let scroll):
            return handleListInput(event, in: overlay, selection: selection, scroll: scroll)
        case .help, .warnings, .message, .string:
            break
        }
        let visible = max(1, layout.content.rows - 1)
        let limit = max(0, overlayContent(overlay).lines.count - visible)
        var scroll = overlay.scroll
        switch OverlayKey(event) {
        case .lineDown: scroll += 1
        case .lineUp: scroll -= 1
        case .wheelDown: scroll += Inspector.wheelRows
        case .wheelUp: scroll -= Inspector.wheelRows
        case .pageDown: scroll += visible
        case .pageUp: scroll -= visible
        case .top: scroll = 0
        case .bottom: scroll = limit
        case .quit: return [.quit]
        case .choose, .close:
            self.overlay = nil
            return []
        }
        self.overlay = overlay.scrolled(to: min(max(0, scroll), limit))
        return []
    }
}
