extension JSONCollection {
    /// Loads a file (or `-` for standard input) and waits until it is read.
    ///
    /// `.jsonl`/`.ndjson` files are JSON Lines and `.har` files HTTP archives; any other input is
    /// one document unless its first value is followed by another (see ``JSONInputFormat``).
    /// One plain document is the collection's only document (`isSingleDocument`), and fails as
    /// ``JSONDocument/load(path:options:)`` fails; bad records of a collection do not throw, they
    /// are in ``badRecords``.
    ///
    /// ```swift
    /// let events = try JSONCollection.load(path: "events.ndjson")
    /// events.count                        // 3
    /// events.badRecords.count             // 0
    /// ```
    ///
    /// - Throws: ``JSONLoadError`` when the input cannot be read, or is one document that is not
    ///   valid JSON.
    ///
    /// - Parameters:
    ///   - path: a file, a directory, or `-` for standard input.
    ///   - format: how to read the inputs; `.auto` decides by file extension and content.
    ///   - options: how each document is parsed (depth limit, invalid UTF-8).
    /// - Returns: The loaded collection; ``status`` says whether everything was read.
    public static func load(
        path: String, format: JSONInputFormat = .auto, options: JSONParseOptions = .init()
    ) throws(JSONLoadError) -> JSONCollection {
        try load(paths: [path], format: format, options: options)
    }

    /// Loads several inputs — files, directories (every `*.json`, `*.jsonl`, `*.ndjson` and
    /// `*.har` file below, in path order), `-` — as one collection, and waits until they are read.
    ///
    /// Inputs that cannot be read are listed in ``status``'s `inputErrors`; the others load.
    ///
    /// ```swift
    /// let captures = try JSONCollection.load(paths: ["a.json", "b.jsonl", "captures/"])
    /// captures.source(ofDocument: 0)?.label   // "a.json"
    /// ```
    ///
    /// - Throws: ``JSONLoadError`` only when `paths` is one input that fails as
    ///   ``load(path:format:options:)`` describes.
    ///
    /// - Parameters:
    ///   - paths: files, directories and `-`, read in this order.
    ///   - format: how to read the inputs; `.auto` decides by file extension and content.
    ///   - options: how each document is parsed (depth limit, invalid UTF-8).
    /// - Returns: The loaded collection, with unreadable inputs in ``status``.
    public static func load(
        paths: [String], format: JSONInputFormat = .auto, options: JSONParseOptions = .init()
    ) throws(JSONLoadError) -> JSONCollection {
        let collection = JSONCollection()
        CollectionLoader(collection: collection, paths: paths, format: format, options: options, follow: false).run()
        if let failure = collection.status.failure { throw failure }
        return collection
    }

    /// Starts loading inputs on a thread of its own and returns at once: documents appear as they
    /// are parsed (the first ones within milliseconds, whatever the size), ``status`` tells how
    /// far loading got, and ``documents`` waits for more as it is iterated.
    ///
    /// With `follow`, a regular file is watched after its end, as `tail -f` does: records
    /// appended later are added, a truncated file is read again from its start, a replaced one
    /// (log rotation) is reopened. Standard input is always read until it ends.
    ///
    /// With `keepsDocuments` false, the collection is read once through ``items``: each chunk of the
    /// input is let go once the items passed it, and loading waits while the reader is behind, so
    /// memory stays at a few chunks (``document(at:)`` is nil for documents let go).
    ///
    /// ```swift
    /// let live = JSONCollection.open(paths: ["app.jsonl"], follow: true)
    /// live.waitForDocuments(count: 1)
    /// live.status.phase   // .following, once the end was reached
    /// ```
    ///
    /// - Parameters:
    ///   - paths: files, directories and `-`, read in this order.
    ///   - format: how to read the inputs; `.auto` decides by file extension and content.
    ///   - options: how each document is parsed (depth limit, invalid UTF-8).
    ///   - follow: keep watching regular files after their end.
    ///   - keepsDocuments: false lets each chunk go once ``items`` passed it (one pass, bounded memory).
    /// - Returns: The collection, still loading; failures appear in ``status``, never as a throw.
    public static func open(
        paths: [String], format: JSONInputFormat = .auto, options: JSONParseOptions = .init(), follow: Bool = false,
        keepsDocuments: Bool = true
    ) -> JSONCollection {
        open(
            paths: paths, format: format, options: options, follow: follow, keepsDocuments: keepsDocuments,
            openInputPause: StreamReader.openInputPause)
    }

    /// As ``open(paths:format:options:follow:keepsDocuments:)``, taking one complete value on an
    /// input still open after `openInputPause` milliseconds for the first record of a stream
    /// (tests lengthen it, so a busy machine cannot make one document look like a stream).
    static func open(
        paths: [String], format: JSONInputFormat = .auto, options: JSONParseOptions = .init(), follow: Bool = false,
        keepsDocuments: Bool = true, openInputPause: Int32
    ) -> JSONCollection {
        let collection = JSONCollection()
        collection.state.update {
            // Files of records are read piece by piece: the first documents are there once the
            // first piece is parsed, not once the whole file is read.
            $0.readsInParts = true
            $0.releasesReadParts = !keepsDocuments
            $0.openInputPause = openInputPause
        }
        CollectionLoader(collection: collection, paths: paths, format: format, options: options, follow: follow)
            .start()
        return collection
    }

    /// A collection of bytes in memory, named `name` in labels: JSON Lines by default; `.auto`
    /// detects as for a file, `.sequence` reads RFC 7464, `.har` an archive, `.json` one document.
    /// A single document that is not valid JSON leaves the collection empty, with the error in
    /// ``status``'s `failure`.
    ///
    /// ```swift
    /// let collection = JSONCollection(parsing: Array("{\"a\":1}\n{\"a\":\"2\"}\n".utf8))
    /// collection.count                          // 2
    /// collection[1].root["a"]?.kind             // .string
    /// collection.source(ofDocument: 1)?.label   // "<stdin>:2"
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: the input; it is copied.
    ///   - format: how to read it; JSON Lines by default.
    ///   - name: the input's name in labels and messages; `-` shows as `<stdin>`.
    ///   - options: how each document is parsed (depth limit, invalid UTF-8).
    public convenience init(
        parsing bytes: some Collection<UInt8>, format: JSONInputFormat = .jsonLines, name: String = "-",
        options: JSONParseOptions = .init()
    ) {
        self.init()
        CollectionLoader(collection: self, paths: [name], format: format, options: options, follow: false)
            .load(SourceBuffer(copying: bytes), name: name)
    }

    /// As ``init(parsing:format:name:options:)-(Collection<UInt8>,_,_,_)`` for text.
    ///
    /// ```swift
    /// JSONCollection(parsing: "1\n2\n3\n").count   // 3
    /// ```
    ///
    /// - Parameters:
    ///   - text: the input.
    ///   - format: how to read it; JSON Lines by default.
    ///   - name: the input's name in labels and messages; `-` shows as `<stdin>`.
    ///   - options: how each document is parsed (depth limit, invalid UTF-8).
    public convenience init(
        parsing text: String, format: JSONInputFormat = .jsonLines, name: String = "-",
        options: JSONParseOptions = .init()
    ) {
        self.init(parsing: Array(text.utf8), format: format, name: name, options: options)
    }
}
