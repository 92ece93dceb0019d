import Coax
import Foundation

/// The coercion panel: its report, its scrolling, and the keys it takes while focused.
extension Inspector {
    /// The report for the selected value (cached per selection).
    ///
    /// ```swift
    /// inspector.selectionReport?.sections.first?.title   // "Coercions"
    /// ```
    var selectionReport: ValueReport? {
        let index = tree.selection.order
        if let cached = panel.cachedReport(view: view, index: index) { return cached }
        let node = tree.selectedNode
        let badRecord = badRecordReport ?? pendingValueReport
        let report = badRecord ?? makeReport(for: node)
        panel.cache = PanelState.CachedReport(view: view, index: index, report: report)
        panel.dropCompletion()
        let works = badRecord != nil ? [] : configuration.reporters.compactMap { $0.completion(for: node) }
        // Started between key presses, so that holding j over long arrays starts no work at all.
        if !works.isEmpty { panel.completion = PanelState.Completion(view: view, index: index, works: works) }
        return report
    }

    /// Starts the reporters' slow parts for the selection on a background job (once the keys have
    /// stopped), and puts them in place of the sections with the same identifiers when done.
    func collectReportCompletion(until deadline: Date) {
        guard var pending = panel.completion else { return }
        guard let job = pending.job else {
            let works = pending.works
            pending.job = BackgroundJob<[ValueReport.Section]>(name: "report") { context in
                var sections: [ValueReport.Section] = []
                for work in works where !context.isCancelled { sections += work() }
                return sections
            }
            panel.completion = pending
            return
        }
        guard let sections = job.output(waitingUntil: deadline) else { return }
        panel.completion = nil
        panel.complete(pending, with: sections)
    }

    /// Every reporter's sections, in the configured order; nil when there are no reporters.
    private func makeReport(for node: JSONNode) -> ValueReport? {
        guard !configuration.reporters.isEmpty else { return nil }
        let reports = configuration.reporters.map { $0.report(for: node) }
        let notes = reports.compactMap(\.note)
        return ValueReport(
            sections: reports.flatMap(\.sections), note: notes.isEmpty ? nil : notes.joined(separator: "\n"))
    }

    /// The panel's lines at its current width.
    ///
    /// ```swift
    /// inspector.panelLines(width: 40).first?.text   // "path     $"
    /// ```
    func panelLines(width: Int) -> [PanelLine] {
        // A bad record has no value: its panel is its error, not a string's readings.
        if let bad = badRecordReport ?? pendingValueReport {
            return bad.sections.flatMap { section in
                [PanelLine([.init(section.title, role: .heading)])]
                    + section.notes.flatMap { note in
                        TextWrap.lines(note, width: max(1, width)).map { PanelLine([.init($0, role: .error)]) }
                    }
            }
        }
        // The user's own model first: where it fails is what they came for.
        let model = selectionModelLines(width: width)
        return model
            + PanelContent.lines(
                path: tree.path(of: tree.selection).normalized,
                node: tree.selectedNode,
                report: selectionReport,
                width: width,
                form: panel.form,
                height: max(1, panelBodyRows - model.count),
                drift: selectionDrift
            )
    }

    /// The drifting member the selected value belongs to (across the documents of a collection),
    /// once the analysis is done (document view only).
    ///
    /// ```swift
    /// inspector.selectionDrift?.kindSummary   // "number ×6 ($.products[0].id), string ×4 ($.products[1].id)"
    /// ```
    var selectionDrift: DriftMember? {
        guard view == .document else { return nil }
        guard let marks = drift.marks, let place = driftPlace(of: tree.selection) else { return nil }
        return marks.finding(document: place.document, index: place.index)
    }

    /// Switches between one line per result and every reason in full, from the panel's top.
    func togglePanelForm() {
        panel.toggleForm()
        messages.current = StatusMessage(
            panel.form == .full ? "the panel shows every reason in full" : "the panel shows one line per result")
    }

