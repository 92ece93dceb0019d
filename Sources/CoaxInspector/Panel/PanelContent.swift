import Coax

/// The side panel's lines for the selected value.
///
/// Two forms. **Compact** (the default, made for 80×24): the kind and the literal (at most
/// three lines), then one line per result — name, value and the start of the reason — with the
/// rows that only say "does not apply" folded into one line per section. **Full** (`r`): the
/// path, kind and literal, then every result with its whole reason wrapped below it and its
/// details. Rows that lose information start with `!` and use the lossy role either way.
///
/// Everything read from the value is bounded: a long literal shows its first lines and its size.
///
/// ```swift
/// let lines = PanelContent.lines(path: "$['a']", node: node, report: report, width: 40, form: .full)
/// lines[0].text   // "path     $['a']"
/// ```
enum PanelContent {
    /// How much the panel says.
    enum Form: Hashable, Sendable {
        /// One line per result, inapplicable results folded.
        case compact
        /// Every result with its whole reason.
        case full
    }

    /// Columns of the label column in the header.
    static let labelWidth = 9
    /// The most lines a literal takes in the compact form.
    static let compactLiteralLines = 3
    /// The most lines a literal takes in the full form (`v` opens the rest in an editor).
    static let fullLiteralLines = 200
    /// Values up to this width line up in a column in the compact form; longer ones take what they need.
    static let shortValueLimit = 14

