/// The JSON:API resources by key, for resolving linkages.
///
/// Keys with a decimal id (``ResourceKey/number(type:value:isLocal:)``, nearly all of them in
/// practice) live in an open-addressing table of integers, looked up without hashing a string
/// or going through `Hasher`; other keys in a dictionary.
struct ResourceIndex {
    /// One slot of the table: the id's value, the type and locality (`tag`, 0 for an empty
    /// slot), and the resource's position.
    private struct Slot {
        var value: UInt64 = 0
        var tag: UInt32 = 0
        var position: Int32 = 0
    }

    private var slots: [Slot]
    private var used = 0
    private var texts: [ResourceKey: Int32] = [:]

    /// An index sized for about `capacity` resources.
    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = Array(repeating: Slot(), count: size)
    }

    subscript(key: ResourceKey) -> Int32? {
        switch key {
        case .number(let type, let value, let isLocal):
            let tag = ResourceIndex.tag(type, isLocal)
            let mask = slots.count - 1
            var slot = ResourceIndex.hash(value, tag) & mask
            while slots[slot].tag != 0 {
                if slots[slot].tag == tag, slots[slot].value == value { return slots[slot].position }
                slot = (slot + 1) & mask
            }
            return nil
        case .text:
            return texts[key]
        }
    }

    /// Adds a key that is not in the index yet.
    mutating func insert(_ key: ResourceKey, position: Int32) {
        switch key {
        case .number(let type, let value, let isLocal):
            if 2 * (used + 1) > slots.count { grow() }
            place(Slot(value: value, tag: ResourceIndex.tag(type, isLocal), position: position))
            used += 1
        case .text:
            texts[key] = position
        }
    }

    private mutating func place(_ entry: Slot) {
        let mask = slots.count - 1
        var slot = ResourceIndex.hash(entry.value, entry.tag) & mask
        while slots[slot].tag != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: old.count * 2)
        for entry in old where entry.tag != 0 { place(entry) }
    }

    /// Type and locality in one nonzero number.
    private static func tag(_ type: Int32, _ isLocal: Bool) -> UInt32 {
        (UInt32(bitPattern: type) &+ 1) << 1 | (isLocal ? 1 : 0)
    }

    private static func hash(_ value: UInt64, _ tag: UInt32) -> Int {
        var mixed = (value ^ UInt64(tag) &* 0xC2B2_AE3D_27D4_EB4F) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= mixed >> 32
        return Int(truncatingIfNeeded: mixed)
    }
}
