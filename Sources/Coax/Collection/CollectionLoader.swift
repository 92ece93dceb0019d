import Foundation

/// Reads a collection's inputs in order on a thread of its own and publishes what it parses.
///
/// Unchecked Sendable: every stored property is a constant; the collection it publishes to
/// guards its own state (``ConditionLock``), and only the loader's thread calls ``run()``.
final class CollectionLoader: @unchecked Sendable {
    /// Bytes looked at to tell one document from records.
    static let peekSize = 64 << 10
    /// Bytes looked at before a file too large for one document is refused as one.
    static let largePeekSize = 64 << 20

    private let collection: JSONCollection
    private let paths: [String]
    private let format: JSONInputFormat
    private let options: JSONParseOptions
    private let follow: Bool

    init(collection: JSONCollection, paths: [String], format: JSONInputFormat, options: JSONParseOptions, follow: Bool)
    {
        self.collection = collection
        self.paths = paths
        self.format = format
        self.options = options
        self.follow = follow
    }

    /// Starts loading on a new thread, or loads here when the system refuses one.
    func start() {
        guard WorkerThread.start(name: "coax-load", stackSize: 1 << 20, { [self] _ in run() }) != nil else {
            run()
            return
        }
    }

    /// Loads everything, then marks the collection finished.
    func run() {
        defer { collection.finish() }
        // One plain input may be one document; a lone directory is a collection, but fails as a
        // whole when it holds nothing to read.
        let isOnlyInput = paths.count == 1 && !InputListing.isDirectory(paths[0])
        let (inputs, errors) = InputListing.inputs(for: paths, format: format)
        collection.changeStatus { status in
            if paths.count == 1, let error = errors.first {
                status.failure = error
            } else {
                status.inputErrors += errors
            }
            status.byteTotal = CollectionLoader.totalSize(of: inputs)
        }
        for input in inputs {
            guard !collection.isStopRequested else { return }
            load(input, isOnlyInput: isOnlyInput)
        }
    }

    private static func totalSize(of inputs: [InputListing.Input]) -> Int? {
        var total = 0
        for input in inputs {
            var status = stat()
            let found = input.path == "-" ? fstat(0, &status) : stat(input.path, &status)
            guard found == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            total += Int(status.st_size)
        }
        return total
    }

    private func report(_ error: JSONLoadError, isOnlyInput: Bool) {
        collection.changeStatus { status in
            if isOnlyInput { status.failure = error } else { status.inputErrors.append(error) }
        }
    }

    private func load(_ input: InputListing.Input, isOnlyInput: Bool) {
        let descriptor: Int32
        if input.path == "-" {
            descriptor = 0
        } else {
            descriptor = open(input.path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                return report(InputLoading.openError(path: input.path, code: errno), isOnlyInput: isOnlyInput)
            }
        }
        defer { if descriptor != 0 { close(descriptor) } }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return report(
                .unreadable(path: input.path, reason: String(cString: strerror(errno))), isOnlyInput: isOnlyInput)
        }
        // Standard input redirected from a directory (named directories were listed already).
        if status.st_mode & S_IFMT == S_IFDIR {
            return report(.isDirectory(path: input.path), isOnlyInput: isOnlyInput)
        }
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        let size = Int(status.st_size)
        let followPath = follow && isRegular && input.path != "-" ? input.path : nil

