/// Where a JSON:API resource object sits in the input: in `data` (alone or at an index) or in
/// `included`. Kept instead of a path so that indexing a large document builds no paths.
enum ResourceOrigin: Hashable {
    case primary(index: Int?)
    case included(index: Int)

    var path: ExpansionPath {
        switch self {
        case .primary(nil): ExpansionPath.root.key("data")
        case .primary(let index?): ExpansionPath.root.key("data").index(index)
        case .included(let index): ExpansionPath.root.key("included").index(index)
        }
    }

    var isIncluded: Bool {
        if case .included = self { return true }
        return false
    }
}
