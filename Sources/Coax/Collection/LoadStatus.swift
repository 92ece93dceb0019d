/// How far a ``JSONCollection`` has loaded: what the inspector's status line and `coax check`'s
/// summary show.
///
/// ```swift
/// let collection = JSONCollection.open(paths: ["big.jsonl"])
/// let status = collection.status
/// status.phase            // .reading
/// status.documentCount    // 120_512 so far
/// status.fractionRead     // 0.06
/// ```
public struct LoadStatus: Sendable, Hashable {
    /// What the loader is doing.
    public enum Phase: Sendable, Hashable {
        /// Reading and parsing the inputs.
        case reading
        /// Every input read; watching for more records (`--follow`, or standard input still open
        /// after a pause).
        case following
        /// Done: everything was read (or loading was stopped).
        case finished
    }

    /// What the loader is doing.
    public var phase: Phase = .reading
    /// Documents loaded so far.
    public var documentCount = 0
    /// Bad records found so far.
    public var badRecordCount = 0
    /// Values in the documents loaded so far.
    public var valueCount = 0
    /// Bytes of the inputs read and parsed so far.
    public var bytesRead = 0
    /// The total size of the inputs, when every one is a regular file.
    public var byteTotal: Int?
    /// Entries of HTTP archives without a JSON body (skipped, not errors).
    public var skippedBodyCount = 0
    /// Inputs that could not be read (missing, unreadable); the others still load.
    public var inputErrors: [JSONLoadError] = []
    /// Set when the only input is one plain document that could not be loaded (its error is the
    /// one ``JSONDocument/load(path:options:)`` gives).
    public var failure: JSONLoadError?
    /// Something the user should know about, such as a followed file that was truncated.
    package var notice: String?
    /// The items (documents and bad records counted together, from 0) from which a followed file
    /// was read again from its start, after it was truncated or replaced: their labels repeat
    /// earlier ones.
    package var rereadItems: [Int] = []
    /// Whether any byte has arrived yet (false while standard input is silent).
    package var hasReceivedData = false
    /// Bytes read from streams (standard input, pipes) so far, parsed or not.
    package var bytesReceived = 0

    /// Creates a status.
    package init() {}

    /// The fraction of the inputs read, when their total size is known.
    package var fractionRead: Double? {
        guard let byteTotal, byteTotal > 0 else { return nil }
        return min(1, Double(bytesRead) / Double(byteTotal))
    }

    /// Whether loading has ended.
    package var isFinished: Bool { phase == .finished }
}
