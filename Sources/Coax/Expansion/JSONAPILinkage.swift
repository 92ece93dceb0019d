/// One resource identifier object of a relationship's `data`, and the resource it resolves
/// to in the document, if any.
struct JSONAPILinkage<Node: JSONReadable> {
    /// The identifier object as written; it is what the output shows when the resource is not
    /// expanded (not included, on the current path, not asked for, or past a limit).
    let node: Node
    /// The position of the resolved resource in the expander's resource table.
    let target: Int?
}
