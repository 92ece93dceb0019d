/// The size of a screen or pane in character cells.
///
/// ```swift
/// let size = ScreenSize(rows: 24, columns: 80)
/// size.isEmpty   // false
/// ```
public struct ScreenSize: Hashable, Sendable {
    /// The number of rows (lines).
    public var rows: Int
    /// The number of columns (cells per line).
    public var columns: Int

    /// Creates a size; negative dimensions count as zero, because a terminal can report them mid-resize.
    ///
    /// ```swift
    /// ScreenSize(rows: -1, columns: 80).rows   // → 0
    /// ```
    ///
    /// - Parameters:
    ///   - rows: the number of rows (lines).
    ///   - columns: the number of columns (cells per line).
    public init(rows: Int, columns: Int) {
        self.rows = max(0, rows)
        self.columns = max(0, columns)
    }

    /// Whether nothing can be drawn at this size.
    ///
    /// ```swift
    /// ScreenSize(rows: 0, columns: 80).isEmpty   // true
    /// ```
    public var isEmpty: Bool { rows == 0 || columns == 0 }
}

extension ScreenSize: CustomStringConvertible {
    /// The size written as `COLUMNSxROWS`, the way terminals report it.
    ///
    /// ```swift
    /// "\(ScreenSize(rows: 24, columns: 80))"   // "80x24"
    /// ```
    public var description: String { "\(columns)x\(rows)" }
}
