/// Swift names for JSON keys: camel-case property names, Pascal-case type names, escaped
/// string literals. Only ASCII letters and digits survive; everything else separates words.
package enum SwiftIdentifier {
    /// Keywords that need backticks to be used as a property name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "Any", "false", "is", "nil", "super", "self", "Self", "throws", "true", "try",
        "await", "async", "some", "any", "consume", "borrowing", "consuming",
    ]

    /// Names that even backticks do not make usable as stored properties here.
    private static let unusable: Set<String> = [
        "self", "Self", "init", "deinit", "subscript", "Any", "Type", "Protocol",
    ]

    /// Type names a nested struct must not take: they would hide the standard types the model uses.
    static let reservedTypeNames: Set<String> = [
        "String", "Int", "Bool", "Double", "Float", "Decimal", "Date", "URL", "Data", "UUID", "Array", "Dictionary",
        "Set", "Optional", "Any", "AnyObject", "Type", "Self", "Error", "Result", "Character", "Never", "Void",
        "Codable", "Decodable", "Encodable", "CodingKey", "CodingKeys", "Hashable", "Equatable", "Sendable",
        "Protocol", "Int64", "UInt", "UInt64", "Locale", "TimeZone", "Calendar", "Foundation", "Swift",
    ]

    /// The words of a key: runs of ASCII letters and digits, split further at camel-case humps
    /// only where they already are (`createdAt` keeps `createdAt` as `created` + `At`).
    static func words(_ key: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in key.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `in_stock` → `inStock`, `reviews-count` → `reviewsCount`, `URL` → `url`, `2fa` → `_2fa`,
    /// `default` → `` `default` ``, `self` → `selfValue`; nil when nothing is left (`"日本"`, `""`).
    static func propertyName(for key: String) -> String? {
        let parts = words(key)
        guard let first = parts.first else { return nil }
        var name = first == first.uppercased() ? first.lowercased() : lowercasingFirst(first)
        for part in parts.dropFirst() { name += uppercasingFirst(part) }
        if let leading = name.unicodeScalars.first, ("0"..."9").contains(leading) { name = "_" + name }
        if unusable.contains(name) { return name + "Value" }
        return name
    }

    /// The name as written in source: backticks around keywords.
    static func spelled(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `vendor` → `Vendor`, `line_items` → `LineItems`; nil when nothing is left.
    static func typeName(for key: String) -> String? {
        let parts = words(key)
        guard !parts.isEmpty else { return nil }
        var name = parts.map(uppercasingFirst).joined()
        if let leading = name.unicodeScalars.first, ("0"..."9").contains(leading) { name = "Type" + name }
        return name
    }

    /// The singular of a plural type name, for array elements: `Variants` → `Variant`,
    /// `Categories` → `Category`, `Boxes` → `Box`; names that do not look plural get `Item`.
    static func singular(_ name: String) -> String {
        let lower = name.lowercased()
        if lower.hasSuffix("ies"), name.count > 3 { return String(name.dropLast(3)) + "y" }
        for suffix in ["sses", "xes", "zes", "ches", "shes"] where lower.hasSuffix(suffix) {
            return String(name.dropLast(2))
        }
        for suffix in ["ss", "us", "is"] where lower.hasSuffix(suffix) { return name + "Item" }
        if lower.hasSuffix("s"), name.count > 1 { return String(name.dropLast()) }
        return name + "Item"
    }

    /// Whether `name` can be a type name as it is: an ASCII letter or `_` first, then letters,
    /// digits or `_`, and not a keyword.
    static func isValidTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !keywords.contains(name), !unusable.contains(name) else {
            return false
        }
        guard first.isASCII, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0))
        }
    }

    /// `base`, or `base` followed by the first number from 2 that makes a name not in `taken`;
    /// the name is added to `taken`.
    ///
    /// ```swift
    /// var taken: Set<String> = ["Item"]
    /// SwiftIdentifier.unique("Item", in: &taken)   // "Item2"
    /// ```
    ///
    /// - Parameters:
    ///   - base: the name wanted.
    ///   - taken: the names already given.
    /// - Returns: A name not given before.
    static func unique(_ base: String, in taken: inout Set<String>) -> String {
        var name = base
        var suffix = 2
        while taken.contains(name) {
            name = base + String(suffix)
            suffix += 1
        }
        taken.insert(name)
        return name
    }

    /// A Swift string literal for `text`: quotes, backslashes and every character unsafe for a
    /// terminal or a source line written as escapes.
    package static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if PrintableText.needsEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func lowercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    private static func uppercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
