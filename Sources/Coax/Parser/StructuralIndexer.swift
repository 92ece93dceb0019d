import CCoaxBlocks

/// The parser's first pass: finds where tokens start, 64 bytes at a time, so that the state
/// machine jumps from token to token instead of reading every byte.
///
/// Each 64-byte block is sorted into bitmasks by the C classifier (`CCoaxBlocks`: AVX2, SSE4.2
/// or NEON, chosen at run time; plain C elsewhere): quotes, backslashes, the six operators
/// `{}[]:,`, whitespace, control bytes and non-ASCII bytes. From those masks, with a few carries
/// from block to block, it marks the **token starts**:
///
/// - every quote that a backslash does not escape (opening and closing quotes alike);
/// - every backslash inside a string that starts an escape;
/// - every operator outside strings;
/// - every byte outside strings that starts a run of other bytes (`true`, `-12.5`, or junk),
///   that is, a byte that is none of the above and not whitespace, after one that was.
///
/// So between the end of a token and the next mark there is only whitespace, and inside a string
/// the next mark is its closing quote or its next escape. Strings are where the masks can say no
/// more: it records the first control byte inside a string and the first byte of the first
/// invalid UTF-8 sequence anywhere (validated a block at a time, skipping blocks of ASCII) in
/// ``firstSuspect``, and the parser leaves any string that reaches it to the byte-at-a-time path,
/// which then reports the error exactly as it always has.
///
/// The masks describe the input as read from `start`, which must be outside any string; the
/// parser relies on them only for as far as its own reading agrees (see
/// `JSONParser.runIndexed`), so a wrong guess about strings past an error costs nothing.
///
/// Blocks are classified a chunk (64 KiB) at a time, as the parser reaches them, and the chunk's
/// marks listed as offsets in order, so the marks take at most 256 KiB whatever the size of the
/// input, and the input is read again while still in cache.
///
/// ```swift
/// // Marks of `{"a": [1, true]}` read from 0: { " " : [ 1 , t ] }
/// var indexer = StructuralIndexer(base: bytes, start: 0, end: 16, level: StructuralIndexer.bestLevel)
/// indexer.next(from: 5)   // → 6, the '[' after the blank
/// ```
struct StructuralIndexer {
    /// The fastest classifier this processor supports.
    static let bestLevel = Int32(coax_best_block_level())

    /// Every classifier level this processor supports (the tests compare them).
    static let supportedLevels: [Int32] = [COAX_BLOCKS_PORTABLE, COAX_BLOCKS_SSE42, COAX_BLOCKS_AVX2, COAX_BLOCKS_NEON]
        .map { Int32($0) }.filter { coax_block_level_is_supported($0) != 0 }

    /// Blocks classified per chunk.
    static let chunkBlocks = 1024

    /// The chunk's buffers: the classes of its blocks, and its token starts as offsets from the
    /// chunk's first byte, in order.
    private final class Buffers {
        let classes: UnsafeMutablePointer<CoaxBlockClasses>
        let marks: UnsafeMutablePointer<UInt32>

        init(blocks: Int) {
            classes = .allocate(capacity: blocks)
            marks = .allocate(capacity: blocks * 64)
        }

        deinit {
            classes.deallocate()
            marks.deallocate()
        }
    }

    private let base: UnsafePointer<UInt8>
    private let end: Int
    private let level: Int32
    private let capacity: Int
    private let buffers: Buffers
    private let classes: UnsafeMutablePointer<CoaxBlockClasses>
    private let marks: UnsafeMutablePointer<UInt32>
    /// The chunk whose marks are in `marks`: blocks from `chunkStart` up to `chunkEnd` (which may
    /// pass `end` by less than a block; nothing past `end` is marked).
    private var chunkStart: Int
    private var chunkEnd: Int
    /// The chunk's marks, and the first of them not yet passed.
    private var markCount = 0
    private var cursor = 0
    /// All ones when the previous block ended inside a string, else zero.
    private var inString: UInt64 = 0
    /// 1 when the previous block ended with a backslash that escapes this block's first byte.
    private var nextEscaped: UInt64 = 0
    /// 1 when the previous block's last byte belonged to a run of non-token bytes (a number,
    /// a literal, junk), so this block's first byte does not start one.
    private var previousInRun: UInt64 = 0
    /// UTF-8 has been validated up to here (a sequence may run into the next block).
    private var utf8CheckedTo: Int
    /// The first control byte inside a string or first byte of invalid UTF-8 seen so far, or
    /// `Int.max`. Every block before the last mark returned by ``next(from:)`` has been checked.
    private(set) var firstSuspect = Int.max

