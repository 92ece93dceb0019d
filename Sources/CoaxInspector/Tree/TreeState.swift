import Coax
import Foundation

/// The tree of one document — or of a collection, one top-level row per document or bad record —
/// as the user sees it: which containers are open, the selected row, the first row on screen, and
/// the line numbers.
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
    /// What the tree shows.
    let content: TreeContent
    /// Moves positions through visible rows; owns which containers are open.
    var navigator: TreeNavigator
    /// The selected row.
    var selection = TreeCursor.root
    /// The first row on screen.
    var top = TreeCursor.root
    /// How many screen lines of `top` are above the screen (only a wrapped string has more
    /// than one).
    var topPart = 0
    /// Line numbers of the rows visible now.
    private(set) var lines = LineIndex()
    /// The strings shown over as many screen lines as they need (`W`), by row order.
    var wrapped: Set<Int> = []
    /// The tree pane's width, which wrapped strings fill.
    var lineWidth = 80 {
        didSet { if lineWidth != oldValue { wrapCache = [:] } }
    }
    /// Wrapped strings' lines at the current width.
    var wrapCache: [Int: WrappedString] = [:]

    /// Creates the tree with containers shallower than `openDepth` open.
    convenience init(document: JSONDocument, openDepth: Int) {
        self.init(content: TreeContent(document: document), openDepth: openDepth)
    }

    /// Creates the tree of a collection: a top-level row per item, containers shallower than
    /// `openDepth` open (0 shows every document closed).
    convenience init(collection: JSONCollection, openDepth: Int) {
        self.init(content: TreeContent(collection: collection), openDepth: openDepth)
    }

    /// Creates the tree of what `content` holds, containers shallower than `openDepth` open.
    init(content: TreeContent, openDepth: Int) {
        self.content = content
        self.navigator = TreeNavigator(content: content, openContainers: OpenContainers(openDepth: openDepth))
    }

    /// The document the selection is in (for a collection's bad record, its stand-in).
    var document: JSONDocument { document(of: selection) }

    /// The document a position is in.
    func document(of cursor: TreeCursor) -> JSONDocument {
        content.document(forItem: cursor.item) ?? TreeState.empty
    }

    /// What a tree shows before a collection has its first item.
    static let empty = JSONDocument(.null)

    /// The selected node.
    ///
    /// ```swift
    /// tree.selectedNode.kind   // .object
    /// ```
    var selectedNode: JSONNode { node(selection) }

    /// The node under a cursor (the root if the cursor is stale).
    func node(_ cursor: TreeCursor) -> JSONNode {
        let document = document(of: cursor)
        return document.node(atTapeIndex: cursor.index) ?? document.root
    }

    /// The path from the root to a position.
    ///
    /// ```swift
    /// tree.path(of: tree.selection).shortForm   // "$.data[0]"
    /// ```
    func path(of cursor: TreeCursor) -> JSONPath {
        var components: [JSONPath.Component] = []
        let frames = cursor.frames
        let document = document(of: cursor)
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
    func cursor(for path: JSONPath, item: Int = 0) -> (cursor: TreeCursor, matched: Int) {
        var cursor = TreeCursor.root(ofItem: item)
        guard let locator = navigator.locator(of: cursor) else { return (cursor, 0) }
        for (matched, component) in path.components.enumerated() {
            let container = node(cursor)
            let frame: TreeFrame?
            switch (component, container.kind) {
            case (.index(let index), .array):
                // A negative index counts from the end, as `coax get` reads it.
                let position = index < 0 ? container.count + index : index
                frame =
                    position < 0
                    ? nil
                    : locator.child(of: container, at: position).map { TreeFrame(index: $0, ordinal: position) }
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
    func member(of cursor: TreeCursor) -> JSONNode.Member? {
        guard let parentIndex = cursor.parentIndex, let parent = navigator.node(parentIndex, of: cursor),
            parent.kind == .object, let entries = parent.entries
        else { return nil }
        return entries[cursor.index - 1]
    }

    /// Whether the node under a cursor shows its children.
    func isOpen(_ cursor: TreeCursor) -> Bool { navigator.isOpen(cursor) }

    // MARK: Filtering

    /// The query filter shown, if any.
    ///
    /// ```swift
    /// tree.filter?.matches.count   // 120
    /// ```
    var filter: TreeFilter? { navigator.filter }

    /// Shows only what `filter` keeps (nil: the whole document again). With a filter the selection
    /// moves to the first match from it (wrapping), or the root when nothing matched; without one
    /// the selection stays where it is, its ancestors opened.
    func setFilter(_ filter: TreeFilter?, rows: Int) {
        navigator.filter = filter
        lines = LineIndex()
        let kept = selection
        selection = navigator.firstRow
        top = selection
        topPart = 0
        if let filter {
            navigator.openContainers.openKept(by: filter)
            if let target = filter.match(after: kept.order - 1)?.index,
                let cursor = navigator.cursor(toOrder: target)
            {
                reveal(cursor, rows: rows)
            }
        } else {
            navigator.openContainers.removeKeptRule()
            reveal(kept, rows: rows)
        }
    }

    /// Whether the node under a cursor can be shown: the filter, if any, keeps it (opening its
    /// ancestors may still be needed).
    ///
    /// ```swift
    /// tree.canShow(cursor)   // false for a value the filter hides
    /// ```
    func canShow(_ cursor: TreeCursor) -> Bool {
        navigator.passesFilter(cursor)
    }

    // MARK: Opening and closing

    /// Opens or closes one container; closing a container that holds the selection selects it.
    func setOpen(_ open: Bool, at cursor: TreeCursor, rows: Int) {
        navigator.openContainers.set(index: cursor.order, open: open)
        openingsChanged()
        fitToScreen(rows: rows)
    }

    /// Opens or closes a whole subtree.
    func setSubtreeOpen(_ open: Bool, at cursor: TreeCursor, rows: Int) {
        navigator.openContainers.setAll(in: navigator.orders(ofSubtreeAt: cursor), open: open)
        openingsChanged()
        fitToScreen(rows: rows)
    }

    /// Opens every container of every document (`E` in a collection).
    func setEverythingOpen(rows: Int) {
        navigator.openContainers.setAll(in: 0..<Int.max, open: true)
        openingsChanged()
        fitToScreen(rows: rows)
    }

    /// Goes on from where `shown` is — its selection, first row, open containers and wrapped
    /// strings — in this tree of the whole document `shown` showed the start of. Positions are tape
    /// indices, which the start and the whole document share; `pending` are the containers the
    /// start cut through, whose subtrees (as `e` opened them) reach further in the whole document.
    func continueView(of shown: TreeState, pending: [Int]) {
        var open = shown.navigator.openContainers
        let ends = Dictionary(
            pending.compactMap { index -> (Int, Int)? in
                guard let cut = shown.content.document(forItem: 0)?.node(atTapeIndex: index),
                    let whole = content.document(forItem: 0)?.node(atTapeIndex: index)
                else { return nil }
                return (cut.subtreeEnd, whole.subtreeEnd)
            },
            uniquingKeysWith: { first, _ in first })
        open.remapRanges { range in
            guard let end = ends[range.upperBound], pending.contains(range.lowerBound) else { return range }
            return range.lowerBound..<end
        }
        navigator.openContainers = open
        selection = shown.selection
        top = shown.top
        topPart = shown.topPart
        wrapped = shown.wrapped
        lineWidth = shown.lineWidth
    }

    /// A collection's new items arrived: the line count goes on from where it had ended.
    func itemsArrived() {
        lines.resume(navigator: navigator)
    }

    /// The filter now covers more of a collection's items (documents that arrived after it was
    /// made): their matches become rows; the selection and what is open elsewhere stay.
    func extendFilter(to filter: TreeFilter) {
        guard let current = navigator.filter else { return }
        navigator.filter = filter
        navigator.openContainers.replaceKeptFilter(with: filter)
        if current.matches.isEmpty, !filter.matches.isEmpty {
            // The first matches: the tree had only the placeholder row.
            lines = LineIndex()
            selection = navigator.firstRow
            top = selection
            topPart = 0
        } else {
            lines.resume(navigator: navigator)
        }
    }

    /// Opens exactly the containers shallower than `depth`.
    func openToDepth(_ depth: Int, rows: Int) {
        navigator.openContainers.openToDepth(depth)
        openingsChanged()
        fitToScreen(rows: rows)
    }

    /// Counts line numbers for up to `deadline`; true when they are complete.
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
    func openingsChanged() {
        lines = LineIndex()
        selection = visibleAncestor(of: selection)
        let newTop = visibleAncestor(of: top)
        if newTop != top { topPart = 0 }
        top = newTop
    }

    /// The position itself when visible, else its outermost closed ancestor (which is visible).
    private func visibleAncestor(of cursor: TreeCursor) -> TreeCursor {
        for depth in cursor.frames.indices.dropLast()
        where !navigator.openContainers.isOpen(index: navigator.order(ofFrameAt: depth, in: cursor), depth: depth) {
            return TreeCursor(frames: Array(cursor.frames.prefix(depth + 1)), item: cursor.item)
        }
        return cursor
    }
}
