/// What a resource's copies leave out or add besides its relationships, found once at its
/// first copy (name clashes are reported then). The members themselves are read from the
/// tape when a copy is written.
///
/// A copy is `type`, `id` and `lid`, the members of `attributes`, the resource's other members
/// (extension members, @-members, fields beside `attributes`), one member per written
/// relationship, then `links`, `meta` and `relationships` (see `docs/expansion.md`).
struct ResourceLayout: Sendable {
    /// Whether an attribute is named `type`, `id` or `lid` of a member the resource has, and so
    /// is left out (rare; the writer then checks each attribute's name).
    var attributeClashes = false
    /// The keys (tape indices) of the resource's other members that are written, in order.
    var otherMembers: [Int32] = []
    /// Whether `links` and `meta`, when the resource has them, are written (false when an
    /// attribute or relationship took the name).
    var writesLinks = true
    var writesMeta = true
    /// What `relationships` holds in the output.
    var relationships = Tail.none

    enum Tail: Sendable {
        case none
        /// `relationships` was not an object: its value, as it is.
        case asIs
        /// The members of relationship objects that the expanded members cannot show.
        case kept
    }
}
