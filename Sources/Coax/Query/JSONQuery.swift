/// An RFC 9535 JSONPath query: selects any number of nodes of a document.
///
/// The whole language is supported: name and index selectors (negative indices count from the
/// end), wildcards, slices, descendant segments (`..`), selector lists, filters with comparisons,
/// `&&`, `||`, `!`, existence tests and the functions `length`, `count`, `match`, `search` and
/// `value` (with I-Regexp patterns, RFC 9485). Parsing is strict: what RFC 9535 rejects is
/// rejected, with the position and what was expected.
///
/// Evaluation reads the document's tape directly (no value tree is built), walks descendants
/// with an explicit stack (documents of any depth), and counts its work: it stops with an error
/// past a limit or when cancelled, so no query can run away on any document.
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"store": {"book": [{"price": 8.95}, {"price": 22.99}]}}"#)
/// let query = try JSONQuery(parsing: "$.store.book[?@.price < 10]")
/// let nodes = try query.evaluate(on: document)
/// nodes.count                          // 1
/// nodes.normalizedPath(at: 0)          // "$['store']['book'][0]"
/// "\(nodes[0])"                        // {"price":8.95}
/// try JSONQuery(parsing: "$.a[?@.b = 1]")
/// // throws: column 10: expected '==' (a single '=' is not an operator)
/// ```
///
/// Where RFC 9535 leaves a choice, Coax takes these: members are visited in document order; a
/// name selector on an object with repeated keys selects the last member of that name (as
/// lookups everywhere in Coax do), while `*` and filters visit every member; numbers compare by
/// exact decimal value, however many digits they have.
public struct JSONQuery: Sendable {
    /// The query's text.
    ///
    /// ```swift
    /// try JSONQuery(parsing: "$..id").text   // "$..id"
    /// ```
    public let text: String

    let program: QueryProgram

    /// Parses a query.
    ///
    /// - Throws: ``JSONPathParseError`` with the position of the problem and what was expected
    ///   there (``JSONPathParseError/rendered`` shows the query with a caret under it).
    ///
    /// ```swift
    /// let text = #"{"statuses": [{"id": 1, "retweets": 4}, {"id": 2, "retweets": 12}]}"#
    /// let nodes = try JSONQuery(parsing: "$..[?@.retweets > 10]").evaluate(on: try JSONDocument(parsing: text))
    /// nodes.normalizedPath(at: 0)   // → "$['statuses'][1]"
    /// ```
    ///
    /// - Parameter text: an RFC 9535 query (`$…`).
    public init(parsing text: String) throws(JSONPathParseError) {
        self.text = text
        var parser = QueryParser(text)
        program = QueryProgram(try parser.parseQuery())
    }

    /// The singular query that follows a path's steps: a name for every key, an index for every
    /// index (which, as in RFC 9535, selects only array elements). Its text is the path's normalized
    /// form. This is how text written as a short-form path or a JSON Pointer is queried.
    ///
    /// ```swift
    /// let query = JSONQuery(path: try JSONPath(parsing: "statuses[0].user"))
    /// query.text   // "$['statuses'][0]['user']"
    /// ```
    ///
    /// - Parameter path: a path in any form, already parsed.
    public init(path: JSONPath) {
        text = path.normalized
        program = QueryProgram(
            QueryPath(
                isRelative: false,
                segments: path.components.enumerated().map { offset, component in
                    let selector: QuerySelector =
                        switch component {
                        case .key(let key): .name(QueryString(key))
                        case .index(let index): .index(index)
                        }
                    return QuerySegment(selectors: [selector], isDescendant: false, offset: offset)
                }))
    }

    /// Whether the query selects at most one node on any document (only names and indices).
    ///
    /// ```swift
    /// try JSONQuery(parsing: "$.a[0]").isSingular   // true
    /// try JSONQuery(parsing: "$.a[*]").isSingular   // false
    /// ```
    public var isSingular: Bool { program.paths[QueryProgram.root].isSingular }

