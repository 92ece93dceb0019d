import Coax

/// Draws one tree row: gutter, indentation, open/closed marker, key or index, and the value or a
/// container summary with a one-line preview.
///
/// Everything is cut by display width, so a row never spills past its pane, and the work per
/// row is bounded by the pane's width (long strings and big containers are read only as far as
/// they show).
///
/// ```swift
/// let renderer = TreeRowRenderer(tree: tree, theme: .color, query: nil)
/// let line = renderer.line(for: tree.selection, width: 60, selected: true)
/// ```
struct TreeRowRenderer {
    /// The most bytes of a string looked at for search highlighting.
    static let matchedBytes = 4_096

    /// The tree the rows belong to.
    let tree: TreeState
    /// The theme.
    let theme: Theme
    /// The search whose matches are highlighted.
    let query: SearchQuery?
    /// The values of drifting members, marked `~` in the gutter, their keys in the drift colour.
    var drift: DriftMarks?
    /// The items from which a followed file was read again (their labels repeat), marked `↺`.
    var rereadItems: Set<Int> = []
    /// Where the user's models fail, marked `✗` in the gutter: the failing value and the root of
    /// its document.
    var failures: ModelVerdicts?

    /// The row for a position.
    func line(for cursor: TreeCursor, width: Int, selected: Bool) -> StyledLine {
        line(for: cursor, part: 0, width: width, selected: selected)
    }

    /// Screen line `part` of a row: a wrapped string (`W`) takes several; other rows one.
    func line(for cursor: TreeCursor, part: Int, width: Int, selected: Bool) -> StyledLine {
        let extra: TextAttributes = selected ? [.reverse] : []
        func style(_ role: ColorRole) -> CellStyle { theme.style(role, adding: extra) }
        let node = tree.node(cursor)
        let wrapped = tree.wrapped.contains(cursor.order) ? tree.wrappedString(at: cursor) : nil
        var line = StyledLine(capacity: width)
        if cursor.depth == 0, let record = tree.content.badRecord(forItem: cursor.item) {
            appendBadRecord(record, item: cursor.item, to: &line, style: style)
        } else if let wrapped, part > 0 {
            appendWrapped(wrapped, part: part, node: node, to: &line, style: style)
        } else {
            appendPrefix(for: cursor, node: node, to: &line, style: style)
            if let wrapped {
                appendWrapped(wrapped, part: 0, node: node, to: &line, style: style)
            } else {
                appendValue(node, key: tree.member(of: cursor)?.key, open: tree.isOpen(cursor), to: &line, style: style)
            }
        }
        if selected { line.pad(to: width, style: style(.plain)) }
        return line
    }

    /// The screen column where a row's value starts (after gutter, indentation, marker and key).
    static func valueColumn(for cursor: TreeCursor, in tree: TreeState, width: Int) -> Int {
        let renderer = TreeRowRenderer(tree: tree, theme: .monochrome, query: nil)
        var line = StyledLine(capacity: width)
        renderer.appendPrefix(for: cursor, node: tree.node(cursor), to: &line) { renderer.theme.style($0) }
        return line.width
    }

