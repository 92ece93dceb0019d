/// Gathers output lines and writes them to standard output in large pieces, so that printing
/// one line per document of a large collection costs one write per megabyte, not per line.
struct OutputBuffer {
    private var bytes: [UInt8] = []
    private static let flushSize = 1 << 20

    init() {
        bytes.reserveCapacity(OutputBuffer.flushSize + 4096)
    }

    mutating func append(_ more: [UInt8]) throws {
        bytes += more
        if bytes.count >= OutputBuffer.flushSize { try flush() }
    }

    mutating func append(_ text: String) throws {
        try append(Array(text.utf8))
    }

    mutating func flush() throws {
        guard !bytes.isEmpty else { return }
        // Written or not, the bytes go: a failed write is reported once and ends the command,
        // and what could not be written must not pile up behind it.
        defer { bytes.removeAll(keepingCapacity: true) }
        try StandardOutput.write(bytes)
    }
}
