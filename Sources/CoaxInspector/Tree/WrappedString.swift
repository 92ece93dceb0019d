import Coax

/// A string shown over as many screen lines as it needs (`W`), with its lines measured once
/// per width.
///
/// Lines hold the string's own text; drawn with JSON escaping they make exactly the glyphs the
/// wrap measured, so a line never spills. Lines break after a space when one is near the end of
/// the line, never inside an escape or between a character and its combining marks. At most
/// ``byteLimit`` bytes of the string are read; a longer string ends with a note line saying how
/// long it is.
///
/// ```swift
/// let wrapped = WrappedString(node: node, firstColumn: 12, width: 40)
/// wrapped.lines.count   // 1 for a short string
/// ```
struct WrappedString: Hashable, Sendable {
    /// The most source bytes of a string read for wrapping.
    static let byteLimit = 262_144

    /// One screen line.
    struct Line: Hashable, Sendable {
        /// A piece of the string (drawn with JSON escaping), or the note after a cut string.
        var text: String
        /// Whether this is the note that the string goes on (not a piece of it).
        var isNote: Bool
    }

    /// The lines, the first one starting after the opening quote.
    let lines: [Line]
    /// Whether the lines hold the whole string (then the last one ends with the closing quote).
    let isWhole: Bool
    /// The screen column where lines after the first start.
    let continuationColumn: Int

    /// Wraps a string whose first line starts at `firstColumn` (where its opening quote goes) on
    /// lines `width` columns wide.
    init(node: JSONNode, firstColumn: Int, width: Int, byteLimit: Int = WrappedString.byteLimit) {
        let prefix = node.stringPrefix(maxBytes: byteLimit) ?? ("", true)
        // Text lines up under the first character after the quote, unless that leaves too little room.
        let aligned = firstColumn + 1
        continuationColumn = width - aligned >= 20 ? aligned : min(4, max(0, width - 1))
        // One column stays free on every line, for the closing quote or the cut mark.
        let firstWidth = max(1, width - aligned - 1)
        let otherWidth = max(1, width - continuationColumn - 1)
        var lines: [Line] = []
        var current = String.UnicodeScalarView()
        var currentWidth = 0
        var lastSpace: (index: String.UnicodeScalarView.Index, width: Int)?
        func limit() -> Int { lines.isEmpty ? firstWidth : otherWidth }
        for scalar in prefix.text.unicodeScalars {
            let columns = PrintableText.escape(scalar, style: .json)?.count ?? PrintableText.columns(of: scalar)
            // A combining mark stays with the character before it.
            if columns > 0, currentWidth + columns > limit(), !current.isEmpty {
                if let space = lastSpace, space.width > limit() / 2 {
                    let rest = String.UnicodeScalarView(current[current.index(after: space.index)...])
                    lines.append(Line(text: String(String.UnicodeScalarView(current[...space.index])), isNote: false))
                    current = rest
                    currentWidth -= space.width
                } else {
                    lines.append(Line(text: String(current), isNote: false))
                    current = String.UnicodeScalarView()
                    currentWidth = 0
                }
                lastSpace = nil
            }
            // A mark with nothing before it on the line is drawn on a space.
            currentWidth += current.isEmpty ? max(columns, 1) : columns
            current.append(scalar)
            if scalar == " " { lastSpace = (current.index(before: current.endIndex), currentWidth) }
            if scalar == "\n" {
                // A line of the text ends here: the next starts a screen line of its own.
                lines.append(Line(text: String(current), isNote: false))
                current = String.UnicodeScalarView()
                currentWidth = 0
                lastSpace = nil
            }
        }
        lines.append(Line(text: String(current), isNote: false))
        isWhole = prefix.isWhole
        if !prefix.isWhole {
            let total = NumberText.grouped(node.rawStringByteCount ?? 0)
            lines.append(Line(text: "… \(total) bytes in all: v opens the whole value", isNote: true))
        }
        self.lines = lines
    }
}
