/// JSON's four whitespace bytes (RFC 8259: space, tab, line feed, carriage return), and skipping
/// them: the parser, the collection readers and the blank-file check all skip the same bytes.
///
/// ```swift
/// let text: [UInt8] = Array(" \t\n[1]".utf8)
/// text.withUnsafeBufferPointer { JSONWhitespace.skip(in: $0.baseAddress!, from: 0, to: $0.count) }   // 3
/// ```
enum JSONWhitespace {
    /// Whether `byte` is one of JSON's whitespace bytes.
    @inline(__always)
    static func contains(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The first position at or after `start` whose byte is not whitespace, or `end`.
    ///
    /// Inlined: the parser calls it between every two tokens.
    @inline(__always)
    static func skip(in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var position = start
        while position < end, contains(base[position]) { position += 1 }
        return position
    }
}
