/// A JSON:API resource object of `data` or `included`, read once.
struct JSONAPIResource<Node: JSONReadable> {
    let node: Node
    let origin: ResourceOrigin
    /// The key the resource is found by, when it has a string `type` and a usable `id` or `lid`.
    let key: ResourceKey?
    /// Whether the index holds this resource (false for a later duplicate).
    var isIndexed = false
    var relationships: [JSONAPIRelationship<Node>] = []
    /// Whether `relationships` is present but not an object (kept as it is in the output).
    var relationshipsAsIs = false

    /// The cost of writing one copy: the resource plus one per linkage.
    var cost = 1

    /// How warnings name the resource: `people/9`, or the type alone when it has no id.
    var identifier: String {
        key?.description ?? (node["type"]?.string ?? "(no type)")
    }
}
