extension DriftReport {
    /// The report for people: a headline, the tagged unions found, then the findings under one
    /// heading per severity, most severe first; each finding is its kinds (with counts and first
    /// paths) and, indented, the coercion that reads every value and what narrower ones would do.
    /// Findings inside a variant of a tagged union, or in the documents of one endpoint of an
    /// HTTP archive, come after the others under a heading naming the variant or endpoint.
    /// Document text is escaped, so the output is safe for a terminal.
    ///
    /// ```swift
    /// print(report.text(name: "type-drift.json"))
    /// // type-drift.json: 12 drifting members in 2 of 3 groups of objects
    /// //
    /// // Kinds differ; only text reads every value (4)
    /// //   $.products[*].in_stock: bool ×4 ($.products[0].in_stock), string ×4 (…), number ×2 (…)
    /// //     string reads all 10 values exactly; bool would not read 3 values (…)
    /// ```
    ///
    /// - Parameter name: how the input is named on the first line (escaped when printed).
    /// - Returns: The report `coax drift` prints, ending with a newline.
    package func text(name: String) -> String {
        let shownName = PrintableText.escaped(name)
        var scope = ""
        if let documentCount { scope += ", in \(DriftText.counted(documentCount, "document"))" }
        if isJSONAPI { scope += " (JSON:API: resources grouped by type)" }
        guard !groups.isEmpty else {
            let what = documentCount == nil ? "no arrays of objects to compare" : "no objects to compare"
            return "\(shownName): \(what)\(scope)\n"
        }
        let groupCount = DriftText.counted(groups.count, "group")
        var lines: [String]
        if findings.isEmpty {
            lines = ["\(shownName): no drift: every member agrees across \(groupCount) of objects\(scope)"]
        } else {
            let members = DriftText.counted(findings.count, "drifting member")
            let groupsWithDrift = DriftText.grouped(Set(findings.map { "\($0.section) \($0.groupPattern)" }).count)
            lines = ["\(shownName): \(members) in \(groupsWithDrift) of \(groupCount) of objects\(scope)"]
        }
        if !unions.isEmpty {
            lines.append("")
            lines.append("Tagged unions (\(DriftText.grouped(unions.count)))")
            for union in unions { lines.append("  " + union.line) }
        }
        let keyedByData = groups.filter(\.isMap)
        if !keyedByData.isEmpty {
            lines.append("")
            lines.append("Maps keyed by data (\(DriftText.grouped(keyedByData.count)))")
            for map in keyedByData {
                let values = map.pattern.appending(.mapValue)
                lines.append("  " + PrintableText.escaped("\(map.pattern): values compared at \(values)"))
            }
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
        for section in sections {
            if let heading = section.heading {
                lines.append("")
                guard !section.findings.isEmpty else {
                    lines.append("\(heading): no drift")
                    continue
                }
                lines.append(heading)
            }
            let indent = section.heading == nil ? "" : "  "
            for group in section.severityGroups {
                lines.append("")
                lines.append(indent + group.title)
                for finding in group.findings {
                    lines.append(indent + "  " + PrintableText.escaped(finding.description))
                    lines.append(indent + "    " + PrintableText.escaped(finding.readingSummary))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Findings by where they are: outside every union and endpoint first (no heading), then per
    /// endpoint and, within it, per variant in input order. An endpoint without findings is
    /// listed too; a variant without findings is not (the unions' lines name every variant).
    ///
    /// ```swift
    /// report.sections.compactMap(\.heading)   // ["GET /products/{id} → 200 (3 documents)", …]
    /// ```
    package var sections: [DriftReportSection] {
        var byKey: [DriftSectionKey: [DriftMember]] = [:]
        for finding in findings { byKey[DriftSectionKey(finding), default: []].append(finding) }
        var result: [DriftReportSection] = []
        // Analysis 0 holds the documents of no endpoint; analysis k + 1 those of endpoint k.
        for section in 0...endpoints.count {
            let endpoint = section > 0 ? endpoints[section - 1] : nil
            let plain = byKey[DriftSectionKey(section: Int32(section), variants: nil)] ?? []
            if let endpoint {
                let heading = "\(endpoint) (\(DriftText.counted(endpoint.documentCount, "document")))"
                result.append(DriftReportSection(heading: heading, findings: plain))
            } else if !plain.isEmpty {
                result.append(DriftReportSection(heading: nil, findings: plain))
            }
            for group in groups where group.isVariant && group.endpoint == endpoint {
                guard let found = byKey[DriftSectionKey(section: Int32(section), variants: group.pattern)] else {
                    continue
                }
                result.append(DriftReportSection(heading: Self.heading(of: group), findings: found))
            }
        }
        return result
    }

    /// `Documents where type is "PushEvent" (11 documents)`, `$.events[*] where type is
    /// "PushEvent" (40 objects)`, with the endpoint first for an HTTP archive.
    private static func heading(of group: DriftGroup) -> String {
        var parts: [String] = []
        var steps: [DriftPattern.Step] = []
        for step in group.pattern.steps {
            if case .variant(let variant) = step {
                let objects = DriftPattern(root: group.pattern.root, steps: steps)
                let isDocuments = objects.root == .document && objects.withoutVariants.steps.isEmpty
                let place = isDocuments ? "documents" : PrintableText.escaped(objects.description)
                parts.append("\(place) where \(variant)")
            }
            steps.append(step)
        }
        var text = parts.joined(separator: ", ")
        if let endpoint = group.endpoint { text = "\(endpoint), \(text)" }
        if let first = text.first, first.isLowercase { text = first.uppercased() + text.dropFirst() }
        let isDocuments = group.pattern.root == .document && group.pattern.withoutVariants.steps.isEmpty
        return text + " (\(DriftText.counted(group.objectCount, isDocuments ? "document" : "object")))"
    }
}

/// Where a finding is reported: its analysis (endpoint) and the pattern of its innermost
/// variant's group (nil outside unions).
struct DriftSectionKey: Hashable {
    let section: Int32
    let variants: DriftPattern?

    init(section: Int32, variants: DriftPattern?) {
        self.section = section
        self.variants = variants
    }

    init(_ member: DriftMember) {
        section = member.section
        let steps = member.pattern.steps
        if let last = steps.lastIndex(where: { if case .variant = $0 { true } else { false } }) {
            variants = DriftPattern(root: member.pattern.root, steps: Array(steps[...last]))
        } else {
            variants = nil
        }
    }
}

extension DriftUnion {
    /// `documents by type: "PushEvent" ×11, "IssuesEvent" ×8`, `$.events[*] by kind: 1 ×4, 2 ×3`.
    var line: String {
        let isDocuments = objects.root == .document && objects.withoutVariants.steps.isEmpty
        var text = isDocuments ? "documents" : objects.description
        if let endpoint { text = "\(endpoint): \(text)" }
        let key = JSONPathFormatter.bareOrDoubleQuoted(by)
        text += " by \(key)\(isChosen ? " (named)" : ""): "
        text += variants.map { "\($0.value) ×\(DriftText.grouped($0.objectCount))" }.joined(separator: ", ")
        return PrintableText.escaped(text)
    }
}

extension DriftMember {
    /// The pattern of the objects the member belongs to (for elements, the elements' own pattern).
    ///
    /// ```swift
    /// report.member(at: "$.products[*].id")?.groupPattern.description   // "$.products[*]"
    /// ```
    package var groupPattern: DriftPattern {
        key != nil ? (pattern.parent ?? pattern) : pattern
    }
}
