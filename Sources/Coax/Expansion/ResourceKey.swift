/// How JSON:API resources are found: by (`type`, `id`), or by (`type`, `lid`) for resources
/// that have only a local id. Types are interned (see ``RelationshipNames``), ids compared as
/// text; a numeric id by its literal.
struct ResourceKey: Hashable {
    let type: Int32
    let value: String
    let isLocal: Bool
}
