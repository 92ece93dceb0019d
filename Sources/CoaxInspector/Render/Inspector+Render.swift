import Coax

/// Drawing the whole screen.
extension Inspector {
    /// Draws everything into a screen: tree, separator, panel, status line, hint or prompt line, overlay.
    ///
    /// ```swift
    /// let grid = CellGrid(size: inspector.size)
    /// inspector.render(into: grid)
    /// print(grid.text)
    /// ```
    ///
    /// - Parameter screen: a ``CellGrid`` in tests, the curses session in the terminal; a size other
    ///   than the inspector's is handled as a resize first.
    public func render(into screen: Screen) {
        if screen.size != size { handle(.resize(screen.size)) }
        tree.lineWidth = max(1, layout.tree.columns)
        screen.clear()
        let layout = layout
        let theme = configuration.theme
        drawTree(in: layout.tree, on: screen, theme: theme)
        if let separator = layout.separator { drawSeparator(separator, on: screen, theme: theme) }
        if let panel = layout.panel { drawPanel(in: panel, on: screen, theme: theme) }
        if let row = layout.statusRow { drawStatus(row: row, width: size.columns, on: screen, theme: theme) }
        if let row = layout.hintRow { drawHint(row: row, width: size.columns, on: screen, theme: theme) }
        if let overlay { drawOverlay(overlay, in: layout.content, on: screen, theme: theme) }
    }

    private func drawTree(in rect: ScreenRect, on screen: Screen, theme: Theme) {
        guard rect.rows > 0, rect.columns > 0 else { return }
        let tree = tree
        if isEmptyCollection {
            var line = StyledLine(capacity: rect.columns)
            line.append(" " + emptyCollectionText, style: theme.style(loaded.failure == nil ? .hint : .error))
            line.draw(on: screen, row: rect.row, column: rect.column)
            return
        }
        let renderer = TreeRowRenderer(
            tree: tree, theme: theme, query: search?.query,
            drift: view == .document ? drift.marks : nil,
            rereadItems: view == .document ? Set(loaded.rereadItems) : [],
            failures: view == .document ? modelCheck?.verdicts : nil)
        var line = tree.topLine
        for row in 0..<rect.rows {
            let selected = line.cursor.order == tree.selection.order
            renderer.line(for: line.cursor, part: line.part, width: rect.columns, selected: selected)
                .draw(on: screen, row: rect.row + row, column: rect.column)
            guard tree.nextLine(&line) else { break }
        }
    }

    private func drawSeparator(_ rect: ScreenRect, on screen: Screen, theme: Theme) {
        let style = theme.style(.border)
        if rect.columns == 1 {
            for row in 0..<rect.rows {
                var line = StyledLine(capacity: 1)
                line.append("│", style: style)
                line.draw(on: screen, row: rect.row + row, column: rect.column)
            }
        } else {
            var line = StyledLine(capacity: rect.columns)
            line.append(String(repeating: "─", count: rect.columns), style: style)
            line.draw(on: screen, row: rect.row, column: rect.column)
        }
    }

