/// The fuzz targets and the check each runs on one input.
///
/// A check returns nil when the input behaved (valid or not, every property held) and a
/// ``FuzzFailure`` when a property failed; a memory error or a trap in Coax ends the process,
/// which the fuzzer reports as a crash. The fuzzer executables (`fuzz-NAME`) run one target's
/// check on every input; the root package's tests run every committed crash input through the
/// same check.
///
/// ```swift
/// FuzzTarget.writer.check(Array("[1, 2]".utf8))   // → nil
/// ```
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// The parser on one thread and on two, compared, and on a source without padding.
    case parser
    /// JSONPath (RFC 9535) queries, short-form paths, JSON Pointers and printed `DecodingError`s.
    case paths
    /// The coercion report on every value of a document.
    case coercion
    /// URL-template links and JSON:API expansion.
    case expansion
    /// The lenient decoder into nested models.
    case lenientDecoder = "lenient-decoder"
    /// Drift analysis of a document and of JSON Lines.
    case drift
    /// Parse → write → parse → write gives the same bytes.
    case writer
    /// Nothing unsafe for a terminal survives the escaping policy.
    case terminalText = "terminal-text"
    /// Piped input read whole and as a stream with the Nth allocation failing.
    case readers
    /// Record recovery in every layout, against a reference splitter.
    case records
    /// The bodies of an HTTP archive, JSON Lines bodies and bad bodies among them.
    case har

    /// Runs this target's check on `input`.
    ///
    /// ```swift
    /// FuzzTarget.parser.check(Array("{\"a\": [1, true]}".utf8))   // → nil
    /// ```
    public func check(_ input: [UInt8]) -> FuzzFailure? {
        do {
            switch self {
            case .parser: try ParserCheck.run(input)
            case .paths: try PathCheck.run(input)
            case .coercion: try CoercionCheck.run(input)
            case .expansion: try ExpansionCheck.run(input)
            case .lenientDecoder: try LenientDecoderCheck.run(input)
            case .drift: try DriftCheck.run(input)
            case .writer: try WriterCheck.run(input)
            case .terminalText: try TerminalTextCheck.run(input)
            case .readers: try ReaderAllocationCheck.run(input)
            case .records: try RecordCheck.run(input)
            case .har: try HARCheck.run(input)
            }
            return nil
        } catch {
            return error
        }
    }

    /// Runs the check for the fuzzer: a failed property ends the process, so that the fuzzer
    /// keeps the input as a crash.
    public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if let failure = check(input) {
            fatalError("\(rawValue): \(failure)")
        }
    }
}
