/// One level of a position in the tree: a node's tape index and its place among its siblings.
///
/// ```swift
/// let root = TreeFrame(index: 0, ordinal: 0)
/// ```
public struct TreeFrame: Hashable, Sendable {
    /// The node's tape index.
    public var index: Int
    /// The node's position among its parent's children, from 0 (0 for the root).
    public var ordinal: Int

    /// Creates a frame.
    ///
    /// ```swift
    /// TreeFrame(index: 5, ordinal: 2)
    /// ```
    public init(index: Int, ordinal: Int) {
        self.index = index
        self.ordinal = ordinal
    }
}
