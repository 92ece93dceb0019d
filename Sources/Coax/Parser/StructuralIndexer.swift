import CCoaxBlocks

/// The parser's first pass: finds where tokens start, 64 bytes at a time, so that the state
/// machine jumps from token to token instead of reading every byte.
///
/// The work is done in C (`CCoaxBlocks`, `coax_index_blocks`), with AVX-512, AVX2 or SSE4.2 on x86_64
/// and NEON on arm64, chosen at run time, and plain C elsewhere. Each 64-byte block is sorted
/// into bitmasks, one bit per byte: quotes, backslashes, the six operators `{}[]:,`, whitespace,
/// control bytes and non-ASCII bytes. Bit arithmetic on those masks, with a few carries from
/// block to block, finds the escaped bytes (runs of backslashes told apart by the parity of
/// their first bit, with one addition), what lies inside strings (the prefix parity of the
/// unescaped quotes, one carry-less multiplication) and marks the **token starts**:
///
/// - every quote that a backslash does not escape (opening and closing quotes alike);
/// - every backslash inside a string that starts an escape;
/// - every operator outside strings;
/// - every byte outside strings that starts a run of other bytes (`true`, `-12.5`, or junk),
///   that is, a byte that is none of the above and not whitespace, after one that was.
///
/// So between the end of a token and the next mark there is only whitespace, and inside a string
/// the next mark is its closing quote or its next escape. Strings are where the masks can say no
/// more: UTF-8 is validated a block at a time (three table lookups per byte, blocks of ASCII
/// skipped), and the first control byte inside a string or invalid UTF-8 sequence anywhere is
/// recorded in ``firstSuspect``; the parser leaves any string that reaches it to the
/// byte-at-a-time path, which then reports the error exactly as it always has.
///
/// The masks describe the input as read from `start`, which must be outside any string; the
/// parser relies on them only for as far as its own reading agrees (see
/// `JSONParser.runIndexed`), so a wrong guess about strings past an error costs nothing.
///
/// Blocks are indexed a chunk (64 KiB) at a time, as the parser reaches them, and the chunk's
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
    static let supportedLevels: [Int32] = [
        COAX_BLOCKS_PORTABLE, COAX_BLOCKS_SSE42, COAX_BLOCKS_AVX2, COAX_BLOCKS_AVX512, COAX_BLOCKS_NEON,
    ]
    .map { Int32($0) }.filter { coax_block_level_is_supported($0) != 0 }

    /// Blocks indexed per chunk.
    static let chunkBlocks = 1024

    /// The chunk's token starts as offsets from the chunk's first byte, in order (with the room
    /// `coax_index_blocks` asks for: it may write entries past the last mark, never past 64 for
    /// each block).
    private final class Marks {
        let offsets: UnsafeMutablePointer<UInt32>

        init(blocks: Int) {
            offsets = .allocate(capacity: blocks * 64 + 16)
        }

        deinit {
            offsets.deallocate()
        }
    }

    private let base: UnsafePointer<UInt8>
    private let end: Int
    private let level: Int32
    private let capacity: Int
    private let buffer: Marks
    private let marks: UnsafeMutablePointer<UInt32>
    /// The chunk whose marks are in `marks`: blocks from `chunkStart` up to `chunkEnd` (which may
    /// pass `end` by less than a block; nothing past `end` is marked).
    private var chunkStart: Int
    private var chunkEnd: Int
    /// The chunk's marks, and the first of them not yet passed.
    private var markCount = 0
    private var cursor = 0
    /// What the C pass carries from block to block: inside a string or not, a pending escape, a
    /// run of bytes going on, the last bytes for UTF-8, and the first suspect.
    private var state = CoaxIndexState(
        in_string: 0, next_escaped: 0, previous_in_run: 0, utf8_previous: 0, first_suspect: .max)
    /// A position at or before the first control byte inside a string and at or before the first
    /// byte of the first invalid UTF-8 sequence (up to three bytes early), or `Int.max`. Every
    /// chunk up to the last mark returned by ``next(from:)`` has been checked, and a problem
    /// inside a string shows at or before its closing quote, so a string whose closing quote was
    /// returned and lies before ``firstSuspect`` is clean.
    private(set) var firstSuspect = Int.max

    /// An indexer of `base[start ..< end]`; `start` must not be inside a string. Bytes from
    /// `end` on are never read.
    init(base: UnsafePointer<UInt8>, start: Int, end: Int, level: Int32) {
        self.base = base
        self.end = end
        self.level = level
        capacity = max(1, min(Self.chunkBlocks, (end - start + 63) / 64))
        buffer = Marks(blocks: capacity)
        marks = buffer.offsets
        chunkStart = start
        chunkEnd = start
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
                indexNextChunk()
                continue
            }
            let mark = chunkStart + Int(marks[cursor])
            if mark >= position { return mark }
            cursor += 1
        }
    }

    /// Lends the current chunk's marks to `coax_walk`, which may move the cursor within them; it
    /// comes back through ``takeBack(from:)`` before the next ``next(from:)``.
    @inline(__always)
    func lend(to walk: inout CoaxWalk) {
        walk.marks = UnsafePointer(marks)
        walk.mark_count = markCount
        walk.chunk_start = chunkStart
        walk.cursor = cursor
        walk.first_suspect = firstSuspect
    }

    /// Takes the cursor back from `coax_walk` (see ``lend(to:)``).
    @inline(__always)
    mutating func takeBack(from walk: CoaxWalk) {
        precondition(walk.cursor >= cursor && walk.cursor <= markCount)
        cursor = walk.cursor
    }

    /// Indexes the next chunk and lists its marks.
    private mutating func indexNextChunk() {
        chunkStart = chunkEnd
        let blockCount = min(capacity, (end - chunkStart + 63) >> 6)
        // `base[chunkStart ..< end]` is readable, `chunkStart < end`, and `marks` has room for
        // `capacity * 64 + 16` offsets: what `coax_index_blocks` needs.
        markCount = coax_index_blocks(level, base, chunkStart, blockCount, end, &state, marks)
        if state.first_suspect != .max {
            firstSuspect = min(firstSuspect, Int(truncatingIfNeeded: state.first_suspect))
        }
        cursor = 0
        chunkEnd = chunkStart + blockCount << 6
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
