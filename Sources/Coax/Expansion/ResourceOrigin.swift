/// Where a JSON:API resource object sits in the input: in `data` (alone or at an index) or in
/// `included` (at an index, or `included` itself when it is one object). Kept instead of a path so that indexing a large document builds no paths.
enum ResourceOrigin: Hashable {
    case primary(index: Int?)
    case included(index: Int?)

    var path: JSONPath {
        switch self {
        case .primary(nil): JSONPath.root.appending(key: "data")
        case .primary(let index?): JSONPath.root.appending(key: "data").appending(index: index)
        case .included(nil): JSONPath.root.appending(key: "included")
        case .included(let index?): JSONPath.root.appending(key: "included").appending(index: index)
        }
    }

    var isIncluded: Bool {
        if case .included = self { return true }
        return false
    }
}