        switch input.format {
        case .har:
            HARReader(collection: collection, input: input.path, options: options).load(isOnlyInput: isOnlyInput)
        case .json where followPath == nil:
            loadSingle(input.path, isOnlyInput: isOnlyInput, descriptor: isRegular ? descriptor : nil, size: size)
        case .jsonLines, .sequence:
            var layout: RecordLayout = input.format == .sequence ? .sequence : .lines
            if isRegular, followPath == nil {
                if layout == .lines {
                    let peeked = InputLoading.peek(descriptor: descriptor, count: min(size, CollectionLoader.peekSize))
                    layout = CollectionLoader.jsonLinesLayout(
                        of: peeked, isComplete: peeked.count >= size, options: options)
                }
                loadWhole(input.path, descriptor: descriptor, size: size, layout: layout, isOnlyInput: isOnlyInput)
            } else {
                stream(
                    input.path, descriptor: descriptor, mode: .records(layout), followPath: followPath,
                    isOnlyInput: isOnlyInput)
            }
        case .auto, .json:
            guard isRegular, followPath == nil else {
                stream(
                    input.path, descriptor: descriptor, mode: .detecting, followPath: followPath,
                    isOnlyInput: isOnlyInput)
                return
            }
            loadDetecting(input.path, descriptor: descriptor, size: size, isOnlyInput: isOnlyInput)
        }
    }

    private func stream(
        _ path: String, descriptor: Int32, mode: StreamReader.Mode, followPath: String?, isOnlyInput: Bool
    ) {
        StreamReader(
            collection: collection, input: path, descriptor: descriptor, mode: mode, options: options,
            isOnlyInput: isOnlyInput, followPath: followPath
        ).run()
    }

    /// A regular file in `auto` format: its start tells one document from records. A file too
    /// large to be one document is looked at further before it is refused as one.
    private func loadDetecting(_ path: String, descriptor: Int32, size: Int, isOnlyInput: Bool) {
        var peekSize = CollectionLoader.peekSize
        while true {
            let peeked = InputLoading.peek(descriptor: descriptor, count: min(size, peekSize))
            let isComplete = peeked.count >= size
            switch FormatDetector.detect(peeked, from: 0, to: peeked.count, isComplete: isComplete, options: options) {
            case .records(let layout):
                return loadWhole(path, descriptor: descriptor, size: size, layout: layout, isOnlyInput: isOnlyInput)
            case .undecided, .valueSoFar:
                if size > JSONDocument.byteLimit, peekSize < CollectionLoader.largePeekSize, !isComplete {
                    peekSize = CollectionLoader.largePeekSize
                    continue
                }
                return loadSingle(path, isOnlyInput: isOnlyInput, descriptor: descriptor, size: size)
            case .single:
                return loadSingle(path, isOnlyInput: isOnlyInput, descriptor: descriptor, size: size)
            }
        }
    }

    /// One document, loaded as ``JSONDocument/load(path:options:)`` does; if a second value
    /// follows the first, the input is read as records after all. A large document of a
    /// collection shown while it loads publishes its start first (``DocumentPrefix``), then its
    /// parse's progress.
    private func loadSingle(_ path: String, isOnlyInput: Bool, descriptor: Int32?, size: Int) {
        var options = options
        if isOnlyInput, let descriptor, size >= DocumentPrefix.documentSizeThreshold, size <= JSONDocument.byteLimit,
            collection.showsPrefix
        {
            let start = InputLoading.peek(descriptor: descriptor, count: min(size, DocumentPrefix.preferredByteCount))
            if let prefix = DocumentPrefix(start: start.bytes, options: options) {
                collection.publish(prefix: prefix)
                let progress = ParseProgress()
                options.progress = progress
                collection.startParse(progress, byteCount: size)
            }
        }
        do {
            let document = try JSONDocument.load(path: path, options: options)
            collection.publish(document, input: path, isSingleDocument: isOnlyInput)
        } catch {
            // A number or literal running into text (`2026-11-28`) is one invalid value, not two.
            if format == .auto, let parseError = error.parseError, InputLoading.isSecondValue(parseError),
                let source = try? JSONDocument.readSource(path: path),
                !FormatDetector.runsIntoText(source, valueEnd: parseError.location.byteOffset, end: source.count)
            {
                return loadRecords(
                    source, path: path, layout: Self.layout(before: parseError.location.byteOffset, in: source))
            }
            if let parseError = error.parseError, !isOnlyInput {
                var size = stat()
                let byteCount = stat(path, &size) == 0 ? Int(size.st_size) : 0
                collection.publish(badInput: parseError, input: path, byteCount: byteCount)
            } else {
                report(error, isOnlyInput: isOnlyInput)
            }
        }
    }

    /// How JSON Lines are laid out: one value per line, unless the first value spans lines (then
    /// they are read, and recovered from, as concatenated JSON).
    static func jsonLinesLayout(of start: SourceBuffer, isComplete: Bool, options: JSONParseOptions) -> RecordLayout {
        switch FormatDetector.detect(start, from: 0, to: start.count, isComplete: isComplete, options: options) {
        case .records(let layout), .valueSoFar(let layout): layout == .sequence ? .lines : layout
        case .single, .undecided: .lines
        }
    }

    /// The layout of records whose second value starts at `secondValue`: JSON Lines when the
    /// first value is on one line and a newline separates it from the second.
    static func layout(before secondValue: Int, in source: SourceBuffer) -> RecordLayout {
        var valueEnd = secondValue
        var gapHasNewline = false
        while valueEnd > 0, [0x20, 0x0A, 0x0D, 0x09].contains(source[valueEnd - 1]) {
            if source[valueEnd - 1] == 0x0A { gapHasNewline = true }
            valueEnd -= 1
        }
        let start = source.hasLeadingByteOrderMark ? 3 : 0
        let valueStart = FormatDetector.skipWhitespace(source, from: start, to: valueEnd)
        let spansLines = FormatDetector.contains(0x0A, in: source, from: valueStart, to: valueEnd)
        return gapHasNewline && !spansLines ? .lines : .concatenated
    }

    /// A regular file of records, read whole into memory of its own and then parsed in chunks.
    /// Not memory-mapped: a mapped page that the file takes away (another program truncates it)
    /// ends the process with SIGBUS when touched, and documents keep their source for as long as
    /// they live. A file whose size changes while it is read is an error.
    private func loadWhole(
        _ path: String, descriptor: Int32, size: Int, layout: RecordLayout, isOnlyInput: Bool
    ) {
        guard size > 0 else {
            collection.changeStatus { $0.hasReceivedData = true }
            return
        }
        if collection.readsInParts {
            // Read in parts (opened to be shown while loading, or streamed): the first documents
            // come with the first part, and a stream's memory stays at the few parts held.
            _ = lseek(descriptor, 0, SEEK_SET)
            return StreamReader(
                collection: collection, input: path, descriptor: descriptor, mode: .records(layout), options: options,
                isOnlyInput: isOnlyInput, followPath: nil, expectedSize: size
            ).run()
        }
        let source: SourceBuffer
        do {
            guard lseek(descriptor, 0, SEEK_SET) == 0 else {
                // Not seekable after all: read it as a stream.
                return stream(
                    path, descriptor: descriptor, mode: .records(layout), followPath: nil, isOnlyInput: isOnlyInput)
            }
            source = try JSONDocument.readAll(
                descriptor: descriptor, path: path, expectedSize: size, byteLimit: Int.max / 2, allowsBlank: true)
        } catch {
            return report(error, isOnlyInput: isOnlyInput)
        }
        loadRecords(source, path: path, layout: layout)
    }

    /// Loads bytes already in memory as the input `name`, on the calling thread.
    func load(_ source: SourceBuffer, name: String) {
        defer { collection.finish() }
        collection.changeStatus { $0.byteTotal = source.count }
        let format = self.format.format(forPath: name)
        let layout: RecordLayout
        switch format {
        case .jsonLines: layout = CollectionLoader.jsonLinesLayout(of: source, isComplete: true, options: options)
        case .sequence: layout = .sequence
        case .har:
            switch InputLoading.document(from: source, input: name, options: options) {
            case .success(let archive):
                HARReader(collection: collection, input: name, options: options).load(archive, isOnlyInput: true)
            case .failure(let error):
                collection.changeStatus { $0.failure = error }
            }
            return
        case .json, .auto:
            let detected =
                format == .json
                ? .single
                : FormatDetector.detect(source, from: 0, to: source.count, isComplete: true, options: options)
            guard case .records(let found) = detected else {
                switch InputLoading.document(from: source, input: name, options: options) {
                case .success(let document):
                    collection.publish(document, input: name, isSingleDocument: true)
                case .failure(let error):
                    collection.changeStatus { $0.failure = error }
                }
                return
            }
            layout = found
        }
        loadRecords(source, path: name, layout: layout, workers: 0)
    }

    /// Parses records of a source in memory on two threads (none: on this one), publishing
    /// chunks in order.
    private func loadRecords(_ source: SourceBuffer, path: String, layout: RecordLayout, workers: Int? = nil) {
        let start = source.hasLeadingByteOrderMark ? 3 : 0
        // A collection that keeps its documents parses small records again when asked for rather
        // than keeping their slots (a tape is larger than its input); one read once keeps them.
        let parse = ChunkedParse(
            scanner: RecordScanner(
                source: source, layout: layout, options: options, stopAt: source.count, end: source.count,
                isFinal: true, keepsTapes: collection.releasesReadParts),
            start: start)
        let workers = workers ?? (ProcessInfo.processInfo.activeProcessorCount >= 2 ? 2 : 1)
        let started = workers > 0 ? parse.start(workers: workers) : 0
        defer { parse.cancel() }
        var previous: CollectionChunk?
        var lineBase = 1
        for index in 0..<parse.chunkCount {
            guard !collection.isStopRequested else { return }
            let next = started > 0 ? parse.chunk(index, after: previous) : parse.scanInOrder(index, after: previous)
            guard let chunk = next else { return }
            if let previous { lineBase += previous.newlinesToNextStart - chunk.newlinesToFirstRecord }
            collection.publish(
                chunk, input: path, fileOffset: 0, lineBase: lineBase,
                bytesRead: chunk.nextStart - (previous?.nextStart ?? 0))
            previous = chunk
        }
    }
}
