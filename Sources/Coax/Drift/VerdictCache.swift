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

    /// Shapes are short; past this many, new shapes are evaluated without being remembered.
    static let capacity = 200_000
    /// Longer strings are evaluated directly (they rarely repeat a shape and rarely matter).
    static let longestCachedString = 48
    /// Room for a shape: a tag, a string's bytes and a mark per run of 19 digits; a number with
    /// no run longer than 19 digits and no exponent has at most 40 characters.
    private static let longestShape = 64

    /// The verdict for the number or string at `index` in `document`'s tape.
    mutating func verdict(document: JSONDocument, index: Int) -> ValueVerdict {
        let reader = document.reader
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
                return ValueVerdict(evaluating: JSONNode(document: document, index: index))
            }
            tag = UInt8(ascii: "s")
            start = entry.offset + 1
            length = stored
        case .true:
            return VerdictCache.trueVerdict
        case .false:
            return VerdictCache.falseVerdict
        default:
            return ValueVerdict(evaluating: JSONNode(document: document, index: index))
        }
        let bytes = reader.bytes(from: start, count: length)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.longestShape) { buffer -> ValueVerdict in
            guard let count = VerdictCache.shape(tag: tag, bytes: bytes, into: buffer) else {
                return ValueVerdict(evaluating: JSONNode(document: document, index: index))
            }
            let shape = UnsafeBufferPointer(rebasing: buffer[0..<count])
            let hash = ShapeTable.hash(shape)
            if let known = table.verdict(for: shape, hash: hash) { return known }
            let verdict = ValueVerdict(evaluating: JSONNode(document: document, index: index))
            if table.count < VerdictCache.capacity { table.insert(verdict, for: shape, hash: hash) }
            return verdict
        }
    }

    /// Writes the shape of `bytes` into `buffer` and returns its length, or nil when the value
    /// must be evaluated on its own.
    private static func shape(
        tag: UInt8, bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
        // Text without digits or dots (most strings: words, names, codes) is its own shape.
        if bytes.count < buffer.count, !bytes.contains(where: { isDigit($0) || $0 == UInt8(ascii: ".") }) {
            buffer[0] = tag
            if let source = bytes.baseAddress, let target = buffer.baseAddress {
                (target + 1).update(from: source, count: bytes.count)
            }
            return bytes.count + 1
        }
        var count = 0
        func emit(_ byte: UInt8, times: Int = 1) -> Bool {
            guard count + times <= buffer.count else { return false }
            for _ in 0..<times {
                buffer[count] = byte
                count += 1
            }
            return true
        }
        guard emit(tag) else { return nil }
        var position = 0
        var isFirstRun = true
        var previous: UInt8 = 0
        while position < bytes.count {
            let byte = bytes[position]
            guard isDigit(byte) else {
                let isExponent = byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                if isExponent, previous == UInt8(ascii: ".") || isDigit(previous) {
                    return nil
                }
                guard emit(byte) else { return nil }
                previous = byte
                position += 1
                continue
            }
            var end = position
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
            let run = UnsafeBufferPointer(rebasing: bytes[position..<end])
            guard run.count <= 19 else { return nil }
            if run.count == 19, !emit(int64Mark(run)) { return nil }
            if isFirstRun {
                var zeros = 0
                while zeros < run.count, run[zeros] == UInt8(ascii: "0") { zeros += 1 }
                guard emit(UInt8(ascii: "0"), times: zeros) else { return nil }
                let isOne = run.count - zeros == 1 && run[zeros] == UInt8(ascii: "1")
                guard emit(isOne ? UInt8(ascii: "1") : UInt8(ascii: "2"), times: run.count - zeros) else { return nil }
                isFirstRun = false
            } else {
                let digit = run.allSatisfy { $0 == UInt8(ascii: "0") } ? UInt8(ascii: "0") : UInt8(ascii: "1")
                guard emit(digit, times: run.count) else { return nil }
            }
            previous = bytes[end - 1]
            position = end
        }
        return count
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
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
