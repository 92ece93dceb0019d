import Coax

/// Fits text into a width by keeping its start, as for queries, whose first steps say what they are.
///
/// ```swift
/// HeadText.fit("$..[?@.retweet_count > 10]", width: 12)   // "$..[?@.retw…"
/// ```
enum HeadText {
    /// The text itself when it fits, else as much of its start as fits (escaped), then `…`.
    ///
    /// ```swift
    /// HeadText.fit("abcdef", width: 4)   // "abc…"
    /// ```
    static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let pieces = TerminalText.glyphs(of: text)
        let total = pieces.reduce(0) { $0 + $1.glyph.width }
        if total <= width { return pieces.map(\.glyph.text).joined() }
        var kept = ""
        var used = 1
        for piece in pieces {
            if used + piece.glyph.width > width { break }
            kept += piece.glyph.text
            used += piece.glyph.width
        }
        return kept + "…"
    }
}
