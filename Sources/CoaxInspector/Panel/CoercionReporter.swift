import Coax
import Foundation

/// The coercion panel's report: every result of Coax's coercion engine for the selected value,
/// grouped as plain coercions, typed arrays (for arrays) and forced variants, each with its
/// reason; results that lose information are flagged, and dates are also given in local time.
///
/// Typed arrays convert at most ``elementLimit`` elements (the reason says so), so selecting a
/// 1,000,000-element array costs no more than selecting a short one.
///
/// ```swift
/// let report = CoercionReporter().report(for: try JSONDocument(parsing: "5.94").root)
/// report.sections[0].rows[1].value              // "5"
/// report.sections[0].rows[1].losesInformation   // true
/// ```
public struct CoercionReporter: ValueReporting {
    /// The most elements the typed arrays convert.
    public var elementLimit: Int
    /// The zone for the local-time line of dates.
    public var timeZone: TimeZone
    /// The widest result text, in characters; longer results end with `…`.
    public var resultLimit: Int

    /// Creates a reporter.
    ///
    /// ```swift
    /// CoercionReporter(elementLimit: 200, timeZone: TimeZone(identifier: "UTC")!)
    /// ```
    public init(elementLimit: Int = 1_000, timeZone: TimeZone = .current, resultLimit: Int = 60) {
        self.elementLimit = elementLimit
        self.timeZone = timeZone
        self.resultLimit = resultLimit
    }

    /// The report for one value.
    ///
    /// ```swift
    /// CoercionReporter().report(for: node).sections.map(\.title)   // ["Coercions", "Forced"]
    /// ```
    public func report(for node: JSONNode) -> ValueReport {
        let report = CoercionReport(node, elementLimit: elementLimit)
        var plain: [ValueReport.Row] = []
        var typed: [ValueReport.Row] = []
        var forced: [ValueReport.Row] = []
        for entry in report.entries {
            let row = self.row(for: entry)
            if entry.method.isForced {
                forced.append(row)
            } else if entry.method.isTypedArray {
                typed.append(row)
            } else {
                plain.append(row)
            }
        }
        var sections = [ValueReport.Section(title: "Coercions", rows: plain)]
        if !typed.isEmpty { sections.append(ValueReport.Section(title: "Typed arrays", rows: typed)) }
        sections.append(ValueReport.Section(title: "Forced (fall back instead of nil)", rows: forced))
        return ValueReport(sections: sections)
    }

    private func row(for entry: CoercionReport<JSONNode>.Entry) -> ValueReport.Row {
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
            details: details
        )
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
