#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads records from a descriptor as they arrive — standard input, a pipe, a device, or a file
/// being followed — and publishes them a read at a time.
///
/// Bytes go into blocks of memory that never move while documents point into them; when a block
/// is full, the unfinished record at its end is copied to the start of a new one. A record cut
/// off by the end of the data so far waits for the next read; so that a large record arriving in
/// many small reads is not parsed again after every one, a cut-off record is retried only once
/// the bytes waiting have doubled, or when the input pauses.
final class StreamReader {
    enum Mode {
        /// `auto`: the first value decides (see ``FormatDetector``).
        case detecting
        /// One document: read to the end, then parse.
        case single
        case records(RecordLayout)
    }

    static let blockSize = 8 << 20
    /// Reads are gathered up to this much (while more is ready at once) before parsing.
    static let batch = 256 << 10
    /// Standard input, like a file, holds one document of at most this size.
    static let singleDocumentLimit = TapeEntry.maximumOffset

    private let collection: JSONCollection
    private let input: String
    private var descriptor: Int32
    private var mode: Mode
    private let options: JSONParseOptions
    /// The most bytes one record may have (one document's limit).
    private let recordLimit: Int
    private let isOnlyInput: Bool
    /// The path of a regular file to follow after its end, if any.
    private let followPath: String?
    /// The size of a regular file read once (not followed): reaching its end anywhere else means
    /// it changed while it was read.
    private let expectedSize: Int?

    private var block: SourceBuffer
    private var filled = 0
    private var parsed = 0
    /// The input's offset of the block's first byte.
    private var blockFileOffset: Int
    /// The input's line and column at `parsed`.
    private var lineBase: Int
    private var column: Int
    private var pendingAtLastAttempt = 0
    private var isAtEnd = false
    /// A record that outgrew ``recordLimit``: where it started (in the input), and its line and
    /// column. Its bytes are dropped until the next record can start; it is then reported.
    private var oversized: (start: Int, line: Int, column: Int)?
    /// Whether records have been handed to the collection: until then reads are at most a
    /// ``batch``, so that the first records of a large file are parsed (and shown) after reading
    /// a quarter of a megabyte, not a whole block (8 MB read into fresh memory, then parsed).
    private var hasPublished = false
    /// What detection found last: one value so far, records if the input stays open.
    private var layoutIfOpen: RecordLayout?
    /// Whether the start of a large first value was tried as the one document's start (once).
    private var hasTriedPrefix = false
    /// How long an input holding one complete value must stay open before it is taken for a
    /// stream of records (`tail -f app.jsonl | coax` with one line so far).
    static let openInputPause: Int32 = 500

    /// Whether every record keeps its slots: when the documents are read once and let go. A
    /// collection that keeps its documents parses small records again when asked for (see
    /// ``RecordScanner/keepsTapes``).
    private lazy var keepsTapes = collection.releasesReadParts

    /// Whether no more data can follow what was read: the end of a pipe or file that is not followed.
    private var isFinal: Bool { isAtEnd && followPath == nil }

    init(
        collection: JSONCollection, input: String, descriptor: Int32, mode: Mode, options: JSONParseOptions,
        isOnlyInput: Bool, followPath: String?, expectedSize: Int? = nil, fileOffset: Int = 0, line: Int = 1,
        column: Int = 1, recordLimit: Int = StreamReader.singleDocumentLimit
    ) {
        self.recordLimit = recordLimit
        self.expectedSize = followPath == nil ? expectedSize : nil
        self.collection = collection
        self.input = input
        self.descriptor = descriptor
        self.mode = mode
        self.options = options
        self.isOnlyInput = isOnlyInput
        self.followPath = followPath
        // No memory yet: the first read makes room (see makeRoom), which reports running out of it.
        self.block = SourceBuffer(copying: EmptyCollection())
        self.blockFileOffset = fileOffset
        self.lineBase = line
        self.column = column
    }

    /// A block of `capacity` bytes (and the padding), or nil when that memory cannot be had.
    private static func makeBlock(capacity: Int) -> SourceBuffer? {
        guard let bytes = MemoryBudget.bytes(capacity + SourceBuffer.padding) else { return nil }
        return SourceBuffer(adoptingMallocated: bytes, count: capacity)
    }

    private var pending: Int { filled - parsed }

