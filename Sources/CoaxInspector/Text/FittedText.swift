import Coax

/// Fits text into a width by keeping one end of it and marking the cut with `…`: the start for
/// queries, whose first steps say what they are; the end for paths, whose last steps matter most.
///
/// ```swift
/// FittedText.fit("$..[?@.retweet_count > 10]", width: 12, keeping: .start)   // "$..[?@.retw…"
/// FittedText.fit("$.data[12].attributes.title", width: 12, keeping: .end)    // "…butes.title"
/// ```
enum FittedText {
    /// Which end of the text is kept when it does not fit.
    enum End {
        case start
        case end
    }

    /// The text itself when it fits (escaped), else as much of the `kept` end as fits with `…` in
    /// place of the rest.
    ///
    /// ```swift
    /// FittedText.fit("abcdef", width: 4, keeping: .start)   // "abc…"
    /// FittedText.fit("abcdef", width: 4, keeping: .end)     // "…def"
    /// ```
    static func fit(_ text: String, width: Int, keeping kept: End) -> String {
        guard width > 0 else { return "" }
        let pieces = TerminalText.glyphs(of: text)
        let total = pieces.reduce(0) { $0 + $1.glyph.width }
        if total <= width { return pieces.map(\.glyph.text).joined() }
        // Taken from the kept end inwards, leaving a column for the ellipsis.
        var taken: [String] = []
        var used = 1
        for piece in kept == .start ? pieces : pieces.reversed() {
            if used + piece.glyph.width > width { break }
            taken.append(piece.glyph.text)
            used += piece.glyph.width
        }
        return kept == .start ? taken.joined() + "…" : "…" + taken.reversed().joined()
    }
}
