/// The repeated keys of one object: which members share a key with another member, and which
/// of those a later member overrides.
struct DuplicateKeys: Sendable {
    /// Key tape indices of members whose key occurs more than once.
    var repeated: Set<Int> = []
    /// Key tape indices of members that a later member with the same key overrides.
    var shadowed: Set<Int> = []

    static let none = DuplicateKeys()

    /// Compares decoded keys (so `"id"` and `"\u0069d"` are the same key) by their UTF-8 bytes,
    /// as lookups do: `String`'s own equality would take canonically equivalent keys (`"é"` and
    /// `"e\u0301"`) for one key, though neither hides the other.
    init(object: JSONNode) {
        guard let entries = object.entries, entries.count > 1 else { return }
        var lastIndex: [[UInt8]: Int] = [:]
        var seen: [(key: [UInt8], index: Int)] = []
        seen.reserveCapacity(entries.count)
        var anyRepeated = false
        for member in entries {
            let key = Array(member.key.utf8)
            if lastIndex.updateValue(member.keyIndex, forKey: key) != nil { anyRepeated = true }
            seen.append((key, member.keyIndex))
        }
        guard anyRepeated else { return }
        var counts: [[UInt8]: Int] = [:]
        for (key, _) in seen { counts[key, default: 0] += 1 }
        for (key, index) in seen where (counts[key] ?? 0) > 1 {
            repeated.insert(index)
            if lastIndex[key] != index { shadowed.insert(index) }
        }
    }

    private init() {}
}
