import Coax
import Synchronization

/// The panel's two decoder sections: for the selected value, what Foundation's `JSONDecoder`
/// and Coax's `LenientDecoder` give for each Swift type (`Bool` … `Date` under five strategies):
/// the value written exactly, with how it was read, or the `DecodingError` case and message.
///
/// The work is bounded whatever the value's size (see ``DecoderComparison``): a string over
/// ``byteLimit`` bytes is answered from a short stand-in where that gives the same answer, and the
/// rest is worked out off the key press (``completion(for:)``), shown as `…` meanwhile. In the
/// compact panel the most common error of a section folds into one line.
///
/// ```swift
/// let report = DecodersReporter().report(for: try JSONDocument(parsing: #""12.90""#).root)
/// report.sections.map(\.title)                 // ["JSONDecoder", "LenientDecoder"]
/// report.sections[0].rows[4].value              // "typeMismatch" (Double)
/// report.sections[1].rows[4].value              // "12.9"
/// ```
public struct DecodersReporter: ValueReporting, Sendable {
    /// The longest string or number literal decoded whole while a key is handled.
    public var byteLimit: Int
    /// The widest result text, in characters; longer results end with `…`.
    public var resultLimit: Int
    /// Counts requests for completions, so that work for an earlier value stops.
    private let latestRequest = LatestRequest()

    /// The longest string or literal a reporter reads within the key press unless told otherwise
    /// (the comparison's own bound).
    public static let defaultByteLimit = DecoderComparison.defaultByteLimit

    /// Creates a reporter.
    ///
    /// - Parameters:
    ///   - byteLimit: the longest string or literal read within the key press.
    ///   - resultLimit: the widest result text before `…`.
    public init(byteLimit: Int = DecodersReporter.defaultByteLimit, resultLimit: Int = 40) {
        self.byteLimit = byteLimit
        self.resultLimit = resultLimit
    }

    /// The two sections for one value, bounded: cells that need the whole of a long string or
    /// literal show `…` until ``completion(for:)`` has worked them out.
    ///
    /// ```swift
    /// DecodersReporter().report(for: node).sections[1].rows[1].value   // "…" for a 6 MB string
    /// ```
    ///
    /// - Parameter node: the selected value.
    /// - Returns: The "JSONDecoder" and "LenientDecoder" sections, one row per Swift type.
    public func report(for node: JSONNode) -> ValueReport {
        ValueReport(sections: sections(DecoderComparison(node, byteLimit: byteLimit)))
    }

    /// For a string or literal over ``byteLimit``, the work that gives the finished sections,
    /// reading the whole value one cell at a time. Asking for another value's completion makes
    /// unfinished work for an earlier one stop at its next cell (the selection moved on).
    ///
    /// ```swift
    /// DecodersReporter().completion(for: hugeString)?()   // both sections, every cell worked out
    /// DecodersReporter().completion(for: shortString)     // nil: the report was complete
    /// ```
    ///
    /// - Parameter node: the value ``report(for:)`` was made for.
    /// - Returns: Work that returns both sections complete, or nil when nothing was left pending.
    public func completion(for node: JSONNode) -> (@Sendable () -> [ValueReport.Section])? {
        let ticket = latestRequest.next()
        guard DecoderComparison.readsWhole(node, byteLimit: byteLimit) else { return nil }
        let reporter = self
        let latest = latestRequest
        return {
            let isCancelled = { latest.current != ticket }
            let quick = DecoderComparison(node, byteLimit: reporter.byteLimit)
            return reporter.sections(quick.completed(for: node, isCancelled: isCancelled))
        }
    }

    func sections(_ comparison: DecoderComparison) -> [ValueReport.Section] {
        [
            section(.jsonDecoder, title: "JSONDecoder", cells: comparison.rows.map { ($0.target, $0.jsonDecoder) }),
            section(
                .lenientDecoder, title: "LenientDecoder", cells: comparison.rows.map { ($0.target, $0.lenientDecoder) }),
        ]
    }

