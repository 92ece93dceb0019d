/// Remembers verdicts by the shape of a value's text so that the engine runs once per shape,
/// not once per value: the analysis of a 100 MB file meets millions of numbers and strings.
///
/// The shape keeps every character but ASCII digits, and of each run of digits only what the
/// rules can see:
///
/// - the first run (the only one an integer is ever read from) keeps its length, its leading
///   zeros, and whether the rest is exactly `1`; other digits become `2`. That preserves the
///   order of magnitude (plausible Unix seconds), whether the value is zero (no date) and whether
///   the integer is exactly 0 or 1 (the Boolean reading);
/// - later runs (fractions, the rest of a date) keep their length and whether they are all
///   zeros (a zero fraction is not truncated, `0.00` is zero); their digits become `1`;
/// - a run of exactly 19 digits is marked `<`, `=` or `>` against 2^63, which decides whether
///   it fits `Int64`.
///
/// Values with a longer run, or with an exponent (whose value sets `Decimal`'s range), are
/// evaluated one by one, and so are strings with escapes and long strings. Tests hold cached
/// verdicts to direct ones, including values made to share a shape.
struct VerdictCache {
    private var table = ShapeTable()
    /// Per node of the analysis (when the caller names one): the shape met there last and its
    /// verdict. The values of one member mostly share a shape (`SKU-22222`, `Customer 22222`),
    /// so most lookups end with one comparison, before any hashing.
    private var recentShapes: [RecentShape] = []

    /// A shape of at most ``RecentShape/longest`` bytes, zero-padded to whole words, and its verdict.
    private struct RecentShape {
        static let longest = 32
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        /// 0 while there is none (a shape has at least its tag).
        var byteCount = 0
        var verdict = VerdictCache.falseVerdict

        /// Whether the shape is `shape` (`byteCount` bytes, zero-padded to whole words).
        @inline(__always)
        func matches(_ shape: UnsafePointer<UInt64>, byteCount: Int) -> Bool {
            guard self.byteCount == byteCount else { return false }
            let count = ShapeTable.wordCount(byteCount)
            guard words.0 == shape[0] else { return false }
            guard count > 1 else { return true }
            guard words.1 == shape[1] else { return false }
            guard count > 2 else { return true }
            return words.2 == shape[2] && (count == 3 || words.3 == shape[3])
        }

        /// Remembers `shape` (at most ``longest`` bytes) and its verdict.
        mutating func keep(_ shape: UnsafePointer<UInt64>, byteCount: Int, verdict: ValueVerdict) {
            let count = ShapeTable.wordCount(byteCount)
            words = (shape[0], count > 1 ? shape[1] : 0, count > 2 ? shape[2] : 0, count > 3 ? shape[3] : 0)
            self.byteCount = byteCount
            self.verdict = verdict
        }
    }

    /// Shapes are short; past this many, new shapes are evaluated without being remembered.
    static let capacity = 200_000
    /// Longer strings are evaluated directly (they rarely repeat a shape and rarely matter).
    static let longestCachedString = 48
    /// Room for a shape: a tag, a string's bytes and a mark per run of 19 digits; a number with
    /// no run longer than 19 digits and no exponent has at most 40 characters.
    private static let longestShape = 64

    /// The verdict for the number or string at `index` in `document`'s tape.
    mutating func verdict(document: JSONDocument, index: Int) -> ValueVerdict {
        verdict(document: document, reader: document.reader, index: index)
    }

    /// The verdict for the number or string at `index` in `document`'s tape, read with `reader`
    /// (the document's); `node`, when given (from 0), is the value's pattern in the analysis,
    /// whose last shape is tried first.
    mutating func verdict(document: JSONDocument, reader: TapeReader, index: Int, node: Int32 = -1) -> ValueVerdict {
        verdict(reader: reader, index: index, node: node) {
            ValueVerdict(evaluating: JSONNode(document: document, index: index))
        }
    }

