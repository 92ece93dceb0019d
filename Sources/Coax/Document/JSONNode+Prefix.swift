/// Bounded reads of long strings: what a screen shows of a 6 MB string without decoding it all.
extension JSONNode {
    /// The string's length in source bytes between its quotes, escapes as written.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #""caf\u00e9""#).root.rawStringByteCount   // 9
    /// ```
    ///
    /// - Complexity: O(1) for strings under 32 MiB of source; longer ones are scanned.
    package var rawStringByteCount: Int? {
        guard kind == .string else { return nil }
        return document.rawStringRange(at: index).length
    }

    /// The start of the string, decoding at most `maxBytes` bytes of its source, and whether
    /// that is the whole string. The cut never splits a UTF-8 sequence, an escape or a surrogate
    /// pair, so the prefix is exactly the start of ``string``.
    ///
    /// ```swift
    /// let node = try JSONDocument(parsing: #""Grüße aus Köln""#).root
    /// node.stringPrefix(maxBytes: 6)   // (text: "Grüß", isWhole: false)
    /// node.stringPrefix(maxBytes: 99)  // (text: "Grüße aus Köln", isWhole: true)
    /// ```
    ///
    /// - Complexity: O(`maxBytes`) for strings under 32 MiB of source.
    ///
    /// - Parameter maxBytes: the most source bytes decoded; the cut may stop a few bytes short of it.
    /// - Returns: The decoded start and whether it is the whole string; nil when this is not a string.
    package func stringPrefix(maxBytes: Int) -> (text: String, isWhole: Bool)? {
        guard kind == .string else { return nil }
        let entry = document.tape[index]
        if let length = entry.storedStringLength, length <= maxBytes {
            return (document.decodedString(at: index), true)
        }
        let (start, cut, whole) = prefixCut(maxBytes: maxBytes)
        let raw = document.source.slice(start, cut - start)
        let hasEscapes = entry.stringFlags & TapeEntry.Flag.hasEscapes != 0
        return (hasEscapes ? StringDecoder.decode(raw) : String(decoding: raw, as: UTF8.self), whole)
    }

    /// The start of the string's raw text between the quotes, escapes as written, at most
    /// `maxBytes` bytes, and whether that is the whole string; cut as ``stringPrefix(maxBytes:)``.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #""caf\u00e9 au lait""#).root.rawStringPrefix(maxBytes: 9)
    /// // (text: "caf\\u00e9", isWhole: false)
    /// ```
    ///
    /// - Complexity: O(`maxBytes`) for strings under 32 MiB of source.
    ///
    /// - Parameter maxBytes: the most source bytes taken.
    /// - Returns: The raw start and whether it is the whole string; nil when this is not a string.
    package func rawStringPrefix(maxBytes: Int) -> (text: String, isWhole: Bool)? {
        guard kind == .string else { return nil }
        let (start, cut, whole) = prefixCut(maxBytes: maxBytes)
        return (document.source.string(start, cut - start), whole)
    }

    /// Where a prefix of at most `maxBytes` source bytes ends: after the last complete character
    /// or escape (a high surrogate escape stays with its low half), or at the closing quote.
    private func prefixCut(maxBytes: Int) -> (start: Int, cut: Int, isWhole: Bool) {
        let entry = document.tape[index]
        let start = entry.offset + 1
        let source = document.source
        if let length = entry.storedStringLength, length <= maxBytes { return (start, start + length, true) }
        var offset = start
        var cut = start
        let limit = min(source.count, start + max(0, maxBytes))
        while offset < limit {
            let byte = source[offset]
            if byte == UInt8(ascii: "\"") { return (start, offset, true) }
            if byte == UInt8(ascii: "\\") {
                var length = 2
                if isSurrogateEscape(at: offset, in: source, high: true),
                    isSurrogateEscape(at: offset + 6, in: source, high: false)
                {
                    length = 12
                } else if offset + 1 < source.count, source[offset + 1] == UInt8(ascii: "u") {
                    length = 6
                }
                guard offset + length <= limit else { break }
                offset += length
                cut = offset
                continue
            }
            offset += 1
            // A UTF-8 sequence ends where the next byte is not a continuation byte.
            if offset >= source.count || source[offset] & 0xC0 != 0x80 { cut = offset }
        }
        return (start, cut, offset >= source.count)
    }

    /// Whether a `\uXXXX` escape at `offset` is a high (`\uD800`…`\uDBFF`) or low
    /// (`\uDC00`…`\uDFFF`) surrogate.
    private func isSurrogateEscape(at offset: Int, in source: SourceBuffer, high: Bool) -> Bool {
        guard offset + 5 < source.count, source[offset] == UInt8(ascii: "\\"), source[offset + 1] == UInt8(ascii: "u")
        else { return false }
        let first = source[offset + 2] | 0x20
        let second = source[offset + 3] | 0x20
        let range = high ? UInt8(ascii: "8")...UInt8(ascii: "b") : UInt8(ascii: "c")...UInt8(ascii: "f")
        return first == UInt8(ascii: "d") && range.contains(second)
    }
}
