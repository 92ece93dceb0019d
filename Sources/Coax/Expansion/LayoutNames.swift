/// The member names a resource's copy has written so far, while its layout is worked out:
/// `type`, `id` and `lid` (those it has), then attribute names (or `attributes`), then written
/// relationship names. A later member with a name already written is left out.
///
/// Names are keys on the tape, compared as Swift compares strings; many names are hashed
/// once instead of compared pairwise.
struct LayoutNames {
    private let document: JSONDocument
    private let identity: ResourceIdentity
    private var hasAttributesMember = false
    private var keys: [Int] = []
    private var hashed: Set<String>?
    private static let listLimit = 16

    init(document: JSONDocument, identity: ResourceIdentity) {
        self.document = document
        self.identity = identity
    }

    /// Whether the key at a tape index is `type`, `id` or `lid` of a member the resource has.
    func isHeadName(_ keyIndex: Int) -> Bool {
        (identity.type >= 0 && document.key(at: keyIndex, is: "type"))
            || (identity.id >= 0 && document.key(at: keyIndex, is: "id"))
            || (identity.lid >= 0 && document.key(at: keyIndex, is: "lid"))
    }

    mutating func add(_ newKeys: [Int]) {
        keys.append(contentsOf: newKeys)
        if let set = hashed {
            hashed = set.union(newKeys.map { document.decodedString(at: $0) })
        } else if keys.count > LayoutNames.listLimit {
            hashed = Set(keys.map { document.decodedString(at: $0) })
        }
    }

    /// `attributes` itself is a member (its value is not an object).
    mutating func addAttributesMember() {
        hasAttributesMember = true
    }

    /// Whether the name of the key at a tape index is taken.
    func contains(_ keyIndex: Int) -> Bool {
        if isHeadName(keyIndex) || (hasAttributesMember && document.key(at: keyIndex, is: "attributes")) {
            return true
        }
        if let hashed { return hashed.contains(document.decodedString(at: keyIndex)) }
        return keys.contains { document.keysEqual($0, keyIndex) }
    }

    /// Whether `name` (ASCII, none of `type`, `id`, `lid`, `attributes`) is taken.
    func contains(_ name: String) -> Bool {
        if let hashed { return hashed.contains(name) }
        return keys.contains { document.key(at: $0, equals: name) }
    }
}
