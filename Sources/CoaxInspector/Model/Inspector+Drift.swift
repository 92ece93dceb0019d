import Coax
import Foundation

/// Type drift: the analysis behind the `~` marks, jumps between drifting members, and the list
/// of findings.
extension Inspector {
    /// What a key asked for before the drift analysis was ready: `times` jumps, or the list.
    enum DriftFollowUp: Hashable, Sendable {
        case jump(DriftDirection, times: Int)
        case list
    }

    /// Which way `m` and `M` go.
    enum DriftDirection: Hashable, Sendable {
        case next, previous
    }

    /// What a drift job gives: the marks, and for a collection the analysis to go on from with
    /// the documents that arrive next.
    struct DriftUpdate: Sendable {
        var marks: DriftMarks
        var accumulator: DriftAccumulator?
        /// Whether the marks cover every document of a collection whose loading had ended.
        var isFinal = true
    }

    /// The least time between two updates of a collection's drift while documents arrive.
    static let driftUpdateInterval: TimeInterval = 0.25
    /// About the most time one update spends analysing documents before it reports.
    static let driftUpdateWork: TimeInterval = 1
    /// Documents analysed between two looks at the clock.
    static let driftBatch = 1_024

    /// One line of the drift list: the text, and the value Enter jumps to (its document, 0 for
    /// one document, and its tape index).
    struct DriftListLine: Hashable, Sendable {
        /// A heading (an endpoint, a variant, a severity) rather than a finding's line.
        var isHeading: Bool
        var text: String
        var document: Int
        var target: Int
    }

    /// Starts the analysis on its thread when it is due: for one document, once (it compares the
    /// document's arrays of objects); for a collection, whenever documents arrived since the last
    /// update (at most every ``driftUpdateInterval`` while more may come), going on from where
    /// the last update stopped, so that the marks cover the documents so far and each update
    /// costs about its new documents.
    func startDrift() {
        guard isDriftDue, let analyzer = configuration.drift else { return }
        if collectionState.showsDocumentRows {
            let collection = collection
            // The accumulator moves into the job (through the lock): the job holds the only
            // reference to its walk, which is then not copied when the job goes on with it.
            let handOver = LockedValue<DriftAccumulator?>(
                drift.accumulator ?? DriftAccumulator(collection: collection, analyzer: analyzer))
            drift.accumulator = nil
            let previous = drift.marks
            drift.job = BackgroundJob(name: "drift") { context in
                let taken = handOver.withLock { value -> DriftAccumulator? in
                    defer { value = nil }
                    return value
                }
                var accumulator = taken ?? DriftAccumulator(collection: collection, analyzer: analyzer)
                // Loading had ended before the documents were counted: then they are all in.
                let finished = collection.status.isFinished
                let end = collection.count
                // A long load gets an update about every second, not one per pile of documents
                // that arrived while the last was made.
                let started = Date()
                while accumulator.nextDocument < end, !context.isCancelled {
                    let next = accumulator.nextDocument
                    accumulator.analyze(documentsIn: next..<min(end, next + Self.driftBatch))
                    if Date().timeIntervalSince(started) >= Self.driftUpdateWork { break }
                }
                let isFinal = finished && accumulator.nextDocument >= end
                let report = accumulator.report()
                // Marks for the documents analysed: later ones get theirs with the next update.
                let analysed = accumulator.nextDocument
                let marks =
                    previous.map {
                        DriftMarks(collection: collection, report: report, updating: $0, upTo: analysed)
                    } ?? DriftMarks(collection: collection, report: report, upTo: analysed)
                return DriftUpdate(marks: marks, accumulator: accumulator, isFinal: isFinal)
            }
            if drift.marks == nil, drift.followUp != nil { messages.current = pendingDriftMessage }
            return
        }
        let document = documentTree.document
        drift.job = BackgroundJob(name: "drift") { _ in
            DriftUpdate(marks: DriftMarks(document: document, report: analyzer.analyze(document)))
        }
    }

    /// Whether drift work is queued: an analysis to start, or one to wait for. While a collection
    /// loads, an update running in the background is not waited for (the terminal looks for new
    /// records a few times a second, and takes the update then): waiting would draw the screen
    /// in a loop and take the processor from the loading and the analysis.
    var isDriftWorkPending: Bool {
        if let job = drift.job { return !isLoading || drift.followUp != nil || job.isFinished }
        return isDriftDue
    }

    /// Whether the drift should be brought up to date now: it was never found, or documents
    /// arrived since the last update (and the interval has passed), or loading ended since.
    var isDriftDue: Bool {
        guard configuration.drift != nil else { return false }
        return drift.isDue(loaded: loaded, interval: Self.driftUpdateInterval)
    }

    /// Whether the drift shown covers only the documents so far: the collection's input is
    /// still open (or its last documents are still being analysed).
    var isDriftSoFar: Bool { !drift.isFinal }

