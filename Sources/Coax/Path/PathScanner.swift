/// What the two path readers share: a position in the text's Unicode scalars, looking ahead,
/// blanks, quoted names with JSON-style escapes, and errors located in characters.
///
/// ``JSONPathParser`` (paths and JSON Pointers) and ``QueryParser`` (RFC 9535 queries) read the
/// same spellings of names and brackets; they differ only in which quotes a quoted name may
/// escape (``QuoteEscapes``). Working on scalars means a quote or bracket next to a combining mark
/// is still seen; error offsets are converted to characters when the error is made.
protocol PathScanner {
    /// The text being read, for errors.
    var text: String { get }
    /// Its Unicode scalars.
    var scalars: [Unicode.Scalar] { get }
    /// The index of the next scalar to read.
    var position: Int { get set }
}

/// Which quotes may be escaped inside a quoted name.
enum QuoteEscapes {
    /// `\'` and `\"` inside either kind of quotes (paths, which people write by hand).
    case either
    /// Only the quote that delimits the name, as RFC 9535 says; the other is an error that says so.
    case ownKindOnly
}

extension PathScanner {
    /// The next scalar, nil at the end.
    func peek() -> Unicode.Scalar? {
        scalar(at: position)
    }

    /// The scalar at `index`, nil past the end.
    func scalar(at index: Int) -> Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    /// Moves past spaces, tabs and line breaks.
    mutating func skipBlanks() {
        while let scalar = peek(), Self.isBlank(scalar) { position += 1 }
    }

    /// RFC 9535's blank: space, tab, line feed, carriage return.
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    /// An ASCII decimal digit.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    /// An error at `scalarOffset` (the current position by default), located in characters.
    func error(_ reason: JSONPathParseError.Reason, at scalarOffset: Int? = nil) -> JSONPathParseError {
        let offset = min(scalarOffset ?? position, scalars.count)
        let characterOffset = String(String.UnicodeScalarView(scalars[..<offset])).count
        return JSONPathParseError(text: text, offset: characterOffset, reason: reason)
    }

    /// A `'…'` or `"…"` name starting at the current position, with JSON's escapes (`\n`, `\u00e9`,
    /// surrogate pairs) and the quote escapes `escapes` allows.
    mutating func parseQuotedName(escapes: QuoteEscapes) throws(JSONPathParseError) -> String {
        guard let quote = peek() else { throw error(.expected("a quoted name")) }
        let opening = position
        position += 1
        var name = String.UnicodeScalarView()
        while true {
            guard let scalar = peek() else { throw error(.unterminatedName, at: opening) }
            if scalar == quote {
                position += 1
                return String(name)
            }
            if scalar.value < 0x20 { throw error(.unescapedControlCharacter) }
            guard scalar == "\\" else {
                name.append(scalar)
                position += 1
                continue
            }
            name.append(try parseEscape(in: quote, escapes: escapes, opening: opening))
        }
    }

    /// The escape at the current position (a backslash) inside a name quoted with `quote`.
    private mutating func parseEscape(
        in quote: Unicode.Scalar, escapes: QuoteEscapes, opening: Int
    ) throws(JSONPathParseError) -> Unicode.Scalar {
        let escape = position
        position += 1
        guard let letter = peek() else {
            // A path points at the backslash left dangling, a query at the name left open.
            throw error(.unterminatedName, at: escapes == .either ? escape : opening)
        }
        position += 1
        switch letter {
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "/", "\\": return letter
        case quote: return letter
        case "'", "\"":
            guard escapes == .either else {
                throw error(
                    .invalid(
                        "\\\(letter) is only an escape inside \(letter)…\(letter) quotes; write \(letter) as it is"),
                    at: escape)
            }
            return letter
        case "u":
            do {
                return try UnicodeEscape.read(scalars, at: &position, escapeStart: escape)
            } catch {
                throw self.error(error.reason, at: error.offset)
            }
        default:
            throw error(.invalidEscape, at: escape)
        }
    }
}
