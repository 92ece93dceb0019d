/// Why a pattern is not an I-Regexp (RFC 9485), or is too large to run, and where.
///
/// ```swift
/// do {
///     _ = try IRegexp("a{3,1}")
/// } catch {
///     error.column    // 2
///     error.message   // "the smaller count comes first in {n,m}"
///     print(error.rendered)
///     // a{3,1}
///     //  ^ the smaller count comes first in {n,m}
/// }
/// ```
public struct IRegexpError: Error, Sendable, Hashable {
    /// What kind of problem it is.
    public enum Kind: Sendable, Hashable {
        /// The pattern is not an I-Regexp (RFC 9485's grammar).
        case invalid
        /// The pattern is an I-Regexp, but its compiled machine would be too large to run safely.
        case tooLarge
    }

    /// The pattern that was compiled.
    public let pattern: String
    /// Where the problem is, in characters from the start (0 is the first character).
    public let offset: Int
    /// What is wrong, as a short sentence.
    ///
    /// ```swift
    /// error.message   // "expected ')' to close the group at column 1"
    /// ```
    public let message: String
    /// Whether the pattern is invalid or too large.
    public let kind: Kind

    /// Creates an error at a character offset.
    ///
    /// ```swift
    /// IRegexpError(pattern: "(a", offset: 2, message: "expected ')'").message   // → "expected ')'"
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: the whole pattern as given.
    ///   - offset: where the problem is, in characters from 0.
    ///   - message: what was expected or found there.
    ///   - kind: invalid, or valid but too large to run safely.
    init(pattern: String, offset: Int, message: String, kind: Kind = .invalid) {
        self.pattern = pattern
        self.offset = offset
        self.message = message
        self.kind = kind
    }

    /// The 1-based column of the problem.
    public var column: Int { offset + 1 }

    /// The pattern on one line with a caret under the problem, then the message. Control
    /// characters in the pattern are shown escaped.
    ///
    /// ```swift
    /// print(error.rendered)
    /// // [a-
    /// //    ^ expected ']' to close the character class
    /// ```
    public var rendered: String {
        CaretLine.render(text: pattern, offset: offset, message: message)
    }
}

extension IRegexpError: CustomStringConvertible {
    /// `column N: message`.
    ///
    /// ```swift
    /// "\(error)"   // "column 3: expected ')' to close the group at column 1"
    /// ```
    public var description: String { "column \(column): \(message)" }
}
