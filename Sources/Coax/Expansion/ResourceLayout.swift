/// The members every copy of a resource writes besides its relationships, found once: tape
/// indices of the values (-1 when absent) and what name clashes leave out.
///
/// A copy is `type`, `id` and `lid`, the members of `attributes`, one member per written
/// relationship, then `links`, `meta` and `relationships` (see `docs/expansion.md`).
struct ResourceLayout: Sendable {
    var type = -1
    var id = -1
    var lid = -1
    /// The `attributes` value; an object's members are written, anything else as `attributes`.
    var attributes = -1
    /// Whether an attribute is named `type`, `id` or `lid` of a member the resource has, and so
    /// is left out (rare; the writer then checks each attribute's name).
    var attributeClashes = false
    /// `links` and `meta` when written (-1 when absent or their name is taken).
    var links = -1
    var meta = -1
    /// What `relationships` holds in the output.
    var relationships = Tail.none

    enum Tail: Sendable {
        case none
        /// `relationships` was not an object: the value at this tape index, as it is.
        case asIs(Int)
        /// The members of relationship objects that the expanded members cannot show.
        case kept
    }
}
