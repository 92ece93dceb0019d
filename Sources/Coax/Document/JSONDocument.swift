import Synchronization

/// A parsed JSON document: the source bytes plus one flat, contiguous tape of nodes.
///
/// The tape lists every value in document order. Each container knows its child count and
/// where its subtree ends, so skipping a subtree is O(1); strings and numbers are decoded
/// lazily from their byte range. Read it through ``root`` (a ``JSONNode``).
///
/// Duplicate keys are kept. Lookup by key returns **the last** member with that key, as
/// JavaScript and most JSON libraries do; ``JSONNode/members`` shows every member, the repeated
/// ones too.
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"id": 12345678901234567890, "price": "8.45"}"#)
/// document.root["id"]?.numberLiteral      // "12345678901234567890"
/// document.root["price"]?.string          // "8.45"
/// document.valueCount                     // 3
/// ```
// Unchecked Sendable: the source bytes and the tape are written only while the document is made
// (parsing, or a collection chunk's parse before the chunk is published) and never after, so every
// thread reads the same bytes; `parsedInParallel` and `invalidUTF8` are set before the initializer
// returns; the caches shared across threads sit behind locks (``LockedValue``).
public final class JSONDocument: @unchecked Sendable {
    // Immutable after init; the lazily built line index, counts and caches live in `caches`,
    // made on first use and guarded by locks.
    let source: SourceBuffer
    let tape: UnsafeMutableBufferPointer<TapeEntry>
    /// The allocator the tape came from, and the only way it is released; nil for a document of
    /// a collection, whose tape is a slice of its chunk's (the chunk, kept by `tapeOwner`,
    /// releases it).
    let tapeAllocator: TapeAllocator?
    private let tapeOwner: AnyObject?
    /// Where the document starts in its input (line 1, column 1, byte 0 unless it is one
    /// document of a collection).
    let origin: DocumentOrigin
    /// The counts the parser found (nil for a view of a collection chunk's tape: counted on first
    /// request).
    private let parsedCounts: (values: Int, depth: Int)?

    /// The number of values (scalars and containers; keys are not values).
    ///
    /// - Complexity: O(1), except for a document of a ``JSONCollection``, whose first call walks
    ///   its tape once.
    public var valueCount: Int { valueAndDepthCounts().values }
    /// The deepest nesting of containers; a scalar document has depth 0.
    ///
    /// - Complexity: as ``valueCount``.
    public var maximumDepth: Int { valueAndDepthCounts().depth }

    /// Whether parsing used a second thread for the second half of the document (large
    /// documents only; the result is the same either way).
    ///
    /// ```swift
    /// try JSONDocument.load(path: "big.json").parsedInParallel   // true on two cores
    /// ```
    package private(set) var parsedInParallel = false

    /// For a document read with ``JSONParseOptions/replacesInvalidUTF8``: how many invalid UTF-8
    /// sequences were shown as U+FFFD, and where the first was; nil when there were none.
    ///
    /// ```swift
    /// document.invalidUTF8?.count   // → 2
    /// ```
    public private(set) var invalidUTF8: InvalidUTF8Replacement?

    /// What is built or kept on request, made on the first request: a collection makes a
    /// document per record, most are read once and never asked for any of it, and making and
    /// freeing its locks would cost more than reading a short record. Holds a +1 reference,
    /// released in `deinit`.
    ///
    /// `Atomic`'s operations are compiled into this module, where ThreadSanitizer sees their
    /// ordering; `AtomicLazyReference`'s run inside the Synchronization library, where it would
    /// not, and would report the first use from two threads as a race.
    private let cachesReference = Atomic<Unmanaged<DocumentCaches>?>(nil)

    private var caches: DocumentCaches {
        if let made = cachesReference.load(ordering: .acquiring) { return made.takeUnretainedValue() }
        let new = Unmanaged.passRetained(DocumentCaches())
        let (exchanged, original) = cachesReference.compareExchange(
            expected: nil, desired: new, successOrdering: .acquiringAndReleasing, failureOrdering: .acquiring)
        if !exchanged, let original {
            // Another thread made them first: use theirs.
            new.release()
            return original.takeUnretainedValue()
        }
        return new.takeUnretainedValue()
    }

    /// The last long string decoded, by tape index (see ``decodedString(at:)``).
    var lastLongString: LockedValue<(index: Int, text: String)?> { caches.lastLongString }

    init(
        source: SourceBuffer, tape: UnsafeMutableBufferPointer<TapeEntry>, tapeAllocator: TapeAllocator,
        valueCount: Int, maximumDepth: Int, origin: DocumentOrigin = .start
    ) {
        self.source = source
        self.tape = tape
        self.tapeAllocator = tapeAllocator
        self.tapeOwner = nil
        self.origin = origin
        self.parsedCounts = (valueCount, maximumDepth)
    }

