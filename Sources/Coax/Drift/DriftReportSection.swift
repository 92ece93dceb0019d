/// The findings of a report under one heading, as ``DriftReport/text(name:)`` prints them: the
/// findings outside every endpoint and variant (no heading), then each endpoint of an HTTP
/// archive and each variant of a tagged union that has findings, under a heading naming it.
///
/// Views that list findings use it so that they say what `coax drift` says.
///
/// ```swift
/// let sections = DriftAnalyzer().analyze(try JSONDocument(parsing: events)).sections
/// sections.map(\.heading)   // ["$.events[*] where type is \"push\" (3 objects)"]
/// sections[0].severityGroups.first?.title   // "Kinds differ; a typed coercion reads every value (1)"
/// ```
package struct DriftReportSection: Sendable, Hashable {
    /// The endpoint or variant, escaped for terminals (`GET /products/{id} → 200 (2 documents)`,
    /// `Documents where type is "PushEvent" (11 documents)`); nil for findings outside both.
    package var heading: String?
    /// The findings, in the report's order.
    package var findings: [DriftMember]

    /// The findings by severity, most severe first, each with the heading the text output gives
    /// it: `Kinds differ; a typed coercion reads every value (2)`.
    ///
    /// ```swift
    /// section.severityGroups.map(\.title)   // ["Kinds differ; only text reads every value (4)", …]
    /// ```
    package var severityGroups: [(title: String, findings: [DriftMember])] {
        DriftSeverity.allCases.reversed().compactMap { severity in
            let members = findings.filter { $0.severity == severity }
            guard !members.isEmpty else { return nil }
            return ("\(severity.title) (\(DriftText.grouped(members.count)))", members)
        }
    }
}
