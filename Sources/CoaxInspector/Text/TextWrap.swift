import Coax

/// Breaks text into lines of at most a given display width, at spaces where possible.
///
/// The text is escaped first (see ``TerminalText``), so every line is safe to draw.
///
/// ```swift
/// TextWrap.lines("trimmed to \"21.5\" then integer prefix 21", width: 16)
/// // ["trimmed to", "\"21.5\" then", "integer prefix", "21"]
/// ```
enum TextWrap {
    /// The wrapped lines; at least one (possibly empty) line.
    ///
    /// ```swift
    /// TextWrap.lines("abcdef", width: 4)   // ["abcd", "ef"]
    /// ```
    static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [""] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var lastSpace: (position: String.Index, width: Int)?
        for piece in TerminalText.Pieces(text: text, style: .plain) {
            if lineWidth + piece.glyph.width > width {
                if piece.glyph.text == " " {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                    lastSpace = nil
                    continue
                }
                if let space = lastSpace {
                    let rest = String(line[line.index(after: space.position)...])
                    lines.append(String(line[..<space.position]))
                    line = rest
                    lineWidth -= space.width + 1
                } else {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                lastSpace = nil
            }
            if piece.glyph.text == " " { lastSpace = (line.endIndex, lineWidth) }
            line += piece.glyph.text
            lineWidth += piece.glyph.width
        }
        lines.append(line)
        return lines
    }
}
