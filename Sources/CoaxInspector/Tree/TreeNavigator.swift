import Coax

/// Moves positions through the visible rows of a document — or of a collection, whose items
/// (documents and bad records) are top-level rows one after another: rows are the nodes whose
/// ancestors are all open, in document order, item after item.
///
/// No list of visible rows is ever built. The next row is the first child of an open
/// container, else the next sibling, else the next sibling of the nearest ancestor that has
/// one, else the next item's root; the previous row is the parent, or the previous sibling's
/// (or previous item's) last visible descendant. Each step touches a handful of tape slots (plus,
/// once per large container, the ``ChildLocator``'s index), so moving costs the same at 1 KB and
/// at 100 MB, and in a collection of two million records.
///
/// ```swift
/// let navigator = TreeNavigator(document: document, openContainers: OpenContainers(openDepth: 1))
/// var cursor = TreeCursor.root
/// navigator.next(&cursor)   // true: now on the root's first child
/// ```
struct TreeNavigator {
    /// What the rows are of.
    let content: TreeContent
    /// Which containers are open, by row order (``TreeCursor/order``: the tape index for a single
    /// document).
    var openContainers: OpenContainers
    /// The query filter, if any: rows are then the kept nodes and the insides of matches.
    var filter: TreeFilter?

    /// Creates a navigator over one document.
    init(document: JSONDocument, openContainers: OpenContainers) {
        self.init(content: TreeContent(document: document), openContainers: openContainers)
    }

    /// Creates a navigator over a document or a collection.
    init(content: TreeContent, openContainers: OpenContainers) {
        self.content = content
        self.openContainers = openContainers
    }

    /// The document of a single-document tree (the first item's for a collection).
    var document: JSONDocument? { content.document(forItem: 0) }

    /// The node of a cursor's item at a tape index.
    func node(_ index: Int, of cursor: TreeCursor) -> JSONNode? {
        content.document(forItem: cursor.item)?.node(atTapeIndex: index)
    }

    /// The node under a cursor.
    func node(of cursor: TreeCursor) -> JSONNode? { node(cursor.index, of: cursor) }

    /// The child index of a cursor's document.
    func locator(of cursor: TreeCursor) -> ChildLocator? { content.locator(forItem: cursor.item) }

    /// Whether the node under a cursor shows its children.
    func isOpen(_ cursor: TreeCursor) -> Bool {
        guard let node = node(of: cursor), node.isContainer, !node.isEmpty else { return false }
        return openContainers.isOpen(index: cursor.order, depth: cursor.depth)
    }

    /// The first row: the root (of the first item, in a collection; with a filter, of the first
    /// document with a match).
    var firstRow: TreeCursor {
        guard let filter, content.showsDocumentRows, !filter.keepsItem(0), let item = filter.keptItem(after: 0) else {
            return .root
        }
        return .root(ofItem: item)
    }

    /// The row order of a tape index in a cursor's item (the filter's unit).
    private func order(_ index: Int, of cursor: TreeCursor) -> Int {
        TreeCursor.order(item: cursor.item, index: index)
    }

    /// The tape index of a row order.
    private func index(ofOrder order: Int) -> Int {
        TreeCursor.position(ofOrder: order).index
    }

    /// The item after (`delta` 1) or before (-1) `item` that has rows: any, or with a filter one
    /// whose document has a match.
    func item(beside item: Int, by delta: Int) -> Int? {
        guard content.showsDocumentRows else { return nil }
        if let filter {
            return delta > 0 ? filter.keptItem(after: item) : filter.keptItem(before: item)
        }
        let next = item + delta
        return next >= 0 && next < content.itemCount ? next : nil
    }

