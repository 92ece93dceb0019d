import Synchronization

/// What the inspector draws when the terminal's locale is not UTF-8 (`LANG=C`): such a terminal
/// cannot show other characters (curses draws them blank), so text is shown in ASCII — non-ASCII
/// characters as JSON `\u` escapes, the tree's and panel's marks as ASCII look-alikes.
///
/// The locale belongs to the whole process and is read once when the terminal starts, so the
/// setting is process-wide.
///
/// ```swift
/// ASCIIFallback.ascii("▾ 漢字: \"ok\" → 1")   // "v \\u6f22\\u5b57: \"ok\" -> 1"
/// ```
public enum ASCIIFallback {
    private static let state = Atomic<Bool>(false)

    /// Whether text is drawn in ASCII.
    public static var isOn: Bool { state.load(ordering: .relaxed) }

    /// Draws every later screen in ASCII (the terminal's locale is not UTF-8).
    public static func turnOn() { state.store(true, ordering: .relaxed) }

    /// What the status line says once when the fallback is on.
    public static let notice = "the locale is not UTF-8: non-ASCII text is shown as \\u escapes (LANG=C.UTF-8 shows it)"

    /// The inspector's own marks and their ASCII look-alikes.
    static let marks: [Unicode.Scalar: String] = [
        "▾": "v", "▸": ">", "│": "|", "─": "-", "…": "...", "✗": "x", "·": "-", "→": "->", "×": "x", "÷": "/",
        "←": "<-", "↑": "^", "↓": "v", "–": "-", "—": "--", "≈": "~", "↺": "@",
    ]

    /// `text` in ASCII, reading at most `limit` scalars (a row shows no more).
    ///
    /// ```swift
    /// ASCIIFallback.ascii("café")   // "caf\\u00e9"
    /// ```
    static func ascii(_ text: String, limit: Int = .max) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var result = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count >= limit { break }
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else if let mark = marks[scalar] {
                result += mark
            } else {
                for unit in String(scalar).utf16 { result += "\\u" + hex(unit) }
            }
        }
        return result
    }

    private static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