    /// Reads until the end of the input (for a followed file: until loading is stopped).
    func run() {
        while !collection.isStopRequested {
            if filled == block.count, !makeRoom() { return }
            if case .detecting = mode, let layout = layoutIfOpen,
                !isReady(waitingMilliseconds: collection.openInputPause)
            {
                mode = .records(layout)
                guard process() else { return }
                noteIfCaughtUp()
                continue
            }
            let room = block.count - filled
            let received = read(descriptor, block.base + filled, hasPublished ? room : min(room, StreamReader.batch))
            if received < 0 {
                let code = errno
                if code == EINTR { continue }
                // Standard input redirected from a directory fails here, at the first read.
                let error: JSONLoadError =
                    code == EISDIR
                    ? .isDirectory(path: input) : .unreadable(path: input, reason: String(cString: strerror(code)))
                collection.changeStatus { status in
                    // One input that could not be read at all fails as a whole, as a file would.
                    if self.isOnlyInput, !status.hasReceivedData {
                        status.failure = error
                    } else {
                        status.inputErrors.append(error)
                    }
                }
                return
            }
            if received == 0 {
                if let expectedSize, blockFileOffset + filled != expectedSize {
                    // Truncated (or grown) while read: the records read whole are published; the
                    // one cut at the end is not a bad record of the file, and what follows it is
                    // not known.
                    var keepsRecords = false
                    if case .records = mode {
                        _ = process()
                        keepsRecords = true
                    }
                    let error = JSONLoadError.changedWhileReading(
                        path: input, expected: expectedSize, read: blockFileOffset + filled,
                        keepingRecords: keepsRecords)
                    collection.changeStatus { status in
                        if self.isOnlyInput { status.failure = error } else { status.inputErrors.append(error) }
                    }
                    return
                }
                isAtEnd = true
            } else {
                filled += received
                collection.changeStatus {
                    $0.hasReceivedData = true
                    $0.bytesReceived += received
                }
            }
            if oversized != nil {
                skipOversized()
                if oversized != nil {
                    guard isAtEnd else { continue }
                    // A followed file may still finish the record.
                    guard followPath != nil, waitForMore() else { return }
                    isAtEnd = false
                    continue
                }
            }
            // Detection parses the first value from its start each time, so it is tried again
            // only when the bytes have doubled, or when the writer pauses (nothing for 0.2 s):
            // retried at every pipe chunk, an endless or large piped document cost quadratic time.
            let isDetecting = if case .detecting = mode { true } else { false }
            if !isAtEnd, filled < block.count, pending < max(StreamReader.batch, 2 * pendingAtLastAttempt),
                isMoreReady() || (isDetecting && isReady(waitingMilliseconds: 200))
            {
                continue
            }
            guard process() else { return }
            if isAtEnd {
                guard followPath != nil, waitForMore() else { return }
                isAtEnd = false
            } else {
                noteIfCaughtUp()
            }
        }
    }

    /// Once records have been read and nothing more is ready, the input is being followed (the
    /// status line says so; it stays so from then on).
    private func noteIfCaughtUp() {
        guard case .records = mode, !isMoreReady() else { return }
        collection.changeStatus { status in
            if status.phase == .reading, status.hasReceivedData { status.phase = .following }
        }
    }

    /// Detects, parses or keeps reading; false when reading must end (a single document is done).
    private func process() -> Bool {
        switch mode {
        case .detecting:
            switch FormatDetector.detect(block, from: parsed, to: filled, isComplete: isFinal, options: options) {
            case .undecided:
                pendingAtLastAttempt = pending
                publishPrefix()
                return checkSingleLimit()
            case .valueSoFar(let layout):
                if followPath != nil {
                    // A followed file is a log: its one value so far is its first record.
                    mode = .records(layout)
                    return process()
                }
                layoutIfOpen = layout
                pendingAtLastAttempt = pending
                return checkSingleLimit()
            case .single:
                if followPath != nil {
                    mode = .records(.lines)
                    return process()
                }
                mode = .single
                guard isFinal else {
                    // Before the end, detection says "one document" only when the first value is
                    // already invalid: no more of the input can change that error, so it is
                    // reported now rather than after reading all of it (`coax - < /dev/urandom`).
                    finishSingleDocument()
                    return false
                }
                return process()
            case .records(let layout):
                mode = .records(layout)
                pendingAtLastAttempt = 0
                return process()
            }
        case .single:
            guard isFinal else { return checkSingleLimit() }
            finishSingleDocument()
            return false
        case .records(let layout):
            parse(layout)
            return true
        }
    }

