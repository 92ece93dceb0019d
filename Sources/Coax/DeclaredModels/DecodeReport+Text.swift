extension DecodeReport {
    /// The report for a person: the count of documents that decode, then each group of failures
    /// (by route first) with its count, sources, an example, JSONDecoder's message as Swift 6.3
    /// prints it, what ``LenientDecoder`` gives and the change that fixes it, then the changes,
    /// and whether the corpus decodes with all of them.
    ///
    /// ```text
    /// 497 of 500 documents decode as Product; 3 fail.
    ///
    /// $.price  typeMismatch (Double): 3 documents, in products.jsonl
    ///   example   #412 $.price: "12.90"
    ///   JSONDecoder  DecodingError.typeMismatch: expected value of type Double. Path: price. Debug …
    ///   LenientDecoder  decodes 3 of 3
    ///   change    Product.price: `let price: Double` → `let price: NumberOrText<Double>`
    /// ```
    ///
    /// - Parameters:
    ///   - typeName: what the documents were decoded as, after "decode": `as Product`, `on 5 routes`.
    ///   - suggestions: the changes found, if they were looked for.
    ///   - lenient: whether the verdicts are ``LenientDecoder``'s.
    /// - Returns: The report's lines, each ending with a newline.
    package func text(typeName: String, suggestions: ModelSuggestions?, lenient: Bool = false) -> String {
        var lines: [String] = []
        var summary =
            "\(NumberText.grouped(decodedCount)) of \(NumberText.grouped(documentCount)) "
            + "\(documentCount == 1 ? "document decodes" : "documents decode") \(PrintableText.escaped(typeName))"
            + (lenient ? " with LenientDecoder" : "")
        var parts: [String] = []
        if failedCount > 0 { parts.append("\(NumberText.grouped(failedCount)) fail") }
        let unknown = notSimulated.reduce(0) { $0 + $1.count }
        if unknown > 0 { parts.append("\(NumberText.grouped(unknown)) without a verdict") }
        if uncoveredCount > 0 {
            parts.append("\(NumberText.grouped(uncoveredCount)) not covered by a route or --status")
        }
        if !parts.isEmpty { summary += "; " + parts.joined(separator: ", ") }
        lines.append(summary + ".")
        for (reason, count) in notSimulated {
            lines.append(
                "  not simulated: \(PrintableText.escaped(reason)) (\(NumberText.grouped(count)) "
                    + "\(count == 1 ? "document" : "documents"); --exact decodes them with the real JSONDecoder)")
        }
        var currentRoute: String?? = .none
        for group in groups.sorted(by: { ($0.route ?? "") < ($1.route ?? "") }) {
            if routeChanged(currentRoute, group.route) {
                currentRoute = .some(group.route)
                if let route = group.route { lines += ["", PrintableText.escaped(route)] }
            }
            lines.append("")
            lines += groupLines(group, suggestions: suggestions, lenient: lenient)
        }
        if let suggestions, !suggestions.changes.isEmpty {
            lines.append("")
            let reader = suggestions.needsLenientDecoder ? " with LenientDecoder" : ""
            let checked = suggestions.documentCount == documentCount ? "" : " checked (every failing one among them)"
            if suggestions.stillFailing == 0 {
                lines.append(
                    "Changes to the model (checked: with all of them, every one of the "
                        + "\(NumberText.grouped(suggestions.documentCount)) documents\(checked) decodes\(reader)):")
            } else {
                lines.append(
                    "Changes to the model (checked: with all of them, \(NumberText.grouped(suggestions.stillFailing)) of "
                        + "\(NumberText.grouped(suggestions.documentCount)) documents\(checked) still fail\(reader)):")
            }
            for change in suggestions.changes { lines.append("  " + PrintableText.escaped(change.description)) }
            let declarations = suggestions.addedDeclarations
            if !declarations.isEmpty {
                lines += ["", "Add to the models (the changes above use \(declarations.count == 1 ? "it" : "them")):"]
                for declaration in declarations {
                    lines.append("")
                    for line in declaration.split(separator: "\n", omittingEmptySubsequences: false) {
                        lines.append(line.isEmpty ? "" : "    " + PrintableText.escaped(String(line)))
                    }
                }
            }
        } else if let suggestions, failedCount > 0 {
            lines += [
                "", "No change to the model was found that decodes these documents (\(suggestions.stillFailing) fail).",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func routeChanged(_ current: String??, _ next: String?) -> Bool {
        guard case .some(let shown) = current else { return true }
        return shown != next
    }

    private func groupLines(_ group: Group, suggestions: ModelSuggestions?, lenient: Bool) -> [String] {
        let expected = group.failure.expected.map { " (\($0))" } ?? ""
        let key = group.failure.key.map { " '\($0)'" } ?? ""
        let shownSources = group.sources.prefix(3).map { PrintableText.escaped($0) }.joined(separator: ", ")
        let more = group.sources.count > 3 ? " and \(group.sources.count - 3) more" : ""
        var lines = [
            "\(PrintableText.escaped(group.pattern))  \(group.kind.rawValue)\(key)\(expected): "
                + "\(NumberText.grouped(group.count)) \(group.count == 1 ? "document" : "documents"), in \(shownSources)\(more)"
        ]
        let place = group.failure.path.map { PrintableText.escaped($0.shortForm) } ?? "$"
        if group.kind == .keyNotFound, let key = group.failure.key {
            let quoted = PrintableText.escaped(JSONWriter.compact.string(for: .string(key)))
            lines.append("  example         #\(group.exampleDocument) \(place) has no \(quoted): \(group.exampleValue)")
        } else {
            lines.append("  example         #\(group.exampleDocument) \(place): \(group.exampleValue)")
        }
        if lenient {
            lines.append("  LenientDecoder  \(PrintableText.escaped(group.failure.printed))")
            return lines
        }
        lines.append("  JSONDecoder     \(PrintableText.escaped(group.failure.printed))")
        if group.lenientDecoded == group.count {
            lines.append("  LenientDecoder  decodes all \(NumberText.grouped(group.count))")
        } else if let lenientFailure = group.lenientFailure {
            lines.append(
                "  LenientDecoder  decodes \(NumberText.grouped(group.lenientDecoded)) of \(NumberText.grouped(group.count)); "
                    + PrintableText.escaped(lenientFailure.printed))
        }
        if let site = group.site, let suggestions {
            for change in suggestions.changes where change.matches(site) {
                lines.append("  change          \(PrintableText.escaped(change.description))")
            }
        }
        return lines
    }
}

extension ModelSuggestion {
    /// Whether the change is about this place of the models: the report shows it under the
    /// failures found there.
    ///
    /// ```swift
    /// suggestion.matches(DecodeSite(typeName: "Product", propertyName: "price"))   // true
    /// ```
    ///
    /// - Parameter site: where a failure happened in the models.
    /// - Returns: Whether the change edits that property (or that enum).
    package func matches(_ site: DecodeSite) -> Bool {
        ModelSuggester.baseName(site.typeName) == typeName && site.propertyName == propertyName
    }
}
