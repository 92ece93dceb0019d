/// Why a valid query stopped before giving its nodelist. RFC 9535 queries never fail on data;
/// these are the limits that keep an evaluation from running away.
///
/// ```swift
/// do {
///     _ = try JSONQuery(parsing: "$..*..*..*").evaluate(on: document, options: JSONQueryOptions(workLimit: 1_000))
/// } catch {
///     print(error)   // the query needs more than 1,000 steps on this document (the work limit); stopped
/// }
/// ```
public enum JSONQueryEvaluationError: Error, Sendable, Hashable {
    /// The evaluation took more steps than ``JSONQueryOptions/workLimit``.
    case workLimitReached(Int)
    /// ``JSONQueryControl/cancel()`` was called.
    case cancelled
    /// A `match()` or `search()` pattern taken from the document compiles to a machine too large
    /// to run safely.
    case patternTooLarge(IRegexpError)
    /// The nodes selected so far (this many) fill the memory that can be had: the next ones
    /// would not fit.
    case outOfMemory(nodes: Int)
    /// The query selects more nodes than an `Int` counts (counting with `JSONQuery.count(on:options:)`).
    case countTooLarge
}

extension JSONQueryEvaluationError: CustomStringConvertible {
    /// A sentence saying why the evaluation stopped.
    ///
    /// ```swift
    /// "\(JSONQueryEvaluationError.cancelled)"   // "the query was stopped"
    /// ```
    public var description: String {
        switch self {
        case .workLimitReached(let limit):
            "the query needs more than \(NumberText.grouped(limit)) steps on this document (the work limit); stopped"
        case .cancelled:
            "the query was stopped"
        case .patternTooLarge(let error):
            "a pattern in the document cannot be matched safely: \(error.message)"
        case .outOfMemory(let nodes):
            "not enough memory for the nodes the query selects (more than \(NumberText.grouped(nodes))); stopped"
        case .countTooLarge:
            "the query selects more than \(NumberText.grouped(Int.max)) nodes; they cannot be counted"
        }
    }
}