    private func checkSingleLimit() -> Bool {
        guard pending > StreamReader.singleDocumentLimit else { return true }
        let error = JSONDocument.tooLarge(path: input, limit: StreamReader.singleDocumentLimit)
        collection.changeStatus { status in
            if self.isOnlyInput { status.failure = error } else { status.inputErrors.append(error) }
        }
        return false
    }

    /// A first value still unfinished after the first read of a quarter megabyte or more may be
    /// one large document: its start is published to be shown while the rest is read (tried
    /// once; records that follow replace it).
    private func publishPrefix() {
        guard isOnlyInput, !hasTriedPrefix, followPath == nil, pending >= StreamReader.batch,
            collection.showsPrefix
        else { return }
        hasTriedPrefix = true
        let start = UnsafeBufferPointer(
            start: block.base + parsed, count: min(pending, DocumentPrefix.preferredByteCount))
        if let prefix = DocumentPrefix(start: start, options: options) { collection.publish(prefix: prefix) }
    }

    private func finishSingleDocument() {
        // The document owns nothing: it borrows the block, whose padding must read as zeros.
        if filled < block.count { memset(block.base + filled, 0, min(SourceBuffer.padding, block.count - filled)) }
        let source = SourceBuffer(borrowing: block.base + parsed, count: pending, owner: block)
        var options = options
        if collection.documentPrefix != nil {
            let progress = ParseProgress()
            options.progress = progress
            collection.startParse(progress, byteCount: pending)
        }
        let loaded = InputLoading.document(from: source, input: input, options: options)
        switch loaded {
        case .success(let document):
            collection.publish(document, input: input, isSingleDocument: isOnlyInput)
        case .failure(let error):
            if let parseError = error.parseError, !isOnlyInput {
                collection.publish(badInput: parseError, input: input, byteCount: pending)
            } else {
                collection.changeStatus { status in
                    if self.isOnlyInput { status.failure = error } else { status.inputErrors.append(error) }
                }
            }
        }
    }

    private func parse(_ layout: RecordLayout, final: Bool? = nil) {
        let isFinal = final ?? self.isFinal
        // A byte order mark before the first record is not part of it.
        if blockFileOffset == 0, parsed == 0, filled >= 3, block[0] == 0xEF, block[1] == 0xBB, block[2] == 0xBF {
            parsed = 3
        }
        var end = filled
        if !isFinal, layout == .lines {
            guard let newline = lastNewline() else {
                pendingAtLastAttempt = pending
                return
            }
            end = newline + 1
        }
        var scanner = RecordScanner(
            source: block, layout: layout, options: options, stopAt: end, end: end, isFinal: isFinal,
            keepsTapes: keepsTapes)
        let chunk = scanner.scan(from: parsed, column: column)
        if chunk.nextStart > parsed || !chunk.records.isEmpty || !chunk.badRecords.isEmpty {
            collection.publish(
                chunk, input: input, fileOffset: blockFileOffset, lineBase: lineBase,
                bytesRead: chunk.nextStart - parsed)
            hasPublished = hasPublished || !chunk.records.isEmpty
        }
        column = FormatDetector.column(of: chunk.nextStart, in: block, lowerBound: parsed, lowerColumn: column)
        lineBase += chunk.newlinesToNextStart
        parsed = chunk.nextStart
        pendingAtLastAttempt = pending
    }

    /// Drops the bytes of the oversized record up to where the next one can start — after the
    /// line's end (JSON Lines), at the next separator (RFC 7464), at the next line starting with
    /// `{` or `[` (concatenated JSON) — counting its lines; once found (or at the input's end)
    /// reports it.
    private func skipOversized() {
        guard let record = oversized, case .records(let layout) = mode else { return }
        var resume: Int?
        var position = parsed
        switch layout {
        case .lines:
            if let newline = find(UInt8(ascii: "\n"), from: parsed) { resume = newline + 1 }
        case .sequence:
            // Not the record's own separator.
            let isAtRecordStart = blockFileOffset + parsed == record.start
            resume = find(RecordLayout.recordSeparator, from: isAtRecordStart ? parsed + 1 : parsed)
        case .concatenated:
            while let newline = find(UInt8(ascii: "\n"), from: position) {
                // The byte after the newline decides; keep the newline until it has arrived.
                guard newline + 1 < filled else { break }
                position = newline + 1
                if block[position] == UInt8(ascii: "{") || block[position] == UInt8(ascii: "[") {
                    resume = position
                    break
                }
            }
        }
        var end = resume ?? filled
        if resume == nil, layout == .concatenated, !isFinal, end > parsed, block[end - 1] == UInt8(ascii: "\n") {
            end -= 1
        }
        var newline = parsed
        while let found = find(UInt8(ascii: "\n"), from: newline, to: end) {
            lineBase += 1
            newline = found + 1
            column = 1
        }
        column = FormatDetector.column(of: end, in: block, lowerBound: newline, lowerColumn: column)
        let skipped = end - parsed
        parsed = end
        guard resume != nil || isFinal else {
            collection.changeStatus { $0.bytesRead += skipped }
            return
        }
        oversized = nil
        let limit = NumberText.grouped(recordLimit)
        let error = JSONParseError(
            reason: .documentTooLarge("more than \(limit) bytes, the most one document can hold"),
            location: SourceLocation(byteOffset: record.start, line: record.line, column: record.column),
            sourceLine: "")
        collection.publish(
            oversizedRecord: BadRecord(
                source: DocumentSource(
                    input: input, line: record.line, column: record.column,
                    byteRange: record.start..<(blockFileOffset + end)),
                position: 0, error: error),
            bytesRead: skipped)
    }

