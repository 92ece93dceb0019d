extension PrintedDecodingError {
    /// One line saying what the error means for the value it leads to, in terms of both decoders:
    ///
    /// - `typeMismatch`: `JSONDecoder expected Double; this is a string: LenientDecoder reads 12.9`
    /// - `valueNotFound`: `JSONDecoder expected Int; this is null: LenientDecoder fails too (valueNotFound)`
    /// - `keyNotFound`: `this object has no key "price"` (and the key it has in snake case, if any)
    /// - `dataCorrupted`: `JSONDecoder could not use this string: Invalid URL string.`
    ///
    /// Nil for a bare coding path. `node` is where ``documentPath(in:)`` led (nil when nothing is
    /// there). Document text is escaped.
    ///
    /// ```swift
    /// printed.meaning(at: document.root["products"]?[1]?["price"])
    /// // "JSONDecoder expected Double; this is a string: LenientDecoder reads 12.9"
    /// ```
    ///
    /// - Complexity: bounded like ``DecoderComparison/init(_:byteLimit:)`` with `byteLimit`; for
    ///   `keyNotFound`, linear in the object's members.
    ///
    /// - Parameters:
    ///   - node: the value the error is about, or nil when the path leads nowhere.
    ///   - byteLimit: the longest string or literal read at once; nil reads values whole.
    /// - Returns: One terminal-safe sentence; nil for a bare coding path (no error case).
    package func meaning(at node: JSONNode?, byteLimit: Int? = DecoderComparison.defaultByteLimit) -> String? {
        guard let errorCase else { return nil }
        guard let node else { return "\(errorCase.rawValue): nothing is at \(PrintableText.escaped(path.shortForm))" }
        let this = Self.describe(node)
        switch errorCase {
        case .typeMismatch, .valueNotFound:
            let expected = typeName.map(Self.shortTypeName) ?? "another type"
            var line = "JSONDecoder expected \(expected); this is \(this)"
            if let target = DecodingTarget(name: expected) ?? (expected == "Date" ? .dateSecondsSince1970 : nil),
                let lenient = DecoderComparison(node, byteLimit: byteLimit)[target]?.lenientDecoder
            {
                switch lenient {
                case .value(let value): line += ": LenientDecoder reads \(value.text)\(value.isCut ? "…" : "")"
                case .failure(let failure): line += ": LenientDecoder fails too (\(failure.errorCase.rawValue))"
                case .pending: break
                }
            }
            return line
        case .keyNotFound:
            let key = missingKey ?? ""
            var line = "this \(node.kind == .object ? "object" : Self.describe(node)) has no key \(Self.quoted(key))"
            if node.kind == .object, let members = node.members {
                if let snake = members.first(where: { $0.key != key && SnakeCase.camelCase($0.key) == key }) {
                    line += "; it has \(Self.quoted(snake.key)) (decode with .convertFromSnakeCase)"
                } else if let near = members.first(where: { $0.key.lowercased() == key.lowercased() }) {
                    line += "; it has \(Self.quoted(near.key))"
                }
            }
            return line
        case .dataCorrupted:
            let message = debugDescription.map { ": " + PrintableText.escaped($0) } ?? ""
            if path.isRoot, debugDescription == "The given data was not valid JSON." {
                return "JSONDecoder gives no path with this error (a number that does not fit its type, "
                    + "or invalid JSON): this is the document's root"
            }
            return "JSONDecoder could not use \(this)\(message)"
        }
    }

    /// `Swift.Double` → `Double`, `Foundation.Decimal` → `Decimal`.
    private static func shortTypeName(_ name: String) -> String {
        for module in ["Swift.", "Foundation."] where name.hasPrefix(module) {
            return String(name.dropFirst(module.count))
        }
        return name
    }

    private static func quoted(_ key: String) -> String {
        JSONPreview.string(key)
    }

    /// `a string`, `a number`, `null`, `a Boolean`, `an array of 3 elements`, `an object of 2 members`.
    static func describe(_ node: JSONNode) -> String {
        switch node.kind {
        case .string: "a string"
        case .number: "a number"
        case .bool: "a Boolean"
        case .null: "null"
        case .array: "an array of \(NumberText.grouped(node.count)) element\(node.count == 1 ? "" : "s")"
        case .object: "an object of \(NumberText.grouped(node.count)) member\(node.count == 1 ? "" : "s")"
        }
    }
}
