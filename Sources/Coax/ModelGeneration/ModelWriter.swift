/// Writes a ``ModelStruct`` as Swift source lines.
enum ModelWriter {
    /// Comments wrap before this column.
    static let width = 100

    /// Nested types are indented one level each down to this depth, and no further: a model of a
    /// 1,000-deep object would otherwise spend most of its bytes on indentation (quadratically).
    static let deepestIndent = 16

    /// The indentation of a declaration `depth` types deep.
    static func indentation(depth: Int) -> String {
        String(repeating: "    ", count: min(depth, deepestIndent))
    }

    /// Writes `model`, a type nested `depth` types deep (0: at the top of the file).
    static func write(_ model: ModelStruct, depth: Int, into lines: inout [String]) {
        let indent = indentation(depth: depth)
        let inner = indent + "    "
        for note in model.notes {
            lines.append(contentsOf: wrap(note, prefix: indent + "/// "))
        }
        if let union = model.union {
            return writeUnion(model, union, depth: depth, into: &lines)
        }
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
                lines.append(inner + "    " + codingKeyCase(property.name, key: property.key))
            }
            lines.append("\(inner)}")
        }
        writeNestedAndClose(model, depth: depth, into: &lines)
    }

    /// `case name`, or `case name = "key"` when the JSON key is spelled otherwise.
    private static func codingKeyCase(_ name: String, key: String) -> String {
        let spelled = SwiftIdentifier.spelled(name)
        return name == key ? "case \(spelled)" : "case \(spelled) = \(SwiftIdentifier.stringLiteral(key))"
    }

    /// The model's nested types, one indent in, then the closing brace of its declaration.
    private static func writeNestedAndClose(_ model: ModelStruct, depth: Int, into lines: inout [String]) {
        for nested in model.nested {
            lines.append("")
            write(nested, depth: depth + 1, into: &lines)
        }
        lines.append("\(indentation(depth: depth))}")
    }

    /// An enum with a case per variant, decoded by reading the discriminator first and then the
    /// variant's struct from the same decoder.
    private static func writeUnion(
        _ model: ModelStruct, _ union: ModelStruct.Union, depth: Int, into lines: inout [String]
    ) {
        let indent = indentation(depth: depth)
        let inner = indent + "    "
        lines.append("\(indent)enum \(model.name): Decodable {")
        for variant in union.cases + (union.absentCase.map { [$0] } ?? []) {
            lines.append("\(inner)case \(SwiftIdentifier.spelled(variant.name))(\(variant.type))")
        }
        lines.append(
            "\(inner)/// A `\(union.key)` none of the samples had; the object's other members are not read.")
        lines.append("\(inner)case \(SwiftIdentifier.spelled(union.otherCaseName))(\(union.valueType))")
        lines.append("")
        lines.append("\(inner)private enum DiscriminatorKey: String, CodingKey {")
        lines.append(inner + "    " + codingKeyCase(union.keyName, key: union.key))
        lines.append("\(inner)}")
        lines.append("")
        lines.append("\(inner)init(from decoder: any Decoder) throws {")
        lines.append("\(inner)    let container = try decoder.container(keyedBy: DiscriminatorKey.self)")
        let optional = union.absentCase != nil
        let decode = optional ? "decodeIfPresent" : "decode"
        lines.append("\(inner)    switch try container.\(decode)(\(union.valueType).self, forKey: .\(union.keyName)) {")
        for variant in union.cases {
            let pattern = variant.literal + (optional ? "?" : "")
            lines.append(
                "\(inner)    case \(pattern): self = .\(SwiftIdentifier.spelled(variant.name))(try \(variant.type)(from: decoder))"
            )
        }
        if let absent = union.absentCase {
            lines.append(
                "\(inner)    case nil: self = .\(SwiftIdentifier.spelled(absent.name))(try \(absent.type)(from: decoder))"
            )
        }
        let other = optional ? "let other?" : "let other"
        lines.append("\(inner)    case \(other): self = .\(SwiftIdentifier.spelled(union.otherCaseName))(other)")
        lines.append("\(inner)    }")
        lines.append("\(inner)}")
        writeNestedAndClose(model, depth: depth, into: &lines)
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
