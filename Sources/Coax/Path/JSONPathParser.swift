/// Reads the JSONPath (normalized and short) and JSON Pointer spellings into components.
///
/// Works on Unicode scalars so that a quote or bracket next to a combining mark is still seen;
/// error offsets are converted to characters at the end.
struct JSONPathParser: PathScanner {
    let text: String
    let scalars: [Unicode.Scalar]
    var position = 0

    init(_ text: String) {
        self.text = text
        self.scalars = Array(text.unicodeScalars)
    }

    // MARK: JSONPath

    /// `$`? then `.name`, `[index]`, `['name']`, `["name"]` steps; a bare name may come first.
    mutating func parseJSONPath() throws(JSONPathParseError) -> [JSONPath.Component] {
        var components: [JSONPath.Component] = []
        if peek() == "$" {
            position += 1
        } else if let first = peek(), first != ".", first != "[" {
            components.append(try parseBareName())
        }
        while let scalar = peek() {
            switch scalar {
            case ".":
                position += 1
                switch peek() {
                case ".": throw error(.unsupported("recursive descent '..'"))
                case "*": throw error(.unsupported("the wildcard '*'"))
                case nil: throw error(.expected("a member name after '.'"))
                case "[": throw error(.expected("a member name after '.' (write [...] without the dot)"))
                default: components.append(try parseBareName())
                }
            case "[":
                position += 1
                components.append(try parseBracket())
            default:
                throw error(.expected("'.' or '[' before the next step"))
            }
        }
        return components
    }

    /// A name written without quotes: everything up to the next `.` or `[`. Digits alone are an index.
    private mutating func parseBareName() throws(JSONPathParseError) -> JSONPath.Component {
        let start = position
        while let scalar = peek(), scalar != ".", scalar != "[" {
            switch scalar {
            case "]", "'", "\"":
                throw error(.expected("'.' or '[' before '\(scalar)'"))
            case " ", "\t", "\n", "\r":
                throw error(.expected("a name without spaces (quote it: [\"a b\"])"))
            case "*" where position == start:
                throw error(.unsupported("the wildcard '*'"))
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    throw error(.unescapedControlCharacter)
                }
                position += 1
            }
        }
        if position == start {
            throw error(.expected("a member name"))
        }
        let name = String(String.UnicodeScalarView(scalars[start..<position]))
        if name.unicodeScalars.allSatisfy(JSONPathFormatter.isASCIIDigit),
            let index = Self.index(fromDigits: name)
        {
            return .index(index)
        }
        return .key(name)
    }

    /// After `[`: an index or a quoted name, then `]`. Blanks around either are allowed (RFC 9535).
    private mutating func parseBracket() throws(JSONPathParseError) -> JSONPath.Component {
        skipBlanks()
        let component: JSONPath.Component
        switch peek() {
        case "'", "\"":
            component = .key(try parseQuotedName(escapes: .either))
        case let scalar? where JSONPathFormatter.isASCIIDigit(scalar):
            component = .index(try parseIndex())
            skipBlanks()
            guard peek() == "]" else { throw error(.expected("']' after the index")) }
            position += 1
            return component
        case "-":
            throw error(.unsupported("a negative index"))
        case "*":
            throw error(.unsupported("the wildcard '*'"))
        case "?":
            throw error(.unsupported("a filter '[?…]'"))
        case ":":
            throw error(.unsupported("an array slice"))
        default:
            throw error(.expected("an index or a quoted name after '['"))
        }
        skipBlanks()
        switch peek() {
        case "]":
            position += 1
        case ",":
            throw error(.unsupported("a list of selectors"))
        default:
            throw error(.expected("']' after the quoted name"))
        }
        return component
    }

    private mutating func parseIndex() throws(JSONPathParseError) -> Int {
        let start = position
        while let scalar = peek(), JSONPathFormatter.isASCIIDigit(scalar) {
            position += 1
        }
        if peek() == ":" {
            throw error(.unsupported("an array slice"))
        }
        let digits = String(String.UnicodeScalarView(scalars[start..<position]))
        if digits.count > 1, digits.hasPrefix("0") {
            throw error(.leadingZero, at: start)
        }
        guard let index = Int(digits), index <= QueryParser.maximumInteger else {
            throw error(.indexTooLarge, at: start)
        }
        return index
    }

    // MARK: JSON Pointer

    /// RFC 6901: empty, or `/`-separated reference tokens with `~0` and `~1` escapes.
    mutating func parsePointer() throws(JSONPathParseError) -> [JSONPath.Component] {
        guard !scalars.isEmpty else { return [] }
        guard peek() == "/" else {
            throw error(.expected("'/' at the start of a JSON Pointer"))
        }
        var components: [JSONPath.Component] = []
        while peek() == "/" {
            position += 1
            var token = String.UnicodeScalarView()
            while let scalar = peek(), scalar != "/" {
                if scalar == "~" {
                    switch self.scalar(at: position + 1) {
                    case "0": token.append("~")
                    case "1": token.append("/")
                    default: throw error(.invalidPointerEscape)
                    }
                    position += 2
                } else {
                    token.append(scalar)
                    position += 1
                }
            }
            let name = String(token)
            if let index = Self.index(fromDigits: name) {
                components.append(.index(index))
            } else {
                components.append(.key(name))
            }
        }
        return components
    }

    // MARK: Helpers

    /// The index that `digits` spells in RFC 6901's array-index grammar (`0` or no leading zero),
    /// up to the largest index a normalized path (RFC 9535) can hold; nil above it, so that the
    /// token stays a key and every path prints as a normalized path that reads back.
    private static func index(fromDigits digits: String) -> Int? {
        guard !digits.isEmpty,
            digits.unicodeScalars.allSatisfy(JSONPathFormatter.isASCIIDigit),
            digits == "0" || !digits.hasPrefix("0"),
            let index = Int(digits), index <= QueryParser.maximumInteger
        else { return nil }
        return index
    }
}
