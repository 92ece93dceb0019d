import Foundation

/// Reads the text Swift prints for a `DecodingError` or a `codingPath` (see ``PrintedDecodingError``).
///
/// Swift 6 prints `DecodingError.CASE: HEADER[. Path: PATH][. Debug description: TEXT][. Underlying
/// error: TEXT]`, where PATH joins keys with `.`, writes a key with an integer value as `[N]`, and
/// puts a key holding `.`, `` ` `` or `\` in backticks (escaping `` ` `` and `\`). Older
/// toolchains print `CASE(PAYLOAD, Swift.DecodingError.Context(codingPath: [KEYS], debugDescription:
/// "TEXT", underlyingError: …))`, and a coding path prints as `[KEYS]`, each key
/// `Name(stringValue: "TEXT", intValue: nil|N)` with the text unescaped.
enum CodingPathTextParser {
    private static let caseNames = DecodingErrorCase.allCases.map(\.rawValue)
    private static let pathLabel = ". Path: "
    private static let debugLabel = ". Debug description: "
    private static let underlyingLabel = ". Underlying error: "

    static func parse(_ text: String) -> PrintedDecodingError? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let current = parseCurrent(trimmed) { return current }
        if let older = parseOlder(trimmed) { return older }
        if let keys = parseKeyList(trimmed) { return PrintedDecodingError(form: .codingPath, path: JSONPath(keys)) }
        return nil
    }

    static func looksPrinted(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.contains("DecodingError") || trimmed.contains("stringValue:")
            || caseNames.contains { trimmed.hasPrefix($0 + "(") }
    }

    // MARK: Swift 6

    private static func parseCurrent(_ text: String) -> PrintedDecodingError? {
        let found = caseNames.compactMap { name in text.range(of: "DecodingError.\(name): ").map { (name, $0) } }
        if let (name, marker) = found.min(by: { $0.1.lowerBound < $1.1.lowerBound }),
            let errorCase = DecodingErrorCase(rawValue: name)
        {
            var rest = text[marker.upperBound...]
            var printed = PrintedDecodingError(form: .current, errorCase: errorCase, path: JSONPath())
            switch errorCase {
            case .typeMismatch:
                guard rest.hasPrefix("expected value of type ") else { return nil }
                rest = rest.dropFirst("expected value of type ".count)
                let end = sectionStart(in: rest) ?? rest.endIndex
                printed.typeName = String(rest[..<end])
                rest = rest[end...]
            case .valueNotFound:
                guard rest.hasPrefix("Expected value of type "),
                    let found = rest.range(of: " but found null instead")
                else { return nil }
                printed.typeName = String(rest[rest.index(rest.startIndex, offsetBy: 23)..<found.lowerBound])
                rest = rest[found.upperBound...]
            case .keyNotFound:
                guard rest.hasPrefix("Key '"), let end = rest.range(of: "' not found in keyed decoding container")
                else { return nil }
                let keyText = rest[rest.index(rest.startIndex, offsetBy: 5)..<end.lowerBound]
                var reader = PathReader(keyText)
                let keys = reader.components()
                printed.missingKey = keys.count == 1 && reader.isAtEnd ? keys[0].keyName : String(keyText)
                rest = rest[end.upperBound...]
            case .dataCorrupted:
                guard rest.hasPrefix("Data was corrupted") else { return nil }
                rest = rest.dropFirst("Data was corrupted".count)
            }
            if rest.hasPrefix(pathLabel) {
                var reader = PathReader(rest.dropFirst(pathLabel.count))
                printed.path = JSONPath(reader.components())
                rest = reader.remainder
            }
            if rest.hasPrefix(debugLabel) {
                let description = rest.dropFirst(debugLabel.count)
                let end = description.range(of: underlyingLabel)?.lowerBound ?? description.endIndex
                printed.debugDescription = String(description[..<end])
            }
            return printed
        }
        return nil
    }

    /// Where the first section after a header starts (`. Path: `, `. Debug description: `, …).
    private static func sectionStart(in text: Substring) -> Substring.Index? {
        [pathLabel, debugLabel, underlyingLabel].compactMap { text.range(of: $0)?.lowerBound }.min()
    }

    /// Reads a Swift 6 printed path: `a.b[2].`a.b`` and where it ends.
    struct PathReader {
        private var text: Substring

        init(_ text: Substring) {
            self.text = text
        }

        var remainder: Substring { text }
        var isAtEnd: Bool { text.isEmpty }

        /// The steps up to the end of the text or a section label. A key follows a `.`, an index
        /// is written `[N]` without one; the first step may be either.
        mutating func components() -> [JSONPath.Component] {
            var result: [JSONPath.Component] = [readIndex().map { .index($0) } ?? .key(readKey())]
            while true {
                if let index = readIndex() {
                    result.append(.index(index))
                } else if text.hasPrefix("."), !atSection(text) {
                    text = text.dropFirst()
                    result.append(.key(readKey()))
                } else {
                    return result
                }
            }
        }

        private func atSection(_ rest: Substring) -> Bool {
            rest.hasPrefix(CodingPathTextParser.debugLabel) || rest.hasPrefix(CodingPathTextParser.underlyingLabel)
        }

        /// `[N]` followed by the end, `.`, `[` or a section.
        private mutating func readIndex() -> Int? {
            guard text.hasPrefix("["), let close = text.firstIndex(of: "]") else { return nil }
            let digits = text[text.index(after: text.startIndex)..<close]
            guard let value = Int(digits) else { return nil }
            let after = text[text.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(".") || after.hasPrefix("[") else { return nil }
            text = after
            return value
        }

        /// A backticked key with `\` escapes, or a bare key up to the next `.` or index.
        private mutating func readKey() -> String {
            if text.hasPrefix("`") {
                var key = ""
                var index = text.index(after: text.startIndex)
                while index < text.endIndex {
                    let character = text[index]
                    if character == "\\", text.index(after: index) < text.endIndex {
                        index = text.index(after: index)
                        key.append(text[index])
                    } else if character == "`" {
                        text = text[text.index(after: index)...]
                        return key
                    } else {
                        key.append(character)
                    }
                    index = text.index(after: index)
                }
                text = text[text.endIndex...]
                return key
            }
            var end = text.startIndex
            while end < text.endIndex {
                let character = text[end]
                if character == "." { break }
                if character == "[" {
                    var probe = PathReader(text[end...])
                    if probe.readIndex() != nil { break }
                }
                end = text.index(after: end)
            }
            let key = String(text[..<end])
            text = text[end...]
            return key
        }
    }

    // MARK: Older toolchains

    private static func parseOlder(_ text: String) -> PrintedDecodingError? {
        let found = caseNames.compactMap { name in text.range(of: name + "(").map { (name, $0) } }
        if let (name, start) = found.min(by: { $0.1.lowerBound < $1.1.lowerBound }),
            let errorCase = DecodingErrorCase(rawValue: name),
            let context = text.range(of: "DecodingError.Context(codingPath: [", range: start.upperBound..<text.endIndex)
        {
            var printed = PrintedDecodingError(form: .older, errorCase: errorCase, path: JSONPath())
            var payload = text[start.upperBound..<context.lowerBound]
            if payload.hasSuffix("Swift.") { payload = payload.dropLast(6) }
            payload = payload.drop { $0 == " " }
            if payload.hasSuffix(", ") { payload = payload.dropLast(2) }
            switch errorCase {
            case .typeMismatch, .valueNotFound:
                printed.typeName = String(payload)
            case .keyNotFound:
                printed.missingKey = parseKeyList("[" + payload + "]")?.first?.keyName ?? String(payload)
            case .dataCorrupted:
                break
            }
            let afterList = text[context.upperBound...]
            guard let listEnd = afterList.range(of: "], debugDescription: \"") else { return nil }
            printed.path = JSONPath(parseKeyList("[" + afterList[..<listEnd.lowerBound] + "]") ?? [])
            let description = afterList[listEnd.upperBound...]
            let end = description.range(of: "\", underlyingError: ")?.lowerBound ?? description.endIndex
            printed.debugDescription = unescapeSwiftLiteral(description[..<end])
            return printed
        }
        return nil
    }

    /// The text of a Swift string literal's body (`\"`, `\\`, `\n`, `\t`, `\r`, `\u{…}`).
    private static func unescapeSwiftLiteral(_ text: Substring) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            guard character == "\\", index < text.endIndex else {
                result.append(character)
                continue
            }
            let escaped = text[index]
            index = text.index(after: index)
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                if text[index...].hasPrefix("{"), let close = text[index...].firstIndex(of: "}"),
                    let value = UInt32(text[text.index(after: index)..<close], radix: 16),
                    let scalar = Unicode.Scalar(value)
                {
                    result.unicodeScalars.append(scalar)
                    index = text.index(after: close)
                } else {
                    result.append("u")
                }
            default: result.append(escaped)
            }
        }
        return result
    }

    // MARK: Key lists

    /// `[Key(stringValue: "a", intValue: nil), Key(stringValue: "Index 1", intValue: 1)]`, also with
    /// `intValue: Optional(1)` and with a `codingPath: ` label before it; nil when the text is not such a list.
    static func parseKeyList(_ text: String) -> [JSONPath.Component]? {
        var body = Substring(text)
        if body.hasPrefix("codingPath:") { body = body.dropFirst("codingPath:".count).drop { $0 == " " } }
        guard body.hasPrefix("["), body.hasSuffix("]") else { return nil }
        body = body.dropFirst().dropLast()
        if body.allSatisfy(\.isWhitespace) { return [] }
        var components: [JSONPath.Component] = []
        while !body.isEmpty {
            guard let open = body.range(of: "(stringValue: \""),
                !body[..<open.lowerBound].contains(where: { "\"[]".contains($0) })
            else { return nil }
            let afterOpen = body[open.upperBound...]
            guard let (key, intValue, end) = keyEnd(afterOpen) else { return nil }
            components.append(intValue.map { .index($0) } ?? .key(key))
            body = body[end...].drop { $0 == "," || $0 == " " }
        }
        return components
    }

    /// The key text up to `", intValue: nil)` or `", intValue: N)` (or `Optional(N))`), the integer
    /// value, and where the key's description ends.
    private static func keyEnd(_ text: Substring) -> (String, Int?, Substring.Index)? {
        var searchStart = text.startIndex
        while let marker = text.range(of: "\", intValue: ", range: searchStart..<text.endIndex) {
            let after = text[marker.upperBound...]
            if after.hasPrefix("nil)") {
                return (String(text[..<marker.lowerBound]), nil, after.index(after.startIndex, offsetBy: 4))
            }
            var digits = after
            var wrapped = false
            if digits.hasPrefix("Optional(") {
                digits = digits.dropFirst(9)
                wrapped = true
            }
            let number = digits.prefix { $0 == "-" || $0.isASCII && $0.isNumber }
            let closing = wrapped ? "))" : ")"
            if let value = Int(number), digits[number.endIndex...].hasPrefix(closing) {
                return (
                    String(text[..<marker.lowerBound]), value,
                    digits.index(number.endIndex, offsetBy: closing.count)
                )
            }
            searchStart = marker.upperBound
        }
        return nil
    }
}

extension JSONPath.Component {
    /// The key's text; an index in decimal (a key with an integer value, as in `[Int: T]`).
    var keyName: String {
        switch self {
        case .key(let key): key
        case .index(let index): String(index)
        }
    }
}
