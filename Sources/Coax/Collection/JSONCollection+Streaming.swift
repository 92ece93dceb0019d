extension JSONCollection {
    /// Reads inputs once, in order, calling `body` with each document as soon as it is parsed,
    /// and lets go of each chunk of the input once its documents were read — for work over every
    /// record of inputs larger than memory (a scan, an analysis, a conversion). Loading waits while
    /// `body` is behind, so memory stays at a few chunks, whatever the size of the input.
    ///
    /// Bad records are not passed to `body`; they are in the returned collection's
    /// ``badRecords`` (and `status`), which holds no document once the stream is done.
    ///
    /// ```swift
    /// var prices = 0
    /// let read = try JSONCollection.stream(paths: ["orders.jsonl"]) { index, document, source in
    ///     if document.root["price"]?.kind == .string { prices += 1 }
    /// }
    /// read.status.documentCount   // 2_000_000
    /// ```
    ///
    /// - Parameters:
    ///   - paths: files, directories, or `-` for standard input, read in this order.
    ///   - format: how the inputs are split into documents; `.auto` decides from each input's name and content.
    ///   - options: how each document is parsed.
    ///   - body: called with each document's index (from 0), the document (valid as long as it
    ///     is kept), and where it came from. Throwing stops the stream and rethrows.
    /// - Returns: the collection, for its status and bad records.
    /// - Throws: ``JSONLoadError`` when `paths` is one input that cannot be read (as
    ///   ``load(paths:format:options:)``), or what `body` throws.
    @discardableResult
    public static func stream(
        paths: [String], format: JSONInputFormat = .auto, options: JSONParseOptions = .init(),
        _ body: (Int, JSONDocument, DocumentSource) throws -> Void
    ) throws -> JSONCollection {
        let collection = JSONCollection()
        collection.state.update { $0.releasesReadParts = true }
        CollectionLoader(collection: collection, paths: paths, format: format, options: options, follow: false)
            .start()
        do {
            var index = 0
            // Documents known to be published, and the part holding the current one: the lock is
            // taken once per part and per wait, not once per document (per document it cost more
            // than a small document's parse).
            var published = 0
            var part: Part?
            while true {
                if index >= published {
                    // Before waiting for more, let go of what was read: the loader may be waiting for room.
                    if collection.count <= index { collection.releaseParts(before: index) }
                    published = collection.waitForDocuments(count: index + 1)
                    guard published > index else { break }
                }
                if part.map({ index >= $0.firstDocument + $0.documentCount }) ?? true {
                    part = collection.part(holding: index)
                }
                guard let part, let document = Self.document(index - part.firstDocument, of: part),
                    let source = Self.source(index - part.firstDocument, of: part)
                else { break }
                try body(index, document, source)
                index += 1
                if index & 1023 == 0 { collection.releaseParts(before: index) }
            }
            part = nil
            collection.releaseParts(before: index)
        } catch {
            collection.stopLoading()
            throw error
        }
        collection.waitUntilLoaded()
        if let failure = collection.status.failure { throw failure }
        return collection
    }
}
