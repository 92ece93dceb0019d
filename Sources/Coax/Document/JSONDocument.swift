import Synchronization

/// A parsed JSON document: the source bytes plus one flat, contiguous tape of nodes.
///
/// The tape lists every value in document order. Each container knows its child count and
/// where its subtree ends, so skipping a subtree is O(1); strings and numbers are decoded
/// lazily from their byte range. Read it through ``root`` (a ``JSONNode``).
///
/// Duplicate keys are kept. Lookup by key returns **the last** member with that key, as
/// JavaScript and most JSON libraries do; ``JSONNode/entries`` shows every member and marks
/// the repeated ones.
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"id": 12345678901234567890, "price": "8.45"}"#)
/// document.root["id"]?.numberLiteral      // "12345678901234567890"
/// document.root["price"]?.string          // "8.45"
/// document.valueCount                     // 3
/// ```
public final class JSONDocument: @unchecked Sendable {
    // Immutable after init; the lazily built line index is guarded by a mutex.
    let source: SourceBuffer
    let tape: UnsafeMutableBufferPointer<TapeEntry>
    /// The allocator the tape came from, and the only way it is released.
    let tapeAllocator: TapeAllocator

    /// The number of values (scalars and containers; keys are not values).
    public let valueCount: Int
    /// The deepest nesting of containers; a scalar document has depth 0.
    public let maximumDepth: Int

    /// Whether parsing used a second thread for the second half of the document (large
    /// documents only; the result is the same either way).
    ///
    /// ```swift
    /// try JSONDocument.load(path: "big.json").parsedInParallel   // true on two cores
    /// ```
    public private(set) var parsedInParallel = false

    private let lineStarts = Mutex<[Int]?>(nil)
    private let duplicateKeyCache = Mutex<[Int: DuplicateKeys]>([:])

    init(
        source: SourceBuffer, tape: UnsafeMutableBufferPointer<TapeEntry>, tapeAllocator: TapeAllocator,
        valueCount: Int, maximumDepth: Int
    ) {
        self.source = source
        self.tape = tape
        self.tapeAllocator = tapeAllocator
        self.valueCount = valueCount
        self.maximumDepth = maximumDepth
    }

    deinit {
        tapeAllocator.release(tape.baseAddress)
    }

    /// Parses JSON bytes.
    ///
    /// ```swift
    /// let document = try JSONDocument(parsing: Array(#"[1, 2]"#.utf8))
    /// ```
    public convenience init(
        parsing bytes: some Collection<UInt8>, options: JSONParseOptions = .init()
    ) throws(JSONParseError) {
        let source = SourceBuffer(copying: bytes)
        try self.init(source: source, options: options)
    }

    /// Parses JSON text.
    ///
    /// ```swift
    /// let document = try JSONDocument(parsing: #"{"a": true}"#)
    /// ```
    public convenience init(parsing text: String, options: JSONParseOptions = .init()) throws(JSONParseError) {
        try self.init(parsing: text.utf8, options: options)
    }

    /// Builds a document from an owned value (written compactly, then indexed).
    ///
    /// ```swift
    /// let document = JSONDocument(["a": [1, 2]])
    /// document.root["a"]?.count   // 2
    /// ```
    public convenience init(_ value: JSONValue) {
        let bytes = JSONWriter.compact.bytes(for: value)
        let source = SourceBuffer(copying: bytes)
        do {
            // Values built in code may nest deeper than the default parse limit; whatever the
            // writer produced is indexed as it is.
            try self.init(source: source, options: JSONParseOptions(maximumDepth: .max))
        } catch {
            // The writer only produces valid JSON, so this is reached only when memory ran out
            // (or past the tape's slot limit): the document is then `null`. Eight bytes that
            // cannot be had end the process, as any Swift allocation would.
            let fallback = SourceBuffer(copying: Array("null".utf8))
            let allocator = TapeAllocator.system
            guard let slot = allocator.slots(resizing: nil, to: 1) else { preconditionFailure("out of memory") }
            slot.initialize(to: TapeEntry(kind: .null, offset: 0, payload: 0))
            self.init(
                source: fallback, tape: UnsafeMutableBufferPointer(start: slot, count: 1), tapeAllocator: allocator,
                valueCount: 1, maximumDepth: 0)
        }
    }

    convenience init(source: SourceBuffer, options: JSONParseOptions) throws(JSONParseError) {
        var parser = JSONParser(source: source, options: options)
        let result = try parser.parse()
        self.init(
            source: source, tape: result.tape, tapeAllocator: options.tapeAllocator, valueCount: result.valueCount,
            maximumDepth: result.maximumDepth)
        parsedInParallel = result.usedSegment
    }

    /// The root value.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "[]").root.kind   // .array
    /// ```
    public var root: JSONNode {
        JSONNode(document: self, index: 0)
    }

    /// The size of the source in bytes.
    public var byteCount: Int { source.count }

    /// The number of tape slots (values, keys and container ends).
    public var tapeCount: Int { tape.count }

    /// The number of lines in the source (a final line without a newline counts).
    ///
    /// ```swift
    /// try JSONDocument(parsing: "[\n1\n]").lineCount   // 3
    /// ```
    public var lineCount: Int {
        withLineStarts { $0.count }
    }

    /// The line and column of a byte offset. Built lazily on first use, then O(log lines).
    ///
    /// ```swift
    /// let document = try JSONDocument(parsing: "{\n  \"a\": 1\n}")
    /// document.location(ofByte: 9).description   // "2:8"
    /// ```
    public func location(ofByte offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, source.count))
        let lineIndex = withLineStarts { starts -> Int in
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= clamped { low = middle } else { high = middle - 1 }
            }
            return low
        }
        let lineStart = withLineStarts { $0[lineIndex] }
        let column = source.characterCount(from: source.textStart(ofLineAt: lineStart), to: clamped) + 1
        return SourceLocation(byteOffset: clamped, line: lineIndex + 1, column: column)
    }

    /// The node at a tape index, for views that keep indices (such as the inspector).
    ///
    /// ```swift
    /// let document = try JSONDocument(parsing: "[true]")
    /// document.node(atTapeIndex: 1)?.bool   // true
    /// ```
    public func node(atTapeIndex index: Int) -> JSONNode? {
        guard index >= 0, index < tape.count else { return nil }
        switch tape[index].kind {
        case .key, .arrayClose, .objectClose: return nil
        default: return JSONNode(document: self, index: index)
        }
    }

    /// The repeated keys of the object at `objectIndex`, found on first request and cached.
    func duplicateKeys(inObjectAt objectIndex: Int) -> DuplicateKeys {
        if let cached = duplicateKeyCache.withLock({ $0[objectIndex] }) { return cached }
        let found = DuplicateKeys(object: JSONNode(document: self, index: objectIndex))
        duplicateKeyCache.withLock { $0[objectIndex] = found }
        return found
    }

    private func withLineStarts<R>(_ body: ([Int]) -> R) -> R {
        lineStarts.withLock { cached in
            if let cached { return body(cached) }
            let built = source.lineStarts()
            cached = built
            return body(built)
        }
    }
}
