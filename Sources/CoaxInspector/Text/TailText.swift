import Coax

/// Fits text into a width by keeping its end, as for paths, whose last steps matter most.
///
/// ```swift
/// TailText.fit("$.data[12].attributes.title", width: 12)   // "…butes.title"
/// ```
enum TailText {
    /// The text itself when it fits, else `…` followed by as much of its end as fits (escaped).
    ///
    /// ```swift
    /// TailText.fit("abcdef", width: 4)   // "…def"
    /// ```
    static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let pieces = TerminalText.glyphs(of: text)
        let total = pieces.reduce(0) { $0 + $1.glyph.width }
        if total <= width { return pieces.map(\.glyph.text).joined() }
        var kept: [String] = []
        var used = 1
        for piece in pieces.reversed() {
            if used + piece.glyph.width > width { break }
            kept.append(piece.glyph.text)
            used += piece.glyph.width
        }
        return "…" + kept.reversed().joined()
    }
}
