import Foundation

/// An ordered collection of JSON documents read from JSON Lines, concatenated JSON, RFC 7464
/// text sequences, several files, a directory or an HTTP archive — each document with a label
/// saying where it came from — plus the bad records met on the way, in their places.
///
/// Each document is a ``JSONDocument``: everything that reads a document (coercion, paths, the
/// lenient decoder, expansion, drift analysis) reads one of a collection the same way. Documents
/// share their input's bytes, and holding one keeps only its chunk of the input alive. A
/// collection that keeps its documents holds little more than those bytes: a document of a
/// record under 64 KiB is parsed again from them each time it is asked for (a few microseconds
/// for a record of a kilobyte), larger records keep their index.
///
/// A collection may still be loading (``open(paths:format:options:follow:keepsDocuments:)`` returns at once and
/// reads on a thread of its own): ``count`` grows, ``status`` tells how far it got, and
/// ``documents`` waits for more as it is iterated.
///
/// ```swift
/// let orders = try JSONCollection.load(path: "orders.jsonl")
/// orders.count                                    // 2_000_000
/// orders.source(ofDocument: 411)?.label            // "orders.jsonl:412"
/// orders[411].root["price"]?.string               // "8.45"
/// Coercion(orders[411].root["price"]).decimal     // 8.45
/// orders.badRecords.first?.rendered()             // "orders.jsonl:7:12: error: …"
/// ```
public final class JSONCollection: Sendable {
    /// A place in the collection's order: a document or a bad record.
    ///
    /// ```swift
    /// collection.item(at: 3)   // .badRecord(0): the fourth record of the input was bad
    /// ```
    public enum Item: Sendable, Hashable {
        /// The document at this index.
        case document(Int)
        /// The bad record at this index of ``badRecords``.
        case badRecord(Int)
    }

    /// Where a document of an HTTP archive's body sits in the archive.
    struct BodyLocation: Sendable {
        let line: Int
        let column: Int
        let byteRange: Range<Int>
    }

    /// A published piece of the collection: a chunk of records, or a whole input's one document.
    struct Part: Sendable {
        enum Content: Sendable {
            case records(CollectionChunk)
            case document(JSONDocument)
            /// Read and let go (``JSONCollection/stream(paths:format:options:_:)``).
            case released
        }

        /// What the part holds, kept as two plain references rather than as a stored `Content`:
        /// Swift keeps an enum's case in spare bits of its payload's pointer, which hides the
        /// reference from LeakSanitizer (a document of a collection alive at exit was reported
        /// as leaked).
        private var chunk: CollectionChunk?
        private var document: JSONDocument?

        var content: Content {
            get {
                if let chunk { return .records(chunk) }
                if let document { return .document(document) }
                return .released
            }
            set {
                switch newValue {
                case .records(let newChunk): (chunk, document) = (newChunk, nil)
                case .document(let newDocument): (chunk, document) = (nil, newDocument)
                case .released: (chunk, document) = (nil, nil)
                }
            }
        }

        init(
            content: Content, firstDocument: Int, documentCount: Int, input: String, fileOffset: Int, lineBase: Int,
            bodies: [BodyLocation]
        ) {
            self.firstDocument = firstDocument
            self.documentCount = documentCount
            self.input = input
            self.fileOffset = fileOffset
            self.lineBase = lineBase
            self.bodies = bodies
            self.content = content
        }

        /// The index of its first document in the collection.
        let firstDocument: Int
        let documentCount: Int
        /// The input's name as given.
        let input: String
        /// Added to an offset in the chunk's source to give the offset in the input.
        let fileOffset: Int
        /// The input's line at the chunk's start.
        let lineBase: Int
        /// For the bodies of an HTTP archive: where each record's body is in the archive.
        let bodies: [BodyLocation]
    }

    struct State {
        var parts: [Part] = []
        /// Whether parts are let go once read (streaming), and how many are still held.
        var releasesReadParts = false
        /// Whether regular files are read piece by piece, as pipes are (``JSONCollection/open(paths:format:options:follow:keepsDocuments:)``:
        /// the first documents come after the first piece, not after the whole file).
        var readsInParts = false
        /// Milliseconds an input holding one complete value must stay open to be read as a stream.
        var openInputPause = StreamReader.openInputPause
        var heldParts = 0
        /// The first part not let go yet (streaming).
        var firstHeldPart = 0
        var documentCount = 0
        var badRecords: [BadRecord] = []
        /// Bad records only counted: a stream keeps the first ``JSONCollection/keptBadRecordLimit``.
        var countedBadRecords = 0
        var status = LoadStatus()
        var isSingleDocument = false
        var stopRequested = false
        /// The start of the one large document being parsed, shown until the document is there.
        var prefix: DocumentPrefix?
        /// How far the parse of that document has got.
        var parseProgress: ParseProgress?
    }