    /// Moves to the next visible row; false (cursor unchanged) at the last row.
    @discardableResult
    func next(_ cursor: inout TreeCursor) -> Bool {
        if isOpen(cursor), let container = node(of: cursor), let locator = locator(of: cursor) {
            if showsEveryChild(of: cursor) {
                if let first = locator.firstChild(of: container) {
                    cursor.push(TreeFrame(index: first, ordinal: 0))
                    return true
                }
            } else if let filter,
                let kept = filter.firstKept(
                    after: order(container.index, of: cursor), before: order(container.subtreeEnd, of: cursor)),
                let frame = locator.childContaining(index(ofOrder: kept), in: container)
            {
                cursor.push(frame)
                return true
            }
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
        guard let next = item(beside: cursor.item, by: 1) else { return false }
        cursor = .root(ofItem: next)
        return true
    }

    /// Moves to the previous visible row; false (cursor unchanged) at the first row.
    @discardableResult
    func previous(_ cursor: inout TreeCursor) -> Bool {
        guard cursor.depth > 0 else {
            guard let previous = item(beside: cursor.item, by: -1) else { return false }
            cursor = .root(ofItem: previous)
            descendToLastVisible(&cursor)
            return true
        }
        guard let sibling = previousSibling(of: cursor) else {
            cursor.pop()
            return true
        }
        cursor.replaceLast(sibling)
        descendToLastVisible(&cursor)
        return true
    }

    /// The next sibling's frame, nil for the last child or a root.
    func nextSibling(of cursor: TreeCursor) -> TreeFrame? {
        guard let parentIndex = cursor.parentIndex, let parent = node(parentIndex, of: cursor),
            cursor.ordinal + 1 < parent.count, let current = node(of: cursor), let locator = locator(of: cursor)
        else { return nil }
        if let filter, !showsEveryChild(ofParentOf: cursor) {
            guard
                let kept = filter.firstKept(
                    after: order(current.subtreeEnd - 1, of: cursor), before: order(parent.subtreeEnd, of: cursor))
            else {
                return nil
            }
            return locator.childContaining(index(ofOrder: kept), in: parent)
        }
        return TreeFrame(index: locator.sibling(after: current, in: parent), ordinal: cursor.ordinal + 1)
    }

    /// The previous sibling's frame, nil for the first child or a root.
    func previousSibling(of cursor: TreeCursor) -> TreeFrame? {
        guard cursor.ordinal > 0, let parentIndex = cursor.parentIndex, let parent = node(parentIndex, of: cursor),
            let locator = locator(of: cursor)
        else { return nil }
        if let filter, !showsEveryChild(ofParentOf: cursor) {
            // The last kept index before this child lies in the previous kept sibling's subtree.
            let firstSlot = parent.kind == .object ? cursor.index - 1 : cursor.index
            guard
                let kept = filter.lastKept(before: order(firstSlot, of: cursor), after: order(parent.index, of: cursor))
            else { return nil }
            return locator.childContaining(index(ofOrder: kept), in: parent)
        }
        guard let index = locator.child(of: parent, at: cursor.ordinal - 1) else { return nil }
        return TreeFrame(index: index, ordinal: cursor.ordinal - 1)
    }

    /// Moves down through open containers to the last visible row of the subtree.
    func descendToLastVisible(_ cursor: inout TreeCursor) {
        while isOpen(cursor), let frame = lastVisibleChild(of: cursor) { cursor.push(frame) }
    }

    /// The frame of the last child of the container under `cursor` that has a row (with a filter:
    /// the last kept one); nil for a scalar or an empty container.
    func lastVisibleChild(of cursor: TreeCursor) -> TreeFrame? {
        guard let container = node(of: cursor), container.isContainer, let locator = locator(of: cursor) else {
            return nil
        }
        if let filter, !showsEveryChild(of: cursor) {
            guard
                let kept = filter.lastKept(
                    before: order(container.subtreeEnd, of: cursor), after: order(container.index, of: cursor))
            else { return nil }
            return locator.childContaining(index(ofOrder: kept), in: container)
        }
        guard container.count > 0, let last = locator.child(of: container, at: container.count - 1) else { return nil }
        return TreeFrame(index: last, ordinal: container.count - 1)
    }

    /// Whether the node under `cursor` shows all its children: always without a filter; with
    /// one, when the node is a match or inside one.
    func showsEveryChild(of cursor: TreeCursor) -> Bool {
        guard let filter else { return true }
        return cursor.frames.contains { filter.isMatch(order($0.index, of: cursor)) }
    }

    /// Whether the parent of the node under `cursor` shows all its children.
    private func showsEveryChild(ofParentOf cursor: TreeCursor) -> Bool {
        guard let filter else { return true }
        return cursor.frames.dropLast().contains { filter.isMatch(order($0.index, of: cursor)) }
    }

    /// The position of any value of item `item` by tape index, ancestors included (found by
    /// descending from the item's root: O(depth × locator stride)); nil when the index is not a
    /// value.
    func cursor(toTapeIndex target: Int, item: Int = 0) -> TreeCursor? {
        var cursor = TreeCursor.root(ofItem: item)
        guard node(target, of: cursor) != nil, let locator = locator(of: cursor) else { return nil }
        while cursor.index != target {
            guard let container = node(of: cursor), let frame = locator.childContaining(target, in: container) else {
                return nil
            }
            cursor.push(frame)
        }
        return cursor
    }

    /// The position of a row order (``TreeCursor/order``).
    func cursor(toOrder order: Int) -> TreeCursor? {
        let position = TreeCursor.position(ofOrder: order)
        return cursor(toTapeIndex: position.index, item: position.item)
    }

    /// The last visible row of the whole document (of the last item, in a collection).
    func lastRow() -> TreeCursor {
        var item = max(0, content.itemCount - 1)
        if let filter, content.showsDocumentRows, !filter.keepsItem(item) {
            item = filter.keptItem(before: item) ?? firstRow.item
        }
        var cursor = TreeCursor.root(ofItem: item)
        descendToLastVisible(&cursor)
        return cursor
    }

    /// The row orders a subtree covers: its own and everything below it.
    func orders(ofSubtreeAt cursor: TreeCursor) -> Range<Int> {
        guard let node = node(of: cursor) else { return cursor.order..<(cursor.order + 1) }
        return cursor.order..<TreeCursor.order(item: cursor.item, index: node.subtreeEnd)
    }

    /// The row order of the frame at `depth` of a cursor.
    func order(ofFrameAt depth: Int, in cursor: TreeCursor) -> Int {
        TreeCursor.order(item: cursor.item, index: cursor.frames[depth].index)
    }

    /// Opens every ancestor of a position so that it is a visible row.
    mutating func reveal(_ cursor: TreeCursor) {
        for depth in cursor.frames.indices.dropLast() {
            let order = order(ofFrameAt: depth, in: cursor)
            if !openContainers.isOpen(index: order, depth: depth) { openContainers.set(index: order, open: true) }
        }
    }

    /// Whether a position is a visible row (all its ancestors are open).
    func isVisible(_ cursor: TreeCursor) -> Bool {
        cursor.frames.indices.dropLast().allSatisfy {
            openContainers.isOpen(index: order(ofFrameAt: $0, in: cursor), depth: $0)
        } && passesFilter(cursor)
    }

    /// Whether the filter (if any) shows the node under `cursor`: every node up to the first
    /// match on its way is kept.
    func passesFilter(_ cursor: TreeCursor) -> Bool {
        guard let filter else { return true }
        for frame in cursor.frames {
            let order = order(frame.index, of: cursor)
            guard filter.isKept(order) else { return false }
            if filter.isMatch(order) { return true }
        }
        return true
    }
}
