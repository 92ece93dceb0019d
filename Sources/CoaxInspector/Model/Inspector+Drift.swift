import Coax
import Foundation

/// Type drift: the analysis behind the `~` marks, jumps between drifting members, and the list
/// of findings.
extension Inspector {
    /// What a key asked for before the drift analysis was ready.
    enum DriftFollowUp: Hashable, Sendable {
        case next, previous, list
    }

    /// One line of the drift list: the text, and the value Enter jumps to.
    struct DriftListLine: Hashable, Sendable {
        /// A heading (an endpoint, a variant, a severity) rather than a finding's line.
        var isHeading: Bool
        var text: String
        var target: Int
    }

    /// Starts the analysis on its thread, once.
    func startDrift() {
        guard !driftStarted, collection == nil, let analyze = configuration.drift else { return }
        driftStarted = true
        let document = documentTree.document
        driftJob = BackgroundJob(name: "drift") { _ in analyze(document) }
    }

    /// Takes the marks when they are ready, and does what a key asked for meanwhile.
    func collectDrift(until deadline: Date) {
        guard let job = driftJob, let marks = job.output(waitingUntil: deadline) else { return }
        driftJob = nil
        driftMarks = marks
        guard let followUp = driftFollowUp else { return }
        driftFollowUp = nil
        switch followUp {
        case .next: jumpToDrift(.next)
        case .previous: jumpToDrift(.previous)
        case .list: showDrift()
        }
    }

    /// The marks, or nil after starting (or waiting for) the analysis or saying why there are none.
    private func readyDrift(then followUp: DriftFollowUp) -> DriftMarks? {
        guard view == .document else {
            message = StatusMessage("type drift is marked in the document view: x switches back", isError: true)
            return nil
        }
        if let driftMarks { return driftMarks }
        guard collection == nil else {
            message = StatusMessage(
                "type drift is marked within one document; across a collection's documents: coax drift FILE…",
                isError: true)
            return nil
        }
        guard configuration.drift != nil else {
            message = StatusMessage("no drift analysis in this inspector", isError: true)
            return nil
        }
        startDrift()
        driftFollowUp = followUp
        message = StatusMessage("finding type drift… (Esc stops waiting)")
        return nil
    }

    /// Selects the next (or previous) value of a drifting member, wrapping at the ends.
    func jumpToDrift(_ direction: DriftFollowUp) {
        guard let marks = readyDrift(then: direction) else { return }
        guard !marks.indices.isEmpty else {
            message = StatusMessage(Self.noDriftText(marks.report))
            return
        }
        let from = tree.selection.index
        var target = direction == .previous ? marks.previous(before: from) : marks.next(after: from)
        var wrapped = ""
        if target == nil {
            target = direction == .previous ? marks.previous(before: .max) : marks.next(after: -1)
            wrapped = direction == .previous ? " (wrapped to the bottom)" : " (wrapped to the top)"
        }
        guard let target, let cursor = tree.navigator.cursor(toTapeIndex: target) else { return }
        guard tree.reveal(cursor, rows: treeRows) else {
            message = StatusMessage("that drift is hidden by the filter (F shows the whole document)", isError: true)
            return
        }
        let ordinal = (marks.offset(of: target) ?? 0) + 1
        var text = "drift \(NumberText.grouped(ordinal)) of \(NumberText.grouped(marks.indices.count))"
        if let finding = marks.finding(at: target) {
            text += ": \(finding.pattern): \(finding.kindSummary)"
        }
        message = StatusMessage(TerminalText.escaped(text + wrapped))
    }

    /// Opens the list of findings.
    func showDrift() {
        guard let marks = readyDrift(then: .list) else { return }
        if marks.report.findings.isEmpty {
            message = StatusMessage(Self.noDriftText(marks.report))
        } else {
            overlay = .drift(selection: Self.selectableLine(near: 0, in: driftListLines, downward: true), scroll: 0)
        }
    }

