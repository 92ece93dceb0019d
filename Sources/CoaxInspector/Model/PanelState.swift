/// The coercion panel's own state: how far it is scrolled, how much it says, and the report of
/// the selected value with its slow parts still to come.
///
/// The panel's lines are made from the selection by ``Inspector``; this keeps what survives
/// between two key presses, and the rules for moving through those lines.
///
/// ```swift
/// var panel = PanelState()
/// panel.scroll(by: 5, lineCount: 12, bodyRows: 8)
/// panel.scroll   // 4: the last line is at the panel's bottom
/// ```
struct PanelState {
    /// The report made for one selection (nil when there are no reporters).
    struct CachedReport {
        var view: Inspector.ViewKind
        var index: Int
        var report: ValueReport?
    }

    /// The reporters' slow parts for one selection: to start, or running.
    struct Completion {
        var view: Inspector.ViewKind
        var index: Int
        var works: [@Sendable () -> [ValueReport.Section]]
        var job: BackgroundJob<[ValueReport.Section]>?
    }

    /// The first line shown below the title.
    var scroll = 0
    /// One line per result, or every reason in full (`r`).
    var form = PanelContent.Form.compact
    /// A heading to scroll to once the key is handled (the decoders after a pasted error).
    var anchor: String?
    /// The report of the selection, once made.
    var cache: CachedReport?
    /// The reporters' slow parts for the selection, if any.
    var completion: Completion?

    /// The furthest the panel scrolls: its last line at the bottom.
    static func scrollLimit(lineCount: Int, bodyRows: Int) -> Int {
        max(0, lineCount - bodyRows)
    }

    /// Scrolls by `delta` lines, kept between the top and ``scrollLimit(lineCount:bodyRows:)``.
    mutating func scroll(by delta: Int, lineCount: Int, bodyRows: Int) {
        let limit = Self.scrollLimit(lineCount: lineCount, bodyRows: bodyRows)
        scroll = min(max(0, scroll + min(delta, Int.max - scroll)), limit)
    }

    /// Switches between one line per result and every reason in full, from the top.
    mutating func toggleForm() {
        form = form == .compact ? .full : .compact
        scroll = 0
    }

    /// The report cached for the row `index` of `view`; nil when none is (`.some(nil)`: there
    /// are no reporters).
    func cachedReport(view: Inspector.ViewKind, index: Int) -> ValueReport?? {
        guard let cache, cache.view == view, cache.index == index else { return nil }
        return .some(cache.report)
    }

    /// Another value is selected: its panel starts at the top, and the old one's slow work is
    /// dropped.
    mutating func selectionMoved() {
        scroll = 0
        dropCompletion()
    }

    /// Stops and forgets the slow work of the selection's report.
    mutating func dropCompletion() {
        completion?.job?.cancel()
        completion = nil
    }

    /// Forgets the report and its work (the document was replaced), from the top.
    mutating func reset() {
        cache = nil
        dropCompletion()
        scroll = 0
    }

    /// Puts the sections the slow work made in place of those with the same identifiers in the
    /// report they were made for (after them when new); nothing when another value's report is
    /// cached meanwhile.
    mutating func complete(_ pending: Completion, with sections: [ValueReport.Section]) {
        guard let cached = cache, cached.view == pending.view, cached.index == pending.index,
            var report = cached.report
        else { return }
        for section in sections {
            if let position = report.sections.firstIndex(where: { $0.id == section.id }) {
                report.sections[position] = section
            } else {
                report.sections.append(section)
            }
        }
        cache = CachedReport(view: cached.view, index: cached.index, report: report)
    }

    /// Where `}` (`forward`) and `{` go from the current scroll: the next or previous section's
    /// start among `headings` (line positions; the top counts as one), as far as the panel
    /// scrolls; nil when that is where the panel already is.
    func sectionTarget(forward: Bool, headings: [Int], lineCount: Int, bodyRows: Int) -> Int? {
        let starts = [0] + headings
        let limit = Self.scrollLimit(lineCount: lineCount, bodyRows: bodyRows)
        let target = forward ? starts.first { $0 > scroll } : starts.last { $0 < scroll }
        guard let target, min(target, limit) != scroll else { return nil }
        return target
    }
}
