import Coax

/// Moving through the tree, scrolling it, and opening and closing containers.
extension Inspector {
    func performTreeAction(_ action: InspectorAction, count: Int?) {
        let tree = tree
        let rows = treeRows
        let times = max(1, count ?? 1)
        switch action {
        case .moveDown:
            tree.moveSelection(by: times, rows: rows)
        case .moveUp:
            tree.moveSelection(by: -times, rows: rows)
        case .collapseOrParent:
            for _ in 0..<times {
                if tree.isOpen(tree.selection) {
                    tree.setOpen(false, at: tree.selection, rows: rows)
                } else if tree.selection.depth > 0 {
                    tree.select(
                        TreeCursor(frames: Array(tree.selection.frames.dropLast()), item: tree.selection.item),
                        rows: rows)
                } else {
                    break
                }
            }
        case .expandOrChild:
            for _ in 0..<times {
                let node = tree.selectedNode
                guard node.isContainer, !node.isEmpty else { break }
                if tree.isOpen(tree.selection) {
                    tree.moveSelection(by: 1, rows: rows)
                } else {
                    tree.setOpen(true, at: tree.selection, rows: rows)
                }
            }
        case .nextSibling:
            for _ in 0..<times {
                guard moveToSibling(tree.navigator.nextSibling(of: tree.selection), in: tree) else { break }
            }
        case .previousSibling:
            for _ in 0..<times {
                guard moveToSibling(tree.navigator.previousSibling(of: tree.selection), in: tree) else { break }
            }
        case .parent:
            guard tree.selection.depth > 0 else {
                message = StatusMessage("this is the root: it has no parent")
                return
            }
            tree.select(
                TreeCursor(frames: Array(tree.selection.frames.dropLast()), item: tree.selection.item), rows: rows)
        case .firstSibling, .lastSibling:
            selectEndSibling(first: action == .firstSibling, in: tree)
        case .otherEnd:
            if tree.isOpen(tree.selection) {
                var end = tree.selection
                tree.navigator.descendToLastVisible(&end)
                tree.select(end, rows: rows)
            } else if tree.selection.depth > 0 {
                tree.select(
                    TreeCursor(frames: Array(tree.selection.frames.dropLast()), item: tree.selection.item), rows: rows)
            } else {
                message = StatusMessage("% goes from an open container to its end and back; this row is closed")
            }
        case .toggle:
            let node = tree.selectedNode
            if node.isContainer, !node.isEmpty {
                tree.setOpen(!tree.isOpen(tree.selection), at: tree.selection, rows: rows)
            }
        case .top:
            tree.select(tree.navigator.firstRow, rows: rows)
        case .bottom:
            if let count {
                tree.select(tree.cursor(atLine: count), rows: rows)
            } else {
                tree.selectLast(rows: rows)
            }
        case .pageDown:
            tree.page(by: rows * times, rows: rows)
        case .pageUp:
            tree.page(by: -rows * times, rows: rows)
        case .halfPageDown:
            tree.page(by: max(1, rows / 2) * times, rows: rows)
        case .halfPageUp:
            tree.page(by: -max(1, rows / 2) * times, rows: rows)
        case .scrollLineDown:
            tree.scroll(by: times, rows: rows)
        case .scrollLineUp:
            tree.scroll(by: -times, rows: rows)
        case .selectionToMiddle:
            tree.placeSelection(atRow: (rows - 1) / 2, rows: rows)
        case .selectionToTop:
            tree.placeSelection(atRow: 0, rows: rows)
        case .selectionToBottom:
            tree.placeSelection(atRow: rows - 1, rows: rows)
        case .expandSubtree:
            tree.setSubtreeOpen(true, at: tree.selection, rows: rows)
            message = StatusMessage("expanded everything below \(selectionPath)")
        case .expandAll:
            if tree.selection.depth > 0 {
                // As jless: the selection and its siblings, everything below them.
                let parent = TreeCursor(frames: Array(tree.selection.frames.dropLast()), item: tree.selection.item)
                tree.setSubtreeOpen(true, at: parent, rows: rows)
                message = StatusMessage("expanded \(tree.path(of: parent).shortForm) and everything below")
            } else if tree.content.isCollection {
                tree.setEverythingOpen(rows: rows)
                message = StatusMessage("expanded every document")
            } else {
                tree.setSubtreeOpen(true, at: .root, rows: rows)
                message = StatusMessage("expanded the whole document")
            }
        case .collapseSubtree:
            tree.setSubtreeOpen(false, at: tree.selection, rows: rows)
            message = StatusMessage("collapsed everything below \(selectionPath)")
        case .collapseAll:
            if tree.selection.depth > 0 {
                // As jless: the selection and its siblings close, each with everything below; the parent stays open.
                let selection = tree.selection
                let parent = TreeCursor(frames: Array(selection.frames.dropLast()), item: selection.item)
                tree.setSubtreeOpen(false, at: parent, rows: rows)
                tree.setOpen(true, at: parent, rows: rows)
                tree.select(selection, rows: rows)
                message = StatusMessage("collapsed the children of \(tree.path(of: parent).shortForm)")
            } else {
                // A collection's documents close too: one row each.
                tree.openToDepth(tree.content.isCollection ? 0 : 1, rows: rows)
                tree.select(.root(ofItem: tree.selection.item), rows: rows)
                message = StatusMessage(
                    tree.content.isCollection ? "collapsed every document" : "collapsed the whole document")
            }
        case .toggleWrap:
            if !tree.toggleWrap(rows: rows) {
                message = StatusMessage("W wraps strings; this is \(tree.selectedNode.kind.description)", isError: true)
            }
        case .showLevels:
            guard let depth = count else {
                message = StatusMessage("type how many levels first: 3d shows three", isError: true)
                return
            }
            tree.openToDepth(depth, rows: rows)
            message = StatusMessage("showing \(NumberText.grouped(depth)) level\(depth == 1 ? "" : "s")")
        default:
            break
        }
    }

    /// `0`/`^` and `$`: the first or last sibling (for a collection's document row, the first or
    /// last document).
    private func selectEndSibling(first: Bool, in tree: TreeState) {
        guard tree.selection.depth > 0 else {
            if tree.content.isCollection {
                if first {
                    tree.select(tree.navigator.firstRow, rows: treeRows)
                } else {
                    moveAcrossDocuments(by: Int.max / 2)
                }
            } else {
                message = StatusMessage("the root has no siblings")
            }
            return
        }
        var parent = tree.selection
        parent.pop()
        if first {
            var child = parent
            guard tree.navigator.next(&child), child.depth == parent.depth + 1 else { return }
            tree.select(child, rows: treeRows)
        } else {
            guard let frame = tree.navigator.lastVisibleChild(of: parent) else { return }
            parent.push(frame)
            tree.select(parent, rows: treeRows)
        }
    }

    /// Selects a sibling frame; false when there is none.
    private func moveToSibling(_ frame: TreeFrame?, in tree: TreeState) -> Bool {
        guard let frame else { return false }
        var cursor = tree.selection
        cursor.replaceLast(frame)
        tree.select(cursor, rows: treeRows)
        return true
    }
}
