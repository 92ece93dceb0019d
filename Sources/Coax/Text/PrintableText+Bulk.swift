/// Escaping long text a run of bytes at a time: the same decisions as ``PrintableText/escape(_:style:)``
/// takes scalar by scalar, made on the UTF-8 bytes, so that escaping a 10 MB string costs a pass
/// over its bytes rather than a `String` per character.
extension PrintableText {
    /// Appends `text` to `output` as ``escaped(_:style:)`` writes it, stopping after `limit` of its
    /// scalars. Returns whether scalars were left out (the text has more than `limit`).
    ///
    /// ```swift
    /// var line = "\""
    /// PrintableText.appendEscaped("a\nb", style: .json, limit: 2, to: &line)   // → true
    /// line                                                                     // → "\"a\\n"
    /// ```
    ///
    /// - Complexity: O(*n*) in the UTF-8 bytes written, with one `String` append per 64 KiB.
    @discardableResult
    static func appendEscaped<S: StringProtocol>(
        _ text: S, style: EscapeStyle, limit: Int = .max, to output: inout String
    ) -> Bool {
        let written = text.utf8.withContiguousStorageIfAvailable { bytes in
            appendEscaped(utf8: bytes, style: style, limit: limit, to: &output)
        }
        if let written { return written }
        return Array(text.utf8).withUnsafeBufferPointer { bytes in
            appendEscaped(utf8: bytes, style: style, limit: limit, to: &output)
        }
    }

    /// Whether any character of `text` is escaped in `style`.
    ///
    /// ```swift
    /// PrintableText.containsEscapes("plain text", style: .json)   // → false
    /// PrintableText.containsEscapes("say \"hi\"", style: .json)   // → true
    /// ```
    static func containsEscapes(_ text: String, style: EscapeStyle) -> Bool {
        var text = text
        let escapes = style == .json ? jsonASCIIEscapes : plainASCIIEscapes
        return text.withUTF8 { bytes in
            escapes.withUnsafeBufferPointer { escapes in
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte < 0x80 {
                        if escapes[Int(byte) &* 8] != 0 { return true }
                        index += 1
                        continue
                    }
                    let (scalar, length) = scalar(at: index, in: bytes)
                    if let scalar, escape(scalar, style: style) != nil { return true }
                    index += length
                }
                return false
            }
        }
    }

    /// The escapes of the ASCII characters: 8 bytes per character, its escape's length (0 when
    /// it is shown as is) then the escape (at most 6 bytes: `\u001b`). Made by asking
    /// ``escape(_:style:)`` about each of the 128, so the byte-level code cannot disagree with it.
    private static let plainASCIIEscapes = asciiEscapes(.plain)
    private static let jsonASCIIEscapes = asciiEscapes(.json)

    private static func asciiEscapes(_ style: EscapeStyle) -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 128 * 8)
        for value in 0..<UInt8(0x80) {
            let escaped = Array((escape(Unicode.Scalar(value), style: style) ?? "").utf8.prefix(7))
            table[Int(value) * 8] = UInt8(escaped.count)
            for (offset, byte) in escaped.enumerated() { table[Int(value) * 8 + 1 + offset] = byte }
        }
        return table
    }

    /// The scalar whose UTF-8 starts at `index` (a lead byte of valid UTF-8, as a `String`'s bytes
    /// are) and its length in bytes; the scalar is nil only for bytes that are not valid UTF-8.
    private static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Unicode.Scalar?, Int) {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count else { return (nil, bytes.count - index) }
        var value = UInt32(lead) & (0x7F >> UInt32(length))
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value), length)
    }

    private static func appendEscaped(
        utf8 bytes: UnsafeBufferPointer<UInt8>, style: EscapeStyle, limit: Int, to output: inout String
    ) -> Bool {
        let escapes = style == .json ? jsonASCIIEscapes : plainASCIIEscapes
        return escapes.withUnsafeBufferPointer { escapes in
            appendEscaped(utf8: bytes, style: style, escapes: escapes, limit: limit, to: &output)
        }
    }

    private static func appendEscaped(
        utf8 bytes: UnsafeBufferPointer<UInt8>, style: EscapeStyle, escapes: UnsafeBufferPointer<UInt8>, limit: Int,
        to output: inout String
    ) -> Bool {
        // Output is gathered in a buffer (at most 64 KiB) and appended to `output` when nearly
        // full. Invariant for the unchecked writes: a scalar is written as at most 12 bytes (an
        // escaped surrogate pair), and before each one `filled <= capacity - 16`.
        let capacity = 12 * min(bytes.count, limit, 5 * 1024) + 16
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var filled = 0
        var index = 0
        var scalars = 0
        var isCut = false
        while index < bytes.count {
            if scalars == limit {
                isCut = true
                break
            }
            if filled > capacity - 16 {
                output += String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<filled]), as: UTF8.self)
                filled = 0
            }
            let byte = bytes[index]
            scalars += 1
            if byte < 0x80 {
                let slot = Int(byte) &* 8
                let length = Int(escapes[slot])
                if length == 0 {
                    buffer[filled] = byte
                    filled += 1
                } else {
                    for offset in 1...length {
                        buffer[filled] = escapes[slot &+ offset]
                        filled += 1
                    }
                }
                index += 1
                continue
            }
            let (scalar, length) = scalar(at: index, in: bytes)
            if let scalar, let escaped = escape(scalar, style: style) {
                for escapedByte in escaped.utf8 {
                    buffer[filled] = escapedByte
                    filled += 1
                }
            } else {
                for offset in 0..<length {
                    buffer[filled] = bytes[index + offset]
                    filled += 1
                }
            }
            index += length
        }
        output += String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<filled]), as: UTF8.self)
        return isCut
    }
}
