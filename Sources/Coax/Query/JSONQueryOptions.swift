/// How a query is evaluated: whether paths are kept, how much work it may do, and a control to
/// stop it or watch its progress from another thread.
///
/// ```swift
/// var options = JSONQueryOptions()
/// options.tracksPaths = false          // only the nodes: a little faster, less memory
/// options.workLimit = 50_000_000
/// let nodes = try query.evaluate(on: document, options: options)
/// ```
public struct JSONQueryOptions: Sendable {
    /// The default ``workLimit``: a billion steps, far more than any query that visits each value
    /// a few times needs on documents of several gigabytes — and, for a query that uses them all
    /// (`$..*..*..*` on a deep document), a minute or more of work on a small machine.
    ///
    /// ```swift
    /// JSONQueryOptions.defaultWorkLimit   // 1000000000
    /// ```
    public static let defaultWorkLimit = 1_000_000_000

    /// Whether the nodelist keeps each node's path (``JSONNodeList/path(at:)``). Default true.
    public var tracksPaths = true

    /// The most steps the evaluation may take: values visited, nodes selected, regular
    /// expression steps. Past it, evaluation stops with ``JSONQueryEvaluationError/workLimitReached(_:)``.
    public var workLimit = JSONQueryOptions.defaultWorkLimit

    /// A control that can stop the evaluation and reports its progress, or nil.
    public var control: JSONQueryControl?

    /// Options with the given values; `JSONQueryOptions()` keeps paths, has the default work
    /// limit and no control.
    ///
    /// - Parameters:
    ///   - tracksPaths: whether results keep their paths (needed for `path(at:)` and line output with
    ///     paths); turning it off saves memory on large results.
    ///   - workLimit: the most steps one evaluation may take before it stops with an error.
    ///   - control: stops the evaluation from another thread and reports its progress; nil for none.
    public init(
        tracksPaths: Bool = true, workLimit: Int = JSONQueryOptions.defaultWorkLimit, control: JSONQueryControl? = nil
    ) {
        self.tracksPaths = tracksPaths
        self.workLimit = workLimit
        self.control = control
    }
}
