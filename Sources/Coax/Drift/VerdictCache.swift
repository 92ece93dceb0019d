/// Remembers verdicts by the shape of a value's text so that the engine runs once per shape,
/// not once per value: the analysis of a 100 MB file meets millions of numbers and strings.
///
/// The shape keeps every character but ASCII digits: in the first run of digits, 0 and 1 stay and
/// 2 to 9 become `2`; in later runs, 0 stays and 1 to 9 become `1`. Every rule the verdict
/// depends on sees the same thing in a value and in its shape:
///
/// - where digits are and how many (cleaning, integer and decimal prefixes, significant digits,
///   the order of magnitude that makes plausible Unix seconds);
/// - which digits are 0 (a zero decimal gives no date; a zero fraction is not truncated);
/// - whether the integer read is exactly 0 or 1 (the Boolean reading): an integer is only ever
///   read from the first run, where 0, 1 and the rest stay apart.
///
/// Two things depend on the other digits. Whether a run of 19 digits fits `Int64` is added to
/// the shape as a mark (`<`, `=` for exactly 2^63, `>`); values with a longer run, or with an
/// exponent (whose value sets `Decimal`'s range), are evaluated one by one. So are strings with
/// escapes and long strings. Tests hold cached verdicts to direct ones.
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
        var runs = 0
        var previous: UInt8 = 0
        for (offset, byte) in bytes.enumerated() {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                if run == 0 { runs += 1 }
                run += 1
                if run > 19 { return nil }
                if run == 19 { scratch.append(VerdictCache.int64Mark(UnsafeBufferPointer(rebasing: bytes[(offset - 18)...offset]))) }
                if byte == UInt8(ascii: "0") {
                    scratch.append(byte)
                } else if runs == 1 {
                    scratch.append(byte == UInt8(ascii: "1") ? byte : UInt8(ascii: "2"))
                } else {
                    scratch.append(UInt8(ascii: "1"))
                }
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
