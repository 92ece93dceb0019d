/// Verdicts by shape: a small open-addressing hash table keyed by short byte strings, so that a
/// lookup costs one hash of the shape and one comparison, with no `String` made per value.
///
/// Shapes are handed over and stored padded with zero bytes to a multiple of eight, so that
/// hashing and comparing read whole words.
struct ShapeTable {
    private var slots = [Int32](repeating: -1, count: 1_024)
    private var hashes: [UInt64] = []
    /// Per shape: its first word in ``arena`` and its length in bytes.
    private var starts: [Int32] = []
    private var lengths: [Int32] = []
    private var arena: [UInt64] = []
    private var verdicts: [ValueVerdict] = []

    /// The number of shapes remembered.
    var count: Int { verdicts.count }

    /// The words a shape of `byteCount` bytes takes.
    @inline(__always)
    static func wordCount(_ byteCount: Int) -> Int { (byteCount &+ 7) >> 3 }

    /// A word at a time, finished with a 64-bit avalanche so that the low bits (the slot)
    /// depend on every byte: fast, and good enough for a table whose keys are compared anyway.
    /// `shape` holds `byteCount` bytes, then zeros to the end of the word.
    @inline(__always)
    static func hash(_ shape: UnsafeRawPointer, byteCount: Int) -> UInt64 {
        var hash: UInt64 = 0x9e37_79b9_7f4a_7c15 ^ UInt64(truncatingIfNeeded: byteCount)
        for word in 0..<wordCount(byteCount) {
            hash = (hash ^ shape.loadUnaligned(fromByteOffset: word &* 8, as: UInt64.self)) &* 0xff51_afd7_ed55_8ccd
            hash ^= hash >> 29
        }
        hash ^= hash >> 33
        hash = hash &* 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
        return hash
    }

    /// The verdict remembered for `shape` (padded as for ``hash(_:byteCount:)``), if any.
    @inline(__always)
    func verdict(for shape: UnsafeRawPointer, byteCount: Int, hash: UInt64) -> ValueVerdict? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return nil }
            if hashes[entry] == hash, matches(entry, shape, byteCount: byteCount) { return verdicts[entry] }
            slot = (slot + 1) & mask
        }
    }

    /// Remembers `verdict` for `shape` (padded as for ``hash(_:byteCount:)``).
    mutating func insert(_ verdict: ValueVerdict, for shape: UnsafeRawPointer, byteCount: Int, hash: UInt64) {
        if (verdicts.count + 1) * 2 > slots.count { grow() }
        let entry = Int32(verdicts.count)
        hashes.append(hash)
        starts.append(Int32(arena.count))
        lengths.append(Int32(byteCount))
        for word in 0..<Self.wordCount(byteCount) {
            arena.append(shape.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))
        }
        verdicts.append(verdict)
        place(entry, hash: hash)
    }

    @inline(__always)
    private func matches(_ entry: Int, _ shape: UnsafeRawPointer, byteCount: Int) -> Bool {
        guard Int(lengths[entry]) == byteCount else { return false }
        let start = Int(starts[entry])
        for word in 0..<Self.wordCount(byteCount)
        where arena[start &+ word] != shape.loadUnaligned(fromByteOffset: word &* 8, as: UInt64.self) {
            return false
        }
        return true
    }

    private mutating func place(_ entry: Int32, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for entry in 0..<Int32(verdicts.count) { place(entry, hash: hashes[Int(entry)]) }
    }
}
