import Coax
import Foundation

/// The tree of one document as the user sees it: which containers are open, the selected row,
/// the first row on screen, and the line numbers.
///
/// The inspector keeps one for the document and one for its expanded view, so switching back
/// and forth keeps each view's state.
///
/// ```swift
/// let tree = TreeState(document: document, openDepth: 2)
/// tree.moveSelection(by: 3, rows: 20)
/// tree.path(of: tree.selection).shortForm   // "$.data[1]"
/// ```
final class TreeState {
    /// The document shown.
    let document: JSONDocument
    /// Moves positions through visible rows; owns which containers are open.
    private(set) var navigator: TreeNavigator
    /// The selected row.
    private(set) var selection = TreeCursor.root
    /// The first row on screen.
    private(set) var top = TreeCursor.root
    /// Line numbers of the rows visible now.
    private(set) var lines = LineIndex()

    /// Creates the tree with containers shallower than `openDepth` open.
    ///
    /// ```swift
    /// TreeState(document: document, openDepth: 1)
    /// ```
    init(document: JSONDocument, openDepth: Int) {
        self.document = document
        self.navigator = TreeNavigator(document: document, openContainers: OpenContainers(openDepth: openDepth))
    }

    /// The selected node.
    ///
    /// ```swift
    /// tree.selectedNode.kind   // .object
    /// ```
    var selectedNode: JSONNode { node(selection) }

    /// The node under a cursor (the root if the cursor is stale).
    ///
    /// ```swift
    /// tree.node(tree.top).kind
    /// ```
    func node(_ cursor: TreeCursor) -> JSONNode {
        document.node(atTapeIndex: cursor.index) ?? document.root
    }

    /// The path from the root to a position.
    ///
    /// ```swift
    /// tree.path(of: tree.selection).shortForm   // "$.data[0]"
    /// ```
    func path(of cursor: TreeCursor) -> JSONPath {
        var components: [JSONPath.Component] = []
        let frames = cursor.frames
        for level in frames.indices.dropFirst() {
            let parent = document.node(atTapeIndex: frames[level - 1].index) ?? document.root
            if parent.kind == .object, let entries = parent.entries {
                components.append(.key(entries[frames[level].index - 1].key))
            } else {
                components.append(.index(frames[level].ordinal))
            }
        }
        return JSONPath(components)
    }

    /// The position a path leads to, or as far along it as the document goes, with the number of
    /// components that matched. A repeated key leads to its last member, as lookups do.
    ///
    /// ```swift
    /// let found = tree.cursor(for: try JSONPath(parsing: "$.data[0]"))
    /// found.matched == 2   // the whole path exists
    /// ```
    func cursor(for path: JSONPath) -> (cursor: TreeCursor, matched: Int) {
        var cursor = TreeCursor.root
        for (matched, component) in path.components.enumerated() {
            let container = node(cursor)
            let frame: TreeFrame?
            switch (component, container.kind) {
            case (.index(let position), .array):
                frame = navigator.locator.child(of: container, at: position).map {
                    TreeFrame(index: $0, ordinal: position)
                }
            case (.index(let position), .object):
                frame = lastMember(named: String(position), in: container)
            case (.key(let key), .object):
                frame = lastMember(named: key, in: container)
            default:
                frame = nil
            }
            guard let frame else { return (cursor, matched) }
            cursor.push(frame)
        }
        return (cursor, path.components.count)
    }

    private func lastMember(named key: String, in object: JSONNode) -> TreeFrame? {
        guard let entries = object.entries else { return nil }
        var found: TreeFrame?
        for (ordinal, keyIndex) in entries.indices.enumerated() where entries[keyIndex].key == key {
            found = TreeFrame(index: keyIndex + 1, ordinal: ordinal)
        }
        return found
    }

    /// The member a position belongs to, when its parent is an object.
    ///
    /// ```swift
    /// tree.member(of: tree.selection)?.isDuplicateKey
    /// ```
    func member(of cursor: TreeCursor) -> JSONNode.Member? {
        guard let parentIndex = cursor.parentIndex, let parent = document.node(atTapeIndex: parentIndex),
            parent.kind == .object, let entries = parent.entries
        else { return nil }
        return entries[cursor.index - 1]
    }

    /// Whether the node under a cursor shows its children.
    ///
    /// ```swift
    /// tree.isOpen(tree.selection)
    /// ```
    func isOpen(_ cursor: TreeCursor) -> Bool { navigator.isOpen(cursor) }