    /// Takes the marks when they are ready, and does what a key asked for meanwhile.
    func collectDrift(until deadline: Date) {
        guard let job = drift.job, let update = job.output(waitingUntil: deadline) else { return }
        let followUp = drift.take(update)
        // The list open meanwhile shows the new findings: keep its selection on a finding.
        if case .drift(let selection, let scroll) = overlay {
            let lines = driftListLines
            overlay = .drift(
                selection: Self.selectableLine(near: selection, in: lines, downward: true),
                scroll: min(scroll, max(0, lines.count - 1)))
        }
        guard let followUp else { return }
        switch followUp {
        case .jump(let direction, let times): jumpToDrift(direction, times: times)
        case .list: showDrift()
        }
    }

    /// Where a row's value is for the drift marks: its document (0 for one document) and tape
    /// index; nil on a bad record's row.
    func driftPlace(of cursor: TreeCursor) -> (document: Int, index: Int)? {
        guard let document = documentTree.content.documentIndex(forItem: cursor.item) else { return nil }
        return (document, cursor.index)
    }

    /// The row of a drifting value, opening nothing.
    func driftCursor(document: Int, index: Int) -> TreeCursor? {
        let item = collection.itemIndex(ofDocument: document)
        return tree.navigator.cursor(toTapeIndex: index, item: item)
    }

    /// The marks, or nil after starting (or waiting for) the analysis or saying why there are none.
    /// For a collection still loading or followed, the marks of the documents so far.
    private func readyDrift(then followUp: DriftFollowUp) -> DriftMarks? {
        guard view == .document else {
            messages.current = StatusMessage(
                "type drift is marked in the document view: x switches back", isError: true)
            return nil
        }
        if let marks = drift.marks { return marks }
        guard configuration.drift != nil else {
            messages.current = StatusMessage("no drift analysis in this inspector", isError: true)
            return nil
        }
        drift.followUp = followUp
        startDrift()
        messages.current = pendingDriftMessage
        return nil
    }

    /// What the status line says while a key waits for the analysis: what is analysed, and
    /// that a count waits too (`3m` jumps three times once the marks are there).
    var pendingDriftMessage: StatusMessage {
        var waiting = "Esc stops waiting"
        if case .jump(let direction, let times) = drift.followUp, times > 1 {
            waiting = "\(times)\(direction == .next ? "m" : "M") waits for it; " + waiting
        }
        guard collectionState.showsDocumentRows else { return StatusMessage("finding type drift… (\(waiting))") }
        let count = NumberText.grouped(loaded.documentCount)
        if loaded.isFinished { return StatusMessage("finding type drift across \(count) documents… (\(waiting))") }
        if loaded.documentCount == 0 {
            return StatusMessage("type drift is found as documents arrive: none so far (\(waiting))")
        }
        return StatusMessage("finding type drift across the \(count) documents so far… (\(waiting))")
    }

    /// Selects the next (or previous) value of a drifting member `times` times, wrapping at the
    /// ends (across the documents of a collection).
    func jumpToDrift(_ direction: DriftDirection, times: Int = 1) {
        guard let marks = readyDrift(then: .jump(direction, times: max(1, times))) else { return }
        guard marks.count > 0 else {
            messages.current = StatusMessage(noDriftText(marks.report))
            return
        }
        for _ in 0..<min(max(1, times), marks.count) where !jumpOnce(direction, in: marks) { break }
    }

    /// One jump; false when it could not be made (the message says why).
    private func jumpOnce(_ direction: DriftDirection, in marks: DriftMarks) -> Bool {
        jumpToMark(
            forward: direction != .previous, noun: "drift",
            next: { marks.next(afterDocument: $0, index: $1) },
            previous: { marks.previous(beforeDocument: $0, index: $1) }
        ) { target in
            let ordinal = (marks.offset(document: target.document, index: target.index) ?? 0) + 1
            var text = "drift \(NumberText.grouped(ordinal)) of \(NumberText.grouped(marks.count))"
            if isDriftSoFar { text += " so far" }
            if collectionState.showsDocumentRows { text += " (#\(NumberText.grouped(target.document + 1)))" }
            if let finding = marks.finding(document: target.document, index: target.index) {
                text += ": \(finding.pattern): \(finding.kindSummary)"
            }
            return text
        }
    }

