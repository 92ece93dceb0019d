/// Clicks and the wheel.
extension Inspector {
    /// Rows the wheel scrolls per notch.
    static let wheelRows = 3

    func handleMouse(_ mouse: MouseEvent) {
        let layout = layout
        if layout.tree.contains(row: mouse.row, column: mouse.column) {
            let tree = tree
            switch mouse.action {
            case .press:
                focus = .tree
                messages.current = nil
                tree.selectRow(atOffset: mouse.row - layout.tree.row)
            case .doubleClick:
                focus = .tree
                messages.current = nil
                if tree.selectRow(atOffset: mouse.row - layout.tree.row) {
                    toggleSelection()
                }
            case .wheelUp:
                tree.scroll(by: -Inspector.wheelRows, rows: treeRows)
            case .wheelDown:
                tree.scroll(by: Inspector.wheelRows, rows: treeRows)
            }
        } else if let panel = layout.panel, panel.contains(row: mouse.row, column: mouse.column) {
            switch mouse.action {
            case .press, .doubleClick:
                focus = .panel
            case .wheelUp:
                scrollPanel(by: -Inspector.wheelRows)
            case .wheelDown:
                scrollPanel(by: Inspector.wheelRows)
            }
        }
    }
}
