/// Where each part of the inspector goes for a screen size.
///
/// Wide screens put the panel to the right of the tree, tall narrow ones below it, and small
/// ones show one pane at a time (the panel while it has the focus). The status line is always
/// there; the key hint line needs at least four rows.
///
/// ```swift
/// let layout = Layout(size: ScreenSize(rows: 30, columns: 120), panelFocused: false)
/// layout.panel?.columns   // 48
/// ```
struct Layout: Hashable, Sendable {
    /// How the panel is placed.
    enum Arrangement: Hashable, Sendable {
        /// Panel to the right of the tree.
        case sideBySide
        /// Panel below the tree.
        case stacked
        /// One pane at a time.
        case single
    }

    /// The placement in use.
    let arrangement: Arrangement
    /// The tree pane (empty when the panel fills a small screen).
    let tree: ScreenRect
    /// The panel, when shown.
    let panel: ScreenRect?
    /// The separator between tree and panel, when both are shown.
    let separator: ScreenRect?
    /// The status line row.
    let statusRow: Int?
    /// The hint (or message, or prompt) row.
    let hintRow: Int?
    /// The area above the status line, where overlays are drawn.
    let content: ScreenRect

    /// Computes the layout.
    ///
    /// ```swift
    /// Layout(size: ScreenSize(rows: 5, columns: 20), panelFocused: false).arrangement   // .single
    /// ```
    init(size: ScreenSize, panelFocused: Bool) {
        let width = size.columns
        let height = size.rows
        let barRows = height >= 4 ? 2 : (height >= 1 ? 1 : 0)
        statusRow = height >= 1 ? height - barRows : nil
        hintRow = height >= 4 ? height - 1 : nil
        let contentRows = height - barRows
        content = ScreenRect(row: 0, column: 0, rows: contentRows, columns: width)
        if width >= 100 {
            // Wide enough for compact panel rows: name, value and the start of the reason.
            // A wide terminal gives the panel what the tree does not need: reasons are long.
            let panelWidth = width >= 160 ? width - max(64, width * 2 / 5) - 1 : max(48, width * 9 / 20)
            let treeWidth = width - panelWidth - 1
            arrangement = .sideBySide
            tree = ScreenRect(row: 0, column: 0, rows: contentRows, columns: treeWidth)
            separator = ScreenRect(row: 0, column: treeWidth, rows: contentRows, columns: 1)
            panel = ScreenRect(row: 0, column: treeWidth + 1, rows: contentRows, columns: panelWidth)
        } else if contentRows >= 16 {
            // At 80×24 the panel gets nine rows: the kind and literal and the main readings fit.
            let panelRows = max(contentRows * 2 / 5, contentRows >= 22 ? 9 : 0)
            let treeRows = contentRows - panelRows - 1
            arrangement = .stacked
            tree = ScreenRect(row: 0, column: 0, rows: treeRows, columns: width)
            separator = ScreenRect(row: treeRows, column: 0, rows: 1, columns: width)
            panel = ScreenRect(row: treeRows + 1, column: 0, rows: panelRows, columns: width)
        } else {
            arrangement = .single
            separator = nil
            if panelFocused {
                tree = ScreenRect(row: 0, column: 0, rows: 0, columns: width)
                panel = content
            } else {
                tree = content
                panel = nil
            }
        }
    }
}
