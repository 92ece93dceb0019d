/// A `DecodingError` or a `codingPath` as Swift prints it, read back so that it leads to the value
/// it is about. Paste what the console shows:
///
/// | Form | Example |
/// |------|---------|
/// | `print(error)` (Swift 6) | `DecodingError.typeMismatch: expected value of type Double. Path: products[1].price. Debug description: …` |
/// | `print(error)` (older toolchains and systems) | `typeMismatch(Swift.Double, Swift.DecodingError.Context(codingPath: [CodingKeys(stringValue: "products", intValue: nil), …], debugDescription: "…", underlyingError: nil))` |
/// | `print(context.codingPath)` | `[CodingKeys(stringValue: "products", intValue: nil), _CodingKey(stringValue: "Index 1", intValue: 1)]` |
///
/// Any key type name is accepted, and text around the error (`Fatal error: …:`) is ignored.
///
/// ```swift
/// let printed = PrintedDecodingError(
///     "DecodingError.keyNotFound: Key 'price' not found in keyed decoding container. Path: products[0].")
/// printed?.errorCase      // .keyNotFound
/// printed?.missingKey     // "price"
/// printed?.path.shortForm // "$.products[0]": the object that lacks the key
/// ```
package struct PrintedDecodingError: Sendable, Hashable {
    /// How the text was written.
    ///
    /// ```swift
    /// PrintedDecodingError("[CodingKeys(stringValue: \"a\", intValue: nil)]")?.form   // .codingPath
    /// ```
    package enum Form: Sendable, Hashable {
        /// `DecodingError.typeMismatch: … Path: a[1].b. …`, as Swift 6 prints errors.
        case current
        /// `typeMismatch(Swift.Double, Swift.DecodingError.Context(codingPath: [...], …))`, as
        /// older toolchains and operating systems print errors.
        case older
        /// A bare `codingPath` list.
        case codingPath
    }

    /// How the text was written.
    package var form: Form
    /// The error's case; nil for a bare coding path.
    ///
    /// ```swift
    /// printed.errorCase   // .typeMismatch
    /// ```
    package var errorCase: DecodingErrorCase?
    /// The type the error names (`Double`, `Swift.Double` in the older form), for `typeMismatch`
    /// and `valueNotFound`.
    ///
    /// ```swift
    /// printed.typeName   // "Double"
    /// ```
    package var typeName: String?
    /// The key a `keyNotFound` error could not find.
    ///
    /// ```swift
    /// printed.missingKey   // "price"
    /// ```
    package var missingKey: String?
    /// The error's debug description, when the text has one.
    ///
    /// ```swift
    /// printed.debugDescription   // "Expected to decode Double but found a string instead."
    /// ```
    package var debugDescription: String?
    /// The coding path as a path: keys, and an index for every key with an integer value. For
    /// `keyNotFound` it leads to the object that lacks ``missingKey``; for every other error and
    /// for a bare coding path, to the value itself.
    ///
    /// ```swift
    /// printed.path.shortForm   // "$.products[1].price"
    /// ```
    package var path: JSONPath

    /// Creates a printed error from its parts.
    ///
    /// - Parameters:
    ///   - form: how the text was written.
    ///   - errorCase: the `DecodingError` case; nil for a bare coding path.
    ///   - typeName: the type the error names, if any.
    ///   - missingKey: the key of a `keyNotFound`.
    ///   - debugDescription: the context's debug description, if printed.
    ///   - path: the coding path as a JSON path.
    package init(
        form: Form, errorCase: DecodingErrorCase? = nil, typeName: String? = nil, missingKey: String? = nil,
        debugDescription: String? = nil, path: JSONPath
    ) {
        self.form = form
        self.errorCase = errorCase
        self.typeName = typeName
        self.missingKey = missingKey
        self.debugDescription = debugDescription
        self.path = path
    }

    /// Reads text in any of the three forms; nil when it is in none of them.
    ///
    /// ```swift
    /// PrintedDecodingError("DecodingError.valueNotFound: Expected value of type Int but found null instead. Path: a")?
    ///     .path.shortForm   // "$.a"
    /// PrintedDecodingError("$.a")   // nil: a JSONPath, not a printed error
    /// ```
    ///
    /// - Parameter text: a `DecodingError` as `print(error)` writes it (Swift 6 or older), or a
    ///   printed `codingPath`; text around it, such as `Fatal error: …:`, is ignored.
    package init?(_ text: String) {
        guard let printed = CodingPathTextParser.parse(text) else { return nil }
        self = printed
    }

    /// Whether `text` looks like Swift's printed form of a `DecodingError` or a coding path, so
    /// that a failure to read it should be reported as such rather than as a bad JSONPath.
    ///
    /// ```swift
    /// PrintedDecodingError.looksPrinted("DecodingError.typeMismatch")   // true
    /// ```
    ///
    /// - Parameter text: any text a person pasted.
    /// - Returns: `true` when it starts like a printed `DecodingError` or coding path, even if it
    ///   cannot be read.
    package static func looksPrinted(_ text: String) -> Bool {
        CodingPathTextParser.looksPrinted(text)
    }

    /// ``path`` with each key matched to the document under `root`: a key the object lacks is
    /// replaced by one it has that the decoder would have read under that name — with Swift's
    /// escapes removed, or in snake case (`displayName` for `display_name`, when the decoder used
    /// `.convertFromSnakeCase`). Steps that match nothing are kept, so that resolving the result
    /// names where the path stops existing.
    ///
    /// ```swift
    /// // {"user": {"display_name": "Ada"}}
    /// PrintedDecodingError("[CodingKeys(stringValue: \"user\", intValue: nil), CodingKeys(stringValue: \"displayName\", intValue: nil)]")?
    ///     .documentPath(in: document.root).shortForm   // "$.user.display_name"
    /// ```
    ///
    /// - Complexity: for a key an object lacks, linear in that object's members.
    ///
    /// - Parameter root: the document's root, the value the decoder was given.
    /// - Returns: The path with keys as the document spells them; unmatched steps as printed.
    package func documentPath<Value: JSONReadable>(in root: Value) -> JSONPath {
        var current: Value? = root
        var components: [JSONPath.Component] = []
        var remaining = path.components[...]
        while let component = remaining.popFirst() {
            var step = component
            if let object = current, object.kind == .object {
                if let (key, merged) = Self.bracketedKey(component, following: remaining, in: object) {
                    step = .key(key)
                    remaining = remaining.dropFirst(merged)
                } else if case .key(let key) = component, object[key] == nil,
                    let found = Self.matchingKey(key, in: object)
                {
                    step = .key(found)
                }
            }
            components.append(step)
            current = current.flatMap { try? JSONPath([step]).resolve(in: $0) }
        }
        return JSONPath(components)
    }

    /// Swift prints the key `a[0]` as it prints the key `a` followed by index 0: when `object`
    /// lacks what the steps select but has a key spelled by the step and the indices after it,
    /// that key, and how many following steps it took.
    private static func bracketedKey<Value: JSONReadable>(
        _ component: JSONPath.Component, following: ArraySlice<JSONPath.Component>, in object: Value
    ) -> (String, Int)? {
        var spelled: String
        switch component {
        case .key(let key):
            guard object[key] == nil || !(following.first.map { if case .index = $0 { true } else { false } } ?? false)
            else {
                // `a` exists and an index follows: keep reading it as `a` then the index, unless
                // `a` cannot take it and `a[n]` is a key.
                guard let next = following.first, case .index(let index) = next, let value = object[key],
                    (try? JSONPath([next]).resolve(in: value)) == nil, object[key + "[\(index)]"] != nil
                else { return nil }
                return (key + "[\(index)]", 1)
            }
            spelled = key
        case .index(let index):
            guard object[String(index)] == nil else { return nil }
            spelled = "[\(index)]"
            if object[spelled] != nil { return (spelled, 0) }
        }
        var best: (String, Int)?
        var merged = 0
        for next in following {
            guard case .index(let index) = next else { break }
            spelled += "[\(index)]"
            merged += 1
            if object[spelled] != nil { best = (spelled, merged) }
        }
        return best
    }

    /// A member key of `object` that a decoder would read as `key`.
    private static func matchingKey<Value: JSONReadable>(_ key: String, in object: Value) -> String? {
        let unescaped = key.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
        if unescaped != key, object[unescaped] != nil { return unescaped }
        guard let members = object.members else { return nil }
        for (memberKey, _) in members where SnakeCase.camelCase(memberKey) == key {
            return memberKey
        }
        return nil
    }
}

extension PrintedDecodingError: CustomStringConvertible {
    /// A short account: the case, the type or missing key, and the path.
    ///
    /// ```swift
    /// "\(printed)"   // "typeMismatch (expected Double) at $.products[1].price"
    /// ```
    package var description: String {
        var text = errorCase.map(\.rawValue) ?? "coding path"
        if let typeName { text += " (expected \(typeName))" }
        if let missingKey { text += " (no key \(JSONPathFormatter.doubleQuoted(missingKey)))" }
        return text + " at " + path.shortForm
    }
}
