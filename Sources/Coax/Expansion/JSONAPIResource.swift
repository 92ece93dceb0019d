/// A JSON:API resource object of `data` or `included`, read once.
struct JSONAPIResource: Sendable {
    /// The tape index of the resource object.
    let node: Int
    let origin: ResourceOrigin
    /// The key the resource is found by, when it has a string `type` and a usable `id` or `lid`.
    let key: ResourceKey?
    /// Whether the index holds this resource (false for a later duplicate).
    var isIndexed = false
    /// Its relationships: a range of the expander's relationship table.
    var relationships: Range<Int> = 0..<0
    /// Whether `relationships` is present but not an object (kept as it is in the output).
    var relationshipsAsIs = false
    /// The cost of writing one copy: the resource plus one per linkage.
    var cost = 1
    /// What every copy writes besides its relationships; worked out at the first copy.
    var layout: ResourceLayout?
}
