import Coax

/// The side panel's lines for the selected value: its path, kind and exact literal, then every
/// report row with its result and, wrapped below it, the reason. Rows that lose information
/// start with `!` and use the lossy role, so they stand out with or without colour.
///
/// ```swift
/// let lines = PanelContent.lines(path: "$['a']", node: node, report: report, width: 40)
/// lines[0].text   // "path     $['a']"
/// ```
enum PanelContent {
    /// Columns of the label column in the header.
    static let labelWidth = 9

    /// The panel's lines at a width.
    ///
    /// ```swift
    /// PanelContent.lines(path: "$", node: document.root, report: nil, width: 30)
    /// ```
    static func lines(path: String, node: JSONNode, report: ValueReport?, width: Int) -> [PanelLine] {
        var lines: [PanelLine] = []
        let valueWidth = max(1, width - labelWidth)
        func field(_ label: String, _ value: String, role: ColorRole = .plain) {
            for (offset, part) in TextWrap.lines(value, width: valueWidth).enumerated() {
                let shownLabel =
                    offset == 0
                    ? label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: labelWidth)
                lines.append(PanelLine([.init(shownLabel, role: .label), .init(part, role: role)]))
            }
        }
        field("path", path)
        field("kind", kindText(node))
        if let literal = literalText(node) { field("literal", literal, role: ValueText.role(of: node)) }
        guard let report else { return lines }
        if let note = report.note {
            lines.append(PanelLine())
            for part in TextWrap.lines(note, width: max(1, width)) {
                lines.append(PanelLine([.init(part, role: .hint)]))
            }
        }
        let nameWidth = min(
            (report.sections.flatMap(\.rows).map { TerminalText.width(of: $0.name) }.max() ?? 0) + 1,
            max(1, width / 2)
        )
        for section in report.sections {
            lines.append(PanelLine())
            lines.append(PanelLine([.init(section.title, role: .heading)]))
            for row in section.rows {
                let marker = row.losesInformation ? "! " : "  "
                let name = fitted(row.name, width: nameWidth)
                lines.append(
                    PanelLine([
                        .init(marker, role: row.losesInformation ? .lossy : .plain),
                        .init(name, role: .label),
                        .init(row.value, role: row.losesInformation ? .lossy : .plain),
                    ]))
                let indent = "    "
                for part in TextWrap.lines(row.reason, width: max(1, width - indent.count)) {
                    lines.append(PanelLine([.init(indent + part, role: .hint)]))
                }
                for detail in row.details {
                    for part in TextWrap.lines(detail, width: max(1, width - indent.count)) {
                        lines.append(PanelLine([.init(indent + part, role: .label)]))
                    }
                }
            }
        }
        return lines
    }

    /// The kind with its size, e.g. `object, 12 members`.
    static func kindText(_ node: JSONNode) -> String {
        switch node.kind {
        case .object: "object, \(NumberText.grouped(node.count)) member\(node.count == 1 ? "" : "s")"
        case .array: "array, \(NumberText.grouped(node.count)) element\(node.count == 1 ? "" : "s")"
        default: node.kind.description
        }
    }

    /// The literal exactly as written in the source, for scalars.
    static func literalText(_ node: JSONNode) -> String? {
        switch node.kind {
        case .string: "\"" + (node.rawStringContents ?? "") + "\""
        case .number: node.numberLiteral
        case .bool: node.bool == true ? "true" : "false"
        case .null: "null"
        case .array, .object: nil
        }
    }

    /// Text cut or padded to exactly `width` columns.
    private static func fitted(_ text: String, width: Int) -> String {
        var line = StyledLine(capacity: max(0, width - 1))
        line.append(text, style: .plain)
        var result = line.text
        result += String(repeating: " ", count: max(0, width - TerminalText.width(of: result)))
        return result
    }
}
