import Coax

/// A line of styled glyphs built up to a fixed display width, cut with an ellipsis when longer.
///
/// Appending stops reading a text as soon as the line is full, so a 10 MB string costs no more
/// than the columns it fills. Escaped characters take the escape style.
///
/// ```swift
/// var line = StyledLine(capacity: 8)
/// line.append("\"", style: CellStyle(role: .string))
/// line.append("a very long string", style: CellStyle(role: .string), escaping: .json)
/// line.cells.map(\.glyph.text).joined()   // "\"a very…"
/// ```
struct StyledLine: Sendable {
    /// The most columns the line may take.
    let capacity: Int
    private var glyphCells: [Cell] = []
    /// The columns taken so far, not counting any ellipsis.
    private(set) var width = 0
    /// Whether some text did not fit.
    private(set) var isCut = false

    /// Creates an empty line that will hold at most `capacity` columns.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The columns still free.
    ///
    /// ```swift
    /// StyledLine(capacity: 10).remaining   // 10
    /// ```
    var remaining: Int { capacity - width }

    /// Appends text, escaping what must not reach a terminal.
    mutating func append(
        _ text: String,
        style: CellStyle,
        escaping: EscapeStyle = .plain,
        escapeStyle: CellStyle? = nil
    ) {
        guard !isCut else { return }
        let shownEscape = escapeStyle ?? CellStyle(role: .escape, attributes: style.attributes)
        // A terminal without UTF-8 shows ASCII only; every scalar takes a column at least.
        let text = ASCIIFallback.isOn ? ASCIIFallback.ascii(text, limit: remaining + 1) : text
        for piece in TerminalText.Pieces(text: text, style: escaping) {
            if width + piece.glyph.width > capacity {
                isCut = true
                return
            }
            glyphCells.append(Cell(glyph: piece.glyph, style: piece.isEscape ? shownEscape : style))
            width += piece.glyph.width
        }
    }

    /// Ends what was appended with `…`, in the style of the last cell: the text appended was only
    /// the start of a longer one.
    ///
    /// ```swift
    /// line.markCut()   // "\"Lorem ipsum…"
    /// ```
    mutating func markCut() {
        guard !isCut else { return }
        if width + 1 <= capacity {
            glyphCells.append(Cell(glyph: .ellipsis, style: glyphCells.last?.style ?? .plain))
            width += 1
        } else {
            isCut = true
        }
    }

    /// Appends spaces up to `columns` columns (or the capacity).
    mutating func pad(to columns: Int, style: CellStyle = .plain) {
        while width < min(columns, capacity) {
            glyphCells.append(Cell(glyph: .space, style: style))
            width += 1
        }
    }

    /// The cells to draw: when text was cut, the tail gives way to an ellipsis in the style of the cut text.
    var cells: [Cell] {
        guard isCut, capacity > 0 else { return glyphCells }
        var kept = glyphCells
        var keptWidth = width
        let ellipsisStyle = kept.last?.style ?? .plain
        while keptWidth + 1 > capacity, let last = kept.popLast() {
            keptWidth -= last.glyph.width
        }
        kept.append(Cell(glyph: .ellipsis, style: ellipsisStyle))
        return kept
    }

    /// The plain text of the cells, for tests and messages.
    var text: String { cells.map(\.glyph.text).joined() }

    /// Draws the line on a screen and returns the column after its last cell.
    @discardableResult
    func draw(on screen: Screen, row: Int, column: Int) -> Int {
        var x = column
        for cell in cells {
            screen.put(cell, row: row, column: x)
            x += cell.glyph.width
        }
        return x
    }
}
