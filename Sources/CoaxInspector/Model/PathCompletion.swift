import Coax

/// Completes the last key of a path being typed at `:`, from the keys the document has there.
///
/// The text before the last step must lead to an object; the last step is a partly typed key in
/// any of the path forms: short (`products[1].pr`), normalized (`$['products'][1]['pr`) or a
/// JSON Pointer (`/products/1/pr`). Keys are matched by their start (exact case first, else any
/// case) and written back in the same form; keys that are not plain names are quoted.
///
/// ```swift
/// let completion = PathCompletion(completing: "products[1].pr", in: document.root)
/// completion?.texts     // ["products[1].price"]
/// ```
struct PathCompletion: Hashable, Sendable {
    /// The most keys kept (more are counted).
    static let limit = 1_000

    /// The prompt texts, one per matching key, in document order.
    let texts: [String]
    /// The matching keys as they are.
    let keys: [String]
    /// How many keys match (more than ``texts`` when over ``limit``).
    let total: Int

    /// The longest text every candidate starts with.
    var commonText: String {
        guard var common = texts.first else { return "" }
        for text in texts.dropFirst() {
            common = String(zip(common, text).prefix { $0 == $1 }.map(\.0))
        }
        return common
    }

    /// Candidates for the last key of `text`; nil when the text does not end in a key of an object.
    init?(completing text: String, in root: JSONNode) {
        guard let split = Self.split(text) else { return nil }
        let parentPath: JSONPath
        do {
            if split.form == .pointer {
                parentPath = try JSONPath(pointer: split.parent)
            } else {
                let parent = split.parent
                parentPath = parent.isEmpty || parent == "$" ? JSONPath() : try JSONPath(parsing: parent)
            }
        } catch {
            return nil
        }
        guard let object = parentPath.value(in: root), object.kind == .object, let entries = object.entries else {
            return nil
        }
        var exact: [String] = []
        var folded: [String] = []
        var seen: Set<String> = []
        var exactCount = 0
        var foldedCount = 0
        let lowered = split.partial.lowercased()
        for member in entries {
            let key = member.key
            guard !seen.contains(key) else { continue }
            if key.hasPrefix(split.partial) {
                seen.insert(key)
                exactCount += 1
                if exact.count < Self.limit { exact.append(key) }
            } else if key.lowercased().hasPrefix(lowered) {
                seen.insert(key)
                foldedCount += 1
                if folded.count < Self.limit { folded.append(key) }
            }
        }
        let keys = exact.isEmpty ? folded : exact
        guard !keys.isEmpty else { return nil }
        self.keys = keys
        total = exact.isEmpty ? foldedCount : exactCount
        texts = keys.map { Self.text(split: split, key: $0) }
    }

    /// How the last step is written.
    enum Form: Hashable, Sendable {
        /// `.key` (or a bare first key).
        case dot
        /// `['key` or `["key`.
        case bracket(quote: Character)
        /// `/key`.
        case pointer
    }

    /// The text before the last step, the partly typed key, and its form.
    static func split(_ text: String) -> (parent: String, partial: String, form: Form)? {
        if text.hasPrefix("/") {
            guard let slash = text.lastIndex(of: "/") else { return nil }
            let partial = String(text[text.index(after: slash)...])
                .replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            return (String(text[..<slash]), partial, .pointer)
        }
        // Walk the text, keeping where the last step starts; quoted keys may hold any character.
        var quote: Character?
        var stepStart = text.startIndex
        var form = Form.dot
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == "\\" {
                    index = text.index(after: index)
                    if index < text.endIndex { index = text.index(after: index) }
                    continue
                }
                if character == open { quote = nil }
            } else if character == "." {
                stepStart = index
                form = .dot
            } else if character == "[" {
                let next = text.index(after: index)
                stepStart = index
                if next < text.endIndex, text[next] == "'" || text[next] == "\"" {
                    quote = text[next]
                    form = .bracket(quote: text[next])
                    index = text.index(after: next)
                    continue
                }
                form = .dot
            }
            index = text.index(after: index)
        }
        switch form {
        case .bracket(let open):
            // Only an unclosed quoted key is completed.
            guard quote != nil else { return nil }
            let keyStart = text.index(stepStart, offsetBy: 2)
            let partial = Self.unescaped(String(text[keyStart...]))
            return (String(text[..<stepStart]), partial, .bracket(quote: open))
        case .dot:
            if stepStart == text.startIndex, text.first != "." {
                // The first key: `pro` or `$pro`? Only bare text is a key; `$` alone lists the root.
                let partial = text.hasPrefix("$") ? String(text.dropFirst()) : text
                guard !partial.contains("["), !partial.contains("]") else { return nil }
                return ("", partial, .dot)
            }
            guard text[stepStart] == "." else { return nil }
            return (String(text[..<stepStart]), String(text[text.index(after: stepStart)...]), .dot)
        case .pointer:
            return nil
        }
    }

    /// The prompt text with `key` as its last step.
    private static func text(split: (parent: String, partial: String, form: Form), key: String) -> String {
        switch split.form {
        case .pointer:
            let escaped = key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            return split.parent + "/" + escaped
        case .bracket(let quote):
            let escaped = key.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: String(quote), with: "\\" + String(quote))
            return split.parent + "[" + String(quote) + escaped + String(quote) + "]"
        case .dot:
            if ValueText.isBareKey(key) {
                return split.parent.isEmpty ? key : split.parent + "." + key
            }
            let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return (split.parent.isEmpty ? "$" : split.parent) + "[\"" + escaped + "\"]"
        }
    }

    private static func unescaped(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
