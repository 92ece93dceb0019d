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
        if let cases = model.stringEnum {
            return writeStringEnum(model, cases, indent: indent, into: &lines)
        }
        if let cases = model.kindCases {
            return writeKindEnum(model, cases, depth: depth, into: &lines)
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

    /// An enum over the strings seen, with a case that keeps any other string.
    private static func writeStringEnum(
        _ model: ModelStruct, _ cases: ModelStruct.StringEnum, indent: String, into lines: inout [String]
    ) {
        let inner = indent + "    "
        lines.append("\(indent)enum \(model.name): Decodable, Hashable {")
        for (name, _) in cases.cases {
            lines.append("\(inner)case \(SwiftIdentifier.spelled(name))")
        }
        lines.append("\(inner)/// A value none of the samples had.")
        lines.append("\(inner)case \(SwiftIdentifier.spelled(cases.otherCaseName))(String)")
        lines.append("")
        lines.append("\(inner)init(from decoder: any Decoder) throws {")
        lines.append("\(inner)    let value = try decoder.singleValueContainer().decode(String.self)")
        lines.append("\(inner)    switch value {")
        for (name, value) in cases.cases {
            lines.append(
                "\(inner)    case \(SwiftIdentifier.stringLiteral(value)): self = .\(SwiftIdentifier.spelled(name))")
        }
        lines.append("\(inner)    default: self = .\(SwiftIdentifier.spelled(cases.otherCaseName))(value)")
        lines.append("\(inner)    }")
        lines.append("\(inner)}")
        lines.append("\(indent)}")
    }

    /// An enum with a case per kind, decoded from a single value: each kind but the last is
    /// tried in turn (plain `JSONDecoder` refuses a value of another kind), the last decoded so
    /// that its error is the one thrown.
    private static func writeKindEnum(
        _ model: ModelStruct, _ cases: [ModelStruct.KindCase], depth: Int, into lines: inout [String]
    ) {
        let indent = indentation(depth: depth)
        let inner = indent + "    "
        lines.append("\(indent)enum \(model.name): Decodable {")
        for kind in cases {
            for note in kind.notes {
                lines.append(contentsOf: wrap(note, prefix: inner + "/// "))
            }
            lines.append("\(inner)case \(SwiftIdentifier.spelled(kind.name))(\(kind.type))")
        }
        lines.append("")
        lines.append("\(inner)init(from decoder: any Decoder) throws {")
        lines.append("\(inner)    let container = try decoder.singleValueContainer()")
        for kind in cases.dropLast() {
            lines.append("\(inner)    if let value = try? container.decode(\(kind.type).self) {")
            lines.append("\(inner)        self = .\(SwiftIdentifier.spelled(kind.name))(value)")
            lines.append("\(inner)        return")
            lines.append("\(inner)    }")
        }
        if let last = cases.last {
            lines.append(
                "\(inner)    self = .\(SwiftIdentifier.spelled(last.name))(try container.decode(\(last.type).self))")
        }
        lines.append("\(inner)}")
        writeNestedAndClose(model, depth: depth, into: &lines)
    }

    /// The extension that makes the `JSONDecoder` a model is read with: its dates as the samples
    /// wrote them (ISO 8601 with or without fractions and offsets, RFC 1123, Twitter's form, Unix
    /// seconds or milliseconds).
    static func writeDecoder(for typeName: String, hasDates: Bool, into lines: inout [String]) {
        lines.append("")
        lines.append("extension \(typeName) {")
        lines.append("    /// A `JSONDecoder` that reads this model with the strategies its properties need.")
        lines.append("    static func makeDecoder() -> JSONDecoder {")
        lines.append("        let decoder = JSONDecoder()")
        if hasDates {
            lines.append("        decoder.dateDecodingStrategy = .custom { decoder in")
            lines.append("            let container = try decoder.singleValueContainer()")
            lines.append("            if let number = try? container.decode(Double.self) {")
            lines.append(
                "                // Unix seconds, or milliseconds past 100,000,000,000 (no plausible seconds).")
            lines.append(
                "                return Date(timeIntervalSince1970: number >= 100_000_000_000 ? number / 1_000 : number)"
            )
            lines.append("            }")
            lines.append("            let text = try container.decode(String.self)")
            lines.append("            // Unix seconds sent as text (\"1415248634\").")
            lines.append("            if let number = Double(text) { return Date(timeIntervalSince1970: number) }")
            lines.append("            for format in dateFormats {")
            lines.append("                let formatter = DateFormatter()")
            lines.append("                formatter.locale = Locale(identifier: \"en_US_POSIX\")")
            lines.append("                formatter.timeZone = TimeZone(secondsFromGMT: 0)")
            lines.append("                formatter.dateFormat = format")
            lines.append("                if let date = formatter.date(from: text) { return date }")
            lines.append("            }")
            lines.append(
                "            throw DecodingError.dataCorruptedError(in: container, debugDescription: \"not a date: \\(text)\")"
            )
            lines.append("        }")
        }
        lines.append("        return decoder")
        lines.append("    }")
        if hasDates {
            lines.append("")
            lines.append("    /// The date forms tried, in order: ISO 8601 (with and without fractions, offsets, the")
            lines.append("    /// `T`), a calendar date, RFC 1123, Twitter's.")
            lines.append("    private static let dateFormats = [")
            for format in [
                "yyyy-MM-dd'T'HH:mm:ss.SSSSSSXXXXX", "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX", "yyyy-MM-dd'T'HH:mm:ss.SSXXXXX",
                "yyyy-MM-dd'T'HH:mm:ss.SXXXXX", "yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mmXXXXX",
                "yyyy-MM-dd'T'HH:mm:ss.SSSSSS", "yyyy-MM-dd'T'HH:mm:ss.SSS", "yyyy-MM-dd'T'HH:mm:ss",
                "yyyy-MM-dd HH:mm:ssXXXXX", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd", "EEE, dd MMM yyyy HH:mm:ss zzz",
                "EEE MMM dd HH:mm:ss Z yyyy",
            ] {
                lines.append("        \"\(format)\",")
            }
            lines.append("    ]")
        }
        lines.append("}")
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
