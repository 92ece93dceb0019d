/// Moving through the tree and opening and closing containers.
extension Inspector {
    func performTreeAction(_ action: InspectorAction) {
        let tree = tree
        let rows = treeRows
        switch action {
        case .moveDown:
            tree.moveSelection(by: 1, rows: rows)
        case .moveUp:
            tree.moveSelection(by: -1, rows: rows)
        case .collapseOrParent:
            if tree.isOpen(tree.selection) {
                tree.setOpen(false, at: tree.selection, rows: rows)
            } else if tree.selection.depth > 0 {
                tree.select(TreeCursor(frames: Array(tree.selection.frames.dropLast())), rows: rows)
            }
        case .expandOrChild:
            let node = tree.selectedNode
            if node.isContainer, !node.isEmpty {
                if tree.isOpen(tree.selection) {
                    tree.moveSelection(by: 1, rows: rows)
                } else {
                    tree.setOpen(true, at: tree.selection, rows: rows)
                }
            }
        case .nextSibling:
            moveToSibling(tree.navigator.nextSibling(of: tree.selection), in: tree)
        case .previousSibling:
            moveToSibling(tree.navigator.previousSibling(of: tree.selection), in: tree)
        case .toggle:
            let node = tree.selectedNode
            if node.isContainer, !node.isEmpty {
                tree.setOpen(!tree.isOpen(tree.selection), at: tree.selection, rows: rows)
            }
        case .top:
            tree.select(.root, rows: rows)
        case .bottom:
            tree.select(tree.navigator.lastRow(), rows: rows)
        case .pageDown:
            tree.page(by: rows, rows: rows)
        case .pageUp:
            tree.page(by: -rows, rows: rows)
        case .halfPageDown:
            tree.page(by: max(1, rows / 2), rows: rows)
        case .halfPageUp:
            tree.page(by: -max(1, rows / 2), rows: rows)
        case .expandSubtree:
            tree.setSubtreeOpen(true, at: tree.selection, rows: rows)
            message = StatusMessage("expanded everything below \(selectionPath)")
        case .expandAll:
            tree.setSubtreeOpen(true, at: .root, rows: rows)
            message = StatusMessage("expanded the whole document")
        case .collapseSubtree:
            tree.setSubtreeOpen(false, at: tree.selection, rows: rows)
        case .collapseAll:
            tree.openToDepth(1, rows: rows)
            tree.select(.root, rows: rows)
        case .openToDepth(let depth):
            tree.openToDepth(depth, rows: rows)
            message = StatusMessage("showing \(depth) level\(depth == 1 ? "" : "s")")
        default:
            break
        }
    }

    private func moveToSibling(_ frame: TreeFrame?, in tree: TreeState) {
        guard let frame else { return }
        var cursor = tree.selection
        cursor.replaceLast(frame)
        tree.select(cursor, rows: treeRows)
    }
}