    private func section(
        _ id: ValueReport.Section.ID, title: String, cells: [(DecodingTarget, DecoderCell)]
    ) -> ValueReport.Section {
        // The error most rows share (typeMismatch for a container or a string) folds into one line.
        var counts: [DecodingErrorCase: Int] = [:]
        for (_, cell) in cells { if let failure = cell.failure { counts[failure.errorCase, default: 0] += 1 } }
        let folding = counts.filter { $0.value > 1 }.max { $0.value < $1.value }?.key
        let pending = cells.filter { $0.1.isPending }.count
        let notes =
            pending > 0 ? ["\(pending) result\(pending == 1 ? " needs" : "s need") the whole value: working…"] : []
        return ValueReport.Section(
            id, title: title, notes: notes,
            rows: cells.map { target, cell in row(target, cell, folds: cell.failure?.errorCase == folding) },
            summary: Self.summary(title: title, cells: cells))
    }

    /// `JSONDecoder: String · URL · Date.iso8601 · 10 fail (typeMismatch)`: the types that
    /// decode, then those whose value is not the one the JSON wrote (`! Double`), then how many
    /// fail and why.
    static func summary(title: String, cells: [(DecodingTarget, DecoderCell)]) -> String {
        var decoded: [String] = []
        var lossy: [String] = []
        var failures: [DecodingErrorCase] = []
        var pending = 0
        for (target, cell) in cells {
            switch cell {
            case .value(let value):
                if value.isLossy { lossy.append("! " + panelName(target)) } else { decoded.append(panelName(target)) }
            case .failure(let failure): failures.append(failure.errorCase)
            case .pending: pending += 1
            }
        }
        // Exact values first, then those that are not the value the JSON wrote.
        decoded += lossy
        var parts = decoded.isEmpty ? ["no type decodes it"] : decoded
        if !failures.isEmpty {
            var seen: [DecodingErrorCase] = []
            for failure in failures where !seen.contains(failure) { seen.append(failure) }
            let cases = seen.map(\.rawValue).joined(separator: ", ")
            parts.append("\(failures.count) fail (\(cases))")
        }
        if pending > 0 { parts.append("\(pending) working…") }
        return title + ": " + parts.joined(separator: " · ")
    }

    private func row(_ target: DecodingTarget, _ cell: DecoderCell, folds: Bool) -> ValueReport.Row {
        let name = Self.panelName(target)
        switch cell {
        case .value(let value):
            var text = value.text
            if text.count > resultLimit {
                text = String(text.prefix(resultLimit)) + "…"
            } else if value.isCut {
                text += "…"
            }
            return ValueReport.Row(
                name: name, value: text, reason: value.why,
                losesInformation: value.isLossy)
        case .failure(let failure):
            let message = failure.message.isEmpty ? "(no debug description)" : failure.message
            return ValueReport.Row(
                name: name, value: failure.errorCase.rawValue, reason: message, losesInformation: false, folds: folds)
        case .pending(let why):
            return ValueReport.Row(name: name, value: "…", reason: why, losesInformation: false)
        }
    }

    /// Short names for the panel: the dates by strategy (`Date.seconds`, `Date.iso8601`, …).
    static func panelName(_ target: DecodingTarget) -> String {
        switch target {
        case .dateSecondsSince1970: "Date.seconds"
        case .dateMillisecondsSince1970: "Date.millis"
        default: target.name
        }
    }
}

/// A counter shared by a reporter's copies: the number of the latest completion asked for.
private final class LatestRequest: Sendable {
    private let count = Atomic<Int>(0)

    /// The latest request's number.
    var current: Int { count.load(ordering: .acquiring) }

    /// Starts a new request and returns its number.
    func next() -> Int { count.add(1, ordering: .acquiringAndReleasing).newValue }
}

extension ValueReport.Section.ID {
    /// What Foundation's `JSONDecoder` gives.
    public static let jsonDecoder: Self = "json-decoder"
    /// What Coax's `LenientDecoder` gives.
    public static let lenientDecoder: Self = "lenient-decoder"
}
