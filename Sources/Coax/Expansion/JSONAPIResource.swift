/// A JSON:API resource object of `data` or `included`, read once: a few integers.
struct JSONAPIResource: Sendable {
    /// The tape index of the resource object.
    let node: Int32
    /// Where it is: its index in `data` or in `included` (-1 for a single primary resource, or
    /// for an `included` that is one object).
    private let originIndex: Int32
    private let isIncludedResource: Bool
    /// Whether the index holds this resource (false for a later duplicate).
    var isIndexed = false
    /// For a later duplicate whose source text differs from the resource it repeats: true, so
    /// that an included copy is kept under `included` rather than lost.
    var differsFromItsOriginal = false
    /// Whether `relationships` is present but not an object (kept as it is in the output).
    var relationshipsAsIs = false
    /// Its relationships: a range of the expander's relationship table.
    var relationshipStart: Int32 = 0
    var relationshipCount: Int32 = 0
    /// The cost of writing one copy: the resource plus one per linkage.
    var cost: Int32 = 1
    /// What every copy writes besides its relationships; worked out at the first copy.
    var layout: ResourceLayout?

    init(node: Int, origin: ResourceOrigin) {
        self.node = Int32(node)
        switch origin {
        case .primary(let index):
            originIndex = Int32(index ?? -1)
            isIncludedResource = false
        case .included(let index):
            originIndex = Int32(index ?? -1)
            isIncludedResource = true
        }
    }

    var origin: ResourceOrigin {
        if isIncludedResource { return .included(index: originIndex < 0 ? nil : Int(originIndex)) }
        return .primary(index: originIndex < 0 ? nil : Int(originIndex))
    }

    var relationships: Range<Int> {
        Int(relationshipStart)..<Int(relationshipStart + relationshipCount)
    }
}
