/// An in-memory ``Screen``: a grid of cells that renders to plain text for snapshot tests.
///
/// ```swift
/// let grid = CellGrid(size: ScreenSize(rows: 1, columns: 4))
/// grid.put(Cell(glyph: TerminalText.glyphs(of: "界")[0]), row: 0, column: 0)
/// grid.text   // "界"
/// ```
public final class CellGrid: Screen {
    /// What occupies one column.
    enum Slot: Hashable {
        /// A glyph starts here.
        case cell(Cell)
        /// The right half of a wide glyph that starts one column to the left.
        case continuation
    }

    /// The grid's size.
    public private(set) var size: ScreenSize
    private var slots: [[Slot]]

    /// Creates a blank grid.
    ///
    /// ```swift
    /// CellGrid(size: ScreenSize(rows: 5, columns: 20)).text   // → "\n\n\n\n": five empty lines
    /// ```
    ///
    /// - Parameter size: rows and columns; every cell starts blank.
    public init(size: ScreenSize) {
        self.size = size
        self.slots = CellGrid.blankSlots(size)
    }

    /// Changes the size and blanks the grid, as a terminal resize does.
    ///
    /// - Parameter newSize: the new rows and columns; nothing drawn before is kept.
    public func resize(to newSize: ScreenSize) {
        size = newSize
        slots = CellGrid.blankSlots(newSize)
    }

    /// The cell starting at a position; nil outside the grid or on the right half of a wide glyph.
    ///
    /// - Parameters:
    ///   - row: from 0 at the top.
    ///   - column: from 0 at the left.
    /// - Returns: The glyph and its style.
    public func cell(row: Int, column: Int) -> Cell? {
        guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return nil }
        if case .cell(let cell) = slots[row][column] { return cell }
        return nil
    }

    /// The screen as text, one line per row, trailing spaces removed.
    public var text: String {
        (0..<size.rows).map { line($0) }.joined(separator: "\n")
    }

    /// One row as text, trailing spaces removed.
    ///
    /// ```swift
    /// grid.line(0)   // "{3}"
    /// ```
    ///
    /// - Parameter row: from 0 at the top.
    /// - Returns: The row's glyphs, wide ones once; `""` for a row outside the grid.
    public func line(_ row: Int) -> String {
        guard row >= 0, row < size.rows else { return "" }
        var text = ""
        for slot in slots[row] {
            if case .cell(let cell) = slot { text += cell.glyph.text }
        }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The screen as one character per column chosen by `mark`, e.g. to snapshot the selection.
    ///
    /// The right half of a wide glyph repeats the mark of its left half; trailing spaces are removed.
    ///
    /// - Parameter mark: the character to show for a cell.
    /// - Returns: One line per row, joined by newlines.
    public func marks(_ mark: (Cell) -> Character) -> String {
        (0..<size.rows).map { row in
            var text = ""
            var previous: Character = " "
            for slot in slots[row] {
                switch slot {
                case .cell(let cell): previous = mark(cell)
                case .continuation: break
                }
                text.append(previous)
            }
            while text.last == " " { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }

    /// Blanks every cell.
    public func clear() {
        slots = CellGrid.blankSlots(size)
    }

    /// Places a cell, splitting any wide glyph it overlaps; a wide glyph that would not fit is drawn as a blank.
    ///
    /// - Parameters:
    ///   - cell: the glyph and its style; a wide glyph takes this column and the next.
    ///   - row: from 0 at the top; a row outside the grid is ignored.
    ///   - column: from 0 at the left; a column outside the grid is ignored.
    public func put(_ cell: Cell, row: Int, column: Int) {
        guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return }
        let fits = column + cell.glyph.width <= size.columns
        let placed = fits ? cell : Cell(glyph: .space, style: cell.style)
        clearOverlap(row: row, column: column)
        slots[row][column] = .cell(placed)
        if placed.glyph.width == 2 {
            clearOverlap(row: row, column: column + 1)
            slots[row][column + 1] = .continuation
        }
    }

    /// Blanks the other half of any wide glyph that covers `column`.
    private func clearOverlap(row: Int, column: Int) {
        switch slots[row][column] {
        case .continuation where column > 0:
            if case .cell(let left) = slots[row][column - 1] {
                slots[row][column - 1] = .cell(Cell(glyph: .space, style: left.style))
            }
        case .cell(let cell) where cell.glyph.width == 2 && column + 1 < size.columns:
            slots[row][column + 1] = .cell(Cell(glyph: .space, style: cell.style))
        default:
            break
        }
    }

    private static func blankSlots(_ size: ScreenSize) -> [[Slot]] {
        Array(repeating: Array(repeating: .cell(.blank), count: size.columns), count: size.rows)
    }
}
