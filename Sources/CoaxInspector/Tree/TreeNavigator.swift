import Coax

/// Moves positions through the visible rows of a document: rows are the nodes whose ancestors
/// are all open, in document order.
///
/// No list of visible rows is ever built. The next row is the first child of an open
/// container, else the next sibling, else the next sibling of the nearest ancestor that has
/// one; the previous row is the parent, or the previous sibling's last visible descendant.
/// Each step touches a handful of tape slots (plus, once per large container, the
/// ``ChildLocator``'s index), so moving costs the same at 1 KB and at 100 MB.
///
/// ```swift
/// let navigator = TreeNavigator(document: document, openContainers: OpenContainers(openDepth: 1))
/// var cursor = TreeCursor.root
/// navigator.next(&cursor)   // true: now on the root's first child
/// ```
struct TreeNavigator {
    /// The document.
    let document: JSONDocument
    /// The container index cache.
    let locator: ChildLocator
    /// Which containers are open.
    var openContainers: OpenContainers

    /// Creates a navigator.
    ///
    /// ```swift
    /// TreeNavigator(document: document, openContainers: OpenContainers(openDepth: 2))
    /// ```
    init(document: JSONDocument, openContainers: OpenContainers, locator: ChildLocator? = nil) {
        self.document = document
        self.locator = locator ?? ChildLocator(document: document)
        self.openContainers = openContainers
    }

    /// Whether the node under a cursor shows its children.
    ///
    /// ```swift
    /// navigator.isOpen(cursor)
    /// ```
    func isOpen(_ cursor: TreeCursor) -> Bool {
        guard let node = document.node(atTapeIndex: cursor.index), node.isContainer, !node.isEmpty else { return false }
        return openContainers.isOpen(index: cursor.index, depth: cursor.depth)
    }

    /// Moves to the next visible row; false (cursor unchanged) at the last row.
    ///
    /// ```swift
    /// while navigator.next(&cursor) { rows += 1 }
    /// ```
    @discardableResult
    func next(_ cursor: inout TreeCursor) -> Bool {
        if isOpen(cursor), let container = document.node(atTapeIndex: cursor.index),
            let first = locator.firstChild(of: container)
        {
            cursor.push(TreeFrame(index: first, ordinal: 0))
            return true
        }
        var climbing = cursor
        while climbing.depth > 0 {
            if let sibling = nextSibling(of: climbing) {
                climbing.replaceLast(sibling)
                cursor = climbing
                return true
            }
            climbing.pop()
        }
        return false
    }

    /// Moves to the previous visible row; false (cursor unchanged) at the root.
    ///
    /// ```swift
    /// navigator.previous(&cursor)
    /// ```
    @discardableResult
    func previous(_ cursor: inout TreeCursor) -> Bool {
        guard cursor.depth > 0 else { return false }
        guard let sibling = previousSibling(of: cursor) else {
            cursor.pop()
            return true
        }
        cursor.replaceLast(sibling)
        descendToLastVisible(&cursor)
        return true
    }

    /// The next sibling's frame, nil for the last child or the root.
    ///
    /// ```swift
    /// navigator.nextSibling(of: cursor)
    /// ```
    func nextSibling(of cursor: TreeCursor) -> TreeFrame? {
        guard let parentIndex = cursor.parentIndex, let parent = document.node(atTapeIndex: parentIndex),
            cursor.ordinal + 1 < parent.count, let current = document.node(atTapeIndex: cursor.index)
        else { return nil }
        return TreeFrame(index: locator.sibling(after: current, in: parent), ordinal: cursor.ordinal + 1)
    }

    /// The previous sibling's frame, nil for the first child or the root.
    ///
    /// ```swift
    /// navigator.previousSibling(of: cursor)
    /// ```
    func previousSibling(of cursor: TreeCursor) -> TreeFrame? {
        guard cursor.ordinal > 0, let parentIndex = cursor.parentIndex,
            let parent = document.node(atTapeIndex: parentIndex),
            let index = locator.child(of: parent, at: cursor.ordinal - 1)
        else { return nil }
        return TreeFrame(index: index, ordinal: cursor.ordinal - 1)
    }

    /// Moves down through open containers to the last visible row of the subtree.
    ///
    /// ```swift
    /// navigator.descendToLastVisible(&cursor)
    /// ```
    func descendToLastVisible(_ cursor: inout TreeCursor) {
        while isOpen(cursor), let container = document.node(atTapeIndex: cursor.index),
            let last = locator.child(of: container, at: container.count - 1)
        {
            cursor.push(TreeFrame(index: last, ordinal: container.count - 1))
        }
    }

    /// The position of any value by tape index, ancestors included (found by descending from
    /// the root: O(depth × locator stride)); nil when the index is not a value.
    ///
    /// ```swift
    /// navigator.cursor(toTapeIndex: 42)
    /// ```
    func cursor(toTapeIndex target: Int) -> TreeCursor? {
        guard document.node(atTapeIndex: target) != nil else { return nil }
        var cursor = TreeCursor.root
        while cursor.index != target {
            guard let container = document.node(atTapeIndex: cursor.index),
                let frame = locator.childContaining(target, in: container)
            else { return nil }
            cursor.push(frame)
        }
        return cursor
    }

    /// The last visible row of the whole document.
    ///
    /// ```swift
    /// let bottom = navigator.lastRow()
    /// ```
    func lastRow() -> TreeCursor {
        var cursor = TreeCursor.root
        descendToLastVisible(&cursor)
        return cursor
    }

    /// Opens every ancestor of a position so that it is a visible row.
    ///
    /// ```swift
    /// navigator.reveal(cursor)
    /// ```
    mutating func reveal(_ cursor: TreeCursor) {
        for (depth, frame) in cursor.frames.dropLast().enumerated()
        where !openContainers.isOpen(index: frame.index, depth: depth) {
            openContainers.set(index: frame.index, open: true)
        }
    }

    /// Whether a position is a visible row (all its ancestors are open).
    ///
    /// ```swift
    /// navigator.isVisible(cursor)
    /// ```
    func isVisible(_ cursor: TreeCursor) -> Bool {
        cursor.frames.dropLast().enumerated().allSatisfy {
            openContainers.isOpen(index: $0.element.index, depth: $0.offset)
        }
    }
}
