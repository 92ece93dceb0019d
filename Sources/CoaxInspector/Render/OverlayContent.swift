import Coax

/// What an overlay shows at a width: its title and its lines, every item's text wrapped whole
/// (never cut), so that scrolling reaches all of it.
///
/// Items have an optional key column (help keys, drift severities); their text wraps in the
/// column after it.
///
/// ```swift
/// let content = OverlayContent(.help(scroll: 0), of: inspector, width: 80)
/// content.lines.count   // every help line, wrapped at 80 columns
/// ```
struct OverlayContent {
    /// One screen line of an overlay.
    struct Line: Hashable {
        /// The key column (on an item's first line only).
        var keys: String
        /// A piece of the item's text.
        var text: String
        /// A group heading rather than an item.
        var isHeading: Bool
        /// The item the line belongs to.
        var item: Int
    }

    /// The title bar's text.
    let title: String
    /// The lines, in order.
    let lines: [Line]
    /// The key column's width (0 when items have no keys).
    let keyWidth: Int

    init(_ overlay: Inspector.Overlay, of inspector: Inspector, width: Int) {
        var items: [(keys: String, text: String, isHeading: Bool)]
        switch overlay {
        case .help:
            title = " Keys · j/k scroll · any other key closes "
            items = KeyMap.helpLines.map { ($0.keys, $0.meaning, $0.isHeading) }
        case .warnings:
            let count = inspector.expansion.document?.warnings.count ?? 0
            title =
                " \(NumberText.grouped(count)) expansion warning\(count == 1 ? "" : "s") · j/k scroll · any other key closes "
            items = (inspector.expansion.document?.warnings ?? []).map { ("", $0, false) }
        case .drift:
            let count = inspector.drift.marks?.report.findings.count ?? 0
            var members = "\(NumberText.grouped(count)) drifting member\(count == 1 ? "" : "s")"
            if inspector.isDriftSoFar, let documents = inspector.drift.marks?.report.documentCount {
                members += " in the \(NumberText.grouped(documents)) documents so far"
            }
            title = " \(members) · j/k move · Enter jumps · any other key closes "
            items = inspector.driftListLines.map { ("", $0.text, $0.isHeading) }
        case .modelFailures:
            let verdicts = inspector.modelCheck?.verdicts
            let failed = verdicts?.failedCount ?? 0
            let checked = (verdicts?.checkedCount ?? 0) - (verdicts?.uncoveredCount ?? 0)
            var documents =
                "\(NumberText.grouped(failed)) of \(NumberText.grouped(checked)) documents fail "
                + "to decode \(verdicts.map { $0.setup.hasRoutes ? "on " : "as " } ?? "")"
                + TerminalText.escaped(verdicts?.setup.subject ?? "")
            if inspector.modelCheck?.isChecking ?? false { documents += " so far" }
            title = " \(documents) · j/k move · Enter jumps · any other key closes "
            items = inspector.modelFailureListLines.map { ("", $0.text, $0.isHeading) }
        case .message:
            title = " Last message · j/k scroll · any other key closes "
            items = [("", inspector.messages.last?.text ?? "", false)]
        case .string:
            title = " \(TerminalText.escaped(inspector.selectionPath)) as text · j/k scroll · any other key closes "
            items = [("", inspector.selectedStringText, false)]
        }
        let hasKeys = items.contains { !$0.keys.isEmpty }
        keyWidth = hasKeys ? min(28, width / 2) : 0
        let textWidth = max(1, width - keyWidth - 2)
        var lines: [Line] = []
        for (index, item) in items.enumerated() {
            if item.isHeading {
                lines.append(Line(keys: "", text: item.text, isHeading: true, item: index))
                continue
            }
            // Lines of their own (a parse error's source line and caret) stay lines of their own;
            // a long indented line goes on under its own text, not at the start of the column.
            let pieces = item.text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { part in
                let indent = String(repeating: " ", count: min(part.prefix { $0 == " " }.count + 2, textWidth / 2))
                let wrapped = TextWrap.lines(String(part) as String, width: textWidth)
                guard wrapped.count > 1 else { return wrapped }
                let rest = wrapped.dropFirst().joined(separator: " ")
                return [wrapped[0]]
                    + TextWrap.lines(rest, width: max(1, textWidth - indent.count)).map { indent + $0 }
            }
            for (part, piece) in pieces.enumerated() {
                lines.append(Line(keys: part == 0 ? item.keys : "", text: piece, isHeading: false, item: index))
            }
        }
        self.lines = lines
    }

    /// The first and last line of an item.
    func lineRange(ofItem item: Int) -> ClosedRange<Int>? {
        guard let first = lines.firstIndex(where: { $0.item == item }),
            let last = lines.lastIndex(where: { $0.item == item })
        else { return nil }
        return first...last
    }
}

extension Inspector.Overlay {
    /// Whether the overlay is the drift list, whose items are selected rather than scrolled.
    var isDriftList: Bool {
        switch self {
        case .drift, .modelFailures: true
        case .help, .warnings, .message, .string: false
        }
    }
}
