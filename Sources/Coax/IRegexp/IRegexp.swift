/// An I-Regexp (RFC 9485): the interoperable regular expression flavor JSONPath's `match()` and
/// `search()` use, with exactly its semantics.
///
/// I-Regexp is a small subset of XSD regular expressions: literal characters, `.` (any character
/// but line feed and carriage return), character classes (`[a-z]`, `[^0-9]`), Unicode general
/// categories (`\p{Lu}`, `\P{N}`), the escapes `\n \r \t` and `\` before a metacharacter, groups,
/// alternation and the quantifiers `* + ? {n} {n,} {n,m}`; there are no back references,
/// lookarounds or `\d`-style escapes. Text is matched as Unicode scalars.
///
/// `^` and `$` match at the start and the end of the text, as in the ECMAScript and PCRE forms
/// RFC 9485 maps I-Regexps to, and as the JSONPath compliance suite expects (XSD itself reads them
/// as ordinary characters). To match the characters themselves, write `\^` and `[$]`.
///
/// Matching runs a compiled automaton over the text once (a Pike machine): time is at most
/// proportional to the text's length times the pattern's size, whatever the pattern, so a
/// hostile pattern cannot make it backtrack exponentially. Patterns that would compile to more
/// than ``maximumProgramSize`` instructions (large counted repetitions) are refused.
///
/// ```swift
/// let regexp = try IRegexp("[0-9]{4}-[0-9]{2}")
/// regexp.matches("2024-06")                  // true: the whole text
/// regexp.matches("on 2024-06-01")            // false
/// regexp.containsMatch(in: "on 2024-06-01")  // true: a part of it
/// try IRegexp("\\d")                         // throws: \d is not I-Regexp
/// ```
package struct IRegexp: Sendable, Hashable {
    /// The most instructions a compiled pattern may have; `a{1,100000}` is refused rather than
    /// compiled into a machine that makes every character of the text cost 100,000 steps.
    ///
    /// ```swift
    /// IRegexp.maximumProgramSize   // 100000
    /// ```
    package static let maximumProgramSize = 100_000

    /// The pattern as given.
    ///
    /// ```swift
    /// try IRegexp("a+").pattern   // "a+"
    /// ```
    package let pattern: String

    let program: IRegexpProgram

    /// Compiles an I-Regexp.
    ///
    /// - Throws: ``IRegexpError`` saying where the pattern leaves the RFC 9485 grammar, or that it
    ///   is too large to run safely.
    ///
    /// ```swift
    /// try IRegexp("colou?r")       // fine
    /// try IRegexp("(a")            // throws: column 3: expected ')' to close the group at column 1
    /// ```
    ///
    /// - Parameter pattern: an RFC 9485 pattern, unanchored (`matches` anchors it, `containsMatch`
    ///   does not).
    package init(_ pattern: String) throws(IRegexpError) {
        self.pattern = pattern
        var compiler = IRegexpCompiler(pattern)
        program = try compiler.compile()
    }

    /// Whether the whole of `text` matches (JSONPath's `match()`).
    ///
    /// ```swift
    /// try IRegexp("a.c").matches("abc")    // true
    /// try IRegexp("a.c").matches("abcd")   // false
    /// ```
    ///
    /// - Complexity: O(*n* × *m*) for a text of *n* scalars and a pattern of *m* instructions.
    ///
    /// - Parameter text: the text, compared scalar by scalar (no normalization).
    /// - Returns: `true` only when the match spans all of `text`.
    package func matches(_ text: String) -> Bool {
        var budget = Int.max
        return program.run(text.unicodeScalars, searching: false, budget: &budget) ?? false
    }

    /// Whether some part of `text` matches (JSONPath's `search()`).
    ///
    /// ```swift
    /// try IRegexp("[BR]ob").containsMatch(in: "Bobby")   // true
    /// ```
    ///
    /// - Complexity: O(*n* × *m*) for a text of *n* scalars and a pattern of *m* instructions.
    ///
    /// - Parameter text: the text, compared scalar by scalar (no normalization).
    /// - Returns: `true` when some substring of `text` matches.
    package func containsMatch(in text: String) -> Bool {
        var budget = Int.max
        return program.run(text.unicodeScalars, searching: true, budget: &budget) ?? false
    }

    /// Matches within a budget of machine steps, taken from `budget`; nil when it runs out.
    func matches(_ scalars: String.UnicodeScalarView, searching: Bool, budget: inout Int) -> Bool? {
        program.run(scalars, searching: searching, budget: &budget)
    }

    package static func == (lhs: IRegexp, rhs: IRegexp) -> Bool {
        lhs.pattern == rhs.pattern
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
    }
}

extension IRegexp: CustomStringConvertible {
    /// The pattern.
    ///
    /// ```swift
    /// "\(try IRegexp("a|b"))"   // "a|b"
    /// ```
    package var description: String { pattern }
}
