/// Why a path could not be parsed, and where.
///
/// ```swift
/// do {
///     _ = try JSONPath(parsing: "posts[0")
/// } catch {
///     error.column        // 8
///     error.description   // "column 8: expected ']' after the index"
///     print(error.rendered)
///     // posts[0
///     //        ^ expected ']' after the index
/// }
/// ```
public struct JSONPathParseError: Error, Sendable, Hashable {
    /// What went wrong.
    ///
    /// ```swift
    /// do {
    ///     _ = try JSONPath(parsing: "$..id")
    /// } catch {
    ///     error.reason   // → .unsupported("the descendant segment '..'")
    /// }
    /// ```
    public enum Reason: Sendable, Hashable {
        /// Something else was needed here, e.g. "']' after the index".
        case expected(String)
        /// A `'…'` or `"…"` name has no closing quote.
        case unterminatedName
        /// A backslash escape in a quoted name is not one of `\b \f \n \r \t \/ \\ \' \" \uXXXX`.
        case invalidEscape
        /// A `\uXXXX` escape names half of a surrogate pair without the other half.
        case loneSurrogate
        /// A control character appears unescaped (outside quotes, or inside quotes without a backslash escape).
        case unescapedControlCharacter
        /// An index has a leading zero (`[01]`).
        case leadingZero
        /// An index does not fit in `Int`.
        case indexTooLarge
        /// A JSON Pointer `~` is not followed by `0` or `1`.
        case invalidPointerEscape
        /// JSONPath syntax that Coax paths do not support (wildcards, filters, slices, descendants,
        /// negative indices); the string names it.
        case unsupported(String)
        /// A query that breaks one of RFC 9535's rules; the string says which, as a sentence
        /// (an index out of range, a function used with the wrong type of argument, …).
        case invalid(String)
    }

    /// The text that was parsed.
    ///
    /// ```swift
    /// error.text   // "posts[0"
    /// ```
    public let text: String
    /// Where the problem is: the number of characters before it (0 is the first character).
    ///
    /// ```swift
    /// error.offset   // 7 for "posts[0": the problem is after the seventh character
    /// ```
    public let offset: Int
    /// What went wrong.
    ///
    /// ```swift
    /// error.reason   // .expected("']' after the index")
    /// ```
    public let reason: Reason

    /// The 1-based column of the problem, counted in characters.
    ///
    /// ```swift
    /// (try? JSONPath(parsing: "a..b")) == nil   // column 2: recursive descent is not supported
    /// ```
    public var column: Int { offset + 1 }

    /// A short sentence saying what went wrong, without the position.
    ///
    /// ```swift
    /// error.message   // "expected ']' after the index"
    /// ```
    public var message: String {
        switch reason {
        case .expected(let what): "expected \(what)"
        case .unterminatedName: "the quoted name is not closed"
        case .invalidEscape: "invalid escape in a quoted name (use \\b \\f \\n \\r \\t \\/ \\\\ \\' \\\" or \\uXXXX)"
        case .loneSurrogate: "a \\u escape names half of a surrogate pair without the other half"
        case .unescapedControlCharacter: "a control character must be escaped inside a quoted name (\\n, \\u001b, ...)"
        case .leadingZero: "an index has no leading zeros"
        case .indexTooLarge: "the index is too large"
        case .invalidPointerEscape: "'~' in a JSON Pointer must be followed by 0 (for '~') or 1 (for '/')"
        case .unsupported(let feature): "\(feature) is not supported; a path names one value"
        case .invalid(let sentence): sentence
        }
    }

    /// The path on one line with a caret under the problem, followed by the message.
    /// Control characters in the path are shown escaped, so the text is safe for a terminal.
    ///
    /// ```swift
    /// print(error.rendered)
    /// // $.posts[x]
    /// //         ^ expected an index or a quoted name after '['
    /// ```
    public var rendered: String {
        CaretLine.render(text: text, offset: offset, message: message)
    }
}

extension JSONPathParseError: CustomStringConvertible {
    /// `column N: message`.
    ///
    /// ```swift
    /// "\(error)"   // "column 8: expected ']' after the index"
    /// ```
    public var description: String { "column \(column): \(message)" }
}