    let state = ConditionLock(State())

    /// The most bad records a collection that lets its parts go keeps whole (error, line and
    /// place); later ones are counted only, so that following a log of text costs no more memory
    /// after a million bad lines than after a thousand.
    ///
    /// ```swift
    /// JSONCollection.keptBadRecordLimit   // 1000
    /// ```
    package static let keptBadRecordLimit = 1_000

    init() {}

    // MARK: - Reading

    /// The number of documents loaded so far.
    public var count: Int { state.withLock { $0.documentCount } }

    /// The document at `index` (from 0). `index` must be less than ``count``.
    ///
    /// ```swift
    /// collection[0].root.kind   // .object
    /// ```
    ///
    /// - Parameter index: from 0 to `count - 1`; out of range (or let go by a stream) stops the
    ///   program: use ``document(at:)`` when unsure.
    /// - Returns: The document, sharing its chunk's bytes.
    /// - Complexity: O(log chunks), plus parsing the record again when it is under 64 KiB.
    public subscript(index: Int) -> JSONDocument {
        guard let document = document(at: index) else {
            preconditionFailure("Coax: document \(index) of a collection of \(count) (or already let go by a stream)")
        }
        return document
    }

    /// The document at `index` (from 0), or nil when there is none (yet).
    ///
    /// - Complexity: O(log chunks), plus parsing the record again when it is under 64 KiB; the
    ///   document shares its chunk's bytes.
    ///
    /// - Parameter index: a document index, from 0.
    /// - Returns: The document; nil when it is not loaded yet, out of range, let go by a stream,
    ///   or when memory ran out to index it again.
    public func document(at index: Int) -> JSONDocument? {
        guard let part = part(holding: index) else { return nil }
        return Self.document(index - part.firstDocument, of: part)
    }

    /// Where the document at `index` came from: its label, first line and bytes.
    ///
    /// ```swift
    /// collection.source(ofDocument: 0)?.label   // "orders.jsonl:1"
    /// ```
    ///
    /// - Parameter index: a document index, from 0.
    /// - Returns: Its input, line and byte range (and HTTP exchange for archives); nil when the
    ///   document is not loaded or was let go.
    public func source(ofDocument index: Int) -> DocumentSource? {
        guard let part = part(holding: index) else { return nil }
        return Self.source(index - part.firstDocument, of: part)
    }

    /// The bad records found so far, in input order (for a collection that lets its parts go,
    /// the first `keptBadRecordLimit`; ``status`` counts them all).
    public var badRecords: [BadRecord] { state.withLock { $0.badRecords } }

    /// How far loading has got.
    public var status: LoadStatus {
        state.withLock { state in
            var status = state.status
            status.documentCount = state.documentCount
            status.badRecordCount = state.badRecords.count + state.countedBadRecords
            if let progress = state.parseProgress {
                // One document being parsed: the bytes parsed so far are the bytes read.
                status.bytesRead += min(progress.bytesParsed, status.byteTotal ?? .max)
            }
            return status
        }
    }

    /// The start of the input's one large document, parsed on its own while the whole document is
    /// read and parsed: what a view shows until the document is there. Nil once the document (or
    /// a record) is published, and for inputs that are not one large document.
    ///
    /// ```swift
    /// let large = JSONCollection.open(paths: ["1gb.json"])
    /// large.waitForFirstScreen()
    /// large.documentPrefix?.document.root.kind   // .object, within milliseconds
    /// ```
    package var documentPrefix: DocumentPrefix? { state.withLock { $0.prefix } }

    /// Waits until something can be shown: a document or bad record, the start of one large
    /// document (``documentPrefix``), or the end of loading; or until `deadline` passes.
    ///
    /// - Parameter deadline: when to stop waiting anyway.
    package func waitForFirstScreen(until deadline: Date = .distantFuture) {
        state.wait(
            until: { $0.documentCount + $0.badRecords.count > 0 || $0.prefix != nil || $0.status.phase == .finished },
            deadline: deadline
        ) { _ in }
    }

