/// Where the tree is on screen: the first line shown, the selection kept on screen, moves by
/// rows, pages and lines.
///
/// Positions on screen are lines: a row takes one line, except a wrapped string (`W`), which
/// takes as many as it needs; the first row shown may start above the screen (``topPart``).
/// With nothing wrapped every row is one line, and each step costs what it did per row.
extension TreeState {
    /// One screen line of the tree: a row, and which of its lines.
    struct ScreenLine: Hashable {
        var cursor: TreeCursor
        var part: Int
    }

    /// The first line on screen.
    var topLine: ScreenLine { ScreenLine(cursor: top, part: topPart) }

    /// The number of screen lines a row takes.
    func height(of cursor: TreeCursor) -> Int {
        guard !wrapped.isEmpty, wrapped.contains(cursor.order) else { return 1 }
        return wrappedString(at: cursor)?.lines.count ?? 1
    }

    /// Moves one screen line down; false at the last line.
    func nextLine(_ line: inout ScreenLine) -> Bool {
        if line.part + 1 < height(of: line.cursor) {
            line.part += 1
            return true
        }
        var cursor = line.cursor
        guard navigator.next(&cursor) else { return false }
        line = ScreenLine(cursor: cursor, part: 0)
        return true
    }

    /// Moves one screen line up; false at the first line.
    func previousLine(_ line: inout ScreenLine) -> Bool {
        if line.part > 0 {
            line.part -= 1
            return true
        }
        var cursor = line.cursor
        guard navigator.previous(&cursor) else { return false }
        line = ScreenLine(cursor: cursor, part: height(of: cursor) - 1)
        return true
    }

    /// The screen line, counted from `start`, of a row's first line; nil when it is not within
    /// `limit` lines (or is above `start`).
    func lineOffset(of cursor: TreeCursor, from start: ScreenLine, limit: Int) -> Int? {
        guard cursor.order >= start.cursor.order else { return nil }
        if cursor.order == start.cursor.order { return start.part == 0 ? 0 : nil }
        var walking = start
        var offset = 0
        while offset + 1 < limit {
            guard nextLine(&walking) else { return nil }
            offset += 1
            if walking.part == 0, walking.cursor.order >= cursor.order {
                return walking.cursor.order == cursor.order ? offset : nil
            }
        }
        return nil
    }

    /// The screen row of `cursor` counted from the row `start`, or nil when it is not within
    /// `limit` lines.
    func rowOffset(of cursor: TreeCursor, from start: TreeCursor, limit: Int) -> Int? {
        lineOffset(of: cursor, from: ScreenLine(cursor: start, part: 0), limit: limit)
    }

    /// Whether any line of the selection is on screen.
    func isSelectionOnScreen(rows: Int) -> Bool {
        if selection == top { return true }
        return lineOffset(of: selection, from: topLine, limit: rows) != nil
    }

    // MARK: Moving the selection

    /// Moves the selection by up to `delta` rows (negative moves up) and keeps it on screen;
    /// returns how many rows it moved. On a wrapped string taller than the screen, a step first
    /// scrolls through it line by line.
    @discardableResult
    func moveSelection(by delta: Int, rows: Int) -> Int {
        // Long moves (5000j) jump through the line index when it has counted that far.
        if abs(delta) > 2 * LineIndex.spacing, wrapped.isEmpty, let line = selectedLine {
            let target = max(1, line + delta)
            if let total = lines.total, target >= total {
                select(navigator.lastRow(), rows: rows)
            } else {
                select(lines.cursor(atLine: target, navigator: navigator), rows: rows)
            }
            return abs((selectedLine ?? target) - line)
        }
        var moved = 0
        while moved < abs(delta) {
            if delta > 0, selectionContinuesBelow(rows: rows) {
                scroll(by: 1, rows: rows)
            } else if delta < 0, selection == top, topPart > 0 {
                topPart -= 1
            } else {
                let stepped = delta > 0 ? navigator.next(&selection) : navigator.previous(&selection)
                guard stepped else { break }
            }
            moved += 1
        }
        keepSelectionVisible(rows: rows)
        return moved
    }

    /// Whether the selection is a wrapped string whose last line is below the screen.
    private func selectionContinuesBelow(rows: Int) -> Bool {
        let height = height(of: selection)
        guard height > 1 else { return false }
        let first: Int
        if selection == top {
            first = -topPart
        } else if let offset = lineOffset(of: selection, from: topLine, limit: rows) {
            first = offset
        } else {
            return false
        }
        return first + height > rows
    }

    /// Selects a visible row; when it is off screen, the view centres on it.
    func select(_ cursor: TreeCursor, rows: Int) {
        selection = cursor
        if !isSelectionOnScreen(rows: rows) {
            place(ScreenLine(cursor: cursor, part: 0), atRow: rows / 2, rows: rows)
        }
    }

    /// Selects any value, opening its ancestors so that it is visible; false (nothing moves) when
    /// a filter hides it.
    @discardableResult
    func reveal(_ cursor: TreeCursor, rows: Int) -> Bool {
        // A value the filter hides cannot be shown: it has no row.
        guard navigator.passesFilter(cursor) else { return false }
        if !navigator.isVisible(cursor) {
            navigator.reveal(cursor)
            openingsChanged()
        }
        select(cursor, rows: rows)
        return true
    }

    /// Selects the last row and shows the document's last line at the bottom (all of a wrapped
    /// string that ends the document), as `G` does.
    func selectLast(rows: Int) {
        selection = navigator.lastRow()
        place(ScreenLine(cursor: selection, part: height(of: selection) - 1), atRow: rows - 1, rows: rows)
    }

