/// Writes a ``ModelStruct`` as Swift source lines.
enum ModelWriter {
    /// Comments wrap before this column.
    static let width = 100

    static func write(_ model: ModelStruct, indent: String, into lines: inout [String]) {
        let inner = indent + "    "
        lines.append("\(indent)struct \(model.name): Decodable {")
        for property in model.properties {
            for note in property.notes {
                lines.append(contentsOf: wrap(note, prefix: inner + "/// "))
            }
            lines.append("\(inner)let \(SwiftIdentifier.spelled(property.name)): \(property.type)")
        }
        if model.properties.contains(where: { $0.name != $0.key }) {
            lines.append("")
            lines.append("\(inner)enum CodingKeys: String, CodingKey {")
            for property in model.properties {
                let name = SwiftIdentifier.spelled(property.name)
                if property.name == property.key {
                    lines.append("\(inner)    case \(name)")
                } else {
                    lines.append("\(inner)    case \(name) = \(SwiftIdentifier.stringLiteral(property.key))")
                }
            }
            lines.append("\(inner)}")
        }
        for nested in model.nested {
            lines.append("")
            write(nested, indent: inner, into: &lines)
        }
        lines.append("\(indent)}")
    }

    /// `text` in lines of at most ``width`` columns, each starting with `prefix`; words longer
    /// than a line stay whole.
    static func wrap(_ text: String, prefix: String) -> [String] {
        var lines: [String] = []
        var current = prefix
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if current != prefix, current.count + 1 + word.count > width {
                lines.append(current)
                current = prefix
            }
            current += (current == prefix ? "" : " ") + word
        }
        if current != prefix { lines.append(current) }
        return lines
    }
}
