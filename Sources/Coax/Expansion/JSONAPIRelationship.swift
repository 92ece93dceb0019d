/// One member of a JSON:API resource's `relationships`, read once.
struct JSONAPIRelationship<Node: JSONReadable> {
    enum Content {
        /// The relationship object has no `data`: there is no linkage to expand, only its
        /// `links`/`meta`.
        case absent
        /// Not expandable (the relationship or its `data` has the wrong kind); written as it is.
        case asIs(Node)
        /// A to-one linkage; nil for `"data": null`.
        case toOne(JSONAPILinkage<Node>?)
        /// A to-many linkage.
        case toMany([JSONAPILinkage<Node>])
    }

    let name: String
    /// The relationship object as written.
    let node: Node
    let content: Content
    /// Whether an identifier object carries members besides `type`, `id` and `lid` (usually
    /// `meta`): then `data` is kept, as written, with the relationship's `links` and `meta`.
    let identifiersCarryExtras: Bool

    var linkageCount: Int {
        switch content {
        case .absent, .asIs, .toOne(nil): 0
        case .toOne: 1
        case .toMany(let linkages): linkages.count
        }
    }

    /// The relationship's own members that the expanded member cannot show: everything but
    /// `data`, plus `data` itself when its identifiers carry extras. Nil when there are none.
    var keptMembers: JSONObject? {
        guard node.kind == .object, let members = node.members else { return nil }
        var kept = JSONObject()
        for (key, value) in members where key != "data" || identifiersCarryExtras {
            kept.append(key: key, value: value.jsonValue)
        }
        return kept.isEmpty ? nil : kept
    }
}
