/// One resource object written into the output: which resource, where it hangs in the tree
/// being built, and what each of its relationships becomes.
///
/// Copies live in one array in breadth-first order, so a copy's children always come after it;
/// building the output from the last copy to the first therefore finds every child ready.
struct ResourceCopy<Node: JSONReadable> {
    /// What a linkage becomes: another copy, or the identifier object as written.
    enum Slot {
        case copy(Int)
        case identifier(Node)
    }

    /// What a relationship becomes, aligned with the resource's relationships.
    enum Output {
        case absent
        case asIs(Node)
        case null
        case one(Slot)
        case many([Slot])
    }

    let resource: Int
    /// The copy this one is a relationship of; -1 for a primary resource.
    let parent: Int
    /// Relationships between this copy and the primary resource.
    let depth: Int
    /// The include tree node governing this copy's relationships; nil when everything is expanded.
    let includeNode: Int?
    var outputs: [Output] = []
}
