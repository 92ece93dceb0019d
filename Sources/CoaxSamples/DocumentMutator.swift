/// Damaged copies of a document, for fuzz-style robustness tests; deterministic per seed.
///
/// Each mutant applies one to three edits to the bytes: a byte replaced by one that parsers find
/// awkward (quotes, brackets, backslashes, digits, NUL, ESC, DEL, stray UTF-8 bytes), a range
/// deleted or duplicated, an awkward fragment inserted (`1e999999999`, `"\ud800"`, a byte order
/// mark, CRLF, raw control characters, runs of `[`), two bytes swapped, or the tail cut off.
/// Some mutants are still valid JSON; most are not.
///
/// ```swift
/// var mutator = DocumentMutator(seed: 7)
/// let original = Array(#"{"id": 1, "tags": ["a", "b"]}"#.utf8)
/// let mutant = mutator.mutate(original)
/// mutant.bytes != original                 // almost always: an edit may happen to undo itself
/// mutant.firstChangedOffset                // where the mutant first differs from `original`
/// ```
public struct DocumentMutator: Sendable {
    /// One damaged copy and where it first departs from the original.
    ///
    /// ```swift
    /// var mutator = DocumentMutator(seed: 1)
    /// let mutant = mutator.mutate(Array("[1, 2]".utf8))
    /// mutant.edits   // e.g. ["replace byte 3 with 0x22"]
    /// ```
    public struct Mutant: Sendable, Hashable {
        /// The mutated bytes.
        ///
        /// ```swift
        /// let document = try? JSONDocument(parsing: mutant.bytes)   // nil for most mutants
        /// ```
        public var bytes: [UInt8]
        /// The first offset at which ``bytes`` differs from the original (its length when one is a
        /// prefix of the other; the original's length when nothing changed).
        public var firstChangedOffset: Int
        /// What was done, one entry per edit, for test failure messages.
        public var edits: [String]
    }

    /// Bytes that change how JSON reads: structure, quotes, escapes, number characters, controls,
    /// and bytes that start, continue or can never be part of UTF-8.
    static let awkwardBytes: [UInt8] =
        Array(#"{}[]:,"\ -+.eE0190tfn"#.utf8)
        + [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1B, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xF0, 0xF5, 0xFF]

    /// Fragments worth inserting anywhere.
    static let awkwardFragments: [[UInt8]] =
        [
            "1e999999999", "-1e-999999999", "-0", String(repeating: "9", count: 400), "0.10",
            #""\ud800""#, #"\u0000"#, #"\u12"#, "\\", "\r\n", "\r", "\u{FEFF}", "[[[[[[[[", "]]]]", "{\"\":",
            "null", "tru", ",,", "\u{1B}[31m", "\u{9B}", "\u{2028}", "日本", "😀",
        ].map { Array($0.utf8) } + [[0x00], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]]

    private var random: SeededRandomNumberGenerator

    /// Creates a mutator; the same seed gives the same mutants for the same inputs.
    ///
    /// - Parameter seed: any value; the mutants follow from it alone.
    public init(seed: UInt64) {
        random = SeededRandomNumberGenerator(seed: seed)
    }

    /// The next mutant of `original`.
    ///
    /// ```swift
    /// var mutator = DocumentMutator(seed: 3)
    /// let mutants = (0..<100).map { _ in mutator.mutate(Array("[true]".utf8)) }
    /// mutants[0].edits   // → ["delete 3 bytes at 3"]: "[tr" is left
    /// ```
    ///
    /// - Parameter original: the bytes to damage, usually valid JSON.
    /// - Returns: A copy with one to three edits (bytes replaced, deleted, inserted, duplicated or
    ///   swapped, or a truncation), with a description of each.
    public mutating func mutate(_ original: [UInt8]) -> Mutant {
        var bytes = original
        var edits: [String] = []
        for _ in 0..<random.between(1...3) {
            edits.append(applyOneEdit(to: &bytes))
        }
        var first = 0
        while first < bytes.count, first < original.count, bytes[first] == original[first] { first += 1 }
        return Mutant(bytes: bytes, firstChangedOffset: first, edits: edits)
    }

    private mutating func applyOneEdit(to bytes: inout [UInt8]) -> String {
        let offset = random.below(bytes.count + 1)
        let kind = bytes.isEmpty ? 2 : random.below(6)
        switch kind {
        case 0:
            let byte = random.pick(Self.awkwardBytes) ?? 0
            let at = min(offset, bytes.count - 1)
            bytes[at] = byte
            return "replace byte \(at) with 0x\(String(byte, radix: 16))"
        case 1:
            let count = min(bytes.count - min(offset, bytes.count), random.between(1...8))
            bytes.removeSubrange(offset..<(offset + count))
            return "delete \(count) bytes at \(offset)"
        case 2:
            let fragment = random.pick(Self.awkwardFragments) ?? []
            bytes.insert(contentsOf: fragment, at: offset)
            return "insert \(fragment.count) bytes at \(offset)"
        case 3:
            let count = min(bytes.count - min(offset, bytes.count), random.between(1...16))
            let copy = Array(bytes[offset..<(offset + count)])
            bytes.insert(contentsOf: copy, at: offset)
            return "duplicate \(count) bytes at \(offset)"
        case 4:
            let first = min(offset, bytes.count - 1)
            let second = random.below(bytes.count)
            bytes.swapAt(first, second)
            return "swap bytes \(first) and \(second)"
        default:
            bytes.removeSubrange(offset...)
            return "truncate at \(offset)"
        }
    }
}