    /// Evaluates the query on a whole document.
    ///
    /// ```swift
    /// try JSONQuery(parsing: "$..id").evaluate(on: document).count   // 1204
    /// ```
    ///
    /// - Parameters:
    ///   - document: the document whose root the query's `$` stands for.
    ///   - options: the work limit and the cancellation check.
    /// - Returns: the selected nodes in document order, with their normalized paths.
    /// - Throws: ``JSONQueryEvaluationError`` when the work limit is reached, the evaluation is
    ///   cancelled, or a pattern taken from the document is too large to match safely.
    /// - Complexity: Usually O(*n*) for a document of *n* values (once per descendant segment);
    ///   filters run their queries once per candidate. The work is bounded by
    ///   ``JSONQueryOptions/workLimit``.
    public func evaluate(
        on document: JSONDocument, options: JSONQueryOptions = JSONQueryOptions()
    ) throws(JSONQueryEvaluationError) -> JSONNodeList {
        try evaluate(on: document.root, options: options)
    }

    /// Evaluates the query with `argument` as the query argument: `$` is that node, and the
    /// nodelist's paths start from it.
    ///
    /// ```swift
    /// let first = document.root["statuses"]?[0]
    /// try JSONQuery(parsing: "$.user.id").evaluate(on: first!).normalizedPath(at: 0)   // "$['user']['id']"
    /// ```
    ///
    /// - Parameters:
    ///   - argument: the node the query's `$` stands for.
    ///   - options: the work limit and the cancellation check.
    /// - Returns: the selected nodes in document order, with their paths from `argument`.
    /// - Throws: ``JSONQueryEvaluationError`` when the work limit is reached, the evaluation is
    ///   cancelled, or a pattern taken from the document is too large to match safely.
    public func evaluate(
        on argument: JSONNode, options: JSONQueryOptions = JSONQueryOptions()
    ) throws(JSONQueryEvaluationError) -> JSONNodeList {
        try withEvaluator(on: argument, options: options) { evaluator throws(JSONQueryEvaluationError) in
            try evaluator.run()
        }
    }

    /// The number of nodes the query selects on a document, counted without listing them: the
    /// nodes of the query's last segment are counted as they are found and not kept, so that
    /// `$..*..*..*` on a deep document needs memory for `$..*..*`'s nodes only.
    ///
    /// ```swift
    /// try JSONQuery(parsing: "$..id").count(on: document)   // 1204, as evaluate(on:).count
    /// ```
    ///
    /// - Parameters:
    ///   - document: the document whose root the query's `$` stands for.
    ///   - options: the work limit and the cancellation check (``JSONQueryOptions/tracksPaths`` is
    ///     not used: no paths are made).
    /// - Returns: the number of nodes `evaluate(on:options:)` would give.
    /// - Throws: ``JSONQueryEvaluationError``, as `evaluate(on:options:)` does.
    /// - Complexity: The same work as `evaluate(on:options:)`.
    public func count(
        on document: JSONDocument, options: JSONQueryOptions = JSONQueryOptions()
    ) throws(JSONQueryEvaluationError) -> Int {
        try count(on: document.root, options: options)
    }

    /// The number of nodes the query selects with `argument` as `$`, counted without listing
    /// them (as for a whole document).
    ///
    /// ```swift
    /// try JSONQuery(parsing: "$.*").count(on: document.root["items"]!)   // its number of elements
    /// ```
    ///
    /// - Parameters:
    ///   - argument: the node the query's `$` stands for.
    ///   - options: the work limit and the cancellation check.
    /// - Returns: the number of nodes `evaluate(on:options:)` would give.
    /// - Throws: ``JSONQueryEvaluationError``, as `evaluate(on:options:)` does.
    public func count(
        on argument: JSONNode, options: JSONQueryOptions = JSONQueryOptions()
    ) throws(JSONQueryEvaluationError) -> Int {
        try withEvaluator(on: argument, options: options) { evaluator throws(JSONQueryEvaluationError) in
            try evaluator.count()
        }
    }

    /// Runs `work` on an evaluator of this query with `argument` as `$`, keeping the program alive
    /// until `work` returns (the evaluator holds it unretained).
    private func withEvaluator<Result>(
        on argument: JSONNode, options: JSONQueryOptions,
        _ work: (inout QueryEvaluator) throws(JSONQueryEvaluationError) -> Result
    ) throws(JSONQueryEvaluationError) -> Result {
        try withExtendedLifetime(program) { () throws(JSONQueryEvaluationError) -> Result in
            var evaluator = QueryEvaluator(program: program, argument: argument, options: options)
            return try work(&evaluator)
        }
    }
}

extension JSONQuery: CustomStringConvertible {
    /// The query's text.
    ///
    /// ```swift
    /// "\(try JSONQuery(parsing: "$.a"))"   // "$.a"
    /// ```
    public var description: String { text }
}
