/// Where a JSON:API resource object sits in the input: in `data` (alone or at an index) or in
/// `included`. Kept instead of a path so that indexing a large document builds no paths.
enum ResourceOrigin: Hashable {
    case primary(index: Int?)
    case included(index: Int)

    var path: JSONPath {
        switch self {
        case .primary(nil): JSONPath.root.appending(key: "data")
        case .primary(let index?): JSONPath.root.appending(key: "data").appending(index: index)
        case .included(let index): JSONPath.root.appending(key: "included").appending(index: index)
        }
    }

    var isIncluded: Bool {
        if case .included = self { return true }
        return false
    }
}