    /// The panel's rows of text below its title.
    var panelBodyRows: Int { max(1, (layout.panel?.rows ?? treeRows) - 1) }

    func scrollPanel(by delta: Int) {
        let width = layout.panel?.columns ?? size.columns
        panel.scroll(by: delta, lineCount: panelLines(width: width).count, bodyRows: panelBodyRows)
    }

    /// Scrolls the panel so that the section headed `heading` starts at its top (as far as the
    /// panel scrolls); nothing when no such heading is shown.
    func scrollPanel(toHeading heading: String) {
        let width = layout.panel?.columns ?? size.columns
        let lines = panelLines(width: width)
        guard
            let position = lines.firstIndex(where: { line in
                line.segments.count == 1 && line.segments[0].role == .heading && line.text == heading
            })
        else { return }
        panel.scroll = min(position, PanelState.scrollLimit(lineCount: lines.count, bodyRows: panelBodyRows))
    }

    /// `}` (`forward`) and `{`: scrolls the panel to the start of the next or previous section.
    func jumpToPanelSection(forward: Bool) {
        let width = layout.panel?.columns ?? size.columns
        let lines = panelLines(width: width)
        let headings = lines.indices.filter { position in
            let line = lines[position]
            return line.segments.count == 1 && line.segments[0].role == .heading
        }
        guard
            let target = panel.sectionTarget(
                forward: forward, headings: headings, lineCount: lines.count, bodyRows: panelBodyRows)
        else {
            messages.current = StatusMessage(
                forward ? "this is the panel's last section" : "this is the panel's first section")
            return
        }
        panel.scroll = min(target, PanelState.scrollLimit(lineCount: lines.count, bodyRows: panelBodyRows))
        if layout.panel == nil { focus = .panel }
        messages.current = StatusMessage(target == 0 ? "the panel's top" : "panel: " + lines[target].text)
    }

    /// Handles an action while the panel has the focus; nil lets the tree handle it.
    ///
    /// Every action is named, with no `default:`: a new action does not compile until it says
    /// whether the focused panel takes it.
    func handlePanelAction(_ action: InspectorAction, count: Int?) -> [InspectorEffect]? {
        let times = max(1, count ?? 1)
        switch action {
        case .moveDown, .scrollLineDown: scrollPanel(by: times)
        case .moveUp, .scrollLineUp: scrollPanel(by: -times)
        case .pageDown: scrollPanel(by: panelBodyRows)
        case .pageUp: scrollPanel(by: -panelBodyRows)
        case .halfPageDown: scrollPanel(by: max(1, panelBodyRows / 2))
        case .halfPageUp: scrollPanel(by: -max(1, panelBodyRows / 2))
        case .top: panel.scroll = 0
        case .bottom: scrollPanel(by: Int.max / 2)
        case .escape, .togglePanelFocus, .collapseOrParent:
            focus = .tree
        case .togglePanelForm:
            togglePanelForm()
        case .expandOrChild, .nextSibling, .previousSibling, .parent, .firstSibling, .lastSibling, .otherEnd,
            .nextDocument, .previousDocument, .selectionToMiddle, .selectionToTop, .selectionToBottom, .toggle,
            .expandSubtree, .expandAll, .collapseSubtree, .collapseAll, .showLevels, .toggleWrap, .search, .nextMatch,
            .previousMatch, .searchKey, .filter, .clearFilter, .goToPath, .toggleView, .showWarnings, .nextDrift,
            .previousDrift, .showDrift, .nextModelFailure, .previousModelFailure, .showModelFailures, .loadModel,
            .nextPanelSection, .previousPanelSection, .copyPath, .copyValue,
            .copyValueOnOneLine, .copyString, .copyKey, .printPathAndQuit, .printValueAndQuit, .openInEditor,
            .showString, .help, .reload, .showLastMessage, .redraw, .quit:
            return nil
        }
        return []
    }
}
