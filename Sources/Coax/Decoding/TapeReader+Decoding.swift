import Foundation

/// The lenient decoder's reading of the tape: comparisons and conversions on its hot paths, on
/// top of ``TapeReader`` (whose invariants they rely on). Anything unusual (escaped keys,
/// over-long literals) returns nil so that the caller takes the general path.
extension TapeReader {
    /// Whether the key at `keyIndex` is exactly `wanted`; nil when the key must be decoded to tell.
    @inline(__always)
    func keyMatches(at keyIndex: Int, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool? {
        let entry = tape[keyIndex]
        guard entry.stringFlags & TapeEntry.Flag.hasEscapes == 0, let length = entry.storedStringLength else {
            return nil
        }
        guard length == wanted.count else { return false }
        guard let wantedBase = wanted.baseAddress else { return true }
        return TapeReader.equalBytes(UnsafeRawPointer(base + entry.offset + 1), UnsafeRawPointer(wantedBase), length)
    }

    /// Whether `count` bytes at `first` and `second` are equal. Coding keys are short, so up to
    /// 16 bytes are compared as two overlapping words (never reading outside the `count`
    /// bytes), which beats a call to `memcmp`.
    @inline(__always)
    static func equalBytes(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, _ count: Int) -> Bool {
        switch count {
        case 0:
            return true
        case 1...3:
            let head = first.load(as: UInt8.self) == second.load(as: UInt8.self)
            let tail =
                first.load(fromByteOffset: count - 1, as: UInt8.self)
                == second.load(fromByteOffset: count - 1, as: UInt8.self)
            let middle =
                first.load(fromByteOffset: count / 2, as: UInt8.self)
                == second.load(fromByteOffset: count / 2, as: UInt8.self)
            return head && tail && middle
        case 4...7:
            return first.loadUnaligned(as: UInt32.self) == second.loadUnaligned(as: UInt32.self)
                && first.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == second.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        case 8...16:
            return first.loadUnaligned(as: UInt64.self) == second.loadUnaligned(as: UInt64.self)
                && first.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == second.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        default:
            return memcmp(first, second, count) == 0
        }
    }

    /// The signature of the key at `keyIndex`, from its length and a few of its bytes (equal
    /// keys always get the same one). Nil for keys with escapes or of unstored length.
    @inline(__always)
    func keySignature(at keyIndex: Int) -> KeySignature? {
        let entry = tape[keyIndex]
        guard entry.stringFlags & TapeEntry.Flag.hasEscapes == 0, let length = entry.storedStringLength else {
            return nil
        }
        guard length > 0 else { return KeySignature(bit: 0) }
        let bytes = base + entry.offset + 1
        return KeySignature(
            bit: length &* 31 &+ Int(bytes[0]) &* 7 &+ Int(bytes[length - 1]) &* 13 &+ Int(bytes[length / 2]) &* 3)
    }

    func bool(at index: Int) -> Bool? {
        switch kind(at: index) {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The raw contents of the string at `index` (between the quotes) and whether they hold
    /// escapes; nil when the value is not a string or its length was too long to store.
    func storedRawString(at index: Int) -> (bytes: UnsafeBufferPointer<UInt8>, hasEscapes: Bool)? {
        let entry = tape[index]
        guard entry.kind == .string, let length = entry.storedStringLength else { return nil }
        return (
            UnsafeBufferPointer(start: base + entry.offset + 1, count: length),
            entry.stringFlags & TapeEntry.Flag.hasEscapes != 0
        )
    }

    /// Whether two keys without escapes have the same bytes.
    func rawKeysEqual(_ first: Int, _ second: Int) -> Bool {
        let one = tape[first]
        let other = tape[second]
        guard let length = one.storedStringLength, other.storedStringLength == length else { return false }
        return TapeReader.equalBytes(
            UnsafeRawPointer(base + one.offset + 1), UnsafeRawPointer(base + other.offset + 1), length)
    }

    /// Writes the text of a string's raw contents (already validated by the parser) with its
    /// escapes resolved into `output`, which holds at least `raw.count` bytes (escapes only
    /// shrink text: `\u00e9` is 6 bytes for 2). Returns the number of bytes written, which are
    /// valid UTF-8. Runs of plain text are copied whole.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>) -> Int {
        guard let source = raw.baseAddress else { return 0 }
        var read = 0
        var written = 0
        func hex(at position: Int) -> UInt32 {
            var value: UInt32 = 0
            for offset in 0..<4 where position + offset < raw.count {
                let byte = raw[position + offset]
                let digit: UInt8 =
                    switch byte {
                    case 0x30...0x39: byte - 0x30
                    case 0x41...0x46: byte - 0x41 + 10
                    case 0x61...0x66: byte - 0x61 + 10
                    default: 0
                    }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        while read < raw.count {
            let runEnd: Int
            if let found = memchr(source + read, Int32(UInt8(ascii: "\\")), raw.count - read) {
                runEnd = source.distance(to: found.assumingMemoryBound(to: UInt8.self))
            } else {
                runEnd = raw.count
            }
            (output + written).update(from: source + read, count: runEnd - read)
            written += runEnd - read
            read = runEnd
            guard read + 1 < raw.count else { break }
            let escape = raw[read + 1]
            read += 2
            switch escape {
            case UInt8(ascii: "b"): output[written] = 0x08
            case UInt8(ascii: "f"): output[written] = 0x0C
            case UInt8(ascii: "n"): output[written] = 0x0A
            case UInt8(ascii: "r"): output[written] = 0x0D
            case UInt8(ascii: "t"): output[written] = 0x09
            case UInt8(ascii: "u"):
                var scalar = hex(at: read)
                read += 4
                if (0xD800...0xDBFF).contains(scalar), read + 5 < raw.count,
                    raw[read] == UInt8(ascii: "\\"), raw[read + 1] == UInt8(ascii: "u")
                {
                    let low = hex(at: read + 2)
                    if (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        read += 6
                    }
                }
                // A lone surrogate cannot be UTF-8; it becomes U+FFFD, as the document's own decoding does.
                let value = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                for unit in value.utf8 {
                    output[written] = unit
                    written += 1
                }
                continue
            default:
                // `"`, `\\` and `/` stand for themselves; the parser admits no other escape, and a
                // byte that is not ASCII would not be UTF-8 on its own.
                output[written] = escape < 0x80 ? escape : UInt8(ascii: "?")
            }
            written += 1
        }
        return written
    }

    /// The number literal's bytes at `index`, when it is a number of stored length.
    func storedNumberBytes(at index: Int) -> UnsafeBufferPointer<UInt8>? {
        let entry = tape[index]
        guard entry.kind == .number, entry.payload < TapeEntry.maximumPayload, entry.payload > 0 else {
            return nil
        }
        return UnsafeBufferPointer(start: base + entry.offset, count: Int(entry.payload))
    }

    func integer<T: FixedWidthInteger>(at index: Int, as type: T.Type) -> T? {
        storedNumberBytes(at: index).flatMap { NumberLiteralReader.integer($0, as: T.self) }
    }

    func decimal(at index: Int) -> Decimal? {
        storedNumberBytes(at: index).flatMap(NumberLiteralReader.decimal)
    }

    func double(at index: Int) -> Double? {
        guard let bytes = storedNumberBytes(at: index) else { return nil }
        if let value = NumberLiteralReader.double(bytes) { return value }
        guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }
}