    // MARK: Moving

    /// Moves the selection by up to `delta` rows (negative moves up) and keeps it on screen;
    /// returns how many rows it moved.
    ///
    /// ```swift
    /// tree.moveSelection(by: -1, rows: 20)
    /// ```
    @discardableResult
    func moveSelection(by delta: Int, rows: Int) -> Int {
        // Long moves (5000j) jump through the line index when it has counted that far.
        if abs(delta) > 2 * LineIndex.spacing, let line = selectedLine {
            let target = max(1, line + delta)
            if let total = lines.total, target >= total {
                select(navigator.lastRow(), rows: rows)
            } else {
                select(lines.cursor(atLine: target, navigator: navigator), rows: rows)
            }
            return abs((selectedLine ?? target) - line)
        }
        var moved = 0
        while moved < abs(delta) {
            let stepped = delta > 0 ? navigator.next(&selection) : navigator.previous(&selection)
            guard stepped else { break }
            moved += 1
        }
        keepSelectionVisible(rows: rows)
        return moved
    }

    /// Scrolls the view by `delta` rows, taking the selection along when it would leave the screen.
    ///
    /// ```swift
    /// tree.scroll(by: 3, rows: 20)   // the mouse wheel
    /// ```
    func scroll(by delta: Int, rows: Int) {
        guard rows > 0 else { return }
        var scrolled = 0
        if delta > 0 {
            // Never scroll past the point where the last row sits at the bottom.
            var probe = top
            var ahead = 0
            while ahead < rows - 1 + delta, navigator.next(&probe) { ahead += 1 }
            let room = max(0, ahead - (rows - 1))
            while scrolled < min(delta, room), navigator.next(&top) { scrolled += 1 }
        } else {
            while scrolled < -delta, navigator.previous(&top) { scrolled += 1 }
        }
        if selection.index < top.index {
            selection = top
        } else if let offset = rowOffset(of: selection, from: top, limit: rows), offset < rows {
            return
        } else {
            var bottom = top
            var steps = 0
            while steps < rows - 1, navigator.next(&bottom) { steps += 1 }
            selection = bottom
        }
    }

    /// Moves the selection and the view together by a page (or part of one), as PgDn and Ctrl-D do.
    ///
    /// ```swift
    /// tree.page(by: 20, rows: 20)
    /// ```
    func page(by delta: Int, rows: Int) {
        let offset = rowOffset(of: selection, from: top, limit: rows) ?? 0
        var moved = 0
        while moved < abs(delta) {
            let stepped = delta > 0 ? navigator.next(&selection) : navigator.previous(&selection)
            guard stepped else { break }
            moved += 1
        }
        top = selection
        var back = 0
        while back < offset, navigator.previous(&top) { back += 1 }
        keepSelectionVisible(rows: rows)
        settleBottom(rows: rows)
    }

    /// Selects a visible row; when it is off screen, the view centres on it.
    ///
    /// ```swift
    /// tree.select(navigator.lastRow(), rows: 20)
    /// ```
    func select(_ cursor: TreeCursor, rows: Int) {
        selection = cursor
        if selection.index < top.index || rowOffset(of: selection, from: top, limit: rows) == nil {
            top = selection
            var back = 0
            while back < rows / 2, navigator.previous(&top) { back += 1 }
            settleBottom(rows: rows)
        }
    }

    /// The visible row on a 1-based line (the last row when the line is past the end).
    ///
    /// ```swift
    /// tree.select(tree.cursor(atLine: 10), rows: 20)   // 10G
    /// ```
    func cursor(atLine line: Int) -> TreeCursor {
        lines.cursor(atLine: max(1, line), navigator: navigator)
    }

    /// Scrolls so that the selection sits on screen row `row` (0 is the top), as far as the
    /// document allows: `zt`, `zz`, `zb`.
    ///
    /// ```swift
    /// tree.placeSelection(atRow: 9, rows: 20)   // zz
    /// ```
    func placeSelection(atRow row: Int, rows: Int) {
        guard rows > 0 else { return }
        top = selection
        var back = 0
        while back < min(row, rows - 1), navigator.previous(&top) { back += 1 }
        settleBottom(rows: rows)
    }

    /// Selects any value, opening its ancestors so that it is visible.
    ///
    /// ```swift
    /// tree.reveal(cursor, rows: 20)
    /// ```
    func reveal(_ cursor: TreeCursor, rows: Int) {
        if !navigator.isVisible(cursor) {
            navigator.reveal(cursor)
            openingsChanged()
        }
        select(cursor, rows: rows)
    }

