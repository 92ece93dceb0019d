extension DeclaredModelChecker {
    /// The verdict for every document of `collection`, in order, as the documents arrive (bad
    /// records, which are not JSON, get none).
    ///
    /// ```swift
    /// let collection = JSONCollection.open(paths: ["orders.jsonl"])
    /// let failing = checker.verdicts(in: collection).filter { $0.verdict.isDecoded == false }
    /// failing.first?.index   // 411: the 412th document
    /// ```
    ///
    /// - Parameter collection: the documents to check, opened from their files.
    /// - Returns: Each document's index in `collection` with its verdict, in document order.
    /// - Complexity: O(size of the collection); waits until it is loaded.
    public func verdicts(in collection: JSONCollection) -> [(index: Int, verdict: DecodeVerdict)] {
        var verdicts: [(index: Int, verdict: DecodeVerdict)] = []
        for case .document(let index) in collection.items {
            guard let document = collection.document(at: index) else { continue }
            verdicts.append((index, verdict(for: document)))
        }
        return verdicts
    }
}

extension DeclaredModelChecker {
    /// Reads inputs once, in order, and checks every document as it arrives, on two threads (the
    /// caller's and a helper's, beside the threads that parse), calling `body` with each document's
    /// verdict in document order. Memory stays at a few chunks of the input and a batch of
    /// documents, whatever the input's size: for checking files larger than memory.
    ///
    /// ```swift
    /// var failing = 0
    /// try checker.stream(paths: ["products.jsonl"]) { index, document, source, verdict in
    ///     if verdict.isDecoded == false { failing += 1 }
    /// }
    /// failing   // 136_192
    /// ```
    ///
    /// - Parameters:
    ///   - paths: files, directories, or `-` for standard input, read in this order.
    ///   - format: how the inputs are split into documents; `.auto` decides from each input.
    ///   - options: how each document is parsed.
    ///   - body: called on the caller's thread with each document's index (from 0), the document,
    ///     where it came from and its verdict. Throwing stops the stream and rethrows.
    /// - Returns: the collection, for its status and bad records (which get no verdict).
    /// - Throws: what ``JSONCollection/stream(paths:format:options:_:)`` throws, or what `body` throws.
    /// - Complexity: O(size of the inputs).
    @discardableResult
    public func stream(
        paths: [String], format: JSONInputFormat = .auto, options: JSONParseOptions = .init(),
        _ body: (Int, JSONDocument, DocumentSource, DecodeVerdict) throws -> Void
    ) throws -> JSONCollection {
        let paired = PairedSimulations(checkers: [self])
        defer { paired.stop() }
        var batch: [(index: Int, document: JSONDocument, source: DocumentSource)] = []
        batch.reserveCapacity(Self.streamBatch)
        func checkBatch() throws {
            let verdicts = paired.verdicts(for: batch.map(\.document))
            for (item, verdict) in zip(batch, verdicts) { try body(item.index, item.document, item.source, verdict) }
            batch.removeAll(keepingCapacity: true)
        }
        let collection = try JSONCollection.stream(paths: paths, format: format, options: options) {
            index, document, source in
            batch.append((index, document, source))
            if batch.count == Self.streamBatch { try checkBatch() }
        }
        try checkBatch()
        return collection
    }

    /// Documents checked together by ``stream(paths:format:options:_:)``: enough that handing half
    /// to the helper costs little beside checking them, few enough that memory stays small.
    static let streamBatch = 512
}
