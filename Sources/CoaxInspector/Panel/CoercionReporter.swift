import Coax
import Foundation

/// The panel's report from Coax's coercion engine (EBTExtractor's rules): every reading of the
/// selected value, most useful first for its kind, as plain readings, typed arrays (for arrays)
/// and forced variants, each with its reason; results that lose information are flagged, dates
/// are also given in local time, and readings that do not apply to the kind fold together.
///
/// The work in a key press is bounded whatever the value's size: typed arrays convert at most
/// ``quickElementLimit`` elements at once and up to ``elementLimit`` in the background (the
/// reasons say how many), and a string longer than ``stringByteLimit`` bytes is read from its
/// start only — the report says so.
///
/// ```swift
/// let report = CoercionReporter().report(for: try JSONDocument(parsing: "5.94").root)
/// report.sections[0].rows[0].name               // "integer": a number's integer reading comes first
/// report.sections[0].rows[0].value              // "5"
/// report.sections[0].rows[0].losesInformation   // true
/// ```
public struct CoercionReporter: ValueReporting, Sendable {
    /// The most elements the typed arrays convert (in the background).
    public var elementLimit: Int
    /// The most elements the typed arrays convert inside a key press.
    public var quickElementLimit: Int
    /// The zone for the local-time line of dates.
    public var timeZone: TimeZone
    /// The widest result text, in characters; longer results end with `…`.
    public var resultLimit: Int
    /// The most bytes of a string's source the readings look at.
    public var stringByteLimit: Int

    /// Creates a reporter.
    ///
    /// - Parameters:
    ///   - elementLimit: the most array elements the typed arrays convert, off the key press.
    ///   - quickElementLimit: the most converted within the key press itself.
    ///   - timeZone: the zone dates are shown in.
    ///   - resultLimit: the widest result text before `…`.
    ///   - stringByteLimit: the most bytes of a long string the readings look at.
    public init(
        elementLimit: Int = 1_000, quickElementLimit: Int = 8, timeZone: TimeZone = .current, resultLimit: Int = 60,
        stringByteLimit: Int = 1_024
    ) {
        self.elementLimit = elementLimit
        self.quickElementLimit = min(quickElementLimit, elementLimit)
        self.timeZone = timeZone
        self.resultLimit = resultLimit
        self.stringByteLimit = stringByteLimit
    }

    /// The report for one value.
    ///
    /// ```swift
    /// CoercionReporter().report(for: node).sections.map(\.title)   // ["EBTExtractor rules", "Forced (…)"]
    /// ```
    ///
    /// - Parameter node: the selected value.
    /// - Returns: Its coercions in sections, bounded by ``quickElementLimit`` and ``stringByteLimit``
    ///   so that the key press stays quick.
    public func report(for node: JSONNode) -> ValueReport {
        if node.kind == .string, let prefix = node.stringPrefix(maxBytes: stringByteLimit), !prefix.isWhole {
            let note = "readings use the first \(NumberText.grouped(stringByteLimit)) bytes"
            return report(
                CoercionReport(JSONValue.string(prefix.text), elementLimit: elementLimit), kind: .string, note: note)
        }
        return report(CoercionReport(node, elementLimit: limitInKeyPress(for: node)), kind: node.kind, note: nil)
    }

    /// For an array longer than ``quickElementLimit``: the typed arrays and forced variants again,
    /// converting up to ``elementLimit`` elements.
    ///
    /// ```swift
    /// CoercionReporter().completion(for: hugeArray)?().map(\.title)   // ["EBTExtractor typed arrays", "EBTExtractor forced (…)"]
    /// ```
    ///
    /// - Parameter node: the value ``report(for:)`` was made for.
    /// - Returns: Work to run between key presses, or nil when the quick report was complete.
    public func completion(for node: JSONNode) -> (@Sendable () -> [ValueReport.Section])? {
        guard limitInKeyPress(for: node) < min(node.count, elementLimit) else { return nil }
        let reporter = self
        return {
            let full = reporter.report(
                CoercionReport(node, elementLimit: reporter.elementLimit), kind: node.kind, note: nil)
            return full.sections.filter { $0.id != .coercions }
        }
    }

