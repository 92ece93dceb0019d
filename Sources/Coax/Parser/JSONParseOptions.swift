/// Options for ``JSONDocument`` parsing.
///
/// ```swift
/// let options = JSONParseOptions(maximumDepth: 64)
/// let document = try JSONDocument(parsing: "[[1]]", options: options)
/// ```
public struct JSONParseOptions: Sendable, Hashable {
    /// The default nesting limit. Deeper documents fail with "nesting too deep (limit 1024)".
    public static let defaultMaximumDepth = 1024

    /// How deep containers may nest before parsing fails. The parser itself never recurses;
    /// the limit protects code that walks values recursively (owned values, user code).
    public var maximumDepth: Int

    /// Whether a leading UTF-8 byte order mark is skipped (true) or rejected (false).
    public var allowsByteOrderMark: Bool

    /// Documents at least this large may be parsed on two threads (see `ParallelSegment`);
    /// the result is identical to a sequential parse. Tests lower it to exercise the split.
    var parallelThreshold = ParallelSegment.defaultThreshold

    /// Creates options.
    ///
    /// ```swift
    /// JSONParseOptions(maximumDepth: 10_000, allowsByteOrderMark: false)
    /// ```
    public init(maximumDepth: Int = JSONParseOptions.defaultMaximumDepth, allowsByteOrderMark: Bool = true) {
        self.maximumDepth = maximumDepth
        self.allowsByteOrderMark = allowsByteOrderMark
    }
}
