/// What was done to a document read with ``JSONParseOptions/replacesInvalidUTF8``: how many
/// invalid UTF-8 sequences became U+FFFD, and where the first one was in the input.
///
/// ```swift
/// var options = JSONParseOptions()
/// options.replacesInvalidUTF8 = true
/// let document = try JSONDocument(parsing: [0x22, 0x61, 0xFF, 0x22], options: options)
/// document.root.string                            // → "a\u{FFFD}"
/// document.invalidUTF8?.count                     // → 1
/// document.invalidUTF8?.firstLocation.description // → "1:3"
/// ```
public struct InvalidUTF8Replacement: Sendable, Hashable {
    /// The number of invalid sequences replaced, each by one U+FFFD.
    public let count: Int
    /// Where the first one was, in the input as read (byte offset, line and column).
    public let firstLocation: SourceLocation
}

extension SourceBuffer {
    /// The source with every invalid UTF-8 sequence replaced by U+FFFD, and how many there were;
    /// nil when the source is valid. Each maximal subpart of an invalid sequence (a lead byte and
    /// the continuation bytes that could still follow it) becomes one U+FFFD, as Unicode
    /// recommends and as Swift's `String(decoding:as:)` does.
    ///
    /// - Complexity: O(count), two passes (the size of the result, then the result).
    func replacingInvalidUTF8() -> (source: SourceBuffer, count: Int)? {
        let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
        var count = 0
        var length = 0
        forEachRun { run in
            switch run {
            case .valid(let range): length += range.count
            case .invalid:
                length += replacement.count
                count += 1
            }
        }
        guard count > 0 else { return nil }
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: length + SourceBuffer.padding)
        var written = 0
        forEachRun { run in
            switch run {
            case .valid(let range):
                (output + written).initialize(from: base + range.lowerBound, count: range.count)
                written += range.count
            case .invalid:
                (output + written).initialize(from: replacement, count: replacement.count)
                written += replacement.count
            }
        }
        return (SourceBuffer(adopting: output, count: length), count)
    }

    private enum Run {
        /// Bytes that are valid UTF-8.
        case valid(Range<Int>)
        /// One maximal subpart of an invalid sequence.
        case invalid
    }

    /// Calls `body` with the valid runs and invalid subparts of the source, in order.
    private func forEachRun(_ body: (Run) -> Void) {
        var runStart = 0
        var position = 0
        while position < count {
            let lead = base[position]
            if lead < 0x80 {
                position += 1
                continue
            }
            let length = StringScanner.sequenceLength(lead)
            var valid = 0
            if length > 1 {
                valid = 1
                let second = StringScanner.secondByteRange(after: lead)
                if position + 1 < count, second.contains(base[position + 1]) {
                    valid = 2
                    while valid < length, position + valid < count, base[position + valid] & 0xC0 == 0x80 {
                        valid += 1
                    }
                }
            }
            if length > 1, valid == length {
                position += length
                continue
            }
            if runStart < position { body(.valid(runStart..<position)) }
            body(.invalid)
            position += max(1, valid)
            runStart = position
        }
        if runStart < count { body(.valid(runStart..<count)) }
    }
}
