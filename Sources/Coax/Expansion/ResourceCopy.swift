/// One resource object written into the output: which resource, where it hangs in the tree,
/// and where its own expanded relationships are.
///
/// Copies live in one array in breadth-first order, so the copies a copy expands into are
/// contiguous and come after it: from its ``firstChild`` up to the next copy's ``firstChild``,
/// in the order of the linkages they replace. Writing the output depth-first then needs no
/// more than this (see `JSONAPIPlan`). Fields are 32-bit: the expansion stops before 2^31 copies.
struct ResourceCopy: Sendable {
    let resource: Int32
    /// The copy this one is a relationship of; -1 for a primary resource.
    let parent: Int32
    /// The linkage (an index into the expander's linkage table) this copy replaces; -1 for a
    /// primary resource.
    let linkage: Int32
    /// The position of the first copy made for this copy's linkages.
    var firstChild: Int32 = 0
}