    /// A document over a slice of someone else's tape and source: one document of a collection.
    ///
    /// The slice must hold exactly one complete value whose slots are self-relative (container
    /// links count from the slice's first slot, byte offsets from the source's first byte), as
    /// the parser's record mode writes them; `owner` keeps both alive.
    init(
        viewOf source: SourceBuffer, tape: UnsafeMutableBufferPointer<TapeEntry>, owner: AnyObject,
        origin: DocumentOrigin
    ) {
        self.source = source
        self.tape = tape
        self.tapeAllocator = nil
        self.tapeOwner = owner
        self.origin = origin
        self.parsedCounts = nil
    }

    /// What another document over the same bytes and tape needs, for a document of a
    /// collection (a view of its chunk's tape): another thread can make its own document from it
    /// and let it go there, while this one is let go where it was made. The view keeps the chunk,
    /// not this document.
    ///
    /// ```swift
    /// let view = collection.document(at: 7)?.sharedView
    /// view?.document(keptBy: batch).root.kind   // the same root as document 7's, in another document
    /// ```
    package struct SharedView: @unchecked Sendable {
        // Unchecked Sendable, as JSONDocument: the bytes and the tape slice are never written
        // once the chunk was published, and `owner` (the chunk) keeps them alive: a document over
        // someone else's tape borrows its bytes from that same owner (``init(viewOf:tape:owner:origin:)``
        // is only called so), so the view holds the bytes' address, not the document's source.
        fileprivate let base: UnsafeMutablePointer<UInt8>
        fileprivate let count: Int
        fileprivate let tape: UnsafeMutableBufferPointer<TapeEntry>
        fileprivate let owner: AnyObject
        fileprivate let origin: DocumentOrigin

        /// A new document over the same bytes and tape, whose memory `keeper` keeps: `keeper`
        /// must keep this view as long as it lives. The new document and its source hold
        /// `keeper` alone, so a thread making documents this way never counts references to the
        /// chunk or to this view's source, which the thread that made this view counts too.
        package func document(keptBy keeper: AnyObject) -> JSONDocument {
            JSONDocument(
                viewOf: SourceBuffer(borrowing: base, count: count, owner: keeper), tape: tape,
                owner: keeper, origin: origin)
        }

        /// A reader of the document's tape and bytes, without making a document: whoever uses
        /// it keeps this view (and so the chunk) alive meanwhile.
        var reader: TapeReader {
            TapeReader(tape: tape, base: base, sourceCount: count)
        }
    }

    /// The view of a collection's chunk this document is; nil for a document that owns its tape.
    package var sharedView: SharedView? {
        tapeOwner.map { SharedView(base: source.base, count: source.count, tape: tape, owner: $0, origin: origin) }
    }

    deinit {
        tapeAllocator?.release(tape.baseAddress)
        cachesReference.load(ordering: .acquiring)?.release()
    }

    /// Parses JSON bytes.
    ///
    /// ```swift
    /// let document = try JSONDocument(parsing: Array(#"[1, 2]"#.utf8))
    /// document.root.count   // 2
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 JSON text; the document keeps a copy, not the collection.
    ///   - options: the depth limit and how invalid UTF-8 is treated.
    /// - Throws: ``JSONParseError`` with the line, column and reason of the first problem (empty
    ///   input, a syntax error, invalid UTF-8, nesting deeper than the limit, input too large).
    /// - Complexity: O(*n*) in the bytes; one pass builds the tape, nothing is decoded yet.
    public convenience init(
        parsing bytes: some Collection<UInt8>, options: JSONParseOptions = .init()
    ) throws(JSONParseError) {
        let source = SourceBuffer(copying: bytes)
        try self.init(source: source, options: options)
    }

    /// Parses JSON text.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"{"a": true}"#).root["a"]?.bool   // true
    /// try JSONDocument(parsing: "[1,")                              // throws "1:4: unexpected end of input: expected a value"
    /// ```
    ///
    /// - Parameters:
    ///   - text: JSON text.
    ///   - options: the depth limit and how invalid UTF-8 is treated.
    /// - Throws: ``JSONParseError`` with the line, column and reason of the first problem.
    public convenience init(parsing text: String, options: JSONParseOptions = .init()) throws(JSONParseError) {
        try self.init(parsing: text.utf8, options: options)
    }

