/// A grid of character cells that the inspector draws into.
///
/// Rendering only ever calls these two methods, so the same code draws into ncursesw
/// (`CoaxTerminal`) and into an in-memory ``CellGrid`` for snapshot tests. Callers never
/// place a glyph where it would spill past the last column.
///
/// ```swift
/// let grid = CellGrid(size: ScreenSize(rows: 2, columns: 10))
/// grid.clear()
/// grid.put(Cell(glyph: Glyph(ascii: "a")!), row: 0, column: 0)
/// grid.text   // "a\n"
/// ```
public protocol Screen: AnyObject {
    /// The drawable size.
    var size: ScreenSize { get }
    /// Fills the whole screen with blank cells.
    func clear()
    /// Places a cell; a wide glyph also covers `column + 1`.
    func put(_ cell: Cell, row: Int, column: Int)
}