    private func drawPanel(in rect: ScreenRect, on screen: Screen, theme: Theme) {
        guard rect.rows > 0, rect.columns > 0, !isEmptyCollection else { return }
        let focused = focus == .panel
        let lines = panelLines(width: rect.columns)
        let bodyRows = rect.rows - 1
        let scroll = min(panel.scroll, PanelState.scrollLimit(lineCount: lines.count, bodyRows: bodyRows))
        // Named by the section the top line belongs to: scrolled down to the decoders, the
        // title says "JSONDecoder", not the first section's name.
        let titles = Set(selectionReport?.sections.map(\.title) ?? [])
        let topHeading = lines.prefix(scroll + 1).last { line in
            line.segments.count == 1 && line.segments[0].role == .heading && titles.contains(line.text)
        }
        let name = topHeading?.text ?? selectionReport?.sections.first?.title ?? "Value"
        var parts = [name]
        if scroll > 0 || lines.count > bodyRows {
            // Say where the view is when not everything fits, so a scrolled panel never hides that it is.
            let last = min(lines.count, scroll + bodyRows)
            parts.append("lines \(scroll + 1)–\(last) of \(lines.count)")
        }
        // The hints, most important first, as far as they fit.
        let hints = [
            focused ? "j/k scroll · Tab: back" : "Tab: scroll", panel.form == .compact ? "r: reasons" : "r: short",
        ]
        for hint in hints where TerminalText.width(of: (parts + [hint]).joined(separator: " · ")) + 2 <= rect.columns {
            parts.append(hint)
        }
        var title = StyledLine(capacity: rect.columns)
        title.append(
            " " + parts.joined(separator: " · ") + " ", style: theme.style(.heading, adding: focused ? [.reverse] : []))
        title.draw(on: screen, row: rect.row, column: rect.column)
        for offset in 0..<max(0, bodyRows) {
            let index = scroll + offset
            guard index < lines.count else { break }
            var line = StyledLine(capacity: rect.columns)
            for segment in lines[index].segments {
                line.append(segment.text, style: theme.style(segment.role, adding: segment.attributes))
            }
            line.draw(on: screen, row: rect.row + 1 + offset, column: rect.column)
        }
    }

    private func drawStatus(row: Int, width: Int, on screen: Screen, theme: Theme) {
        let style = theme.style(.status)
        if let note = prompt.note {
            // While a path is typed, the keys Tab found take the status line.
            var line = StyledLine(capacity: width)
            line.append(" " + note, style: style)
            line.pad(to: width, style: style)
            line.draw(on: screen, row: row, column: 0)
            return
        }
        var right =
            width >= 60
            ? " " + ([positionText, viewText].filter { !$0.isEmpty }.joined(separator: " · ")) + " "
            : " " + compactPositionText + " "
        let name = configuration.fileName == "-" ? "<stdin>" : configuration.fileName
        if selectionDrift != nil {
            // Explains the `~` mark, where that leaves the path whole; while a collection's input
            // is open, the drift is that of the documents so far.
            let drifts =
                isDriftSoFar
                ? ["~ type drifts in the documents so far (D lists) · ", "~ drifts so far (D lists) · "]
                : ["~ type drifts (D lists) · "]
            let leftWidth = 3 + TerminalText.width(of: name) + TerminalText.width(of: selectionPath)
            if let drift = drifts.first(where: { leftWidth + TerminalText.width(of: $0 + right) <= width }) {
                right = " " + drift + right.dropFirst()
            }
        }
        let models = modelStatusTexts
        if !models.isEmpty {
            // The count of failing documents, shortened before the path gives way.
            let leftWidth = 3 + TerminalText.width(of: selectionPath)
            if let count = models.first(where: { leftWidth + TerminalText.width(of: $0 + right) <= width }) {
                right = " " + count + right.dropFirst()
            }
        }
        let rightWidth = TerminalText.width(of: right)
        var left = StyledLine(capacity: max(0, width - rightWidth))
        left.append(" ", style: style)
        // What matters most gets room first: the selection's path, then the filter, then the file.
        let pathWidth = TerminalText.width(of: selectionPath)
        let filterText = tree.filter.map { statusFilterText($0, room: max(0, left.remaining - pathWidth - 2)) }
        let filterWidth = filterText.map { TerminalText.width(of: $0) + 2 } ?? 0
        if collectionState.showsDocumentRows, !isEmptyCollection, view == .document || expansion.item != nil {
            // A collection names the document: `#412 orders.jsonl:412`.
            let item = view == .document ? tree.selection.item : expansion.item ?? 0
            left.append(itemName(item), style: theme.style(.status, adding: [.bold]))
            left.append("  ", style: style)
        } else if width >= 50,
            filterText == nil || TerminalText.width(of: name) + 2 + filterWidth + pathWidth <= left.remaining
        {
            // The path matters more than the file's name: a long name gives way first, keeping
            // its end (at least 16 columns of it); with a filter shown, the name goes entirely.
            let nameWidth = TerminalText.width(of: name)
            let spare = left.remaining - 2 - filterWidth - pathWidth
            let nameRoom = nameWidth <= spare ? nameWidth : max(min(nameWidth, 16), spare)
            left.append(
                FittedText.fit(name, width: nameRoom, keeping: .end), style: theme.style(.status, adding: [.bold]))
            left.append("  ", style: style)
        }
        if let filterText {
            left.append(filterText, style: theme.style(.match))
            left.append("  ", style: style)
        }
        let pathRoom = max(0, left.remaining)
        left.append(FittedText.fit(selectionPath, width: pathRoom, keeping: .end), style: style)
        left.pad(to: max(0, width - rightWidth), style: style)
        var whole = StyledLine(capacity: width)
        for cell in left.cells { whole.append(cell.glyph.text, style: cell.style) }
        whole.append(right, style: style)
        whole.pad(to: width, style: style)
        whole.draw(on: screen, row: row, column: 0)
    }

