/// The repeated keys of one object: which members share a key with another member, and which
/// of those a later member overrides.
struct DuplicateKeys: Sendable {
    /// Key tape indices of members whose key occurs more than once.
    var repeated: Set<Int> = []
    /// Key tape indices of members that a later member with the same key overrides.
    var shadowed: Set<Int> = []

    static let none = DuplicateKeys()

    /// Compares decoded keys (so `"id"` and `"\u0069d"` are the same key), without Unicode
    /// normalization.
    init(object: JSONNode) {
        guard let entries = object.entries, entries.count > 1 else { return }
        var lastIndex: [String: Int] = [:]
        var seen: [(key: String, index: Int)] = []
        seen.reserveCapacity(entries.count)
        var anyRepeated = false
        for member in entries {
            let key = member.key
            if lastIndex.updateValue(member.keyIndex, forKey: key) != nil { anyRepeated = true }
            seen.append((key, member.keyIndex))
        }
        guard anyRepeated else { return }
        var counts: [String: Int] = [:]
        for (key, _) in seen { counts[key, default: 0] += 1 }
        for (key, index) in seen where (counts[key] ?? 0) > 1 {
            repeated.insert(index)
            if lastIndex[key] != index { shadowed.insert(index) }
        }
    }

    private init() {}
}
