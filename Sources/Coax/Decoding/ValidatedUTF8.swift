/// Strings made from bytes the parser has already validated as UTF-8 (string contents on a
/// document's tape, or their unescaped form), copied without validating them a second time.
///
/// Sound because the parser rejects any document whose strings are not valid UTF-8, escapes
/// decode to whole scalars (a lone surrogate becomes U+FFFD), and a backslash (0x5C) never
/// occurs inside a multi-byte sequence, so text between escapes is whole sequences too. ASCII
/// text, checked here anyway for String's flag, needs no trust at all. The one assumption is the
/// document's: its bytes stay as parsed, which holds because a document owns a copy of its input
/// (files are read, never memory-mapped).
enum ValidatedUTF8 {
    /// A string holding `bytes`, which must be valid UTF-8.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Telling String the text is ASCII keeps its fast paths (counting, comparing) for it.
        String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII(bytes)))
    }

    /// Whether every byte is below 0x80, eight bytes at a time.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var position = 0
        while position + 8 <= bytes.count {
            guard raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 else {
                return false
            }
            position += 8
        }
        while position < bytes.count {
            guard base[position] < 0x80 else { return false }
            position += 1
        }
        return true
    }
}