    /// Whether the input was one file (or standard input) holding one plain JSON value: then
    /// it is the collection's only document, and tools show it exactly as a ``JSONDocument``
    /// (no document rows, no labels). False for JSON Lines, archives, several files, directories.
    package var isSingleDocument: Bool { state.withLock { $0.isSingleDocument } }

    /// Documents and bad records together, in input order.
    package var itemCount: Int { state.withLock { $0.documentCount + $0.badRecords.count } }

    /// The document or bad record at a place in input order.
    ///
    /// - Complexity: O(log bad records).
    ///
    /// - Parameter index: a place in input order, from 0, counting documents and bad records.
    /// - Returns: `.document(i)` or `.badRecord(j)`; nil when nothing is loaded there yet.
    package func item(at index: Int) -> Item? {
        state.withLock { state in
            guard index >= 0, index < state.documentCount + state.badRecords.count else { return nil }
            let bad = state.badRecords
            // Bad record j sits at place bad[j].position + j; find the last one at or before `index`.
            let low = bad.indices.partitioningIndex { bad[$0].position + $0 > index }
            if low > 0, bad[low - 1].position + low - 1 == index { return .badRecord(low - 1) }
            return .document(index - low)
        }
    }

    /// The place in input order of the document at `index`.
    ///
    /// - Parameter index: a document index, from 0.
    /// - Returns: Its place among documents and bad records, from 0.
    /// - Complexity: O(log bad records).
    package func itemIndex(ofDocument index: Int) -> Int {
        state.withLock { state in
            index + state.badRecords.partitioningIndex { $0.position > index }
        }
    }

    /// The place in input order of bad record `index`.
    ///
    /// - Parameter index: an index of ``badRecords``; it must be in range.
    /// - Returns: Its place among documents and bad records, from 0.
    package func itemIndex(ofBadRecord index: Int) -> Int {
        state.withLock { $0.badRecords[index].position + index }
    }

    /// Calls `body` with every document loaded so far, in order, with its index; does not wait for
    /// more. The fast way through a large collection: no lock is taken per document.
    ///
    /// ```swift
    /// var prices = 0
    /// collection.forEachDocument { _, document in
    ///     if document.root["price"] != nil { prices += 1 }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - start: the first document index to visit.
    ///   - body: gets each document's index and the document; throwing stops the walk.
    /// - Throws: What `body` throws.
    package func forEachDocument(from start: Int = 0, _ body: (Int, JSONDocument) throws -> Void) rethrows {
        let parts = state.withLock { $0.parts }
        for part in parts where part.firstDocument + part.documentCount > start {
            for local in max(0, start - part.firstDocument)..<part.documentCount {
                guard let document = Self.document(local, of: part) else { break }
                try body(part.firstDocument + local, document)
            }
        }
    }

    /// The documents in order, waiting for more while the collection is still loading.
    ///
    /// ```swift
    /// for document in JSONCollection.open(paths: ["-"]).documents {
    ///     print(document.root["id"] ?? "-")
    /// }
    /// ```
    public var documents: some Sequence<JSONDocument> & Sendable { DocumentSequence(collection: self) }

    /// The documents and bad records in input order, waiting for more while the collection is
    /// still loading.
    ///
    /// ```swift
    /// for item in collection.items {
    ///     if case .badRecord(let index) = item { print(collection.badRecords[index].rendered()) }
    /// }
    /// ```
    public var items: some Sequence<Item> & Sendable { ItemSequence(collection: self) }

    /// Waits as ``waitForItems(count:until:)`` does (with no deadline); returns the items loaded
    /// and how many of them are bad records.
    func waitForItemsAndBadRecords(count: Int) -> (items: Int, badRecords: Int) {
        state.wait(until: { $0.documentCount + $0.badRecords.count >= count || $0.status.phase == .finished }) {
            ($0.documentCount + $0.badRecords.count, $0.badRecords.count)
        }
    }

