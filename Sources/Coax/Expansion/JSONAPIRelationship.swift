/// One member of a JSON:API resource's `relationships`, read once.
struct JSONAPIRelationship: Sendable {
    enum Content: Sendable {
        /// The relationship object has no `data`: there is no linkage to expand, only its
        /// `links`/`meta`.
        case absent
        /// Not expandable (the relationship or its `data` has the wrong kind); the value at this
        /// tape index is written as it is.
        case asIs(Int32)
        /// `"data": null`.
        case null
        /// A to-one linkage: an index into the expander's linkage table.
        case toOne(Int32)
        /// A to-many linkage: a range of the linkage table.
        case toMany(start: Int32, count: Int32)
    }

    /// The tape index of the relationship's key; the relationship object follows it.
    let keyIndex: Int32
    /// The relationship's name, interned (see ``RelationshipNames``).
    let name: Int32
    let content: Content
    /// Whether an identifier object carries members besides `type`, `id` and `lid` (usually
    /// `meta`): then `data` is kept, as written, with the relationship's `links` and `meta`.
    let identifiersCarryExtras: Bool
    /// Whether the relationship gets a member of its own in the resource's copies (false when
    /// it has no linkage, or its name is taken by an attribute); set with the resource's layout.
    var isWritten = false

    /// The tape index of the relationship object as written.
    var node: Int { Int(keyIndex) + 1 }

    /// The linkages, as a range of the expander's linkage table.
    var linkages: Range<Int> {
        switch content {
        case .absent, .asIs, .null: 0..<0
        case .toOne(let linkage): Int(linkage)..<Int(linkage + 1)
        case .toMany(let start, let count): Int(start)..<Int(start + count)
        }
    }
}
