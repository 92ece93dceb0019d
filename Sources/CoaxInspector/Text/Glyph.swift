/// One drawable unit: a visible character with any zero-width marks attached, and its display width.
///
/// Glyphs are always safe to send to a terminal: they are made by ``TerminalText``, which
/// escapes control characters, so a glyph never holds ESC, DEL or a C0/C1 control.
///
/// ```swift
/// let glyphs = TerminalText.glyphs(of: "e\u{301}界")
/// glyphs.map(\.width)   // [1, 2]
/// ```
public struct Glyph: Hashable, Sendable {
    /// The characters drawn in the glyph's cell(s).
    public let text: String
    /// The number of columns the glyph takes: 1 or 2.
    public let width: Int

    /// Creates a glyph from text already made safe by ``TerminalText``.
    init(safeText: String, width: Int) {
        self.text = safeText
        self.width = width
    }

    /// A glyph for a printable ASCII character (space through tilde); nil for anything else.
    ///
    /// ```swift
    /// Glyph(ascii: "a")?.width   // 1
    /// Glyph(ascii: "\u{1b}")     // nil
    /// ```
    ///
    /// - Parameter ascii: a printable ASCII character; anything else gives nil.
    public init?(ascii: Character) {
        guard let value = ascii.asciiValue, value >= 0x20, value < 0x7F else { return nil }
        self.text = String(ascii)
        self.width = 1
    }

    /// A single space.
    ///
    /// ```swift
    /// Glyph.space.text   // " "
    /// ```
    public static let space = Glyph(safeText: " ", width: 1)

    /// The ellipsis that marks cut text.
    ///
    /// ```swift
    /// Glyph.ellipsis.text   // "…"
    /// ```
    public static let ellipsis = Glyph(safeText: "\u{2026}", width: 1)

    /// The replacement character shown for invalid or undrawable input.
    ///
    /// ```swift
    /// Glyph.replacement.text   // "\u{FFFD}"
    /// ```
    public static let replacement = Glyph(safeText: "\u{FFFD}", width: 1)
}
