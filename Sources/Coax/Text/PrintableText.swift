/// The one policy for showing document text to people: which characters may not reach a
/// terminal raw, how they are written instead, and how many columns text takes.
///
/// Unsafe characters are those that move the cursor or change the terminal's state (C0 controls,
/// ESC, DEL, C1 controls, line and paragraph separators), that reorder or hide text
/// (bidirectional marks, embeddings, overrides and isolates, the deprecated shaping controls,
/// interlinear annotations, the byte order mark), invisible characters and those that join
/// their neighbours into glyphs of uncertain width (zero-width space and joiners, the word
/// joiner, emoji variation selectors, skin-tone modifiers, tags), and unassigned code points and
/// noncharacters, which terminals draw in different widths. They are written as JSON-style escapes (`\u001b`,
/// astral characters as a surrogate pair), so an escaped text is also a valid JSON string body.
/// Widths follow terminal columns (wide CJK and emoji 2, combining marks 0).
///
/// Diagnostics, coercion reasons, warnings, paths, reports and the inspector all use it.
///
/// ```swift
/// PrintableText.escaped("bell\u{7}")           // → "bell\\u0007"
/// PrintableText.escaped("\u{202E}evil")        // → "\\u202eevil"
/// PrintableText.displayWidth(of: "日本")        // → 4
/// ```
package enum PrintableText {
    /// Whether a scalar must not reach a terminal raw (see the type's description).
    ///
    /// ```swift
    /// PrintableText.needsEscape("\u{1B}")     // → true
    /// PrintableText.needsEscape("\u{202E}")   // → true: right-to-left override
    /// PrintableText.needsEscape("é")          // → false
    /// ```
    ///
    /// - Parameter scalar: one Unicode scalar of document text.
    /// - Returns: `true` for controls, text-reordering and invisible format characters, joiners
    ///   and selectors of uncertain width, unassigned code points and noncharacters; `false` for
    ///   everything that draws as itself.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0xA0 { return isControl(scalar) }
        switch value {
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x206F, 0xFEFF, 0xFFF9...0xFFFB:
            return true
        case 0x180B...0x180F, 0x200B...0x200D, 0x2060...0x2064, 0xFE0E, 0xFE0F, 0x1F3FB...0x1F3FF, 0xE0001,
            0xE0020...0xE007F:
            // Invisible, or joining what is around them into a glyph whose width terminals do not
            // agree on (zero-width space and joiners, variation selectors 15 and 16, skin tones,
            // tags): shown as escapes, `ab` and `a\u200bb` look different and every glyph drawn
            // takes the columns counted for it.
            return true
        case 0xA0..<0x0378:
            return false
        default:
            // Unassigned code points and noncharacters (general category Cn).
            return scalar.properties.generalCategory == .unassigned
        }
    }

    /// Whether a scalar changes a terminal's state or ends a line: C0 controls, DEL, C1 controls,
    /// U+2028 and U+2029. JSON output (``JSONWriter``, `coax get`, `coax expand`) escapes these
    /// and writes every other character as it is, as JSON tools do; text shown to people escapes
    /// everything ``needsEscape(_:)`` lists, which includes these.
    ///
    /// ```swift
    /// PrintableText.isControl("\u{9B}")     // → true
    /// PrintableText.isControl("\u{202E}")   // → false: reorders text, changes no state
    /// ```
    ///
    /// - Parameter scalar: one Unicode scalar.
    /// - Returns: `true` for U+0000–U+001F, U+007F–U+009F, U+2028 and U+2029.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (value >= 0x7F && value <= 0x9F) || value == 0x2028 || value == 0x2029
    }

    /// How `scalar` is written in `style`, or nil when it is shown as itself.
    ///
    /// ```swift
    /// PrintableText.escape("\n", style: .plain)    // → "\\n"
    /// PrintableText.escape("\"", style: .json)     // → "\\\""
    /// PrintableText.escape("a", style: .json)      // → nil
    /// ```
    ///
    /// - Parameters:
    ///   - scalar: the character to write.
    ///   - style: `.plain` for messages, `.json` inside a JSON string (quotes, backslashes,
    ///     backspace and form feed escaped too).
    /// - Returns: `\n`, `\t`, `\r` or a JSON escape; nil when the scalar is written as it is.
    package static func escape(_ scalar: Unicode.Scalar, style: EscapeStyle) -> String? {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\"" where style == .json: return "\\\""
        case "\\" where style == .json: return "\\\\"
        case "\u{08}" where style == .json: return "\\b"
        case "\u{0C}" where style == .json: return "\\f"
        default: return needsEscape(scalar) ? unicodeEscape(scalar) : nil
        }
    }

    /// `\u` and four lowercase hex digits, or a surrogate pair of them above U+FFFF: the JSON
    /// spelling of a character.
    ///
    /// ```swift
    /// PrintableText.unicodeEscape("\u{1B}")      // → "\\u001b"
    /// PrintableText.unicodeEscape("\u{E0080}")   // → "\\udb40\\udc80"
    /// ```
    ///
    /// - Parameter scalar: any scalar, escaped or not.
    /// - Returns: Six characters, or twelve (a surrogate pair) above U+FFFF.
    package static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let value = scalar.value
        guard value > 0xFFFF else { return "\\u" + hex4(value) }
        let offset = value - 0x10000
        return "\\u" + hex4(0xD800 + (offset >> 10)) + "\\u" + hex4(0xDC00 + (offset & 0x3FF))
    }

    /// `text` with every character unsafe for a terminal written as an escape (and, in the
    /// JSON style, quotes and backslashes too).
    ///
    /// ```swift
    /// PrintableText.escaped("a\nb\u{1B}[31m")              // → "a\\nb\\u001b[31m"
    /// PrintableText.escaped("say \"hi\"", style: .json)    // → "say \\\"hi\\\""
    /// ```
    ///
    /// - Parameters:
    ///   - text: document text, of any length.
    ///   - style: `.plain` for messages, `.json` for the body of a JSON string.
    /// - Returns: `text` itself (no copy) when nothing needs escaping; otherwise the escaped copy.
    /// - Complexity: O(*n*) in the scalars of `text`: one pass to look, a second only to escape.
    package static func escaped(_ text: String, style: EscapeStyle = .plain) -> String {
        guard containsEscapes(text, style: style) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        appendEscaped(text, style: style, to: &result)
        return result
    }

    /// `U+000A`-style name of a code point.
    ///
    /// ```swift
    /// PrintableText.codePointName(0x1B)   // → "U+001B"
    /// ```
    ///
    /// - Parameter value: a code point, which need not be a valid scalar (a lone surrogate).
    /// - Returns: `U+` and at least four uppercase hex digits (`U+1F600` above U+FFFF).
    package static func codePointName(_ value: UInt32) -> String {
        "U+" + hex4(value).uppercased()
    }

    /// The number of terminal columns a scalar takes when drawn: 0 for combining marks and
    /// zero-width characters, 2 for wide ones (East Asian wide and fullwidth, emoji), 1 otherwise.
    /// Characters that ``needsEscape(_:)`` are never drawn raw; C0 and C1 controls measure 0.
    ///
    /// ```swift
    /// PrintableText.columns(of: "界")        // → 2
    /// PrintableText.columns(of: "\u{301}")   // → 0
    /// PrintableText.columns(of: "🇩")        // → 1
    /// ```
    ///
    /// - Parameter scalar: a scalar drawn as itself.
    /// - Returns: 0, 1 or 2.
    package static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        return DisplayWidth.of(scalar)
    }

    /// The number of columns `text` takes once escaped as ``escaped(_:style:)`` writes it.
    ///
    /// ```swift
    /// PrintableText.displayWidth(of: "café")         // → 4
    /// PrintableText.displayWidth(of: "日本\u{1B}")   // → 10
    /// ```
    ///
    /// - Parameters:
    ///   - text: document text, unescaped.
    ///   - style: the escaping it will be shown with.
    /// - Returns: The columns of the escaped text: an escape counts its characters, a wide
    ///   character two.
    package static func displayWidth(of text: String, style: EscapeStyle = .plain) -> Int {
        var width = 0
        for scalar in text.unicodeScalars {
            if let escape = escape(scalar, style: style) {
                width += escape.utf8.count
            } else {
                width += columns(of: scalar)
            }
        }
        return width
    }

    /// A window of `line` (escaped) of at most `width` columns around `column` (1-based, in
    /// characters), with `…` where it was cut, and the display column of the caret in it.
    /// `isCutBefore` and `isCutAfter` say that `line` is itself part of a longer line.
    ///
    /// ```swift
    /// let cut = PrintableText.excerpt(of: String(repeating: "x", count: 500), column: 250, width: 80)
    /// cut.line.hasPrefix("…")   // true
    /// ```
    ///
    /// - Parameters:
    ///   - line: one line of source text, unescaped; it may be megabytes long.
    ///   - column: the caret's position, 1-based, in Unicode scalars.
    ///   - width: the columns available (at least 10 are used).
    ///   - isCutBefore: whether text precedes `line`: the window then starts with `…` even when
    ///     it shows the start of `line`.
    ///   - isCutAfter: whether text follows `line`: the window then ends with `…`.
    /// - Returns: The escaped window, and the caret's display column in it, counted from 0.
    /// - Complexity: O(*n*) in the scalars of `line`, only to count them and reach the caret;
    ///   just the scalars within a few widths of the caret are escaped and measured.
    package static func excerpt(
        of line: String, column: Int, width: Int, isCutBefore: Bool = false, isCutAfter: Bool = false
    ) -> (line: String, caretColumn: Int) {
        let budget = max(width, 10)
        // Only scalars near the caret can be shown, and all but zero-width ones take a column, so a
        // few budgets on each side suffice. Building display pieces for the whole of a 100 MB
        // minified line would cost gigabytes.
        let reach = budget * 4
        let scalars = line.unicodeScalars
        let total = scalars.count
        let wanted = max(0, min(column - 1, total))
        let first = max(0, wanted - reach)
        var index = scalars.index(scalars.startIndex, offsetBy: first)
        let pieceLimit = min(total, wanted + reach + 1) - first
        // Each scalar becomes a piece of display text; the caret goes under piece `target`.
        var pieces: [(text: String, columns: Int)] = []
        pieces.reserveCapacity(pieceLimit)
        while pieces.count < pieceLimit {
            let scalar = scalars[index]
            scalars.formIndex(after: &index)
            if scalar == "\t" {
                pieces.append((" ", 1))
            } else if let text = escape(scalar, style: .plain) {
                pieces.append((text, text.utf8.count))
            } else {
                pieces.append((String(scalar), columns(of: scalar)))
            }
        }
        let isCutBefore = isCutBefore || first > 0
        let isCutAfter = isCutAfter || first + pieces.count < total
        let target = wanted - first
        var start = target
        var end = target
        var used = target < pieces.count ? pieces[target].columns : 1
        // Grow the window left and right alternately, favouring context before the caret.
        var growLeft = true
        while true {
            let canLeft = start > 0 && used + pieces[start - 1].columns <= budget
            let canRight = end + 1 < pieces.count && used + pieces[end + 1].columns <= budget
            if !canLeft && !canRight { break }
            if (growLeft && canLeft) || !canRight {
                start -= 1
                used += pieces[start].columns
            } else {
                end += 1
                used += pieces[end].columns
            }
            growLeft.toggle()
        }
        let lastIndex = min(end, pieces.count - 1)
        var text = start > 0 || isCutBefore ? "…" : ""
        var caret = text.isEmpty ? 0 : 1
        if start <= lastIndex {
            for index in start...lastIndex {
                if index < target { caret += pieces[index].columns }
                text += pieces[index].text
            }
        }
        if lastIndex < pieces.count - 1 || isCutAfter { text += "…" }
        return (text, caret)
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
