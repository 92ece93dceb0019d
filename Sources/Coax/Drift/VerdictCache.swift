/// Remembers verdicts by the shape of a value's text so that the engine runs once per shape,
/// not once per value: the analysis of a 100 MB file meets millions of numbers and strings.
///
/// The shape keeps every character except that ASCII digits 2 to 9 all become `2`. Every rule
/// the verdict depends on sees the same thing in a value and in its shape: where digits are and
/// how many (cleaning, integer and decimal prefixes, significant digits, the order of magnitude
/// that makes plausible Unix seconds), which digits are 0 (zero dates, truncated fractions) and
/// which value is exactly 0 or 1 (Booleans). Two things do depend on the other digits, and values
/// showing them are evaluated one by one instead: a run of 19 or more digits (near `Int64`'s
/// limits) and an exponent (whose value sets `Decimal`'s range). Strings with escapes and long
/// strings are evaluated directly too. Tests hold cached verdicts to direct ones.
struct VerdictCache {
    private var verdicts: [String: ValueVerdict] = [:]
    private var scratch: [UInt8] = []

    /// Shapes are short; past this many, new shapes are evaluated without being remembered.
    static let capacity = 200_000
    /// Longer strings are evaluated directly (they rarely repeat a shape and rarely matter).
    static let longestCachedString = 48

    init() {
        scratch.reserveCapacity(VerdictCache.longestCachedString + 1)
    }

    /// The verdict for the number or string at `index` in `document`'s tape.
    mutating func verdict(document: JSONDocument, index: Int) -> ValueVerdict {
        let entry = document.tape[index]
        let tag: UInt8
        let start: Int
        let length: Int
        switch entry.kind {
        case .number:
            tag = UInt8(ascii: "n")
            start = entry.offset
            length = JSONNode(document: document, index: index).numberLength
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
        guard let shape = shape(tag: tag, bytes: document.source.slice(start, length)) else {
            return ValueVerdict(evaluating: JSONNode(document: document, index: index))
        }
        if let known = verdicts[shape] { return known }
        let verdict = ValueVerdict(evaluating: JSONNode(document: document, index: index))
        if verdicts.count < VerdictCache.capacity { verdicts[shape] = verdict }
        return verdict
    }

    /// The shape of `bytes`, or nil when the value must be evaluated on its own.
    private mutating func shape(tag: UInt8, bytes: UnsafeBufferPointer<UInt8>) -> String? {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(tag)
        var run = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                run += 1
                if run >= 19 { return nil }
                scratch.append(byte >= UInt8(ascii: "2") ? UInt8(ascii: "2") : byte)
            } else {
                if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"),
                    previous == UInt8(ascii: ".") || (previous >= UInt8(ascii: "0") && previous <= UInt8(ascii: "9"))
                {
                    return nil
                }
                run = 0
                scratch.append(byte)
            }
            previous = byte
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    private static let trueVerdict = ValueVerdict(evaluating: JSONValue.bool(true))
    private static let falseVerdict = ValueVerdict(evaluating: JSONValue.bool(false))
}