    /// An indexer of `base[start ..< end]`; `start` must not be inside a string. Bytes from
    /// `end` on are never read.
    init(base: UnsafePointer<UInt8>, start: Int, end: Int, level: Int32) {
        self.base = base
        self.end = end
        self.level = level
        capacity = max(1, min(Self.chunkBlocks, (end - start + 63) / 64))
        buffers = Buffers(blocks: capacity)
        classes = buffers.classes
        marks = buffers.marks
        chunkStart = start
        chunkEnd = start
        utf8CheckedTo = start
    }

    /// The first token start at or after `position`, or `end` when only whitespace follows (or
    /// the rest is inside a string that never closes). Positions asked for must not decrease:
    /// marks before `position` are passed for good.
    ///
    /// - Complexity: O(1) amortized: the parser asks for nearly every mark in turn.
    @inline(__always)
    mutating func next(from position: Int) -> Int {
        while true {
            guard cursor < markCount else {
                guard chunkEnd < end else { return end }
                classifyNextChunk()
                continue
            }
            let mark = chunkStart + Int(marks[cursor])
            if mark >= position { return mark }
            cursor += 1
        }
    }

    /// Classifies the next chunk and lists its marks.
    private mutating func classifyNextChunk() {
        chunkStart = chunkEnd
        let remaining = end - chunkStart
        let blockCount = min(capacity, (remaining + 63) >> 6)
        let fullBlocks = min(blockCount, remaining >> 6)
        coax_classify_blocks(level, base + chunkStart, fullBlocks, classes)
        if fullBlocks < blockCount {
            // The last bytes, copied so that nothing past `end` is read, zeros after them.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { tail in
                let tailStart = chunkStart + fullBlocks << 6
                _ = tail.initialize(from: UnsafeBufferPointer(start: base + tailStart, count: end - tailStart))
                for index in (end - tailStart)..<64 { tail.initializeElement(at: index, to: 0) }
                coax_classify_blocks(level, tail.baseAddress, 1, classes + fullBlocks)
            }
        }
        var count = 0
        for block in 0..<blockCount {
            var word = markBlock(classes[block], at: chunkStart + block << 6)
            let blockOffset = UInt32(truncatingIfNeeded: block << 6)
            while word != 0 {
                marks[count] = blockOffset + UInt32(truncatingIfNeeded: word.trailingZeroBitCount)
                count += 1
                word &= word &- 1
            }
        }
        markCount = count
        cursor = 0
        chunkEnd = chunkStart + blockCount << 6
    }

    /// The token starts of the block at `blockStart`, given its classes; updates the carries.
    @inline(__always)
    private mutating func markBlock(_ classes: CoaxBlockClasses, at blockStart: Int) -> UInt64 {
        let remaining = end - blockStart
        let inInput: UInt64 = remaining >= 64 ? ~0 : (1 << UInt64(remaining)) &- 1
        var escaped = nextEscaped
        var escapeStarts: UInt64 = 0
        let backslashes = classes.backslashes & inInput
        if backslashes == 0 {
            nextEscaped = 0
        } else {
            (escapeStarts, escaped, nextEscaped) = Self.escapes(backslashes, firstEscaped: nextEscaped)
        }
        let quotes = classes.quotes & inInput & ~escaped
        // Bit i of the parity is set when an odd number of quotes are at or before i: from an
        // opening quote up to, not including, its closing quote.
        let inside = Self.prefixParity(quotes) ^ inString
        inString = 0 &- (inside >> 63)
        let operators = classes.operators & ~inside
        let inRun = ~(classes.operators | classes.whitespace | quotes) & ~inside & inInput
        let runStarts = inRun & ~(inRun << 1 | previousInRun)
        previousInRun = inRun >> 63
        if firstSuspect == .max {
            let controls = classes.controls & inside & inInput
            if controls != 0 { firstSuspect = blockStart + controls.trailingZeroBitCount }
            let nonASCII = classes.nonASCII & inInput
            if nonASCII != 0 || utf8CheckedTo > blockStart { validateUTF8(nonASCII, at: blockStart) }
        }
        return operators | quotes | (escapeStarts & inside) | runStarts
    }

    /// The backslashes that start an escape, the bytes they escape, and whether the last byte's
    /// backslash escapes the next block's first byte. `firstEscaped` (0 or 1) says whether this
    /// block's first byte is escaped. Backslashes are rare, so it walks them one by one.
    @inline(__always)
    static func escapes(
        _ backslashes: UInt64, firstEscaped: UInt64
    ) -> (starts: UInt64, escaped: UInt64, carry: UInt64) {
        var escaped = firstEscaped
        var starts: UInt64 = 0
        var carry: UInt64 = 0
        var pending = backslashes
        while pending != 0 {
            let bit = pending & (0 &- pending)
            pending ^= bit
            guard escaped & bit == 0 else { continue }
            starts |= bit
            if bit == 1 << 63 { carry = 1 } else { escaped |= bit << 1 }
        }
        return (starts, escaped, carry)
    }

    /// Bit i of the result is the parity of the bits of `bits` at i and below.
    @inline(__always)
    static func prefixParity(_ bits: UInt64) -> UInt64 {
        var parity = bits
        parity ^= parity << 1
        parity ^= parity << 2
        parity ^= parity << 4
        parity ^= parity << 8
        parity ^= parity << 16
        parity ^= parity << 32
        return parity
    }

    /// Validates the UTF-8 sequences that start in the block at `blockStart` (its non-ASCII bytes
    /// are `nonASCII`), reading into the next block for a sequence that crosses into it.
    private mutating func validateUTF8(_ nonASCII: UInt64, at blockStart: Int) {
        let checked = utf8CheckedTo - blockStart
        guard checked < 64 else { return }
        var pending = checked > 0 ? nonASCII & (~0 << UInt64(checked)) : nonASCII
        while pending != 0 {
            let start = blockStart + pending.trailingZeroBitCount
            let length = sequenceLength(at: start)
            guard length > 0 else {
                firstSuspect = min(firstSuspect, start)
                return
            }
            let next = start + length - blockStart
            guard next < 64 else {
                utf8CheckedTo = blockStart + next
                return
            }
            pending &= ~0 << UInt64(next)
        }
    }

    /// The length of the valid UTF-8 sequence at `start` (a byte of 0x80 or above), or 0.
    @inline(__always)
    private func sequenceLength(at start: Int) -> Int {
        let lead = base[start]
        let length = StringScanner.sequenceLength(lead)
        guard length > 1, start + length <= end, StringScanner.secondByteRange(after: lead).contains(base[start + 1])
        else { return 0 }
        if length > 2, base[start + 2] & 0xC0 != 0x80 { return 0 }
        if length > 3, base[start + 3] & 0xC0 != 0x80 { return 0 }
        return length
    }

    /// Whether `byte` may follow a number or a literal directly: whitespace, an operator, a quote.
    /// Any other byte would make one run of bytes with it, which the marks do not split.
    @inline(__always)
    static func endsRun(_ byte: UInt8) -> Bool {
        let below64: UInt64 = 1 << 0x09 | 1 << 0x0A | 1 << 0x0D | 1 << 0x20 | 1 << 0x22 | 1 << 0x2C | 1 << 0x3A
        let below128: UInt64 = 1 << (0x5B - 64) | 1 << (0x5D - 64) | 1 << (0x7B - 64) | 1 << (0x7D - 64)
        if byte < 64 { return (below64 >> UInt64(byte)) & 1 != 0 }
        if byte < 128 { return (below128 >> UInt64(byte - 64)) & 1 != 0 }
        return false
    }
}
