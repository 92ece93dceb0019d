import Coax

/// The list of failures of the user's models, grouped as `coax decode`'s text report groups
/// them: by route, then by the place (indexes as `[*]`) and the error, each group with its count,
/// `JSONDecoder`'s message, what ``LenientDecoder`` gives, the suggested change, and its
/// documents. Enter on a line jumps to the failing value it names (a group's first document).
///
/// ```swift
/// ModelFailureList.lines(verdicts).map(\.text)
/// // ["$.price  typeMismatch (Double): 2 documents", "  JSONDecoder     DecodingError…", …,
/// //  "  #3  $.price", "  #9  $.price"]
/// ```
enum ModelFailureList {
    /// One line: its text, whether it is a heading, and the failing value it jumps to.
    struct Line: Hashable, Sendable {
        /// A heading (a route), not selected.
        var isHeading: Bool
        /// The text, escaped for the terminal.
        var text: String
        /// The document the line jumps to (0 for one document).
        var document: Int
        /// The tape index of the failing value in it.
        var target: Int
    }

    /// The list's lines, routes sorted as the text report sorts them.
    ///
    /// - Parameters:
    ///   - verdicts: the verdicts so far.
    ///   - sourceLabel: a document's label (`GET /v1/products/1043`), for the document lines.
    /// - Returns: The lines; empty when nothing fails.
    /// - Complexity: O(groups × documents listed per group).
    static func lines(_ verdicts: ModelVerdicts, sourceLabel: (Int) -> String? = { _ in nil }) -> [Line] {
        let groups = verdicts.report.groups.enumerated().sorted { ($0.element.route ?? "") < ($1.element.route ?? "") }
        var lines: [Line] = []
        var currentRoute: String?
        for (position, group) in groups {
            let documents = verdicts.groupDocuments.indices.contains(position) ? verdicts.groupDocuments[position] : []
            guard let first = documents.first else { continue }
            func line(_ text: String, document: Int = first, heading: Bool = false) -> Line {
                Line(
                    isHeading: heading, text: TerminalText.escaped(text), document: document,
                    target: verdicts.failure(ofDocument: document)?.valueIndex ?? 0)
            }
            if let route = group.route, route != currentRoute {
                currentRoute = route
                lines.append(line(route, heading: true))
            }
            let expected = group.failure.expected.map { " (\($0))" } ?? ""
            let key = group.failure.key.map { " '\($0)'" } ?? ""
            let count = "\(NumberText.grouped(group.count)) document\(group.count == 1 ? "" : "s")"
            lines.append(line("\(group.pattern)  \(group.kind.rawValue)\(key)\(expected): \(count)"))
            lines.append(line("  JSONDecoder     \(group.failure.printed)"))
            if group.lenientDecoded == group.count {
                lines.append(line("  LenientDecoder  decodes all \(NumberText.grouped(group.count))"))
            } else if let lenient = group.lenientFailure {
                lines.append(
                    line(
                        "  LenientDecoder  decodes \(NumberText.grouped(group.lenientDecoded)) of "
                            + "\(NumberText.grouped(group.count)); \(lenient.printed)"))
            }
            if let site = group.site, let suggestions = verdicts.suggestions {
                for change in suggestions.changes where change.matches(site) {
                    lines.append(line("  change          \(change.description)"))
                }
            }
            for document in documents {
                let place = verdicts.failure(ofDocument: document)?.failure.path?.shortForm ?? "$"
                let label = sourceLabel(document).map { "  \($0)" } ?? ""
                lines.append(line("  #\(NumberText.grouped(document + 1))\(label)  \(place)", document: document))
            }
            if group.count > documents.count {
                lines.append(
                    line("  … and \(NumberText.grouped(group.count - documents.count)) more", document: documents[0]))
            }
        }
        return lines
    }
}
