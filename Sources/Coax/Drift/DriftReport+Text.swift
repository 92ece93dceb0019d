extension DriftReport {
    /// The report for people: a headline, then the findings under one heading per severity,
    /// most severe first; each finding is its kinds (with counts and first paths) and, indented,
    /// the coercion that reads every value and what narrower ones would do. Document text is
    /// escaped, so the output is safe for a terminal.
    ///
    /// ```swift
    /// print(report.text(name: "type-drift.json"))
    /// // type-drift.json: 12 drifting members in 2 of 3 groups of objects
    /// //
    /// // Kinds differ; only text reads every value (4)
    /// //   $.products[*].in_stock: bool ×4 ($.products[0].in_stock), string ×4 (…), number ×2 (…)
    /// //     string reads all 10 values exactly; bool would not read 3 values (…)
    /// ```
    public func text(name: String) -> String {
        let shownName = PrintableText.escaped(name)
        let scope = isJSONAPI ? " (JSON:API: resources grouped by type)" : ""
        guard !groups.isEmpty else {
            return "\(shownName): no arrays of objects to compare\(scope)\n"
        }
        let groupCount = DriftText.counted(groups.count, "group")
        var lines: [String]
        if findings.isEmpty {
            lines = ["\(shownName): no drift: every member agrees across \(groupCount) of objects\(scope)"]
        } else {
            let members = DriftText.counted(findings.count, "drifting member")
            let groupsWithDrift = DriftText.grouped(Set(findings.map(\.groupPattern)).count)
            lines = ["\(shownName): \(members) in \(groupsWithDrift) of \(groupCount) of objects\(scope)"]
        }
        let maps = groups.filter(\.hasTooManyKeys)
        if !maps.isEmpty {
            lines.append("")
            lines.append("Maps, not compared (\(DriftText.grouped(maps.count)))")
            for map in maps {
                let keys = DriftText.grouped(PatternTrie.maximumKeys)
                lines.append(
                    "  " + PrintableText.escaped("\(map.pattern): more than \(keys) distinct keys, so keyed by data"))
            }
        }
        for (severity, count) in severityCounts {
            lines.append("")
            lines.append("\(severity.title) (\(DriftText.grouped(count)))")
            for finding in findings where finding.severity == severity {
                lines.append("  " + PrintableText.escaped(finding.description))
                lines.append("    " + PrintableText.escaped(finding.readingSummary))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension DriftMember {
    /// The pattern of the objects the member belongs to (for elements, the elements' own pattern).
    ///
    /// ```swift
    /// report.member(at: "$.products[*].id")?.groupPattern.description   // "$.products[*]"
    /// ```
    public var groupPattern: DriftPattern {
        key != nil ? (pattern.parent ?? pattern) : pattern
    }
}
