/// How JSON:API resources are found: by (`type`, `id`), or by (`type`, `lid`) for resources
/// that have only a local id. Ids are compared as text; a numeric id by its literal.
struct ResourceKey: Hashable {
    let type: String
    let value: String
    let isLocal: Bool
}

extension ResourceKey: CustomStringConvertible {
    /// `people/9`, or `people/lid:temp-1` for a local id: the form warnings list resources in.
    var description: String {
        isLocal ? "\(type)/lid:\(value)" : "\(type)/\(value)"
    }
}