    private func find(_ byte: UInt8, from start: Int, to stop: Int? = nil) -> Int? {
        let stop = stop ?? filled
        guard start < stop, let found = memchr(block.base + start, Int32(byte), stop - start) else { return nil }
        return block.base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private func lastNewline() -> Int? {
        var position = filled
        while position > parsed {
            position -= 1
            if block[position] == UInt8(ascii: "\n") { return position }
        }
        return nil
    }

    /// Moves the unparsed bytes to a new block with room to read more; false (reported) when the
    /// memory for it cannot be had.
    private func makeRoom() -> Bool {
        if case .records = mode, oversized == nil, pending > recordLimit {
            // A record larger than one document may be: its bytes are dropped up to where the
            // next record can start, and it is reported as a bad record; reading goes on.
            oversized = (blockFileOffset + parsed, lineBase, column)
            skipOversized()
        }
        let waiting = pending
        let capacity = max(StreamReader.blockSize, waiting * 2 + (64 << 10))
        guard let larger = StreamReader.makeBlock(capacity: capacity) else {
            let error = JSONLoadError.tooLarge(
                path: input, reason: "not enough memory to read \(NumberText.grouped(capacity)) bytes")
            collection.changeStatus { status in
                if self.isOnlyInput { status.failure = error } else { status.inputErrors.append(error) }
            }
            return false
        }
        larger.base.update(from: block.base + parsed, count: waiting)
        block = larger
        blockFileOffset += parsed
        parsed = 0
        filled = waiting
        return true
    }

    private func isMoreReady() -> Bool { isReady(waitingMilliseconds: 0) }

    /// Whether a read would return at once (data, or the end), waiting up to the given time.
    private func isReady(waitingMilliseconds: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, waitingMilliseconds) > 0 && request.revents != 0
    }

    // MARK: - Following a file

    /// Waits for the followed file to grow, be truncated or be replaced; false when stopped.
    private func waitForMore() -> Bool {
        guard let followPath else { return false }
        collection.changeStatus { $0.phase = .following }
        while !collection.isStopRequested {
            var current = stat()
            guard fstat(descriptor, &current) == 0 else { return false }
            let readOffset = blockFileOffset + filled
            if Int(current.st_size) > readOffset { return true }
            if Int(current.st_size) < readOffset {
                collection.startReread(notice: "\(followPath) was truncated; reading it again from the start")
                restart()
                lseek(descriptor, 0, SEEK_SET)
                return true
            }
            var named = stat()
            if stat(followPath, &named) == 0, named.st_ino != current.st_ino || named.st_dev != current.st_dev {
                let replacement = open(followPath, O_RDONLY | O_CLOEXEC)
                if replacement >= 0 {
                    // What was left unfinished in the old file stays unfinished: report it.
                    if case .records(let layout) = mode, pending > 0 { parse(layout, final: true) }
                    close(descriptor)
                    descriptor = replacement
                    collection.startReread(notice: "\(followPath) was replaced; following the new file")
                    restart()
                    return true
                }
            }
            // A file gives no signal when it grows: look again in a tenth of a second, or stop at
            // once when loading is stopped.
            if collection.waitForStopRequest(seconds: 0.1) { return false }
        }
        return false
    }

    private func restart() {
        // The next read makes room for itself.
        block = SourceBuffer(copying: EmptyCollection())
        filled = 0
        parsed = 0
        blockFileOffset = 0
        lineBase = 1
        column = 1
        pendingAtLastAttempt = 0
    }
}
