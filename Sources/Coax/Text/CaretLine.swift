/// Renders a one-line text (a path, a query, a pattern) with a caret under a position and a
/// message after the caret, the way located errors are shown:
///
/// ```text
/// $.a[?@.b = 1]
///          ^ expected '==' (a single '=' is not an operator)
/// ```
///
/// Characters that must not reach a terminal raw are shown escaped (``PrintableText``), and the
/// caret is placed by display columns, so it stays under the right character after wide or
/// escaped ones.
enum CaretLine {
    /// `text`, a new line, spaces up to the character at `offset` (in characters), `^ `, `message`.
    ///
    /// ```swift
    /// CaretLine.render(text: "a[", offset: 2, message: "expected an index")   // "a[\n  ^ expected an index"
    /// ```
    static func render(text: String, offset: Int, message: String) -> String {
        let characters = Array(text)
        let cut = min(max(0, offset), characters.count)
        let before = PrintableText.escaped(String(characters[..<cut]))
        let after = PrintableText.escaped(String(characters[cut...]))
        let column = PrintableText.displayWidth(of: before)
        return before + after + "\n" + String(repeating: " ", count: column) + "^ " + PrintableText.escaped(message)
    }
}
