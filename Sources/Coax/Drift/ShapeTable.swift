/// Verdicts by shape: a small open-addressing hash table keyed by short byte strings, so that a
/// lookup costs one hash of the shape and one comparison, with no `String` made per value.
struct ShapeTable {
    private var slots = [Int32](repeating: -1, count: 1_024)
    private var hashes: [UInt64] = []
    private var starts: [Int32] = []
    private var lengths: [Int32] = []
    private var arena: [UInt8] = []
    private var verdicts: [ValueVerdict] = []

    /// The number of shapes remembered.
    var count: Int { verdicts.count }

    /// FNV-1a: fast, and good enough for a table whose keys are checked byte by byte anyway.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    func verdict(for shape: UnsafeBufferPointer<UInt8>, hash: UInt64) -> ValueVerdict? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return nil }
            if hashes[entry] == hash, matches(entry, shape) { return verdicts[entry] }
            slot = (slot + 1) & mask
        }
    }

    mutating func insert(_ verdict: ValueVerdict, for shape: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        if (verdicts.count + 1) * 2 > slots.count { grow() }
        let entry = Int32(verdicts.count)
        hashes.append(hash)
        starts.append(Int32(arena.count))
        lengths.append(Int32(shape.count))
        arena.append(contentsOf: shape)
        verdicts.append(verdict)
        place(entry, hash: hash)
    }

    private func matches(_ entry: Int, _ shape: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = Int(lengths[entry])
        guard length == shape.count else { return false }
        let start = Int(starts[entry])
        for offset in 0..<length where arena[start + offset] != shape[offset] { return false }
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