    /// `filter: $..id (1,204 matches)` within `room` columns: the query is cut first, then the
    /// words go, down to `filter (1,204)`.
    func statusFilterText(_ filter: TreeFilter, room: Int) -> String {
        let count = NumberText.grouped(filter.matches.count)
        let counted = " (\(count) match\(filter.matches.count == 1 ? "" : "es"))"
        let queryRoom = room - "filter: ".count - counted.count
        if queryRoom >= 8 {
            return "filter: " + FittedText.fit(filter.query, width: queryRoom, keeping: .start) + counted
        }
        return "filter (\(count))"
    }

    /// `line 1,204 of 4,482,216`, with `…` for what is still being counted.
    var positionText: String {
        if showsDocumentRows { return collectionPositionText }
        let tree = tree
        let line = tree.selectedLine.map(NumberText.grouped) ?? "…"
        // The start of a document has fewer lines than the whole: its total is not known yet.
        let total = showsDocumentStart ? "…" : tree.lines.total.map(NumberText.grouped) ?? "…"
        return "line \(line) of \(total)"
    }

    /// `1,204/4,482,216` for narrow screens.
    var compactPositionText: String {
        if showsDocumentRows {
            let document = tree.content.documentIndex(forItem: tree.selection.item).map { "#\($0 + 1)" } ?? "bad"
            return document + "/" + NumberText.grouped(loaded.documentCount) + (isLoading ? "+" : "")
        }
        let tree = tree
        return (tree.selectedLine.map(NumberText.grouped) ?? "…") + "/"
            + (showsDocumentStart ? "…" : tree.lines.total.map(NumberText.grouped) ?? "…")
    }

    /// The view's name, and a search in progress.
    var viewText: String {
        var parts: [String] = []
        if view == .expanded {
            parts.append("expanded")
        } else if !collectionState.showsDocumentRows {
            parts.append("document")
        }
        if let searchProgressText { parts.append(searchProgressText) }
        if let pendingFilter = finder.pendingFilter {
            if pendingFilter.extending == nil {
                parts.append("filtering \(Int(filterProgress(pendingFilter) * 100))%")
            }
        }
        if let loadingText { parts.append(loadingText) }
        return parts.joined(separator: " · ")
    }

