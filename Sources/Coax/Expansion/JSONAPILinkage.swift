/// One resource identifier object of a relationship's `data`, and the resource it resolves
/// to in the document, if any.
struct JSONAPILinkage: Sendable {
    /// The tape index of the identifier object as written; it is what the output shows when the
    /// resource is not expanded (not included, on the current path, not asked for, or past a limit).
    let node: Int32
    /// The position of the resolved resource in the expander's resource table, or -1.
    let target: Int32
}
