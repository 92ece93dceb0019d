/// A position in the tree with its whole ancestor chain, root first.
///
/// The tape has no parent links, so a position carries its ancestors: moving to a neighbour
/// row pushes or pops frames instead of searching the document. In a collection the frames are
/// those of one document (the root frame is the document's root) and ``item`` says which
/// document (or bad record) of the collection it is.
///
/// ```swift
/// var cursor = TreeCursor.root
/// cursor.depth   // 0
/// ```
struct TreeCursor: Hashable, Sendable {
    /// The frames from the root down to the node; never empty.
    private(set) var frames: [TreeFrame]
    /// The collection item (document or bad record, in input order) the position is in; 0 for a
    /// single document.
    private(set) var item: Int

    /// Creates a cursor from frames, root first; an empty list means the root.
    init(frames: [TreeFrame], item: Int = 0) {
        self.frames = frames.isEmpty ? [TreeFrame(index: 0, ordinal: 0)] : frames
        self.item = item
    }

    /// The root position.
    ///
    /// ```swift
    /// TreeCursor.root.index   // 0
    /// ```
    static let root = TreeCursor(frames: [])

    /// The root of a collection's item.
    ///
    /// ```swift
    /// TreeCursor.root(ofItem: 411).item   // 411
    /// ```
    static func root(ofItem item: Int) -> TreeCursor {
        TreeCursor(frames: [], item: item)
    }

    /// The position's place in row order across a collection's items: rows of an earlier item
    /// come first, and within an item, rows follow tape order.
    var order: Int { TreeCursor.order(item: item, index: index) }

    /// The row order of tape index `index` in item `item`.
    static func order(item: Int, index: Int) -> Int { item << 32 | index }

    /// The item and tape index of a row order.
    static func position(ofOrder order: Int) -> (item: Int, index: Int) { (order >> 32, order & 0xFFFF_FFFF) }

    /// The same frames in another item (a cursor of one document moved to the next).
    func moved(toItem item: Int) -> TreeCursor {
        TreeCursor(frames: frames, item: item)
    }

    /// The node's tape index.
    ///
    /// ```swift
    /// TreeCursor.root.index   // 0
    /// ```
    var index: Int { frames[frames.count - 1].index }
    /// The node's position among its siblings.
    ///
    /// ```swift
    /// cursor.ordinal   // 3: the fourth child
    /// ```
    var ordinal: Int { frames[frames.count - 1].ordinal }
    /// The nesting depth: 0 for the root.
    ///
    /// ```swift
    /// TreeCursor.root.depth   // 0
    /// ```
    var depth: Int { frames.count - 1 }
    /// The parent's tape index, nil for the root.
    ///
    /// ```swift
    /// TreeCursor.root.parentIndex   // nil
    /// ```
    var parentIndex: Int? { frames.count > 1 ? frames[frames.count - 2].index : nil }

    mutating func push(_ frame: TreeFrame) {
        frames.append(frame)
    }

    mutating func pop() {
        if frames.count > 1 { frames.removeLast() }
    }

    mutating func replaceLast(_ frame: TreeFrame) {
        frames[frames.count - 1] = frame
    }

    /// Whether the node at `index` is this node or one of its ancestors.
    ///
    /// ```swift
    /// cursor.passes(through: 0)   // true: the root is everyone's ancestor
    /// ```
    func passes(through index: Int) -> Bool {
        frames.contains { $0.index == index }
    }
}
