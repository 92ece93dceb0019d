import Coax

/// Turns any text into glyphs that are safe to draw on a terminal.
///
/// Document text is never written raw: every character Coax's one terminal policy
/// (``PrintableText/needsEscape(_:)``: controls, ESC, DEL, C1, line separators, bidirectional
/// controls, the byte order mark, unassigned code points) comes out as the visible escape
/// ``PrintableText/escape(_:style:)`` gives (`\u001b`), flagged so it can be styled apart, and
/// widths come from the same table (``PrintableText/columns(of:)``). Zero-width marks attach to the glyph before
/// them, and a mark with nothing to attach to gets a space as its base, so every glyph is one or
/// two columns wide.
///
/// ```swift
/// let shown = TerminalText.glyphs(of: "hi\u{1b}[2J")
/// shown.map(\.glyph.text).joined()   // "hi\\u001b[2J"
/// shown[2].isEscape                  // true
/// ```
package enum TerminalText {
    /// A glyph and whether it is part of an escape sequence made for display.
    ///
    /// ```swift
    /// TerminalText.glyphs(of: "\t", style: .json)[0].isEscape   // true
    /// ```
    package struct Piece: Hashable, Sendable {
        /// The glyph.
        package let glyph: Glyph
        /// Whether the glyph belongs to a visible escape rather than to the text itself.
        package let isEscape: Bool
    }

    /// Lazily yields the pieces of a text, so cutting a long string costs only what is shown.
    ///
    /// ```swift
    /// var pieces = TerminalText.Pieces(text: "ok", style: .plain).makeIterator()
    /// pieces.next()?.glyph.text   // "o"
    /// ```
    package struct Pieces: Sequence {
        let text: String
        let style: EscapeStyle

        /// Creates the lazy sequence of pieces of `text`.
        ///
        /// ```swift
        /// TerminalText.Pieces(text: "界", style: .plain).first { _ in true }?.glyph.width   // 2
        /// ```
        ///
        /// - Parameters:
        ///   - text: document text, unescaped.
        ///   - style: `.plain`, or `.json` inside a JSON string.
        package init(text: String, style: EscapeStyle) {
            self.text = text
            self.style = style
        }

        /// Returns the iterator.
        package func makeIterator() -> Iterator {
            Iterator(scalars: text.unicodeScalars.makeIterator(), style: style)
        }

        /// The iterator over pieces.
        ///
        /// ```swift
        /// var iterator = TerminalText.Pieces(text: "a", style: .plain).makeIterator()
        /// iterator.next()?.glyph.text   // "a"
        /// ```
        package struct Iterator: IteratorProtocol {
            var scalars: String.UnicodeScalarView.Iterator
            let style: EscapeStyle
            var lookahead: Unicode.Scalar?
            var pendingEscape: [Character] = []
            var pendingIndex = 0

            init(scalars: String.UnicodeScalarView.Iterator, style: EscapeStyle) {
                self.scalars = scalars
                self.style = style
            }

            /// The next piece, or nil at the end of the text.
            ///
            /// - Returns: The next drawn character or escape; nil at the end of the text.
            package mutating func next() -> Piece? {
                if pendingIndex < pendingEscape.count {
                    let character = pendingEscape[pendingIndex]
                    pendingIndex += 1
                    return Piece(glyph: Glyph(safeText: String(character), width: 1), isEscape: true)
                }
                guard let scalar = lookahead ?? scalars.next() else { return nil }
                lookahead = nil
                if let escape = PrintableText.escape(scalar, style: style) {
                    pendingEscape = Array(escape)
                    pendingIndex = 1
                    return Piece(glyph: Glyph(safeText: String(pendingEscape[0]), width: 1), isEscape: true)
                }
                var text = String(scalar)
                var width = PrintableText.columns(of: scalar)
                if width == 0 {
                    // A mark with no base of its own: give it a space so it occupies a column.
                    text = " " + text
                    width = 1
                }
                while let following = scalars.next() {
                    if PrintableText.escape(following, style: style) == nil, PrintableText.columns(of: following) == 0 {
                        text.unicodeScalars.append(following)
                    } else {
                        lookahead = following
                        break
                    }
                }
                return Piece(glyph: Glyph(safeText: text, width: width), isEscape: false)
            }
        }
    }

    /// All pieces of a text.
    ///
    /// ```swift
    /// TerminalText.glyphs(of: "a\u{7f}").count   // 7: "a" and "\u007f"
    /// ```
    ///
    /// - Parameters:
    ///   - text: document text, unescaped.
    ///   - style: `.plain`, or `.json` inside a JSON string.
    /// - Returns: One piece per drawn character, an escape being one piece.
    package static func glyphs(of text: String, style: EscapeStyle = .plain) -> [Piece] {
        Array(Pieces(text: text, style: style))
    }

    /// The display width of a text once drawn: ``PrintableText/displayWidth(of:style:)``, except
    /// that a zero-width mark with nothing before it counts the space it is drawn on.
    ///
    /// ```swift
    /// TerminalText.width(of: "日本\u{1b}")   // 10
    /// ```
    ///
    /// - Parameters:
    ///   - text: document text, unescaped.
    ///   - style: `.plain`, or `.json` inside a JSON string.
    /// - Returns: Terminal columns, as ``PrintableText/displayWidth(of:style:)`` counts them.
    package static func width(of text: String, style: EscapeStyle = .plain) -> Int {
        Pieces(text: text, style: style).reduce(0) { $0 + $1.glyph.width }
    }

    /// The text as its glyphs draw it: ``PrintableText/escaped(_:style:)``, except that a
    /// zero-width mark with nothing before it gets a space as its base.
    ///
    /// ```swift
    /// TerminalText.escaped("bell\u{7}")   // "bell\\u0007"
    /// ```
    ///
    /// - Parameters:
    ///   - text: document text, unescaped.
    ///   - style: `.plain`, or `.json` inside a JSON string.
    /// - Returns: The text as the screen shows it.
    package static func escaped(_ text: String, style: EscapeStyle = .plain) -> String {
        var result = ""
        for piece in Pieces(text: text, style: style) {
            result += piece.glyph.text
        }
        return result
    }
}
