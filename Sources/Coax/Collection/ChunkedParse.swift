import Foundation

/// Parses the records of an input read into memory on two threads, chunk by chunk, and publishes the
/// chunks in input order.
///
/// The input is cut at record boundaries found cheaply — a line start for JSON Lines, a line
/// starting with `{` or `[` for concatenated JSON, a 0x1E byte for a sequence — into chunks that
/// start small (so the first documents appear within a millisecond or two) and grow to
/// ``largestChunk``. Two worker threads parse chunks in order of their start; the loading thread
/// takes them in order. A cut is only a guess (a value spanning lines may contain what looks like
/// a boundary), so each chunk is checked against the one before: its first record must start
/// exactly where the previous chunk's scan stopped. When it does not, the chunk is parsed again
/// from that point on the loading thread. Results, bad records included, are therefore exactly
/// those of one scan from the start.
///
/// Unchecked Sendable: every stored property but `shared` is a constant, the source's bytes are
/// only read, and `shared` is a ``ConditionLock``, so the workers and the loading thread meet only
/// under its lock.
final class ChunkedParse: @unchecked Sendable {
    static let firstChunk = 512 << 10
    static let largestChunk = 64 << 20

    /// What every chunk is scanned with: the input's bytes up to its `end`, whether more may
    /// follow (a followed file), their layout and parse options, and whether every record keeps
    /// its slots. ``scan(_:from:)`` sets each chunk's stop.
    let scanner: RecordScanner
    /// The chunk boundaries: chunk k runs from `boundaries[k]` to `boundaries[k + 1]`.
    let boundaries: [Int]

    /// Chunks parsed ahead of the one the loading thread is waiting for, at most.
    static let chunksAhead = 3

    private struct Shared {
        var nextChunk = 0
        /// Chunks handed to the loading thread.
        var taken = 0
        var results: [Int: CollectionChunk] = [:]
        var cancelled = false
    }

    private let shared = ConditionLock(Shared())

    init(scanner: RecordScanner, start: Int) {
        self.scanner = scanner
        var boundaries = [start]
        var size = ChunkedParse.firstChunk
        while let last = boundaries.last, last + size < scanner.end,
            let next = ChunkedParse.boundary(
                after: last + size, in: scanner.source, end: scanner.end, layout: scanner.layout)
        {
            boundaries.append(next)
            size = min(size * 2, ChunkedParse.largestChunk)
        }
        boundaries.append(scanner.end)
        self.boundaries = boundaries
    }

    var chunkCount: Int { boundaries.count - 1 }

    /// The first record boundary at or after `target`.
    static func boundary(after target: Int, in source: SourceBuffer, end: Int, layout: RecordLayout) -> Int? {
        switch layout {
        case .lines:
            guard let newline = FormatDetector.find(UInt8(ascii: "\n"), in: source, from: target, to: end),
                newline + 1 < end
            else { return nil }
            return newline + 1
        case .sequence:
            return FormatDetector.find(RecordLayout.recordSeparator, in: source, from: target, to: end)
        case .concatenated:
            var position = target
            while let newline = FormatDetector.find(UInt8(ascii: "\n"), in: source, from: position, to: end) {
                let next = newline + 1
                guard next < end else { return nil }
                if source[next] == UInt8(ascii: "{") || source[next] == UInt8(ascii: "[") { return next }
                position = next
            }
            return nil
        }
    }

    /// Starts the worker threads.
    ///
    /// - Returns: How many started; with none, the caller parses each chunk itself (``scanInOrder(_:after:)``).
    @discardableResult
    func start(workers: Int = 2) -> Int {
        var started = 0
        for _ in 0..<max(1, workers) {
            guard WorkerThread.start(name: "coax-chunks", stackSize: 1 << 20, { [self] _ in work() }) != nil else {
                break
            }
            started += 1
        }
        return started
    }

    /// Stops the workers after the chunk each is parsing.
    func cancel() {
        shared.update { $0.cancelled = true }
    }

    private func work() {
        while true {
            // Not too far ahead: a stream's reader holds the loading thread back, and chunks parsed
            // in advance would pile up.
            let claimed: Int? = shared.wait(
                until: {
                    $0.cancelled || $0.nextChunk >= self.chunkCount
                        || $0.nextChunk < $0.taken + ChunkedParse.chunksAhead
                }
            ) { shared in
                guard !shared.cancelled, shared.nextChunk < chunkCount else { return nil }
                defer { shared.nextChunk += 1 }
                return shared.nextChunk
            }
            guard let index = claimed else { return }
            let chunk = scan(index, from: boundaries[index])
            shared.update { $0.results[index] = chunk }
        }
    }

    /// Parses chunk `index` from `start` (its boundary, or where the previous chunk stopped).
    func scan(_ index: Int, from start: Int) -> CollectionChunk {
        let source = scanner.source
        let column =
            start == 0 || source[start - 1] == UInt8(ascii: "\n")
            ? 1 : FormatDetector.column(of: start, in: source, lowerBound: 0, lowerColumn: 1)
        var scanner = self.scanner
        scanner.stopAt = boundaries[index + 1]
        scanner.isFinal = scanner.isFinal || index + 1 < chunkCount
        return scanner.scan(from: start, column: column)
    }

    /// Chunk `index` parsed on the calling thread, from where the previous one stopped.
    func scanInOrder(_ index: Int, after previous: CollectionChunk?) -> CollectionChunk {
        scan(index, from: previous?.nextStart ?? boundaries[index])
    }

    /// The chunks in order, checked and re-parsed where a guessed boundary was wrong; nil once
    /// cancelled. `index` must count up from 0.
    func chunk(_ index: Int, after previous: CollectionChunk?) -> CollectionChunk? {
        let parsed: CollectionChunk? = shared.wait(until: { $0.results[index] != nil || $0.cancelled }) { shared in
            shared.taken = index + 1
            return shared.results.removeValue(forKey: index)
        }
        shared.update { _ in }  // wakes the workers waiting for room
        guard let parsed else { return nil }
        guard let previous, previous.nextStart != parsed.firstRecordStart else { return parsed }
        // The previous chunk's last record ran past the boundary, or resumed after a bad record
        // beyond it: this chunk starts where that scan stopped.
        return scan(index, from: previous.nextStart)
    }
}
