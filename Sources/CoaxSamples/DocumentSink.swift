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

    /// Hands out whatever is left.
    mutating func finish() throws(SampleWriteError) {
        if let consume, !writer.bytes.isEmpty {
            try consume(writer.drain())
        }
    }
}