    /// Waits until at least `count` documents and bad records are loaded, loading ends or
    /// `deadline` passes (by default it never does); returns the number loaded. A followed input
    /// never ends loading, so a deadline is what bounds a wait for records that may never come.
    ///
    /// ```swift
    /// live.waitForItems(count: live.itemCount + 1, until: Date() + 0.1)   // new records, or none in 0.1 s
    /// ```
    ///
    /// - Parameters:
    ///   - count: how many items to wait for.
    ///   - deadline: when to stop waiting anyway.
    /// - Returns: The items loaded when the wait ended; fewer than `count` only when loading ended
    ///   or the deadline passed.
    @discardableResult
    package func waitForItems(count: Int, until deadline: Date = .distantFuture) -> Int {
        state.wait(
            until: { $0.documentCount + $0.badRecords.count >= count || $0.status.phase == .finished },
            deadline: deadline
        ) { $0.documentCount + $0.badRecords.count }
    }

    /// The bad record at `index` of ``badRecords`` (cheaper than copying the list).
    ///
    /// - Parameter index: from 0, in input order among bad records.
    /// - Returns: The record's source and error; nil out of range.
    package func badRecord(at index: Int) -> BadRecord? {
        state.withLock { index >= 0 && index < $0.badRecords.count ? $0.badRecords[index] : nil }
    }

    /// Waits until at least `count` documents are loaded, loading ends or `deadline` passes (by
    /// default it never does); returns the number loaded.
    ///
    /// - Parameters:
    ///   - count: how many documents to wait for.
    ///   - deadline: when to stop waiting anyway.
    /// - Returns: The documents loaded when the wait ended; fewer than `count` only when loading
    ///   ended or the deadline passed.
    @discardableResult
    public func waitForDocuments(count: Int, until deadline: Date = .distantFuture) -> Int {
        state.wait(until: { $0.documentCount >= count || $0.status.phase == .finished }, deadline: deadline) {
            $0.documentCount
        }
    }

    /// Waits until everything is loaded (for a followed input: until following is stopped).
    public func waitUntilLoaded() {
        state.wait(until: { $0.status.phase == .finished }) { _ in }
    }

    /// Asks the loading thread to stop (it stops at its next chunk or read); what was loaded stays.
    public func stopLoading() {
        state.update { $0.stopRequested = true }
    }

    var isStopRequested: Bool { state.withLock { $0.stopRequested } }

    /// Waits until ``stopLoading()`` is called, for `seconds` at most: the loading thread's pause
    /// between two looks at a followed file, which a stop ends at once.
    ///
    /// - Parameter seconds: how long to wait at most.
    /// - Returns: Whether loading was asked to stop.
    func waitForStopRequest(seconds: TimeInterval) -> Bool {
        state.wait(until: { $0.stopRequested }, deadline: Date(timeIntervalSinceNow: seconds)) { $0.stopRequested }
    }

    /// Whether the start of one large document is published before the document (a collection
    /// opened to be shown while it loads, keeping its documents).
    var showsPrefix: Bool { state.withLock { $0.readsInParts && !$0.releasesReadParts } }

    /// Whether parts are let go once read (a stream, or a collection opened not to keep documents).
    var releasesReadParts: Bool { state.withLock { $0.releasesReadParts } }

    /// Whether regular files are read piece by piece (a collection opened to be shown while it loads).
    var readsInParts: Bool { state.withLock { $0.readsInParts || $0.releasesReadParts } }

    /// Milliseconds an input holding one complete value must stay open to be read as a stream.
    var openInputPause: Int32 { state.withLock { $0.openInputPause } }

    // MARK: - Documents of parts

    func part(holding index: Int) -> Part? {
        state.withLock { state in
            guard index >= 0, index < state.documentCount else { return nil }
            let parts = state.parts
            return parts[max(0, parts.partitioningIndex { $0.firstDocument > index } - 1)]
        }
    }

    static func document(_ local: Int, of part: Part) -> JSONDocument? {
        switch part.content {
        case .released:
            return nil
        case .document(let document):
            return document
        case .records(let chunk):
            let record = chunk.records[local]
            let origin: DocumentOrigin
            if part.bodies.isEmpty {
                origin = DocumentOrigin(
                    byteOffset: part.fileOffset + chunk.start + Int(record.byteOffset),
                    line: part.lineBase + Int(record.line), column: Int(record.column))
            } else {
                origin = .start
            }
            return chunk.document(ofRecord: local, origin: origin)
        }
    }

