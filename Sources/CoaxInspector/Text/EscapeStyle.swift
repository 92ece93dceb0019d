/// How text from a document is escaped for display.
///
/// ```swift
/// TerminalText.glyphs(of: "a\"b\n", style: .json).map(\.glyph.text).joined()   // a\"b\n
/// TerminalText.glyphs(of: "a\"b\n", style: .plain).map(\.glyph.text).joined()  // a"b\u000a
/// ```
public enum EscapeStyle: Sendable {
    /// Only unsafe characters are escaped, always as `\u001b`; quotes and backslashes stay.
    case plain
    /// As in a JSON string literal: `\"`, `\\`, `\n`, `\t`, `\r`, `\b`, `\f`, and `\u001b` for the rest.
    case json
}