    /// Gutter, indentation, open/closed marker, and the key or index.
    private func appendPrefix(
        for cursor: TreeCursor, node: JSONNode, to line: inout StyledLine, style: (ColorRole) -> CellStyle
    ) {
        let member = tree.member(of: cursor)
        let isDuplicate = member?.isDuplicateKey ?? false
        var drifts = false
        var fails = false
        if let document = tree.content.documentIndex(forItem: cursor.item) {
            drifts = drift?.contains(document: document, index: node.index) ?? false
            fails = failures?.isMarked(document: document, index: node.index) ?? false
        }
        // The gutter: the user's model failing outranks the rest (it is what they came for); a
        // duplicate key outranks drift (the duplicate may be why it drifts).
        if fails {
            line.append("✗", style: style(.error))
        } else if isDuplicate {
            line.append("!", style: style(.duplicate))
        } else {
            line.append(drifts ? "~" : " ", style: style(drifts ? .drift : .plain))
        }
        let width = line.capacity
        let indent = min(cursor.depth * 2, max(0, (width - 1) / 2))
        line.append(String(repeating: " ", count: indent), style: style(.plain))
        let marker: String
        if node.isContainer, !node.isEmpty {
            marker = tree.isOpen(cursor) ? "▾ " : "▸ "
        } else {
            marker = "  "
        }
        line.append(marker, style: style(.punctuation))
        if cursor.depth == 0, tree.content.showsDocumentRows {
            appendItemLabel(cursor.item, to: &line, style: style)
        }
        // A filter's matches show their key or index in the match colour.
        let isFilterMatch = tree.filter?.isMatch(cursor.order) ?? false
        if let member {
            let key = member.key
            let searched = query?.highlightsKey(key, value: node) ?? false
            let keyRole: ColorRole =
                isDuplicate ? .duplicate : (isFilterMatch || searched ? .match : (drifts ? .drift : .key))
            if ValueText.isBareKey(key) {
                line.append(key, style: style(keyRole))
            } else {
                appendQuoted(key, to: &line, style: style(keyRole))
            }
            line.append(": ", style: style(.punctuation))
        } else if cursor.depth > 0 {
            line.append(String(cursor.ordinal), style: style(isFilterMatch ? .match : .index))
            line.append(": ", style: style(.punctuation))
        }
    }

    /// A collection's document row starts `#412  orders.jsonl:412  `: its number (1-based, as
    /// `--document` and `:#412` count) and where it came from (an exchange of an HTTP archive as
    /// `GET /products/17 → 200 (entry 2)`).
    private func appendItemLabel(_ item: Int, to line: inout StyledLine, style: (ColorRole) -> CellStyle) {
        let content = tree.content
        let number = content.documentIndex(forItem: item).map { "#\($0 + 1)" } ?? "#?"
        let width = "#\(max(1, content.itemCount))".count
        line.append(
            number.padding(toLength: max(width, number.count), withPad: " ", startingAt: 0), style: style(.index))
        line.append("  ", style: style(.plain))
        if let label = content.label(forItem: item) {
            appendRereadMark(item, to: &line, style: style)
            // A long label keeps its end (the line number) and leaves room for the preview.
            line.append(
                FittedText.fit(label, width: max(12, line.capacity - line.width - 24), keeping: .end),
                style: style(.label))
            line.append("  ", style: style(.plain))
        }
    }

    /// `↺ ` before the label of the first item read again after a followed file was truncated or
    /// replaced, where the labels start repeating.
    private func appendRereadMark(_ item: Int, to line: inout StyledLine, style: (ColorRole) -> CellStyle) {
        guard rereadItems.contains(item) else { return }
        line.append("↺ ", style: style(.hint))
    }

    /// A bad record's row: `✗  orders.jsonl:3  error: …` (Enter shows it with its line and caret).
    private func appendBadRecord(
        _ record: BadRecord, item: Int, to line: inout StyledLine, style: (ColorRole) -> CellStyle
    ) {
        line.append("✗", style: style(.error))
        line.append("  ", style: style(.plain))
        let width = "#\(max(1, tree.content.itemCount))".count
        line.append(String(repeating: " ", count: width) + "  ", style: style(.plain))
        let label = tree.content.label(forItem: item) ?? record.source.shortLabel
        appendRereadMark(item, to: &line, style: style)
        line.append(
            FittedText.fit(label, width: max(12, line.capacity - line.width - 24), keeping: .end), style: style(.label))
        line.append("  error: " + record.error.message, style: style(.error))
    }

