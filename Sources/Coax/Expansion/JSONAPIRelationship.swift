/// One member of a JSON:API resource's `relationships`, read once.
struct JSONAPIRelationship: Sendable {
    enum Content: Sendable {
        /// The relationship object has no `data`: there is no linkage to expand, only its
        /// `links`/`meta`.
        case absent
        /// Not expandable (the relationship or its `data` has the wrong kind); the value at this
        /// tape index is written as it is.
        case asIs(Int)
        /// `"data": null`.
        case null
        /// A to-one linkage: an index into the expander's linkage table.
        case toOne(Int)
        /// A to-many linkage: a range of the linkage table.
        case toMany(Range<Int>)
    }

    /// The tape index of the relationship's key.
    let keyIndex: Int
    /// The relationship's name, interned (see ``RelationshipNames``).
    let name: Int
    /// The tape index of the relationship object as written.
    let node: Int
    let content: Content
    /// Whether an identifier object carries members besides `type`, `id` and `lid` (usually
    /// `meta`): then `data` is kept, as written, with the relationship's `links` and `meta`.
    let identifiersCarryExtras: Bool
    /// Whether the relationship gets a member of its own in the resource's copies (false when
    /// it has no linkage, or its name is taken by an attribute); set with the resource's layout.
    var isWritten = false

    var linkageCount: Int {
        switch content {
        case .absent, .asIs, .null: 0
        case .toOne: 1
        case .toMany(let linkages): linkages.count
        }
    }
}