    /// The panel's lines at a width. In the compact form, `height` (the rows below the title) is
    /// what a long literal gives way to: it takes fewer lines so that the readings that matter for
    /// its kind stay in view.
    ///
    /// `drift`, when the value belongs to a member whose type drifts, adds its drift under the
    /// literal: the kinds seen among its siblings, with counts and the first of each, and the
    /// coercion that reads them all — one line each in the compact form, wrapped in the full form.
    static func lines(
        path: String, node: JSONNode, report: ValueReport?, width: Int, form: Form, height: Int = .max,
        drift: DriftMember? = nil
    ) -> [PanelLine] {
        var lines: [PanelLine] = []
        let valueWidth = max(1, width - labelWidth)
        // The compact form says a cut literal's length and the first section's notes (such as
        // "the readings use the first 1,024 bytes") on one line when they fit.
        var notesShown = 0
        func field(_ label: String, _ parts: [String], role: ColorRole = .plain) {
            for (offset, part) in parts.enumerated() {
                let shownLabel =
                    offset == 0
                    ? label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: labelWidth)
                lines.append(PanelLine([.init(shownLabel, role: .label), .init(part, role: role)]))
            }
        }
        switch form {
        case .full:
            field("path", TextWrap.lines(path, width: valueWidth))
            field("kind", [kindText(node)])
            if node.isContainer == false {
                field(
                    "literal", literal(node, width: valueWidth, lines: fullLiteralLines).lines,
                    role: ValueText.role(of: node))
            }
        case .compact:
            if node.isContainer {
                field(node.kind == .object ? "object" : "array", [sizeText(node)])
            } else {
                let notes = report?.sections.first?.notes ?? []
                let readings = report == nil ? 0 : leadingReadings(of: node.kind)
                let summaries = report?.sections.filter { $0.summary != nil }.count ?? 0
                func budget(noteLines: Int) -> Int {
                    min(
                        compactLiteralLines,
                        max(1, height - readings - summaries - noteLines - (drift == nil ? 0 : 2)))
                }
                let noteLines = notes.reduce(0) { $0 + TextWrap.lines($1, width: max(1, width)).count }
                var parts = literal(node, width: valueWidth, lines: budget(noteLines: noteLines), note: nil)
                if parts.isCut, notes.count == 1 {
                    let merged = literal(node, width: valueWidth, lines: budget(noteLines: 0), note: notes[0])
                    if merged.noteFitted {
                        parts = merged
                        notesShown = 1
                    }
                }
                field(node.kind.description, parts.lines, role: ValueText.role(of: node))
            }
        }
        if let drift {
            let kinds = TerminalText.escaped("~ " + drift.kindSummary)
            let reading = TerminalText.escaped(drift.readingSummary)
            switch form {
            case .compact:
                field("drift", [fitted(kinds, width: valueWidth), fitted(reading, width: valueWidth)], role: .drift)
            case .full:
                field(
                    "drift",
                    TextWrap.lines(kinds, width: valueWidth) + TextWrap.lines(reading, width: valueWidth),
                    role: .drift)
            }
        }
        guard let report else { return lines }
        if form == .compact {
            // The answers first: one line per rule set, before any section's rows.
            for summary in report.sections.compactMap(\.summary) {
                let (label, rest) = summaryParts(summary)
                lines.append(
                    PanelLine([
                        .init(label, role: .heading),
                        .init(fitted(rest, width: max(1, width - TerminalText.width(of: label))), role: .plain),
                    ]))
            }
        }
        if let note = report.note {
            lines.append(PanelLine())
            for part in TextWrap.lines(note, width: max(1, width)) {
                lines.append(PanelLine([.init(part, role: .hint)]))
            }
        }
        let nameWidth = min(
            (report.sections.flatMap(\.rows).map { TerminalText.width(of: $0.name) }.max() ?? 0) + 2,
            max(1, width / 2)
        )
        for (position, section) in report.sections.enumerated() {
            // The compact form's title names the first section; the full form heads each one.
            if form == .full || position > 0 {
                if form == .full { lines.append(PanelLine()) }
                lines.append(PanelLine([.init(section.title, role: .heading)]))
            }
            for note in section.notes.dropFirst(position == 0 ? notesShown : 0) {
                for part in TextWrap.lines(note, width: max(1, width)) {
                    lines.append(PanelLine([.init(part, role: .hint)]))
                }
            }
            switch form {
            case .full:
                for row in section.rows { lines += fullRow(row, nameWidth: nameWidth, width: width) }
            case .compact:
                lines += compactRows(section.rows, width: width, node: node)
            }
        }
        return lines
    }

    /// A summary's label (up to and with its first `: `) and the rest.
    private static func summaryParts(_ summary: String) -> (String, String) {
        guard let colon = summary.range(of: ": ") else { return ("", summary) }
        return (String(summary[..<colon.upperBound]), String(summary[colon.upperBound...]))
    }

    // MARK: Rows

    private static func fullRow(_ row: ValueReport.Row, nameWidth: Int, width: Int) -> [PanelLine] {
        var lines = [
            PanelLine([
                .init(row.losesInformation ? "! " : "  ", role: row.losesInformation ? .lossy : .plain),
                .init(fitted(row.name, width: nameWidth), role: .label),
                .init(row.value, role: row.losesInformation ? .lossy : .plain),
            ])
        ]
        let indent = "    "
        for part in TextWrap.lines(row.reason, width: max(1, width - indent.count)) {
            lines.append(PanelLine([.init(indent + part, role: .hint)]))
        }
        for detail in row.details {
            for part in TextWrap.lines(detail, width: max(1, width - indent.count)) {
                lines.append(PanelLine([.init(indent + part, role: .label)]))
            }
        }
        return lines
    }

    /// One line per row: marker, name, value, the start of the reason; folding rows as one line.
    ///
    /// Short values line up in a column so that the reasons after them do too; a long value
    /// (a date, a preview) takes the room it needs and its reason follows it.
    private static func compactRows(_ rows: [ValueReport.Row], width: Int, node: JSONNode) -> [PanelLine] {
        let literal = literalPreview(node)
        let shown = rows.filter { !$0.folds }
        let folded = rows.filter(\.folds)
        let longestName = shown.map { TerminalText.width(of: $0.name) }.max() ?? 0
        let nameWidth = min(longestName + 2, width < 44 ? 14 : 20)
        let shortValues = shown.map { TerminalText.width(of: $0.value) }.filter { $0 <= shortValueLimit }
        let valueColumn = (shortValues.max() ?? 0) + 2
        var lines: [PanelLine] = []
        for row in shown {
            let lossy = row.losesInformation
            let valueWidth = TerminalText.width(of: row.value)
            let value = valueWidth + 2 <= valueColumn ? fitted(row.value, width: valueColumn) : row.value + "  "
            var segments: [PanelLine.Segment] = [
                .init(lossy ? "! " : "  ", role: lossy ? .lossy : .plain),
                .init(fitted(row.name, width: nameWidth), role: .label),
                .init(value, role: lossy ? .lossy : .plain),
            ]
            let room = width - 2 - nameWidth - max(valueColumn, valueWidth + 2)
            if room >= 6 {
                let quoted = node.kind == .string ? leadingQuotation(of: row.reason) : literal
                segments.append(.init(shortReason(row.reason, literal: quoted), role: .hint))
            }
            lines.append(PanelLine(segments))
        }
        if !folded.isEmpty {
            let lossy = folded.contains(where: \.losesInformation)
            let values = Set(folded.map(\.value))
            let value = values.count == 1 ? folded[0].value : "nil or a fallback"
            let names = folded.map(\.name).joined(separator: ", ")
            lines.append(
                PanelLine([
                    .init(lossy ? "! " : "  ", role: lossy ? .lossy : .plain),
                    .init("\(folded.count) more: \(value) — \(names) (r shows why)", role: .hint),
                ]))
        }
        return lines
    }

    /// A reason's opening JSON string (`"12.90"`, `"sentence001 sent…"`): how the reasons of a
    /// string's readings name the string; nil when the reason does not start with one.
    ///
    /// ```swift
    /// PanelContent.leadingQuotation(of: #""a\"b…" → trimmed"#)   // #""a\"b…""#
    /// ```
    static func leadingQuotation(of reason: String) -> String? {
        guard reason.first == "\"" else { return nil }
        var escaped = false
        for index in reason.indices.dropFirst() {
            let character = reason[index]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return String(reason[...index])
            }
        }
        return nil
    }

    /// The reason without the literal it starts with (the header shows it already).
    static func shortReason(_ reason: String, literal: String?) -> String {
        // Only when what follows reads on its own: "truncated toward zero → 8", "→ 12", not "s → …".
        guard let literal, !literal.isEmpty, reason.hasPrefix(literal + " ") else { return reason }
        let rest = reason.dropFirst(literal.count + 1)
        guard let first = rest.first, first == "→" || (first.isLetter && !rest.hasPrefix("s ")) else { return reason }
        return String(rest)
    }

    // MARK: Header

    /// The kind with its size, e.g. `object, 12 members`.
    static func kindText(_ node: JSONNode) -> String {
        node.isContainer ? "\(node.kind), \(sizeText(node))" : node.kind.description
    }

    /// `12 members`, `3 elements`.
    static func sizeText(_ node: JSONNode) -> String {
        switch node.kind {
        case .object: "\(NumberText.grouped(node.count)) member\(node.count == 1 ? "" : "s")"
        case .array: "\(NumberText.grouped(node.count)) element\(node.count == 1 ? "" : "s")"
        default: ""
        }
    }

    /// The literal as written (strings with their escapes), wrapped to `width` in at most `lines`
    /// lines. When it does not fit, the last of those lines gives its length in bytes (a string's
    /// between its quotes), `note` after it when there is room, and the line before ends with `…`;
    /// with one line, the text is cut to leave room for the length. Reads at most what the lines
    /// can show.
    ///
    /// ```swift
    /// PanelContent.literal(longString, width: 40, lines: 2, note: nil).lines
    /// // ["\"sentence001 sentence002 sentence003 se…", "1,799 bytes · v opens it whole"]
    /// ```
    static func literal(
        _ node: JSONNode, width: Int, lines: Int, note: String? = nil
    ) -> (lines: [String], isCut: Bool, noteFitted: Bool) {
        let budget = max(1, width * lines * 4 + 16)
        var text: String
        var cut = false
        var size: Int
        switch node.kind {
        case .string:
            let prefix = node.rawStringPrefix(maxBytes: budget) ?? ("", true)
            text = "\"" + prefix.text + (prefix.isWhole ? "\"" : "")
            cut = !prefix.isWhole
            size = node.rawStringByteCount ?? 0
        default:
            text = ValueText.scalar(node)
            size = text.utf8.count
        }
        var wrapped = TextWrap.lines(text, width: width)
        if wrapped.count > lines { cut = true }
        guard cut else { return (wrapped, false, false) }
        let length = "\(NumberText.grouped(size)) bytes"
        if lines == 1 {
            var first = wrapped.first ?? ""
            let room = max(0, width - TerminalText.width(of: length) - 3)
            while TerminalText.width(of: first) > room, !first.isEmpty { first.removeLast() }
            return ([first + "… (" + length + ")"], true, false)
        }
        wrapped = Array(wrapped.prefix(lines - 1))
        var last = wrapped.removeLast()
        while TerminalText.width(of: last) + 1 > width, !last.isEmpty { last.removeLast() }
        wrapped.append(last + "…")
        var sizeLine = length + " · v opens it whole"
        var noteFitted = false
        if let note, TerminalText.width(of: sizeLine + " · " + note) <= width {
            sizeLine += " · " + note
            noteFitted = true
        }
        wrapped.append(sizeLine)
        return (wrapped, true, noteFitted)
    }

    /// How many readings lead the compact form for a kind: those that must stay in view (a
    /// number's integer, decimal, string and two dates; a string's string, integer, decimal, bool
    /// and two dates).
    static func leadingReadings(of kind: JSONKind) -> Int {
        switch kind {
        case .number: 5
        case .string: 6
        default: 0
        }
    }

    /// The literal as a reason quotes it, for shortening reasons.
    private static func literalPreview(_ node: JSONNode) -> String? {
        switch node.kind {
        case .number:
            // Reasons cut a literal after its first 40 characters (Coax's reason text limit).
            node.numberLiteral.map { $0.count <= 40 ? $0 : String($0.prefix(40)) + "…" }
        case .string:
            // Reasons quote strings as JSON; the raw text is that when it has no escapes.
            node.rawStringPrefix(maxBytes: 64).flatMap {
                $0.isWhole && !$0.text.contains("\\") ? "\"\($0.text)\"" : nil
            }
        case .bool, .null: ValueText.scalar(node)
        case .array, .object: nil
        }
    }

    /// Text cut or padded to exactly `width` columns.
    private static func fitted(_ text: String, width: Int) -> String {
        var line = StyledLine(capacity: max(0, width - 1))
        line.append(text, style: .plain)
        var result = line.text
        result += String(repeating: " ", count: max(0, width - TerminalText.width(of: result)))
        return result
    }
}