    /// Builds a document from an owned value (written compactly, then indexed).
    ///
    /// ```swift
    /// let document = JSONDocument(["a": [1, 2]])
    /// document.root["a"]?.count   // 2
    /// ```
    ///
    /// - Parameter value: the value to index; its number literals and key order are kept.
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
        var parsed = source
        var replacement: InvalidUTF8Replacement?
        var parser = JSONParser(source: source, options: options)
        let result: JSONParser.Result
        do {
            result = try parser.parse()
        } catch {
            // Invalid UTF-8 as the first error, for a reader who asked for U+FFFD instead: parse
            // the source with every invalid sequence replaced. Any other error stands.
            guard options.replacesInvalidUTF8, case .invalidUTF8 = error.reason,
                let (repaired, count) = source.replacingInvalidUTF8()
            else { throw error }
            var repairedParser = JSONParser(source: repaired, options: options)
            result = try repairedParser.parse()
            parsed = repaired
            replacement = InvalidUTF8Replacement(count: count, firstLocation: error.location)
        }
        self.init(
            source: parsed, tape: result.tape, tapeAllocator: options.tapeAllocator, valueCount: result.valueCount,
            maximumDepth: result.maximumDepth)
        parsedInParallel = result.usedSegment
        invalidUTF8 = replacement
    }

    /// The root value.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "[]").root.kind   // .array
    /// ```
    public var root: JSONNode {
        JSONNode(document: self, index: 0)
    }

    /// The size of the source in bytes (for a document of a collection, the bytes of its value).
    public var byteCount: Int { source.count }

    /// The number of tape slots (values, keys and container ends): tape indices, as
    /// ``JSONNode/index`` and ``node(atTapeIndex:)`` take them, run from 0 to this count.
    ///
    /// ```swift
    /// let document = try JSONDocument(parsing: #"{"a": [1]}"#)
    /// document.tapeCount   // 6: the object, the key, the array, 1, the array's end, the object's end
    /// ```
    package var tapeCount: Int { tape.count }

    /// The number of lines in the source (a final line without a newline counts; a document of a
    /// collection counts the lines its value spans).
    ///
    /// ```swift
    /// try JSONDocument(parsing: "[\n1\n]").lineCount   // 3
    /// ```
    package var lineCount: Int {
        withLineStarts { $0.count }
    }

    /// The line and column of a byte offset. Built lazily on first use, then O(log lines).
    ///
    /// Offsets count from the document's first byte. For a document of a ``JSONCollection`` the
    /// location is in the whole input: lines and columns of the file, and the byte offset in it.
    ///
    /// ```swift
    /// let document = try JSONDocument(parsing: "{\n  \"a\": 1\n}")
    /// document.location(ofByte: 9).description   // "2:8"
    /// ```
    ///
    /// - Parameter offset: a byte offset from the document's first byte; clamped to the document.
    /// - Returns: the 1-based line and column (columns count characters) and the byte offset.
    public func location(ofByte offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, source.count))
        let lineIndex = withLineStarts { starts in
            max(0, starts.partitioningIndex { $0 > clamped } - 1)
        }
        let lineStart = withLineStarts { $0[lineIndex] }
        let column = source.characterCount(from: source.textStart(ofLineAt: lineStart), to: clamped) + 1
        return SourceLocation(
            byteOffset: origin.byteOffset + clamped, line: origin.line + lineIndex,
            column: lineIndex == 0 ? origin.column - 1 + column : column)
    }

    /// The node at a tape index, for views that keep indices (such as the inspector).
    ///
    /// ```swift
    /// let document = try JSONDocument(parsing: "[true]")
    /// document.node(atTapeIndex: 1)?.bool   // true
    /// ```
    ///
    /// - Parameter index: a tape index, as ``JSONNode/index`` gives it.
    /// - Returns: the node, or nil for an index out of range or one that holds a key or the end of
    ///   a container.
    package func node(atTapeIndex index: Int) -> JSONNode? {
        guard index >= 0, index < tape.count else { return nil }
        switch tape[index].kind {
        case .key, .arrayClose, .objectClose: return nil
        default: return JSONNode(document: self, index: index)
        }
    }

    /// The repeated keys of the object at `objectIndex`, found on first request and cached.
    func duplicateKeys(inObjectAt objectIndex: Int) -> DuplicateKeys {
        let cache = caches.duplicateKeys
        if let cached = cache.withLock({ $0[objectIndex] }) { return cached }
        let found = DuplicateKeys(object: JSONNode(document: self, index: objectIndex))
        cache.withLock { $0[objectIndex] = found }
        return found
    }

    private func valueAndDepthCounts() -> (values: Int, depth: Int) {
        if let parsedCounts { return parsedCounts }
        let counts = caches.counts
        if let known = counts.withLock({ $0 }) { return known }
        let counted = TapeCounts.count(tape)
        counts.withLock { $0 = counted }
        return counted
    }

    private func withLineStarts<R>(_ body: ([Int]) -> R) -> R {
        caches.lineStarts.withLock { cached in
            if let cached { return body(cached) }
            let built = source.lineStarts()
            cached = built
            return body(built)
        }
    }
}

/// A document's line index, counts and caches, each behind its own lock (see ``JSONDocument``).
private final class DocumentCaches: Sendable {
    let counts = LockedValue<(values: Int, depth: Int)?>(nil)
    let lineStarts = LockedValue<[Int]?>(nil)
    let duplicateKeys = LockedValue<[Int: DuplicateKeys]>([:])
    let lastLongString = LockedValue<(index: Int, text: String)?>(nil)
}