    /// As ``verdict(document:reader:index:node:)``, for a value whose document is made only when
    /// the engine must evaluate it: `evaluate` gives the engine's verdict for the value at `index`.
    mutating func verdict(
        reader: TapeReader, index: Int, node: Int32 = -1, evaluate: () -> ValueVerdict
    ) -> ValueVerdict {
        let entry = reader.entry(at: index)
        let tag: UInt8
        let start: Int
        let length: Int
        switch entry.kind {
        case .number:
            tag = UInt8(ascii: "n")
            start = entry.offset
            length = reader.numberLength(at: index)
        case .string:
            guard entry.stringFlags & TapeEntry.Flag.hasEscapes == 0, let stored = entry.storedStringLength,
                stored <= VerdictCache.longestCachedString
            else {
                return evaluate()
            }
            tag = UInt8(ascii: "s")
            start = entry.offset + 1
            length = stored
        case .true:
            return VerdictCache.trueVerdict
        case .false:
            return VerdictCache.falseVerdict
        default:
            return evaluate()
        }
        let bytes = reader.bytes(from: start, count: length)
        // Room for the longest shape, in whole words for the table.
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.longestShape / 8) { words in
            guard let base = words.baseAddress, let count = VerdictCache.shape(tag: tag, bytes: bytes, into: base)
            else {
                return evaluate()
            }
            let remembers = node >= 0 && count <= RecentShape.longest
            let recent = Int(node)
            if remembers {
                if recent >= recentShapes.count {
                    recentShapes.append(
                        contentsOf: repeatElement(RecentShape(), count: recent + 1 - recentShapes.count))
                }
                if recentShapes[recent].matches(base, byteCount: count) { return recentShapes[recent].verdict }
            }
            let shape = UnsafeRawPointer(base)
            let hash = ShapeTable.hash(shape, byteCount: count)
            let verdict: ValueVerdict
            if let known = table.verdict(for: shape, byteCount: count, hash: hash) {
                verdict = known
            } else {
                verdict = evaluate()
                if table.count < VerdictCache.capacity {
                    table.insert(verdict, for: shape, byteCount: count, hash: hash)
                }
            }
            if remembers { recentShapes[recent].keep(base, byteCount: count, verdict: verdict) }
            return verdict
        }
    }

    /// Writes the shape of `bytes` into `words` (``longestShape`` bytes, the last word padded
    /// with zeros) and returns its length in bytes, or nil when the value must be evaluated on
    /// its own.
    ///
    /// Every byte of the value gives one byte of the shape, after the tag, and a run of exactly
    /// 19 digits one more (its mark), so whether the shape fits is known from the value's length
    /// and those marks alone.
    private static func shape(
        tag: UInt8, bytes: UnsafeBufferPointer<UInt8>, into words: UnsafeMutablePointer<UInt64>
    )
        -> Int?
    {
        let length = bytes.count
        guard length < longestShape else { return nil }
        var writer = ShapeWriter(words: words)
        writer.emit(tag)
        guard let source = bytes.baseAddress else { return writer.finish() }
        var position = 0
        var isFirstRun = true
        var previous: UInt8 = 0
        while position < length {
            let byte = source[position]
            guard isDigit(byte) else {
                // An exponent (after a digit or a point) sets Decimal's range: evaluated alone.
                if byte | 0x20 == UInt8(ascii: "e"), previous == UInt8(ascii: ".") || isDigit(previous) {
                    return nil
                }
                writer.emit(byte)
                previous = byte
                position &+= 1
                continue
            }
            var end = position &+ 1
            while end < length, isDigit(source[end]) { end &+= 1 }
            let run = UnsafeBufferPointer(start: source + position, count: end - position)
            guard run.count <= 19 else { return nil }
            if run.count == 19 {
                // The mark, and every byte still to come, must fit.
                guard writer.count + 1 + (length - position) <= longestShape else { return nil }
                writer.emit(int64Mark(run))
            }
            if isFirstRun {
                var zeros = 0
                while zeros < run.count, run[zeros] == UInt8(ascii: "0") { zeros &+= 1 }
                writer.emit(UInt8(ascii: "0"), times: zeros)
                let isOne = run.count - zeros == 1 && run[zeros] == UInt8(ascii: "1")
                writer.emit(isOne ? UInt8(ascii: "1") : UInt8(ascii: "2"), times: run.count - zeros)
                isFirstRun = false
            } else {
                let digit = run.allSatisfy { $0 == UInt8(ascii: "0") } ? UInt8(ascii: "0") : UInt8(ascii: "1")
                writer.emit(digit, times: run.count)
            }
            previous = source[end - 1]
            position = end
        }
        return writer.finish()
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") <= 9
    }

    /// Where 19 digits lie against 2^63 = 9223372036854775808: below (`<`), equal (`=`) or above
    /// (`>`). `Int64` holds up to 2^63 - 1 and down to -2^63, so this decides saturation.
    private static func int64Mark(_ digits: UnsafeBufferPointer<UInt8>) -> UInt8 {
        for (digit, limit) in zip(digits, twoToThe63) where digit != limit {
            return digit < limit ? UInt8(ascii: "<") : UInt8(ascii: ">")
        }
        return UInt8(ascii: "=")
    }

    private static let twoToThe63 = Array("9223372036854775808".utf8)

    private static let trueVerdict = ValueVerdict(evaluating: JSONValue.bool(true))
    private static let falseVerdict = ValueVerdict(evaluating: JSONValue.bool(false))
}

/// Builds a shape a byte at a time in a register and stores it a word at a time: the table
/// then reads whole words that were written whole (a word read right after being written byte
/// by byte cannot be forwarded from those stores, and waits).
private struct ShapeWriter {
    let words: UnsafeMutablePointer<UInt64>
    private var word: UInt64 = 0
    private var shift: UInt64 = 0
    /// Bytes written.
    private(set) var count = 0

    init(words: UnsafeMutablePointer<UInt64>) {
        self.words = words
    }

    @inline(__always)
    mutating func emit(_ byte: UInt8) {
        word |= UInt64(byte) &<< shift
        shift &+= 8
        count &+= 1
        if shift == 64 {
            words[(count &- 1) >> 3] = word
            word = 0
            shift = 0
        }
    }

    /// Emits `byte` `times` times, as many at once as the current word has room for (runs of
    /// digits become runs of one byte).
    @inline(__always)
    mutating func emit(_ byte: UInt8, times: Int) {
        let repeated = UInt64(byte) &* 0x0101_0101_0101_0101
        var remaining = times
        while remaining > 0 {
            let taken = min(Int(64 &- shift) >> 3, remaining)
            let bits = UInt64(taken) &* 8
            let mask: UInt64 = bits == 64 ? ~0 : (1 &<< bits) &- 1
            word |= (repeated & mask) &<< shift
            shift &+= bits
            count &+= taken
            remaining &-= taken
            if shift == 64 {
                words[(count &- 1) >> 3] = word
                word = 0
                shift = 0
            }
        }
    }

    /// Stores the last word, padded with zeros, and returns the length in bytes.
    mutating func finish() -> Int {
        if shift != 0 { words[count >> 3] = word }
        return count
    }
}