    /// How many elements a report converts inside a key press.
    private func limitInKeyPress(for node: JSONNode) -> Int {
        node.kind == .array ? quickElementLimit : elementLimit
    }

    private func report<Value>(_ report: CoercionReport<Value>, kind: JSONKind, note: String?) -> ValueReport {
        var plain: [(CoercionMethod, ValueReport.Row)] = []
        var typed: [ValueReport.Row] = []
        var forced: [(CoercionMethod, ValueReport.Row)] = []
        for entry in report.entries {
            let row = self.row(for: entry, kind: kind)
            if entry.method.isForced {
                forced.append((entry.method, row))
            } else if entry.method.isTypedArray {
                typed.append(row)
            } else {
                plain.append((entry.method, row))
            }
        }
        let order = Self.order(for: kind)
        func sorted(_ rows: [(CoercionMethod, ValueReport.Row)]) -> [ValueReport.Row] {
            rows.enumerated().sorted { left, right in
                let leftRank = order.firstIndex(of: left.element.0.plain) ?? order.count
                let rightRank = order.firstIndex(of: right.element.0.plain) ?? order.count
                return leftRank == rightRank ? left.offset < right.offset : leftRank < rightRank
            }.map(\.element.1)
        }
        var sections = [
            ValueReport.Section(
                .coercions, title: "EBTExtractor rules", notes: note.map { [$0] } ?? [], rows: sorted(plain))
        ]
        if !typed.isEmpty {
            sections.append(ValueReport.Section(.typedArrays, title: "EBTExtractor typed arrays", rows: typed))
        }
        sections.append(
            ValueReport.Section(.forced, title: "EBTExtractor forced (fall back instead of nil)", rows: sorted(forced)))
        return ValueReport(sections: sections)
    }

    /// The readings in the order that matters for a kind: what code usually asks of it first.
    static func order(for kind: JSONKind) -> [CoercionMethod] {
        switch kind {
        case .number:
            [.integer, .decimal, .string, .unixDate, .unixDateMilliseconds, .bool, .unsignedInteger, .number]
        case .string:
            [.string, .integer, .decimal, .bool, .unixDate, .unixDateMilliseconds, .unsignedInteger, .number]
        case .bool:
            [.bool, .integer, .string, .number, .unsignedInteger, .decimal]
        case .object:
            [.dictionary, .array]
        case .array:
            [.array, .dictionary]
        case .null:
            [.bool, .integer, .string]
        }
    }

    private func row<Value>(for entry: CoercionReport<Value>.Entry, kind: JSONKind) -> ValueReport.Row {
        var reason = entry.why
        if entry.isLossy { reason += " [\(entry.loss)]" }
        var details: [String] = []
        if let time = entry.output.unixTime {
            details.append("local time " + localTime(time.date))
        }
        return ValueReport.Row(
            name: entry.method.label,
            value: entry.output.preview(limit: resultLimit),
            reason: reason,
            losesInformation: entry.isLossy,
            details: details,
            folds: Self.doesNotApply(entry, to: kind)
        )
    }

    /// Whether a reading only says that it does not apply to the kind: nil or a fallback, for a
    /// container or null (other than the container's own reading), or an array or dictionary
    /// reading of a scalar.
    private static func doesNotApply<Value>(_ entry: CoercionReport<Value>.Entry, to kind: JSONKind) -> Bool {
        let notApplicable = entry.output.isNone || entry.loss.contains(.fallback)
        guard notApplicable else { return false }
        let method = entry.method.plain
        switch kind {
        case .object, .array, .null:
            return true
        case .number, .string, .bool:
            return method == .array || method == .dictionary
        }
    }

    private func localTime(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        formatter.formatOptions = [.withInternetDateTime]
        if date.timeIntervalSince1970.rounded(.towardZero) != date.timeIntervalSince1970 {
            formatter.formatOptions.insert(.withFractionalSeconds)
        }
        return formatter.string(from: date) + " (\(timeZone.identifier))"
    }
}
