/// Makes text from a document safe and measurable for display: control characters, ESC, DEL
/// and C1 characters are shown as `\u001b`-style escapes, and widths follow how terminals
/// draw characters (CJK and emoji take two columns, combining marks none).
///
/// Used wherever Coax prints document text for people: diagnostics, coercion reasons,
/// reports and the inspector.
///
/// ```swift
/// PrintableText.escaped("bell\u{7}")           // "bell\\u0007"
/// PrintableText.displayWidth(of: "日本")        // 4
/// ```
public enum PrintableText {
    /// Whether a scalar must not reach a terminal raw: C0 controls, DEL, C1 controls, and
    /// the line/paragraph separators, which move the cursor in some terminals.
    ///
    /// ```swift
    /// PrintableText.needsEscape("\u{1B}")   // true
    /// ```
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (value >= 0x7F && value <= 0x9F) || value == 0x2028 || value == 0x2029
    }

    /// `text` with every character that ``needsEscape(_:)`` written as `\uXXXX`
    /// (tab, newline and carriage return as `\t`, `\n`, `\r`).
    ///
    /// ```swift
    /// PrintableText.escaped("a\nb\u{1B}[31m")   // "a\\nb\\u001b[31m"
    /// ```
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result += "\\u" + hex4(scalar.value)
            }
        }
        return result
    }

    /// `U+000A`-style name of a code point.
    ///
    /// ```swift
    /// PrintableText.codePointName(0x1B)   // "U+001B"
    /// ```
    public static func codePointName(_ value: UInt32) -> String {
        "U+" + hex4(value).uppercased()
    }

    /// The number of terminal columns a scalar takes: 0 for combining marks and zero-width
    /// characters, 2 for wide (East Asian wide/fullwidth, most emoji), 1 otherwise.
    ///
    /// ```swift
    /// PrintableText.columns(of: "界")   // 2
    /// PrintableText.columns(of: "\u{301}")   // 0
    /// ```
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value < 0x20 || (value >= 0x7F && value < 0xA0) ? 0 : 1 }
        if isZeroWidth(value) { return 0 }
        if isWide(value) { return 2 }
        return 1
    }

    /// The display width of a string, summing ``columns(of:)`` over its scalars.
    ///
    /// ```swift
    /// PrintableText.displayWidth(of: "café")   // 4
    /// ```
    public static func displayWidth(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
    }

    /// A window of `line` (escaped) of at most `width` columns around `column` (1-based, in
    /// characters), with `…` where it was cut, and the display column of the caret in it.
    /// `isCutBefore` and `isCutAfter` say that `line` is itself part of a longer line.
    ///
    /// ```swift
    /// let cut = PrintableText.excerpt(of: String(repeating: "x", count: 500), column: 250, width: 80)
    /// cut.line.hasPrefix("…")   // true
    /// ```
    public static func excerpt(
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
            } else if needsEscape(scalar) {
                let text = escaped(String(scalar))
                pieces.append((text, text.count))
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

    private static func isZeroWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x300...0x36F, 0x483...0x489, 0x591...0x5BD, 0x5BF, 0x5C1...0x5C2, 0x5C4...0x5C5, 0x5C7,
            0x610...0x61A, 0x64B...0x65F, 0x670, 0x6D6...0x6DC, 0x6DF...0x6E4, 0x6E7...0x6E8, 0x6EA...0x6ED,
            0x900...0x902, 0x93A, 0x93C, 0x941...0x948, 0x94D, 0x951...0x957, 0x962...0x963,
            0xE31, 0xE34...0xE3A, 0xE47...0xE4E,
            0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064,
            0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF, 0x1F3FB...0x1F3FF, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
            0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
            0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
            0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
            0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
            0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B2FF,
            0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F1E6...0x1F1FF, 0x1F200...0x1F202,
            0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265,
            0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393,
            0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4, 0x1F3F8...0x1F3FA,
            0x1F400...0x1F43E, 0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E,
            0x1F550...0x1F567, 0x1F57A, 0x1F595...0x1F596, 0x1F5A4, 0x1F5FB...0x1F64F,
            0x1F680...0x1F6C5, 0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DC...0x1F6DF,
            0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB, 0x1F7F0, 0x1F90C...0x1F93A,
            0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
