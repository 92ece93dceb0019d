/// Why and where JSON text failed to parse.
///
/// Renders as a compiler-style diagnostic with ``rendered(fileName:maximumLineWidth:)``:
///
/// ```text
/// data.json:3:14: error: expected ',' or '}' after an object member
///   "price": 8.45 "tax": 1
///                 ^
/// ```
///
/// ```swift
/// do { _ = try JSONDocument(parsing: #"{"a" 1}"#) }
/// catch { print(error.rendered(fileName: "inline.json")) }
/// // inline.json:1:6: error: unexpected '1': expected ':' after an object key
/// // {"a" 1}
/// //      ^
/// ```
public struct JSONParseError: Error, Sendable, Hashable {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// No value at all: the input is empty or only whitespace.
        case emptyInput
        /// The input ended where something else was required.
        case unexpectedEnd(expected: String)
        /// A character appeared where something else was required.
        case unexpectedCharacter(found: String, expected: String)
        /// A backslash escape that JSON does not define.
        case invalidEscape(String)
        /// A raw control character inside a string; JSON requires it escaped.
        case unescapedControlCharacter(UInt8)
        /// Bytes that are not valid UTF-8.
        case invalidUTF8(UInt8)
        /// A malformed number literal.
        case invalidNumber(String)
        /// Containers nest deeper than the configured limit.
        case nestingTooDeep(limit: Int)
        /// The document exceeds what one tape can address.
        case documentTooLarge(String)
    }

    /// What went wrong.
    public let reason: Reason
    /// Where it went wrong.
    public let location: SourceLocation
    /// The text of the line holding the error, or for a long line the part of it around the
    /// error (decoded leniently; may contain control characters).
    public let sourceLine: String
    /// The column of the first character of ``sourceLine``: 1 unless the line was cut before it.
    package let sourceLineFirstColumn: Int
    /// Whether the line goes on past the end of ``sourceLine``.
    package let sourceLineContinues: Bool

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - reason: what is wrong.
    ///   - location: where: byte offset, line and column of the offending character.
    ///   - sourceLine: the line holding it, or the part of a long line around it.
    ///   - sourceLineFirstColumn: the column `sourceLine` starts at, when the line was cut before it.
    ///   - sourceLineContinues: whether the line goes on after `sourceLine`.
    init(
        reason: Reason, location: SourceLocation, sourceLine: String, sourceLineFirstColumn: Int = 1,
        sourceLineContinues: Bool = false
    ) {
        self.reason = reason
        self.location = location
        self.sourceLine = sourceLine
        self.sourceLineFirstColumn = max(1, sourceLineFirstColumn)
        self.sourceLineContinues = sourceLineContinues
    }

    /// A one-line description of the problem, e.g. `expected ':' after an object key`.
    ///
    /// ```swift
    /// error.message   // "nesting too deep (limit 1024)"
    /// ```
    public var message: String {
        switch reason {
        case .emptyInput:
            "empty input: expected a JSON value"
        case .unexpectedEnd(let expected):
            "unexpected end of input: expected \(expected)"
        case .unexpectedCharacter(let found, let expected):
            "unexpected \(found): expected \(expected)"
        case .invalidEscape(let escape):
            "invalid escape '\(escape)' in string"
        case .unescapedControlCharacter(let byte):
            "control character \(PrintableText.codePointName(UInt32(byte))) must be escaped in a string"
        case .invalidUTF8(let byte):
            StringScanner.sequenceLength(byte) > 1
                ? "invalid UTF-8: byte 0x\(String(byte, radix: 16, uppercase: true)) does not start a valid sequence here"
                : "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))"
        case .invalidNumber(let detail):
            "invalid number: \(detail)"
        case .nestingTooDeep(let limit):
            "nesting too deep (limit \(limit))"
        case .documentTooLarge(let detail):
            "document too large: \(detail)"
        }
    }

    /// The diagnostic: `FILE:LINE:COL: error: MESSAGE`, then the source line (cut around the
    /// column when long, control characters shown escaped) and a caret under the column.
    ///
    /// ```swift
    /// error.rendered(fileName: "orders.json")
    /// // orders.json:1:6: error: expected ':' after an object key
    /// // {"a" 1}
    /// //      ^
    /// ```
    ///
    /// - Parameters:
    ///   - fileName: the name put before `LINE:COL`, escaped for the terminal (`-` stays `-`).
    ///   - maximumLineWidth: the most columns of the source line shown; a longer line is cut around
    ///     the column, with `…` at the cut ends.
    /// - Returns: Three lines (message, source, caret), without a trailing newline.
    public func rendered(fileName: String, maximumLineWidth: Int = 100) -> String {
        let excerpt = PrintableText.excerpt(
            of: sourceLine, column: location.column - sourceLineFirstColumn + 1, width: maximumLineWidth,
            isCutBefore: sourceLineFirstColumn > 1, isCutAfter: sourceLineContinues)
        let header = "\(PrintableText.escaped(fileName)):\(location.line):\(location.column): error: \(message)"
        return header + "\n" + excerpt.line + "\n" + String(repeating: " ", count: excerpt.caretColumn) + "^"
    }
}

extension JSONParseError: CustomStringConvertible {
    /// `LINE:COL: MESSAGE`.
    public var description: String { "\(location): \(message)" }
}