    /// The list's lines, in the words of `coax drift`'s text: a heading per variant of a tagged
    /// union (and per endpoint), under it a heading per severity, then each finding's pattern
    /// with its kinds (count and first path each), `missing ×N`, and the coercion that reads
    /// every value. Enter on a line jumps to its value; on a heading or a pattern, to the
    /// finding's first value.
    var driftListLines: [DriftListLine] {
        guard let report = driftMarks?.report else { return [] }
        var lines: [DriftListLine] = []
        for section in report.sections {
            let first = section.findings.first?.kinds.first?.firstIndex ?? 0
            if let heading = section.heading {
                lines.append(DriftListLine(isHeading: true, text: heading, target: first))
            }
            for group in section.severityGroups {
                let first = group.findings.first?.kinds.first?.firstIndex ?? 0
                lines.append(DriftListLine(isHeading: true, text: group.title, target: first))
                for finding in group.findings {
                    let first = finding.kinds.first?.firstIndex ?? 0
                    lines.append(DriftListLine(isHeading: false, text: finding.pattern.description, target: first))
                    for kind in finding.kinds {
                        lines.append(DriftListLine(isHeading: false, text: "  \(kind)", target: kind.firstIndex))
                    }
                    if finding.missing > 0 {
                        let text = "  missing ×\(NumberText.grouped(finding.missing))"
                        lines.append(DriftListLine(isHeading: false, text: text, target: first))
                    }
                    lines.append(
                        DriftListLine(isHeading: false, text: "  " + finding.readingSummary, target: first))
                }
            }
        }
        return lines.map {
            DriftListLine(isHeading: $0.isHeading, text: TerminalText.escaped($0.text), target: $0.target)
        }
    }

    /// Keys in the drift list: move, page, Enter jumps to the selected line's value and closes.
    func handleDriftListInput(_ event: InputEvent, selection: Int, scroll: Int) -> [InspectorEffect] {
        let lines = driftListLines
        let visible = max(1, layout.content.rows - 1)
        let old = selection
        var selection = selection
        switch event {
        case .character("j"), .key(.down): selection += 1
        case .character("k"), .key(.up): selection -= 1
        case .key(.pageDown), .character(" "), .control("d"), .control("f"): selection += visible
        case .key(.pageUp), .control("u"), .control("b"): selection -= visible
        case .character("g"), .key(.home): selection = 0
        case .character("G"), .key(.end): selection = lines.count - 1
        case .key(.enter):
            overlay = nil
            if lines.indices.contains(selection),
                let cursor = tree.navigator.cursor(toTapeIndex: lines[selection].target)
            {
                if tree.reveal(cursor, rows: treeRows) {
                    message = StatusMessage(TerminalText.escaped(selectionPath))
                } else {
                    message = StatusMessage(
                        "that value is hidden by the filter (F shows the whole document)", isError: true)
                }
            }
            return []
        case .control("c"):
            return [.quit]
        default:
            overlay = nil
            return []
        }
        selection = Self.selectableLine(near: selection, in: lines, downward: selection >= old)
        // Scroll in screen lines so that all of the selected item's wrapped lines show.
        var scroll = scroll
        if let range = OverlayContent(
            .drift(selection: selection, scroll: scroll), of: self, width: layout.content.columns
        )
        .lineRange(ofItem: selection) {
            if range.lowerBound < scroll { scroll = range.lowerBound }
            if range.upperBound >= scroll + visible { scroll = max(range.lowerBound, range.upperBound - visible + 1) }
        }
        overlay = .drift(selection: selection, scroll: scroll)
        return []
    }

    /// The line nearest `line` that is not a heading, looking `downward` first (headings are
    /// not selected); `line` itself when every line is a heading.
    static func selectableLine(near line: Int, in lines: [DriftListLine], downward: Bool) -> Int {
        let line = min(max(0, line), max(0, lines.count - 1))
        let below = lines.indices.dropFirst(line).first { !lines[$0].isHeading }
        let above = lines.indices.prefix(line + 1).last { !lines[$0].isHeading }
        return (downward ? below ?? above : above ?? below) ?? line
    }

    private static func noDriftText(_ report: DriftReport) -> String {
        let count = report.groups.count
        guard count > 0 else { return "no type drift: no arrays of objects to compare" }
        let groups = "\(NumberText.grouped(count)) group\(count == 1 ? "" : "s")"
        return "no type drift: every member agrees across \(groups) of objects"
    }
}
