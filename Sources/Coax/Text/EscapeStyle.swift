/// How text from a document is escaped for display (see ``PrintableText``).
///
/// ```swift
/// PrintableText.escaped("a\"b\n\u{1B}", style: .json)    // → a\"b\n\u001b
/// PrintableText.escaped("a\"b\n\u{1B}", style: .plain)   // → a"b\n\u001b
/// ```
package enum EscapeStyle: Sendable, Hashable {
    /// Only characters unsafe for a terminal are escaped: `\n`, `\t`, `\r`, and `\u001b` for the
    /// rest; quotes and backslashes stay as they are.
    case plain
    /// As in a JSON string literal: `\"`, `\\`, `\n`, `\t`, `\r`, `\b`, `\f`, and `\u001b` for
    /// the other unsafe characters, so the result reads back as the same string.
    case json
}
