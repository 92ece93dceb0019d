/// One glyph placed on a screen with its style.
///
/// A glyph of width 2 covers its column and the next one.
public struct Cell: Hashable, Sendable {
    /// What is drawn.
    public var glyph: Glyph
    /// How it is drawn.
    public var style: CellStyle

    /// Creates a cell.
    ///
    /// - Parameters:
    ///   - glyph: what is drawn.
    ///   - style: how it is drawn.
    public init(glyph: Glyph, style: CellStyle = .plain) {
        self.glyph = glyph
        self.style = style
    }

    /// An empty cell in the default style.
    ///
    /// ```swift
    /// Cell.blank.glyph   // .space
    /// ```
    public static let blank = Cell(glyph: .space)
}
