/// An RFC 9535 filter expression — what follows `?` in a filter selector — tested on one value
/// itself: `@` (and `$`) stand for the value, so a whole record can be kept or dropped by a field.
///
/// `$[?@.level == 'error']` selects the members of the root whose `level` is `error`; the
/// expression `@.level == 'error'` on its own tells whether the root itself has it, which is
/// what keeping the records of a log by a field needs (jq's `select(.level == "error")`).
///
/// ```swift
/// let errors = try JSONFilterExpression(parsing: "@.level == 'error' && @.status >= 500")
/// let record = try JSONDocument(parsing: #"{"level": "error", "status": 503}"#)
/// try errors.holds(for: record.root)   // true
/// try JSONFilterExpression(parsing: "@.level = 'error'")
/// // throws: column 10: expected '==' (a single '=' is not an operator)
/// ```
package struct JSONFilterExpression: Sendable {
    /// The expression's text, as given.
    ///
    /// ```swift
    /// try JSONFilterExpression(parsing: "@.id > 10").text   // "@.id > 10"
    /// ```
    package let text: String

    /// The query `$[?EXPRESSION]`, whose one filter selector holds the expression.
    private let query: JSONQuery
    /// The expression's number in the query's program.
    private let expression: Int

    /// Parses a filter expression (RFC 9535's `logical-expr`): comparisons, existence tests,
    /// `&&`, `||`, `!`, parentheses and the functions `length`, `count`, `match`, `search`, `value`.
    ///
    /// - Parameter text: the expression, without the `?` (a leading `?` is allowed and skipped).
    /// - Throws: ``JSONPathParseError`` with the column in `text` and what was expected there.
    package init(parsing text: String) throws(JSONPathParseError) {
        let expressionText = text.hasPrefix("?") ? String(text.dropFirst()) : text
        let skipped = text.count - expressionText.count
        self.text = text
        let wrapped = "$[?" + expressionText + "]"
        let parsed: JSONQuery
        do {
            parsed = try JSONQuery(parsing: wrapped)
        } catch {
            // Columns are given in the text as typed, without the `$[?` around it.
            let offset = min(max(0, error.offset - 3 + skipped), text.count)
            throw JSONPathParseError(text: text, offset: offset, reason: error.reason)
        }
        let program = parsed.program
        let root = program.paths[QueryProgram.root]
        // Text such as `true], $[?false` would close the selector early: only one filter is a filter expression.
        guard root.segmentCount == 1, program.segments[root.firstSegment].selectorCount == 1,
            program.selectors[program.segments[root.firstSegment].firstSelector].kind == .filter
        else {
            throw JSONPathParseError(
                text: text, offset: 0, reason: .expected("one filter expression, such as @.level == 'error'"))
        }
        query = parsed
        expression = program.selectors[program.segments[root.firstSegment].firstSelector].value
    }

    /// Whether the expression is true of `node`, with `@` and `$` standing for it.
    ///
    /// ```swift
    /// try JSONFilterExpression(parsing: "@.tags[0] == 'new'").holds(for: document.root)   // false
    /// ```
    ///
    /// - Parameters:
    ///   - node: the value tested (a document's root to keep or drop a record).
    ///   - options: the work limit and the cancellation check.
    /// - Returns: whether the expression is true of `node`.
    /// - Throws: ``JSONQueryEvaluationError`` when the work limit is reached or the test is
    ///   cancelled.
    /// - Complexity: The expression's queries run once, from `node`.
    package func holds(
        for node: JSONNode, options: JSONQueryOptions = JSONQueryOptions()
    ) throws(JSONQueryEvaluationError) -> Bool {
        let program = query.program
        return try withExtendedLifetime(program) { () throws(JSONQueryEvaluationError) -> Bool in
            var evaluator = QueryEvaluator(program: program, argument: node, options: options)
            return try evaluator.test(expression, current: node.index)
        }
    }
}

extension JSONFilterExpression: CustomStringConvertible {
    /// The expression's text.
    ///
    /// ```swift
    /// "\(try JSONFilterExpression(parsing: "@.a"))"   // "@.a"
    /// ```
    package var description: String { text }
}
