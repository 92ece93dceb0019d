import Coax

/// Moving through the tree, scrolling it, and opening and closing containers.
extension Inspector {
    /// The parent of the selection (the selection itself at a document's root).
    private var selectionParent: TreeCursor {
        TreeCursor(frames: Array(tree.selection.frames.dropLast()), item: tree.selection.item)
    }

    /// `h`: closes the selection when open, else goes to its parent, `times` times.
    func collapseOrParent(times: Int) {
        let tree = tree
        for _ in 0..<times {
            if tree.isOpen(tree.selection) {
                tree.setOpen(false, at: tree.selection, rows: treeRows)
            } else if tree.selection.depth > 0 {
                tree.select(selectionParent, rows: treeRows)
            } else {
                break
            }
        }
    }

    /// `l`: opens the selected container when closed, else goes to its first child, `times` times.
    func expandOrChild(times: Int) {
        let tree = tree
        for _ in 0..<times {
            let node = tree.selectedNode
            guard node.isContainer, !node.isEmpty else { break }
            if tree.isOpen(tree.selection) {
                tree.moveSelection(by: 1, rows: treeRows)
            } else {
                tree.setOpen(true, at: tree.selection, rows: treeRows)
            }
        }
    }

    /// `J` (`forward`) and `K`: the next or previous sibling, `times` times, as far as there are.
    func moveToSibling(forward: Bool, times: Int) {
        let tree = tree
        for _ in 0..<times {
            let sibling =
                forward
                ? tree.navigator.nextSibling(of: tree.selection) : tree.navigator.previousSibling(of: tree.selection)
            guard moveToSibling(sibling, in: tree) else { break }
        }
    }

    /// `H`: the parent, without closing anything.
    func selectParent() {
        guard tree.selection.depth > 0 else {
            messages.current = StatusMessage("this is the root: it has no parent")
            return
        }
        tree.select(selectionParent, rows: treeRows)
    }

    /// `%`: from an open container to its last visible row, and from a row to its container.
    func jumpToOtherEnd() {
        let tree = tree
        if tree.isOpen(tree.selection) {
            var end = tree.selection
            tree.navigator.descendToLastVisible(&end)
            tree.select(end, rows: treeRows)
        } else if tree.selection.depth > 0 {
            tree.select(selectionParent, rows: treeRows)
        } else {
            messages.current = StatusMessage("% goes from an open container to its end and back; this row is closed")
        }
    }

    /// Enter, Space: opens or closes the selected container.
    func toggleSelection() {
        let node = tree.selectedNode
        if node.isContainer, !node.isEmpty {
            tree.setOpen(!tree.isOpen(tree.selection), at: tree.selection, rows: treeRows)
        }
    }

    /// `e`: opens everything below the selection.
    func expandSubtree() {
        tree.setSubtreeOpen(true, at: tree.selection, rows: treeRows)
        messages.current = StatusMessage("expanded everything below \(selectionPath)")
    }

    /// `E`: as jless, the selection and its siblings with everything below them; at the root, the
    /// whole document (or every document of a collection).
    func expandAll() {
        let tree = tree
        if tree.selection.depth > 0 {
            let parent = selectionParent
            tree.setSubtreeOpen(true, at: parent, rows: treeRows)
            messages.current = StatusMessage("expanded \(tree.path(of: parent).shortForm) and everything below")
        } else if tree.content.showsDocumentRows {
            tree.setEverythingOpen(rows: treeRows)
            messages.current = StatusMessage("expanded every document")
        } else {
            tree.setSubtreeOpen(true, at: .root, rows: treeRows)
            messages.current = StatusMessage("expanded the whole document")
        }
    }

    /// `c`: closes everything below the selection.
    func collapseSubtree() {
        tree.setSubtreeOpen(false, at: tree.selection, rows: treeRows)
        messages.current = StatusMessage("collapsed everything below \(selectionPath)")
    }

    /// `C`: as jless, the selection and its siblings close, each with everything below, the parent
    /// staying open; at the root, the whole document (a collection's documents to one row each).
    func collapseAll() {
        let tree = tree
        let rows = treeRows
        if tree.selection.depth > 0 {
            let selection = tree.selection
            let parent = selectionParent
            tree.setSubtreeOpen(false, at: parent, rows: rows)
            tree.setOpen(true, at: parent, rows: rows)
            tree.select(selection, rows: rows)
            messages.current = StatusMessage("collapsed the children of \(tree.path(of: parent).shortForm)")
        } else {
            tree.openToDepth(tree.content.showsDocumentRows ? 0 : 1, rows: rows)
            tree.select(.root(ofItem: tree.selection.item), rows: rows)
            messages.current = StatusMessage(
                tree.content.showsDocumentRows ? "collapsed every document" : "collapsed the whole document")
        }
    }

    /// `W`: wraps the selected string over several lines, or unwraps it.
    func toggleWrap() {
        if !tree.toggleWrap(rows: treeRows) {
            messages.current = StatusMessage(
                "W wraps strings; this is \(tree.selectedNode.kind.description)", isError: true)
        }
    }

    /// `3d`: shows the tree `depth` levels deep; the count is required.
    func showLevels(_ depth: Int?) {
        guard let depth else {
            messages.current = StatusMessage("type how many levels first: 3d shows three", isError: true)
            return
        }
        tree.openToDepth(depth, rows: treeRows)
        messages.current = StatusMessage("showing \(NumberText.grouped(depth)) level\(depth == 1 ? "" : "s")")
    }

    /// `0`/`^` and `$`: the first or last sibling (for a collection's document row, the first or
    /// last document).
    func selectEndSibling(first: Bool, in tree: TreeState) {
        guard tree.selection.depth > 0 else {
            if tree.content.showsDocumentRows {
                if first {
                    tree.select(tree.navigator.firstRow, rows: treeRows)
                } else {
                    moveAcrossDocuments(by: Int.max / 2)
                }
            } else {
                messages.current = StatusMessage("the root has no siblings")
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
