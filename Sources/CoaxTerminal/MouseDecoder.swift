import CoaxInspector

/// Turns mouse reports into ``MouseEvent`` values, recognising a double click as a second
/// press on the same cell within ``doubleClickInterval`` seconds.
///
/// ```swift
/// var decoder = MouseDecoder()
/// decoder.event(for: RawMouse(row: 2, column: 5, buttons: [.primaryPressed]), at: 10.0)   // press
/// decoder.event(for: RawMouse(row: 2, column: 5, buttons: [.primaryPressed]), at: 10.2)   // doubleClick
/// ```
struct MouseDecoder {
    /// The longest time between the two presses of a double click.
    static let doubleClickInterval = 0.4

    private var lastPress: (row: Int, column: Int, time: Double)?

    /// The event for a report at a time (seconds on a monotonic clock); nil for reports that
    /// mean nothing to the inspector (releases, other buttons).
    mutating func event(for report: RawMouse, at time: Double) -> MouseEvent? {
        let row = report.row
        let column = report.column
        if report.buttons.contains(.wheelUp) { return MouseEvent(action: .wheelUp, row: row, column: column) }
        if report.buttons.contains(.wheelDown) { return MouseEvent(action: .wheelDown, row: row, column: column) }
        guard report.buttons.contains(.primaryPressed) else { return nil }
        if let last = lastPress, last.row == row, last.column == column,
            time - last.time < MouseDecoder.doubleClickInterval
        {
            lastPress = nil
            return MouseEvent(action: .doubleClick, row: row, column: column)
        }
        lastPress = (row, column, time)
        return MouseEvent(action: .press, row: row, column: column)
    }
}
