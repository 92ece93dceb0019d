/// Writes path names in the quoted and bare spellings shared by the path forms and error messages.
enum JSONPathFormatter {
    /// `'name'` with RFC 9535's normalized escapes, plus every other character Coax's terminal
    /// policy escapes (``PrintableText/needsEscape(_:)``), so the text is terminal-safe and still
    /// reads back as the same name.
    static func singleQuoted(_ name: String) -> String {
        quoted(name, quote: "'")
    }

    /// `"name"` with JSON-style escapes (the short form's spelling).
    static func doubleQuoted(_ name: String) -> String {
        quoted(name, quote: "\"")
    }

    /// `name` bare when it is a shorthand name (``isShorthandName(_:)``), otherwise double-quoted:
    /// `price`, `"unit price"`.
    static func bareOrDoubleQuoted(_ name: String) -> String {
        isShorthandName(name) ? name : doubleQuoted(name)
    }

    /// A member's step in the short form: `.price`, or `["unit price"]` for a name that is not a
    /// shorthand name.
    static func shortFormStep(_ name: String) -> String {
        isShorthandName(name) ? "." + name : "[" + doubleQuoted(name) + "]"
    }

    /// Whether `name` can be written after a dot in the short form and read back as the same key:
    /// a letter or `_` first, then letters, `_` or ASCII digits. Letters include non-ASCII ones.
    static func isShorthandName(_ name: String) -> Bool {
        var isFirst = true
        for scalar in name.unicodeScalars {
            let allowed = isNameStart(scalar) || (!isFirst && isASCIIDigit(scalar))
            guard allowed else { return false }
            isFirst = false
        }
        return !isFirst
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: true
        case 0...0x7F: false
        default: scalar.properties.isAlphabetic
        }
    }

    static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    private static func quoted(_ name: String, quote: Unicode.Scalar) -> String {
        var result = String.UnicodeScalarView()
        result.append(quote)
        for scalar in name.unicodeScalars {
            switch scalar {
            case quote, "\\":
                result.append("\\")
                result.append(scalar)
            case "\u{08}": result.append(contentsOf: "\\b".unicodeScalars)
            case "\u{0C}": result.append(contentsOf: "\\f".unicodeScalars)
            case "\n": result.append(contentsOf: "\\n".unicodeScalars)
            case "\r": result.append(contentsOf: "\\r".unicodeScalars)
            case "\t": result.append(contentsOf: "\\t".unicodeScalars)
            default:
                if PrintableText.needsEscape(scalar) {
                    result.append(contentsOf: unicodeEscape(scalar).unicodeScalars)
                } else {
                    result.append(scalar)
                }
            }
        }
        result.append(quote)
        return String(result)
    }

    /// `\u00XX` with lowercase hex digits, as RFC 9535 normalized paths write control characters
    /// (a surrogate pair of them above U+FFFF).
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        PrintableText.unicodeEscape(scalar)
    }

    /// A JSON Pointer reference token: `~` becomes `~0`, `/` becomes `~1`, scalar by scalar (a
    /// `/` followed by a combining mark is still a `/` to RFC 6901).
    static func pointerToken(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: { $0 == "~" || $0 == "/" }) else { return name }
        var result = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            switch scalar {
            case "~": result.append(contentsOf: "~0".unicodeScalars)
            case "/": result.append(contentsOf: "~1".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