    private func drawHint(row: Int, width: Int, on screen: Screen, theme: Theme) {
        var line = StyledLine(capacity: width)
        if let prompt = prompt.line {
            let marker =
                switch prompt.purpose {
                case .search: "/"
                case .path: ":"
                case .filter: "filter "
                case .model: "model "
                }
            line.append(marker, style: theme.style(.prompt, adding: [.bold]))
            // Keep the end of long input visible, with a block as the cursor.
            line.append(
                FittedText.fit(prompt.text, width: max(0, width - TerminalText.width(of: marker) - 1), keeping: .end),
                style: theme.style(.prompt))
            line.append(" ", style: theme.style(.prompt, adding: [.reverse]))
        } else if keys.isPending {
            line.append(keys.typed, style: theme.style(.prompt, adding: [.bold]))
            line.append("  " + pendingKeysHint, style: theme.style(.hint))
        } else if let message = messages.current {
            let style = theme.style(message.isError ? .error : .message)
            let suffix = " (! shows all)"
            let suffixWidth = TerminalText.width(of: suffix)
            let firstLine = message.text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
            if firstLine != message.text || TerminalText.width(of: message.text) > width, width > suffixWidth + 10 {
                // Too long for the line: its start, and the key that shows it whole.
                var start = StyledLine(capacity: width - suffixWidth)
                start.append(firstLine, style: style)
                if firstLine != message.text { start.markCut() }
                start.draw(on: screen, row: row, column: 0)
                var end = StyledLine(capacity: suffixWidth)
                end.append(suffix, style: theme.style(.hint))
                end.draw(on: screen, row: row, column: width - suffixWidth)
                return
            }
            line.append(message.text, style: style)
        } else {
            line.append(hintText, style: theme.style(.hint))
        }
        line.draw(on: screen, row: row, column: 0)
    }

    /// What can follow the keys typed so far.
    var pendingKeysHint: String {
        let following = keys.continuations
        guard !following.isEmpty else { return "count: the next key uses it (5j, 10G, 3d) · Esc cancels" }
        let choices = following.map { command in
            let keys = command.sequences.first.map { $0.map(KeySequenceReader.name).joined() } ?? command.keys
            return "\(keys) \(command.hint)"
        }
        return choices.joined(separator: " · ") + " · Esc cancels"
    }

    var hintText: String {
        if focus == .panel { return "j/k scroll  PgUp/PgDn page  Tab back to the tree  q quit" }
        return "? help  q quit  / search  f filter  : path  x expanded  Tab panel  yy/yp copy"
    }

    private func drawOverlay(_ overlay: Overlay, in rect: ScreenRect, on screen: Screen, theme: Theme) {
        guard rect.rows > 0, rect.columns > 0 else { return }
        let content = OverlayContent(overlay, of: self, width: rect.columns)
        let scroll = overlay.scroll
        var selected: Int?
        switch overlay {
        case .drift(let selection, _), .modelFailures(let selection, _): selected = selection
        case .help, .warnings, .message, .string: break
        }
        let blank = theme.style(.plain)
        for row in 0..<rect.rows {
            var line = StyledLine(capacity: rect.columns)
            line.pad(to: rect.columns, style: blank)
            line.draw(on: screen, row: rect.row + row, column: rect.column)
        }
        var heading = StyledLine(capacity: rect.columns)
        heading.append(content.title, style: theme.style(.heading, adding: [.reverse]))
        heading.pad(to: rect.columns, style: theme.style(.heading, adding: [.reverse]))
        heading.draw(on: screen, row: rect.row, column: rect.column)
        for offset in 0..<max(0, rect.rows - 1) {
            let index = scroll + offset
            guard index < content.lines.count else { break }
            let item = content.lines[index]
            var line = StyledLine(capacity: rect.columns)
            if item.isHeading {
                line.append(" " + item.text, style: theme.style(.heading))
                line.draw(on: screen, row: rect.row + 1 + offset, column: rect.column)
                continue
            }
            let extra: TextAttributes = item.item == selected ? [.reverse] : []
            let plain = theme.style(.plain, adding: extra)
            if content.keyWidth > 0 {
                line.append(" " + item.keys, style: theme.style(.key, adding: extra))
                line.pad(to: content.keyWidth, style: plain)
            }
            line.append(" " + item.text, style: plain)
            if item.item == selected { line.pad(to: rect.columns, style: plain) }
            line.draw(on: screen, row: rect.row + 1 + offset, column: rect.column)
        }
    }
}
