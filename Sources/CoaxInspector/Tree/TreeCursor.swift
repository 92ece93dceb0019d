/// A position in the tree with its whole ancestor chain, root first.
///
/// The tape has no parent links, so a position carries its ancestors: moving to a neighbour
/// row pushes or pops frames instead of searching the document.
///
/// ```swift
/// var cursor = TreeCursor.root
/// cursor.depth   // 0
/// ```
struct TreeCursor: Hashable, Sendable {
    /// The frames from the root down to the node; never empty.
    private(set) var frames: [TreeFrame]

    /// Creates a cursor from frames, root first; an empty list means the root.
    ///
    /// ```swift
    /// TreeCursor(frames: [TreeFrame(index: 0, ordinal: 0), TreeFrame(index: 2, ordinal: 0)])
    /// ```
    init(frames: [TreeFrame]) {
        self.frames = frames.isEmpty ? [TreeFrame(index: 0, ordinal: 0)] : frames
    }

    /// The root position.
    ///
    /// ```swift
    /// TreeCursor.root.index   // 0
    /// ```
    static let root = TreeCursor(frames: [])

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
