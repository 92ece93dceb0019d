/// A mouse action at a screen cell (0-based row and column).
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Action: Hashable, Sendable {
        /// The primary button went down.
        case press
        /// A second press on the same cell soon after the first.
        case doubleClick
        /// The wheel turned away from the user.
        case wheelUp
        /// The wheel turned towards the user.
        case wheelDown
    }

    /// What the mouse did.
    public var action: Action
    /// The screen row, from 0 at the top.
    public var row: Int
    /// The screen column, from 0 at the left.
    public var column: Int

    /// Creates a mouse event.
    ///
    /// - Parameters:
    ///   - action: what the mouse did.
    ///   - row: the screen row, from 0 at the top.
    ///   - column: the screen column, from 0 at the left.
    public init(action: Action, row: Int, column: Int) {
        self.action = action
        self.row = row
        self.column = column
    }
}
