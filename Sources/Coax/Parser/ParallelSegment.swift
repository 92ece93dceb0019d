#if canImport(Glibc)
import Glibc
#endif

/// Speculative parsing of the second half of a large document on a second core.
///
/// The split is taken at a `,` near the middle that is followed by something other than a
/// string, which — outside a string — can only separate array elements. A second thread parses
/// from there to the end of the input; when it meets a closing bracket it did not open, it
/// records it and climbs into the enclosing container, whose kind it learns from the bracket or
/// from whether a key follows the next comma. The main parse stops at the first value at or
/// past the split; if it stopped exactly there, inside an array, and the containers open at
/// that point are exactly those the segment closed, kind for kind, the segment's tape is
/// appended (links shifted, child counts completed). Otherwise, or if the segment met anything
/// unexpected (the split was inside a string, the input is invalid), the segment is thrown away
/// and the main parse continues on its own: the result and its errors are always exactly those
/// of a one-thread parse.
///
/// Unchecked Sendable: `parser` and `result` are written by the segment's thread while it runs and
/// read by the main parse only after ``finish()`` or ``discard()`` joined that thread, which
/// orders every write before the reads; nothing else is shared but the cancellation flag.
final class ParallelSegment: @unchecked Sendable {
    /// What the segment produced.
    struct Result {
        let tape: UnsafeMutableBufferPointer<TapeEntry>
        let valueCount: Int
        /// Deepest nesting reached, relative to the split's level.
        let deepest: Int
        /// Containers closed that were opened before the split, innermost first.
        let underflows: [JSONParser.Underflow]
        /// Values completed at the outermost level reached: 1 when the document's root closed.
        let finalChildCount: UInt32
    }

    /// Documents smaller than this are parsed on one thread.
    static let defaultThreshold = 16 << 20
    private static let searchWindow = 1 << 20

    let start: Int
    private let cancellation = CancellationFlag()
    private let allocator: TapeAllocator
    private var parser: JSONParser
    private var result: JSONParser.SegmentOutcome = .pending
    private var worker: WorkerThread?

    private init(source: SourceBuffer, options: JSONParseOptions, start: Int) {
        self.start = start
        self.allocator = options.tapeAllocator
        self.parser = JSONParser(segmentOf: source, from: start, options: options, cancellation: cancellation)
    }

    /// Starts a segment parse when the document is large enough and a split point is found.
    static func start(source: SourceBuffer, options: JSONParseOptions, after firstValue: Int) -> ParallelSegment? {
        #if os(Linux)
        guard source.count >= options.parallelThreshold,
            let split = splitPoint(in: source, after: firstValue)
        else { return nil }
        let segment = ParallelSegment(source: source, options: options, start: split)
        guard
            let worker = WorkerThread.start(
                name: "coax-segment", cancellation: segment.cancellation,
                { _ in
                    segment.result =
                        segment.parser.parseSegment(from: segment.start).map(JSONParser.SegmentOutcome.parsed)
                        ?? .failed
                })
        else { return nil }
        segment.worker = worker
        return segment
        #else
        return nil
        #endif
    }

    /// Waits for the segment and hands over its result (once), or nil when it failed.
    func finish() -> Result? {
        join()
        guard case .parsed(let parsed) = result else { return nil }
        result = .taken
        return parsed
    }

    /// Cancels the segment if still running, waits for it and frees anything not handed over.
    func discard() {
        worker?.cancel()
        join()
        if case .parsed(let parsed) = result {
            allocator.release(parsed.tape.baseAddress)
            result = .taken
        }
    }

    private func join() {
        worker?.join()
        worker = nil
    }

    /// A `,` after the middle whose next non-blank byte starts a non-string value.
    static func splitPoint(in source: SourceBuffer, after firstValue: Int) -> Int? {
        let middle = firstValue + (source.count - firstValue) / 2
        let limit = min(source.count, middle + searchWindow)
        var position = middle
        while position < limit {
            guard let found = memchr(source.base + position, Int32(UInt8(ascii: ",")), limit - position) else {
                return nil
            }
            var next = source.base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            while next < limit, [0x20, 0x0A, 0x0D, 0x09].contains(source[next]) { next += 1 }
            guard next < limit else { return nil }
            switch source[next] {
            case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                return next
            default:
                position = next
            }
        }
        return nil
    }
}

extension JSONParser {
    /// The state of a segment parse as seen from the main thread.
    enum SegmentOutcome {
        case pending
        case parsed(ParallelSegment.Result)
        case failed
        case taken
    }
}