    /// One line of a wrapped string: the first starts with the opening quote, continuation lines
    /// are indented, the last ends with the closing quote (or is the note of a cut string).
    private func appendWrapped(
        _ wrapped: WrappedString, part: Int, node: JSONNode, to line: inout StyledLine,
        style: (ColorRole) -> CellStyle
    ) {
        guard wrapped.lines.indices.contains(part) else { return }
        let piece = wrapped.lines[part]
        if part > 0 { line.append(String(repeating: " ", count: wrapped.continuationColumn), style: style(.plain)) }
        if piece.isNote {
            line.append(piece.text, style: style(.hint))
            return
        }
        let role = ValueText.role(of: node)
        if part == 0 { line.append("\"", style: style(role)) }
        line.append(piece.text, style: style(role), escaping: .json)
        let isLast = part == wrapped.lines.count - 1
        if isLast, wrapped.isWhole { line.append("\"", style: style(role)) }
    }

    private func appendValue(
        _ node: JSONNode, key: String?, open: Bool, to line: inout StyledLine, style: (ColorRole) -> CellStyle
    ) {
        switch node.kind {
        case .object, .array:
            let (opening, closing) = node.kind == .object ? ("{", "}") : ("[", "]")
            // A container the document's start cuts through: its size so far, `+` for what is
            // still being parsed (`[1,204+]`), never a count taken for the whole.
            let isPending = tree.content.isPending(node)
            if node.isEmpty, !isPending {
                line.append(opening + closing, style: style(.punctuation))
                return
            }
            let size = node.isEmpty ? "…" : NumberText.grouped(node.count) + (isPending ? "+" : "")
            line.append(opening + size + closing, style: style(.punctuation))
            if !open, !node.isEmpty {
                line.append(" ", style: style(.preview))
                appendPreview(node, isPending: isPending, to: &line, style: style(.preview))
            }
        default:
            let role =
                query?.highlightsValue(node, key: key, maxBytes: TreeRowRenderer.matchedBytes) == true
                ? ColorRole.match : ValueText.role(of: node)
            appendScalar(node, to: &line, style: style(role))
        }
    }

    /// `{"id": 1, "name": "Ada", …}`: children until the line is full.
    private func appendPreview(_ node: JSONNode, isPending: Bool, to line: inout StyledLine, style: CellStyle) {
        let isObject = node.kind == .object
        line.append(isObject ? "{" : "[", style: style)
        var first = true
        if isObject, let entries = node.entries {
            for member in entries {
                if line.isCut { return }
                if !first { line.append(", ", style: style) }
                first = false
                appendQuoted(member.key, to: &line, style: style)
                line.append(": ", style: style)
                appendPreviewItem(member.value, to: &line, style: style)
            }
        } else if let elements = node.elements {
            for element in elements {
                if line.isCut { return }
                if !first { line.append(", ", style: style) }
                first = false
                appendPreviewItem(element, to: &line, style: style)
            }
        }
        if isPending, !line.isCut { line.append(", …", style: style) }
        line.append(isObject ? "}" : "]", style: style)
    }

    private func appendPreviewItem(_ node: JSONNode, to line: inout StyledLine, style: CellStyle) {
        switch node.kind {
        case .object: line.append(node.isEmpty ? "{}" : "{…}", style: style)
        case .array: line.append(node.isEmpty ? "[]" : "[…]", style: style)
        default: appendScalar(node, to: &line, style: style)
        }
    }

    private func appendScalar(_ node: JSONNode, to line: inout StyledLine, style: CellStyle) {
        if node.kind == .string {
            // Only what the row can show is decoded: a 6 MB string costs what a short one does.
            let prefix = node.stringPrefix(maxBytes: line.remaining * 4 + 16) ?? ("", true)
            line.append("\"", style: style)
            line.append(prefix.text, style: style, escaping: .json)
            if prefix.isWhole { line.append("\"", style: style) } else { line.markCut() }
        } else {
            line.append(ValueText.scalar(node), style: style)
        }
    }

    /// A string between quotes, its contents escaped as in JSON.
    private func appendQuoted(_ text: String, to line: inout StyledLine, style: CellStyle) {
        line.append("\"", style: style)
        line.append(text, style: style, escaping: .json)
        line.append("\"", style: style)
    }
}
