/// Character attributes a terminal can show without colour.
///
/// Monochrome screens rely on these alone to show the selection, keys and kinds.
///
/// ```swift
/// let selected: TextAttributes = [.reverse, .bold]
/// selected.contains(.reverse)   // true
/// ```
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The raw bit set.
    public let rawValue: UInt8

    /// Creates attributes from raw bits.
    ///
    /// ```swift
    /// TextAttributes(rawValue: 1)   // .bold
    /// ```
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Heavier text.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Fainter text.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Swapped foreground and background; the selection.
    public static let reverse = TextAttributes(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = TextAttributes(rawValue: 1 << 3)
}