    /// Selects the row shown on screen line `offset` of the tree pane, if there is one.
    @discardableResult
    func selectRow(atOffset offset: Int) -> Bool {
        var line = topLine
        var steps = 0
        while steps < offset {
            guard nextLine(&line) else { return false }
            steps += 1
        }
        selection = line.cursor
        return true
    }

    /// The visible row on a 1-based line (the last row when the line is past the end).
    ///
    /// ```swift
    /// tree.select(tree.cursor(atLine: 10), rows: 20)   // 10G
    /// ```
    func cursor(atLine line: Int) -> TreeCursor {
        lines.cursor(atLine: max(1, line), navigator: navigator)
    }

    // MARK: Moving the view

    /// Scrolls the view by `delta` lines, taking the selection along when it would leave the screen.
    ///
    /// ```swift
    /// tree.scroll(by: 3, rows: 20)   // the mouse wheel
    /// ```
    func scroll(by delta: Int, rows: Int) {
        guard rows > 0 else { return }
        var line = topLine
        if delta > 0 {
            // Never scroll past the point where the last line sits at the bottom.
            var probe = line
            var ahead = 0
            while ahead < rows - 1 + delta, nextLine(&probe) { ahead += 1 }
            let room = max(0, ahead - (rows - 1))
            var scrolled = 0
            while scrolled < min(delta, room), nextLine(&line) { scrolled += 1 }
        } else {
            var scrolled = 0
            while scrolled < -delta, previousLine(&line) { scrolled += 1 }
        }
        setTop(line)
        if isSelectionOnScreen(rows: rows) { return }
        if selection.order < top.order {
            selection = top
        } else {
            var bottom = topLine
            var steps = 0
            while steps < rows - 1, nextLine(&bottom) { steps += 1 }
            selection = bottom.cursor
        }
    }

    /// Moves the selection and the view together by a page (or part of one), as PgDn and Ctrl-D do.
    func page(by delta: Int, rows: Int) {
        let offset = lineOffset(of: selection, from: topLine, limit: rows) ?? 0
        var moved = 0
        while moved < abs(delta) {
            let stepped = delta > 0 ? navigator.next(&selection) : navigator.previous(&selection)
            guard stepped else { break }
            moved += 1
        }
        place(ScreenLine(cursor: selection, part: 0), atRow: offset, rows: rows)
        keepSelectionVisible(rows: rows)
    }

    /// Scrolls so that the selection's first line sits on screen line `row` (0 is the top), as
    /// far as the document allows: `zt`, `zz`, `zb`.
    ///
    /// ```swift
    /// tree.placeSelection(atRow: 9, rows: 20)   // zz
    /// ```
    func placeSelection(atRow row: Int, rows: Int) {
        guard rows > 0 else { return }
        place(ScreenLine(cursor: selection, part: 0), atRow: row, rows: rows)
    }

    /// Scrolls the least needed to show the selection: a row above the screen comes to the top,
    /// a row below comes up until its last line (or, when taller than the screen, its first)
    /// is on screen.
    func keepSelectionVisible(rows: Int) {
        guard rows > 0 else { return }
        if selection.order < top.order {
            setTop(ScreenLine(cursor: selection, part: 0))
            return
        }
        if isSelectionOnScreen(rows: rows) { return }
        let height = height(of: selection)
        if height >= rows {
            setTop(ScreenLine(cursor: selection, part: 0))
        } else {
            place(ScreenLine(cursor: selection, part: height - 1), atRow: rows - 1, rows: rows)
        }
    }

    /// Fills the screen after a resize or a change of what is visible: the selection stays on
    /// screen, and no line is left empty below the last row while rows are hidden above.
    func fitToScreen(rows: Int) {
        guard rows > 0 else { return }
        keepSelectionVisible(rows: rows)
        settleBottom(rows: rows)
        keepSelectionVisible(rows: rows)
    }

    /// Puts `line` on screen line `row` (walking back from it), then fills the bottom.
    private func place(_ line: ScreenLine, atRow row: Int, rows: Int) {
        var start = line
        var back = 0
        while back < min(row, rows - 1), previousLine(&start) { back += 1 }
        setTop(start)
        settleBottom(rows: rows)
    }

    /// Pulls the view down so that no screen line is wasted below the last row.
    private func settleBottom(rows: Int) {
        var probe = topLine
        var below = 0
        while below < rows - 1, nextLine(&probe) { below += 1 }
        var missing = rows - 1 - below
        var line = topLine
        while missing > 0, previousLine(&line) { missing -= 1 }
        setTop(line)
    }

    private func setTop(_ line: ScreenLine) {
        top = line.cursor
        topPart = line.part
    }

    // MARK: Wrapping

    /// Shows the selected string over as many lines as it needs, or on one line again; false
    /// when the selection is not a string.
    @discardableResult
    func toggleWrap(rows: Int) -> Bool {
        guard selectedNode.kind == .string else { return false }
        if wrapped.contains(selection.order) {
            wrapped.remove(selection.order)
            if top == selection { topPart = 0 }
        } else {
            wrapped.insert(selection.order)
        }
        fitToScreen(rows: rows)
        return true
    }

    /// A wrapped string's lines at the current width.
    func wrappedString(at cursor: TreeCursor) -> WrappedString? {
        if let known = wrapCache[cursor.order] { return known }
        let node = node(cursor)
        guard node.kind == .string else { return nil }
        let column = TreeRowRenderer.valueColumn(for: cursor, in: self, width: lineWidth)
        let wrapped = WrappedString(node: node, firstColumn: column, width: lineWidth)
        wrapCache[cursor.order] = wrapped
        return wrapped
    }
}
