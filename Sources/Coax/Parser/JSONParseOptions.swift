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

    /// Whether documents of 16 MiB and more may be parsed on two threads. The result, errors
    /// included, is always identical to a one-thread parse; only the time differs. True by
    /// default when the process may run on two processors or more, false when it is pinned to
    /// one (where a second thread only adds work).
    ///
    /// ```swift
    /// var options = JSONParseOptions()
    /// options.allowsParallelParsing = false
    /// ```
    public var allowsParallelParsing: Bool {
        get { parallelThreshold != .max }
        set { parallelThreshold = newValue ? ParallelSegment.defaultThreshold : .max }
    }

    /// Whether invalid UTF-8 is read as U+FFFD (true) instead of failing the parse (false, the
    /// default). For viewers, which would rather show a document than refuse it; the document's
    /// ``JSONDocument/invalidUTF8`` then says how many sequences were replaced and where the first
    /// was. Other errors still fail.
    ///
    /// ```swift
    /// var options = JSONParseOptions()
    /// options.replacesInvalidUTF8 = true
    /// let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x22]   // "a" and a byte that is never UTF-8, quoted
    /// try JSONDocument(parsing: bytes, options: options).invalidUTF8?.count   // → 1
    /// ```
    public var replacesInvalidUTF8 = false

    /// Documents at least this large may be parsed on two threads (see `ParallelSegment`); none
    /// when the process may run on one processor only. Tests lower it to exercise the split on
    /// small documents.
    var parallelThreshold = ProcessorAffinity.count >= 2 ? ParallelSegment.defaultThreshold : .max

    /// The byte classifier of the first pass (see `StructuralIndexer`): the fastest this processor
    /// has by default; nil reads byte at a time. Both give the same document and the same errors
    /// (tests compare them on every input they have).
    var blockLevel: Int32? = StructuralIndexer.bestLevel

    /// Whether the indexed run lets `coax_walk` (C) take the steps of a valid document, or takes
    /// every step in Swift. Both write the same tape (tests compare them with the byte-at-a-time
    /// run); the compiled walk is the faster.
    var usesCompiledWalk = true

    /// Where tape memory comes from; tests substitute allocators that fail or check bounds.
    var tapeAllocator = TapeAllocator.system

    /// Where the parser reports how far it has got, for a load shown while it runs; nil reports nothing.
    var progress: ParseProgress?

    /// Creates options.
    ///
    /// ```swift
    /// let strict = JSONParseOptions(allowsByteOrderMark: false)
    /// try JSONDocument(parsing: "\u{FEFF}1", options: strict)
    /// // throws: unexpected byte order mark: expected a JSON value
    /// JSONParseOptions().maximumDepth   // → 1024
    /// ```
    ///
    /// - Parameters:
    ///   - maximumDepth: the deepest nesting of arrays and objects accepted; deeper input is an error,
    ///     not a crash.
    ///   - allowsByteOrderMark: whether a UTF-8 byte order mark before the value is skipped (else it
    ///     is an error).
    public init(maximumDepth: Int = JSONParseOptions.defaultMaximumDepth, allowsByteOrderMark: Bool = true) {
        self.maximumDepth = maximumDepth
        self.allowsByteOrderMark = allowsByteOrderMark
    }
}
