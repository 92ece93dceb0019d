/// Where a generated document goes: kept whole in memory, or handed out in chunks (to a file).
struct DocumentSink {
    /// How many bytes to buffer before handing a chunk out.
    static let chunkSize = 1 << 20

    var writer: JSONByteWriter
    private let consume: ((ArraySlice<UInt8>) throws(SampleWriteError) -> Void)?

    /// A sink that keeps every byte; read them from `writer.bytes` at the end.
    init(keepingCapacity capacity: Int) {
        writer = JSONByteWriter(capacity: capacity)
        consume = nil
    }

    /// A sink that hands out chunks of about ``chunkSize`` bytes as they fill.
    init(consume: @escaping (ArraySlice<UInt8>) throws(SampleWriteError) -> Void) {
        writer = JSONByteWriter(capacity: Self.chunkSize + Self.chunkSize / 4)
        self.consume = consume
    }

    /// Bytes written so far, handed out or not.
    var count: Int { writer.count }

    /// Hands out the buffer when it has reached a chunk; call between elements.
    mutating func flushIfFull() throws(SampleWriteError) {
        if let consume, writer.bytes.count >= Self.chunkSize {
            try consume(writer.drain())
        }
    }

    /// Writes array elements one after another until the document is about `target` bytes:
    /// element `n` gets its own random stream `n` of `seed` (so its content does not depend on
    /// the elements before it), and writing stops when one more element of the average size so
    /// far would overshoot `target`, less the `reserve` kept for what closes the document, by more
    /// than stopping undershoots it. At least one element is written.
    ///
    /// - Returns: How many elements were written.
    mutating func writeElements(
        seed: UInt64, target: Int, reserve: Int,
        _ writeElement: (_ number: Int, _ random: inout SeededRandomNumberGenerator, _ writer: inout JSONByteWriter) ->
            Void
    ) throws(SampleWriteError) -> Int {
        let start = count
        var written = 0
        repeat {
            var random = SeededRandomNumberGenerator(seed: seed, stream: UInt64(written))
            writeElement(written, &random, &writer)
            written += 1
            try flushIfFull()
        } while count + reserve + (count - start) / written / 2 < target
        return written
    }

    /// Hands out whatever is left.
    mutating func finish() throws(SampleWriteError) {
        if let consume, !writer.bytes.isEmpty {
            try consume(writer.drain())
        }
    }
}
