/// A key that is not a printable character.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, tab, backTab, backspace, delete, escape
    /// A function key: F1 is 1.
    case function(Int)
}