    static func source(_ local: Int, of part: Part) -> DocumentSource? {
        switch part.content {
        case .released:
            return nil
        case .document(let document):
            return DocumentSource(
                input: part.input, line: 1, column: 1, byteRange: 0..<document.byteCount, isWholeInput: true)
        case .records(let chunk):
            if !part.bodies.isEmpty {
                let body = part.bodies[local]
                return DocumentSource(
                    input: part.input, line: body.line, column: body.column, byteRange: body.byteRange,
                    exchange: chunk.exchanges[local])
            }
            let record = chunk.records[local]
            let start = part.fileOffset + chunk.start + Int(record.byteOffset)
            return DocumentSource(
                input: part.input, line: part.lineBase + Int(record.line), column: Int(record.column),
                byteRange: start..<(start + Int(record.byteLength)))
        }
    }
}

/// The documents and bad records of a ``JSONCollection`` in input order, waiting for more while it loads.
struct ItemSequence: Sequence, Sendable {
    let collection: JSONCollection

    func makeIterator() -> Iterator { Iterator(collection: collection) }

    /// Yields item after item; `next()` blocks while the collection is loading and has no next
    /// item yet.
    struct Iterator: IteratorProtocol {
        let collection: JSONCollection
        var index = 0

        /// Documents among the items already returned.
        var documentsPassed = 0
        /// Items known to be loaded, and how many of them are bad records: with none, item n is
        /// document n, and no lock is taken to tell.
        private var available = 0
        private var badRecordsAvailable = 0
        /// The part of the document asked for last (see ``document(at:)``).
        private var part: JSONCollection.Part?

        init(collection: JSONCollection) {
            self.collection = collection
        }

        /// The next document or bad record, waiting while the collection loads.
        ///
        /// - Returns: The item; nil once loading has ended and every item was returned.
        mutating func next() -> JSONCollection.Item? {
            next { _, _ in true }
        }

        /// The next item, as ``next()``; `letGo` is told how many documents were passed before
        /// the iterator waits for more items (`isWaiting`) and every 1,024 items, and returns
        /// whether the iterator lets the collection's parts before them go (for a collection
        /// that lets its read parts go; the loader may be waiting for room). Return false while
        /// someone else lets them go, later.
        ///
        /// ```swift
        /// var items = ItemSequence.Iterator(collection: collection)
        /// while let item = items.next(letGo: { passed, isWaiting in true }) { … }
        /// ```
        mutating func next(letGo: (_ documentsPassed: Int, _ isWaiting: Bool) -> Bool) -> JSONCollection.Item? {
            if index >= available {
                if letGo(documentsPassed, true), collection.releasesReadParts {
                    collection.releaseParts(before: documentsPassed)
                }
                (available, badRecordsAvailable) = collection.waitForItemsAndBadRecords(count: index + 1)
                guard available > index else {
                    part = nil
                    return nil
                }
            } else if index & 1023 == 0, letGo(documentsPassed, false), collection.releasesReadParts {
                collection.releaseParts(before: documentsPassed)
            }
            guard let item = badRecordsAvailable == 0 ? .document(index) : collection.item(at: index) else {
                return nil
            }
            index += 1
            if case .document = item { documentsPassed += 1 }
            return item
        }

        /// The document numbered `number` (from 0), as ``JSONCollection/document(at:)`` gives
        /// it, taking the collection's lock only for a document outside the part of the one
        /// asked for before. Ask only for documents whose parts were not let go.
        mutating func document(at number: Int) -> JSONDocument? {
            if let part, number >= part.firstDocument, number - part.firstDocument < part.documentCount {
                return JSONCollection.document(number - part.firstDocument, of: part)
            }
            part = collection.part(holding: number)
            guard let part else { return nil }
            return JSONCollection.document(number - part.firstDocument, of: part)
        }
    }
}

/// The documents of a ``JSONCollection`` in order, waiting for more while it loads.
struct DocumentSequence: Sequence, Sendable {
    let collection: JSONCollection

    func makeIterator() -> Iterator { Iterator(collection: collection) }

    /// Yields document after document; `next()` blocks while the collection is loading and has
    /// no next document yet.
    struct Iterator: IteratorProtocol {
        let collection: JSONCollection
        var index = 0

        /// The next document, waiting while the collection loads.
        ///
        /// - Returns: The document; nil once loading has ended and every document was returned.
        mutating func next() -> JSONDocument? {
            guard collection.waitForDocuments(count: index + 1) > index else { return nil }
            defer { index += 1 }
            return collection.document(at: index)
        }
    }
}
