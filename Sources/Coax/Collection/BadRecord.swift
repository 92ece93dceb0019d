/// A record of a collection that is not valid JSON (a broken line of JSON Lines, a body of an
/// HTTP archive that claims JSON and is not, a file that does not parse): where it is, and why.
///
/// Bad records never hide good ones: reading resumes after each, and the collection keeps them in
/// their place among the documents.
///
/// ```swift
/// let collection = try JSONCollection.load(path: "events.jsonl")
/// for record in collection.badRecords {
///     print(record.rendered())
///     // events.jsonl:7:12: error: unexpected end of line: expected ',' or '}' after an object member
///     // {"id": 7, "ok": true
///     //                     ^
/// }
/// ```
public struct BadRecord: Sendable, Hashable, Error {
    /// Where the record is. For a body of an HTTP archive, the body's text in the archive; the
    /// error's location is then within the body.
    public var source: DocumentSource
    /// The number of documents before it: it sits between documents `position - 1` and `position`.
    public var position: Int
    /// Why it is not valid JSON. Its location is in the input (line and column of the file,
    /// byte offset in it), or within the body for an HTTP archive.
    public var error: JSONParseError

    /// The compiler-style diagnostic: `FILE:LINE:COL: error: …`, the line, and a caret.
    /// For a body of an HTTP archive, the header names the archive's line of the body and the
    /// message says which body and where in it the error is.
    ///
    /// ```swift
    /// record.rendered()   // "orders.jsonl:3:9: error: unexpected '}': …\n…\n        ^"
    /// ```
    ///
    /// - Returns: Three lines (message, source line, caret), terminal-safe, no trailing newline.
    public func rendered() -> String {
        let name = PrintableText.escaped(source.inputName)
        guard let exchange = source.exchange else { return error.rendered(fileName: name) }
        let header = "\(name):\(source.line):\(source.column)"
        let context =
            "\(exchange.body.rawValue) body of \(exchange.label), line \(error.location.line), column \(error.location.column)"
        let excerpt = PrintableText.excerpt(
            of: error.sourceLine, column: error.location.column - error.sourceLineFirstColumn + 1, width: 100,
            isCutBefore: error.sourceLineFirstColumn > 1, isCutAfter: error.sourceLineContinues)
        return "\(header): error: \(PrintableText.escaped(context)): \(error.message)\n\(excerpt.line)\n"
            + String(repeating: " ", count: excerpt.caretColumn) + "^"
    }

    /// One line: `orders.jsonl:3:9: unexpected '}': …`, for status lines and lists.
    package var summary: String {
        if let exchange = source.exchange {
            return "\(exchange.label): \(error.message)"
        }
        return "\(source.inputName):\(error.location.line):\(error.location.column): \(error.message)"
    }
}