    /// One jump from the selection to the next (or previous) marked value, wrapping at the ends,
    /// with `describe`'s text in the status line: what the drift jumps (`m`, `M`) and the model
    /// failure jumps (`u`, `U`) share. False when it could not be made (the message says why).
    func jumpToMark(
        forward: Bool, noun: String,
        next: (_ document: Int, _ index: Int) -> (document: Int, index: Int)?,
        previous: (_ document: Int, _ index: Int) -> (document: Int, index: Int)?,
        describe: (_ target: (document: Int, index: Int)) -> String
    ) -> Bool {
        let from = driftPlace(of: tree.selection) ?? (document: 0, index: -1)
        var target = forward ? next(from.document, from.index) : previous(from.document, from.index)
        var wrapped = ""
        if target == nil {
            target = forward ? next(0, -1) : previous(.max, .max)
            wrapped = forward ? " (wrapped to the top)" : " (wrapped to the bottom)"
        }
        guard let target, let cursor = driftCursor(document: target.document, index: target.index) else {
            return false
        }
        guard tree.reveal(cursor, rows: treeRows) else {
            messages.current = StatusMessage(
                "that \(noun) is hidden by the filter (F shows the whole document)", isError: true)
            return false
        }
        messages.current = StatusMessage(TerminalText.escaped(describe(target) + wrapped))
        return true
    }

    /// Opens the list of findings.
    func showDrift() {
        guard let marks = readyDrift(then: .list) else { return }
        if marks.report.findings.isEmpty || marks.count == 0 {
            messages.current = StatusMessage(noDriftText(marks.report))
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
        guard let report = drift.marks?.report else { return [] }
        var lines: [DriftListLine] = []
        for section in report.sections {
            func line(_ text: String, heading: Bool = false, at kind: DriftKindCount?) -> DriftListLine {
                DriftListLine(
                    isHeading: heading, text: TerminalText.escaped(text), document: kind?.firstDocument?.index ?? 0,
                    target: kind?.firstIndex ?? 0)
            }
            if let heading = section.heading {
                lines.append(line(heading, heading: true, at: section.findings.first?.kinds.first))
            }
            for group in section.severityGroups {
                lines.append(line(group.title, heading: true, at: group.findings.first?.kinds.first))
                for finding in group.findings {
                    let first = finding.kinds.first
                    lines.append(line(finding.pattern.description, at: first))
                    for kind in finding.kinds {
                        lines.append(line("  \(kind)", at: kind))
                    }
                    if finding.missingCount > 0 {
                        lines.append(line("  missing ×\(NumberText.grouped(finding.missingCount))", at: first))
                    }
                    lines.append(line("  " + finding.readingSummary, at: first))
                }
            }
        }
        return lines
    }

    /// Keys in the drift list (and the list of your model's failures): move, page, Enter jumps to
    /// the selected line's value and closes.
    func handleListInput(_ event: InputEvent, in list: Overlay, selection: Int, scroll: Int) -> [InspectorEffect] {
        let isModelList: Bool
        switch list {
        case .modelFailures: isModelList = true
        case .drift, .help, .warnings, .message, .string: isModelList = false
        }
        let lines = isModelList ? modelFailureListLines : driftListLines
        func listOverlay(selection: Int, scroll: Int) -> Overlay {
            isModelList
                ? .modelFailures(selection: selection, scroll: scroll) : .drift(selection: selection, scroll: scroll)
        }
        let visible = max(1, layout.content.rows - 1)
        let old = selection
        var selection = selection
        switch OverlayKey(event) {
        case .lineDown: selection += 1
        case .lineUp: selection -= 1
        case .pageDown: selection += visible
        case .pageUp: selection -= visible
        case .top: selection = 0
        case .bottom: selection = lines.count - 1
        case .choose:
            overlay = nil
            if lines.indices.contains(selection),
                let cursor = driftCursor(document: lines[selection].document, index: lines[selection].target)
            {
                if tree.reveal(cursor, rows: treeRows) {
                    messages.current = StatusMessage(TerminalText.escaped(selectionPath))
                } else {
                    messages.current = StatusMessage(
                        "that value is hidden by the filter (F shows the whole document)", isError: true)
                }
            }
            return []
        case .quit:
            return [.quit]
        case .wheelDown, .wheelUp, .close:
            overlay = nil
            return []
        }
        selection = Self.selectableLine(near: selection, in: lines, downward: selection >= old)
        // Scroll in screen lines so that all of the selected item's wrapped lines show.
        var scroll = scroll
        if let range = OverlayContent(
            listOverlay(selection: selection, scroll: scroll), of: self, width: layout.content.columns
        )
        .lineRange(ofItem: selection) {
            if range.lowerBound < scroll { scroll = range.lowerBound }
            if range.upperBound >= scroll + visible { scroll = max(range.lowerBound, range.upperBound - visible + 1) }
        }
        overlay = listOverlay(selection: selection, scroll: scroll)
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

    private func noDriftText(_ report: DriftReport) -> String {
        if let documents = report.documentCount {
            let count = "\(NumberText.grouped(documents)) document\(documents == 1 ? "" : "s")"
            return "no type drift: every member agrees across \(count)\(isDriftSoFar ? " so far" : "")"
        }
        let count = report.groups.count
        guard count > 0 else { return "no type drift: no arrays of objects to compare" }
        let groups = "\(NumberText.grouped(count)) group\(count == 1 ? "" : "s")"
        return "no type drift: every member agrees across \(groups) of objects"
    }
}
