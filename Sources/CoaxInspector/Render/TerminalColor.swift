/// The eight basic terminal colours, numbered as terminals number them.
///
/// ```swift
/// TerminalColor.green.rawValue   // 2
/// ```
public enum TerminalColor: Int16, Sendable, CaseIterable {
    case black = 0, red, green, yellow, blue, magenta, cyan, white
}
