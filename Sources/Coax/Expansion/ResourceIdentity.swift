/// The members of a resource object or resource identifier that the expansion reads, found in
/// one pass: tape indices of their values, -1 when absent. The last member of each name wins,
/// as for lookups by key.
struct ResourceIdentity {
    private(set) var type = -1
    private(set) var id = -1
    private(set) var lid = -1
    private(set) var attributes = -1
    private(set) var relationships = -1
    private(set) var links = -1
    private(set) var meta = -1
    /// Whether the object has a member besides `type`, `id` and `lid`.
    private(set) var hasOtherMembers = false

    /// No members.
    static let none = ResourceIdentity()

    /// Whether the key at `keyIndex`, one of the names read here, is the member of that name
    /// that was read (the last one), rather than an earlier repeat.
    func isChosen(_ keyIndex: Int, named name: MemberName) -> Bool {
        let value = keyIndex + 1
        switch name {
        case .type: return value == type
        case .id: return value == id
        case .lid: return value == lid
        case .attributes: return value == attributes
        case .relationships: return value == relationships
        case .links: return value == links
        case .meta: return value == meta
        case .data, .other: return true
        }
    }

    private init() {}

    /// Reads the object at `index`; everything is absent when it is not an object.
    init(_ document: JSONDocument, _ index: Int) {
        for keyIndex in document.memberKeys(ofObjectAt: index) {
            let name = MemberName.of(keyIndex, in: document)
            switch name {
            case .type: type = keyIndex + 1
            case .id: id = keyIndex + 1
            case .lid: lid = keyIndex + 1
            case .attributes: attributes = keyIndex + 1
            case .relationships: relationships = keyIndex + 1
            case .links: links = keyIndex + 1
            case .meta: meta = keyIndex + 1
            case .data, .other: break
            }
            if name != .type, name != .id, name != .lid { hasOtherMembers = true }
        }
    }
}
