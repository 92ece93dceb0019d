import Foundation

/// Line numbers of visible rows ("line 1,204 of 4,482,216"), counted in the background.
///
/// Counting the visible rows of a 100 MB document is proportional to the document, so it is
/// never done inside a keystroke. After each container opens or closes a fresh index walks the
/// visible rows in slices between key presses (``advance(navigator:until:)``) and keeps a mark
/// every ``spacing`` rows. A row's line is then found from the nearest mark before it in at most
/// `spacing` steps; rows past the part counted so far have no line yet, and the status line
/// says so.
///
/// ```swift
/// let lines = LineIndex()
/// while !lines.advance(navigator: navigator, until: .distantFuture) {}
/// lines.total                                         // every visible row
/// lines.line(of: cursor, navigator: navigator)        // 1-based
/// ```
final class LineIndex {
    /// Rows between two marks.
    static let spacing = 1024

    private var marks: [(cursor: TreeCursor, line: Int)] = []
    /// The next row to count (nil once done); the navigator's first row until counting starts.
    private var walker: TreeCursor?
    private var hasStarted = false
    private var walked = 0
    private var cached: (order: Int, line: Int)?
    /// The last row counted, once counting ended (a collection may grow past it).
    private var last: TreeCursor?

    /// The number of visible rows, once counted.
    private(set) var total: Int?

    /// Creates an index that has counted nothing yet.
    init() {}

    /// Whether counting has finished.
    ///
    /// ```swift
    /// lines.isComplete   // false while counting
    /// ```
    var isComplete: Bool { total != nil }

    /// Counts more rows until done or past `deadline`; true when done.
    @discardableResult
    func advance(navigator: TreeNavigator, until deadline: Date) -> Bool {
        if !hasStarted {
            hasStarted = true
            walker = navigator.firstRow
        }
        guard var cursor = walker else { return true }
        var steps = 0
        while true {
            walked += 1
            if (walked - 1) % LineIndex.spacing == 0 { marks.append((cursor, walked)) }
            guard navigator.next(&cursor) else {
                last = cursor
                walker = nil
                total = walked
                return true
            }
            steps += 1
            if steps % 4096 == 0, Date() >= deadline {
                walker = cursor
                return false
            }
        }
    }

    /// Counts on from the last row when rows were added after it (a collection's new records);
    /// nothing changes otherwise.
    ///
    /// ```swift
    /// lines.resume(navigator: navigator)
    /// lines.isComplete   // false again when there is more to count
    /// ```
    func resume(navigator: TreeNavigator) {
        guard walker == nil, var cursor = last, navigator.next(&cursor) else { return }
        walker = cursor
        total = nil
        last = nil
    }

    /// The visible row on a 1-based line, from the nearest mark at or before it (at most
    /// ``spacing`` steps), or walking on from the part counted so far; the last row when the line
    /// is past the end.
    func cursor(atLine line: Int, navigator: TreeNavigator) -> TreeCursor {
        guard !marks.isEmpty else { return walk(from: navigator.firstRow, line: 1, to: line, navigator: navigator) }
        // The last mark at or before `line` (the first one when none is).
        let low = max(0, marks.partitioningIndex { $0.line > line } - 1)
        return walk(from: marks[low].cursor, line: marks[low].line, to: line, navigator: navigator)
    }

    private func walk(from start: TreeCursor, line: Int, to target: Int, navigator: TreeNavigator) -> TreeCursor {
        var cursor = start
        var current = line
        while current < target, navigator.next(&cursor) { current += 1 }
        return cursor
    }

    /// The 1-based line of a visible row, or nil when the count has not reached it yet.
    ///
    /// ```swift
    /// lines.line(of: selection, navigator: navigator)   // 1204
    /// ```
    func line(of cursor: TreeCursor, navigator: TreeNavigator) -> Int? {
        if let cached, cached.order == cursor.order { return cached.line }
        if !hasStarted { return nil }
        if let walker, cursor.order >= walker.order { return nil }
        guard let first = marks.first, first.cursor.order <= cursor.order else { return nil }
        let low = marks.partitioningIndex { $0.cursor.order > cursor.order } - 1
        var walking = marks[low].cursor
        var line = marks[low].line
        while walking.order < cursor.order {
            guard navigator.next(&walking) else { return nil }
            line += 1
        }
        guard walking.order == cursor.order else { return nil }
        cached = (cursor.order, line)
        return line
    }
}
