import Coax

/// The coercion panel: its report, its scrolling, and the keys it takes while focused.
extension Inspector {
    /// The report for the selected value (cached per selection).
    ///
    /// ```swift
    /// inspector.selectionReport?.sections.first?.title   // "Coercions"
    /// ```
    var selectionReport: ValueReport? {
        let index = tree.selection.index
        if let reportCache, reportCache.view == view, reportCache.index == index { return reportCache.report }
        let report = configuration.reporter?.report(for: tree.selectedNode)
        reportCache = (view, index, report)
        return report
    }

    /// The panel's lines at its current width.
    ///
    /// ```swift
    /// inspector.panelLines(width: 40).first?.text   // "path     $"
    /// ```
    func panelLines(width: Int) -> [PanelLine] {
        PanelContent.lines(
            path: tree.path(of: tree.selection).normalized,
            node: tree.selectedNode,
            report: selectionReport,
            width: width
        )
    }

    /// The panel's rows of text below its title.
    var panelBodyRows: Int { max(1, (layout.panel?.rows ?? treeRows) - 1) }

    func scrollPanel(by delta: Int) {
        let width = layout.panel?.columns ?? size.columns
        let limit = max(0, panelLines(width: width).count - panelBodyRows)
        panelScroll = min(max(0, panelScroll + delta), limit)
    }

    /// Handles an action while the panel has the focus; nil lets the tree handle it.
    func handlePanelAction(_ action: InspectorAction, count: Int?) -> [InspectorEffect]? {
        let times = max(1, count ?? 1)
        switch action {
        case .moveDown, .scrollLineDown: scrollPanel(by: times)
        case .moveUp, .scrollLineUp: scrollPanel(by: -times)
        case .pageDown: scrollPanel(by: panelBodyRows)
        case .pageUp: scrollPanel(by: -panelBodyRows)
        case .halfPageDown: scrollPanel(by: max(1, panelBodyRows / 2))
        case .halfPageUp: scrollPanel(by: -max(1, panelBodyRows / 2))
        case .top: panelScroll = 0
        case .bottom: scrollPanel(by: Int.max / 2)
        case .escape, .togglePanelFocus, .collapseOrParent:
            focus = .tree
        default:
            return nil
        }
        return []
    }
}