    /// Selects the row shown at screen row `offset` of the tree pane, if there is one.
    ///
    /// ```swift
    /// tree.selectRow(atOffset: 4)
    /// ```
    @discardableResult
    func selectRow(atOffset offset: Int) -> Bool {
        var cursor = top
        var steps = 0
        while steps < offset {
            guard navigator.next(&cursor) else { return false }
            steps += 1
        }
        selection = cursor
        return true
    }

    /// The screen row of `cursor` counted from `start`, or nil when it is not within `limit` rows.
    ///
    /// ```swift
    /// tree.rowOffset(of: tree.selection, from: tree.top, limit: 20)
    /// ```
    func rowOffset(of cursor: TreeCursor, from start: TreeCursor, limit: Int) -> Int? {
        guard cursor.index >= start.index else { return nil }
        var walking = start
        var offset = 0
        while walking.index < cursor.index {
            guard offset < limit, navigator.next(&walking) else { return nil }
            offset += 1
        }
        return walking.index == cursor.index && offset < limit ? offset : nil
    }

    // MARK: Opening and closing

    /// Opens or closes one container; closing a container that holds the selection selects it.
    ///
    /// ```swift
    /// tree.setOpen(true, at: tree.selection, rows: 20)
    /// ```
    func setOpen(_ open: Bool, at cursor: TreeCursor, rows: Int) {
        navigator.openContainers.set(index: cursor.index, open: open)
        openingsChanged()
        keepSelectionVisible(rows: rows)
    }

    /// Opens or closes a whole subtree.
    ///
    /// ```swift
    /// tree.setSubtreeOpen(true, at: tree.selection, rows: 20)
    /// ```
    func setSubtreeOpen(_ open: Bool, at cursor: TreeCursor, rows: Int) {
        let node = node(cursor)
        navigator.openContainers.setAll(in: node.index..<node.subtreeEnd, open: open)
        openingsChanged()
        keepSelectionVisible(rows: rows)
    }

    /// Opens exactly the containers shallower than `depth`.
    ///
    /// ```swift
    /// tree.openToDepth(2, rows: 20)
    /// ```
    func openToDepth(_ depth: Int, rows: Int) {
        navigator.openContainers.openToDepth(depth)
        openingsChanged()
        keepSelectionVisible(rows: rows)
    }

    /// Counts line numbers for up to `deadline`; true when they are complete.
    ///
    /// ```swift
    /// tree.countLines(until: Date() + 0.01)
    /// ```
    @discardableResult
    func countLines(until deadline: Date) -> Bool {
        lines.advance(navigator: navigator, until: deadline)
    }

    /// The selection's line, when counted.
    ///
    /// ```swift
    /// tree.selectedLine   // 1204, or nil while counting
    /// ```
    var selectedLine: Int? { lines.line(of: selection, navigator: navigator) }

    /// Brings the selection and the first row back to visible rows after containers closed,
    /// and restarts the line count.
    private func openingsChanged() {
        lines = LineIndex()
        selection = visibleAncestor(of: selection)
        top = visibleAncestor(of: top)
    }

    /// The position itself when visible, else its outermost closed ancestor (which is visible).
    private func visibleAncestor(of cursor: TreeCursor) -> TreeCursor {
        for (depth, frame) in cursor.frames.enumerated().dropLast()
        where !navigator.openContainers.isOpen(index: frame.index, depth: depth) {
            return TreeCursor(frames: Array(cursor.frames.prefix(depth + 1)))
        }
        return cursor
    }

    /// Scrolls the least needed to show the selection.
    ///
    /// ```swift
    /// tree.keepSelectionVisible(rows: 20)
    /// ```
    func keepSelectionVisible(rows: Int) {
        guard rows > 0 else { return }
        if selection.index < top.index {
            top = selection
            return
        }
        if rowOffset(of: selection, from: top, limit: rows) != nil { return }
        top = selection
        var back = 0
        while back < rows - 1, navigator.previous(&top) { back += 1 }
    }

    /// After a jump near the end, pulls the view down so that no screen space is wasted below the last row.
    private func settleBottom(rows: Int) {
        var probe = top
        var below = 0
        while below < rows - 1, navigator.next(&probe) { below += 1 }
        var missing = rows - 1 - below
        while missing > 0, navigator.previous(&top) { missing -= 1 }
    }
}
