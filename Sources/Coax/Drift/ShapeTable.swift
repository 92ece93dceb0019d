#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Eight bytes at a time, finished with a 64-bit avalanche so that the low bits (the slot)
    /// depend on every byte: fast, and good enough for a table whose keys are compared anyway.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0x9e37_79b9_7f4a_7c15 ^ UInt64(truncatingIfNeeded: bytes.count)
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = (hash ^ word) &* 0xff51_afd7_ed55_8ccd
            hash ^= hash >> 29
            offset += 8
        }
        if offset < bytes.count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                word |= UInt64(base[offset]) << shift
                shift += 8
                offset += 1
            }
            hash = (hash ^ word) &* 0xff51_afd7_ed55_8ccd
        }
        hash ^= hash >> 33
        hash = hash &* 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
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
        guard length > 0, let other = shape.baseAddress else { return true }
        let start = Int(starts[entry])
        return arena.withUnsafeBufferPointer { stored in
            // `start + length <= stored.count`: insert appends each shape whole to the arena.
            guard let base = stored.baseAddress else { return false }
            return memcmp(base + start, other, length) == 0
        }
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
