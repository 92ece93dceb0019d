import Coax
import Foundation

/// The expanded view, its warnings, and the overlays.
extension Inspector {
    /// What to do once the expanded view is made.
    enum ExpansionFollowUp: Hashable, Sendable {
        /// Show the expanded view.
        case switchView
        /// List the expansion's warnings.
        case showWarnings
    }

    /// Whether the expanded view exists; otherwise starts making it (the follow-up runs when it
    /// is ready) or says why there is none.
    func ensureExpanded(then followUp: ExpansionFollowUp) -> Bool {
        if collection != nil, view == .document, expandedItem != documentTree.selection.item {
            // A collection's expanded view is of the selection's document: another one is made anew.
            expansionJob?.cancel()
            expansionJob = nil
            expandedTree = nil
            expanded = nil
            expansionProblem = nil
            searches[.expanded] = nil
            expandedItem = documentTree.selection.item
        }
        if expandedTree != nil { return true }
        if let expansionProblem {
            message = StatusMessage(expansionProblem, isError: true)
            return false
        }
        guard let expander = configuration.expander else {
            expansionProblem = "no expanded view: expansion is not available"
            message = StatusMessage(expansionProblem ?? "", isError: true)
            return false
        }
        if expansionJob == nil {
            let document = documentTree.document
            expansionJob = BackgroundJob(name: "expansion") { _ in expander(document) }
            expansionFollowUp = followUp
            message = StatusMessage("expanding the document… (Esc stops)")
        }
        return false
    }

    /// Takes the expansion's outcome when it is ready and does what was asked for.
    func collectExpansion(until deadline: Date) {
        guard let job = expansionJob, let outcome = job.output(waitingUntil: deadline) else { return }
        expansionJob = nil
        switch outcome {
        case .expanded(let result):
            expanded = result
            expandedTree = TreeState(document: result.document, openDepth: configuration.openDepth)
            switch expansionFollowUp {
            case .switchView:
                if view == .document { toggleView() }
            case .showWarnings:
                showWarnings()
            }
        case .unavailable(let reason):
            expansionProblem = "no expanded view: " + reason
            message = StatusMessage(expansionProblem ?? "", isError: true)
        }
    }

    func toggleView() {
        switch view {
        case .document:
            guard ensureExpanded(then: .switchView), let expandedTree else { return }
            let kept = carrySelection(from: documentTree, to: expandedTree)
            view = .expanded
            let warnings = expanded?.warnings.count ?? 0
            var text = "expanded view (\(expanded?.formatName ?? "expanded"))"
            if warnings > 0 {
                text += ", \(NumberText.grouped(warnings)) warning\(warnings == 1 ? "" : "s"): w lists them"
            }
            if !kept { text += "; \(selectionPath) is the nearest to the previous selection" }
            message = StatusMessage(text)
        case .expanded:
            let kept = expandedTree.map { carrySelection(from: $0, to: documentTree, item: expandedItem ?? 0) } ?? true
            view = .document
            message = StatusMessage(
                "document view" + (kept ? "" : "; \(selectionPath) is the nearest to the previous selection"))
        }
        reportCache = nil
        panelScroll = 0
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
        if expanded?.warnings.isEmpty ?? true {
            message = StatusMessage("the expansion has no warnings")
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
        if case .drift(let selection, let scroll) = overlay {
            return handleDriftListInput(event, selection: selection, scroll: scroll)
        }
        let visible = max(1, layout.content.rows - 1)
        let limit = max(0, overlayContent(overlay).lines.count - visible)
        var scroll: Int
        switch overlay {
        case .help(let value), .warnings(let value), .drift(_, let value), .message(let value), .string(let value):
            scroll = value
        }
        switch event {
        case .character("j"), .key(.down):
            scroll += 1
        case .character("k"), .key(.up):
            scroll -= 1
        case .mouse(let mouse) where mouse.action == .wheelDown:
            scroll += Inspector.wheelRows
        case .mouse(let mouse) where mouse.action == .wheelUp:
            scroll -= Inspector.wheelRows
        case .key(.pageDown), .character(" "), .control("d"), .control("f"):
            scroll += visible
        case .key(.pageUp), .control("u"), .control("b"):
            scroll -= visible
        case .character("g"), .key(.home):
            scroll = 0
        case .character("G"), .key(.end):
            scroll = limit
        case .control("c"):
            return [.quit]
        default:
            self.overlay = nil
            return []
        }
        scroll = min(max(0, scroll), limit)
        switch overlay {
        case .help: self.overlay = .help(scroll: scroll)
        case .warnings: self.overlay = .warnings(scroll: scroll)
        case .drift(let selection, _): self.overlay = .drift(selection: selection, scroll: scroll)
        case .message: self.overlay = .message(scroll: scroll)
        case .string: self.overlay = .string(scroll: scroll)
        }
        return []
    }
}
