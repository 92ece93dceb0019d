/// A rectangle of cells on the screen.
///
/// ```swift
/// let pane = ScreenRect(row: 0, column: 0, rows: 20, columns: 60)
/// pane.contains(row: 3, column: 10)   // true
/// ```
struct ScreenRect: Hashable, Sendable {
    /// The top row.
    var row: Int
    /// The left column.
    var column: Int
    /// The height.
    var rows: Int
    /// The width.
    var columns: Int

    /// Creates a rectangle; negative sizes count as zero.
    init(row: Int, column: Int, rows: Int, columns: Int) {
        self.row = row
        self.column = column
        self.rows = max(0, rows)
        self.columns = max(0, columns)
    }

    /// Whether a cell lies inside.
    func contains(row: Int, column: Int) -> Bool {
        row >= self.row && row < self.row + rows && column >= self.column && column < self.column + columns
    }
}
