/// One level of a position in the tree: a node's tape index and its place among its siblings.
struct TreeFrame: Hashable, Sendable {
    /// The node's tape index.
    var index: Int
    /// The node's position among its parent's children, from 0 (0 for the root).
    var ordinal: Int

    /// Creates a frame.
    init(index: Int, ordinal: Int) {
        self.index = index
        self.ordinal = ordinal
    }
}
