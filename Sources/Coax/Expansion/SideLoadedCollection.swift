/// A top-level collection of a links-format document that related resources are taken from,
/// indexed by id the first time a link needs it.
final class SideLoadedCollection {
    /// A resource found by id: its tape index, its position in the collection, and whether it
    /// has an `href` of its own (which the link's URL replaces).
    struct Resource {
        let node: Int
        let position: Int
        let hasHref: Bool
    }

    let name: String
    private let elements: [JSONNode]
    private var positions: [String: Int] = [:]
    private var linked: [Bool]

    init(name: String, elements: [JSONNode], log: inout WarningLog) {
        self.name = name
        self.elements = elements
        linked = Array(repeating: false, count: elements.count)
        let collectionPath = JSONPath.root.appending(key: name)
        for (position, element) in elements.enumerated() {
            let path = collectionPath.appending(index: position)
            guard element.kind == .object else {
                log.add(.misfit(.sideLoadedResource, element.kind), at: path)
                continue
            }
            guard let id = element["id"], let text = LinksExpander.idText(id) else {
                log.add(.resourceWithoutID, at: path)
                continue
            }
            if positions[text] == nil {
                positions[text] = position
            } else {
                log.add(.duplicateResourceID(id: text, collection: name), at: path.appending(key: "id"))
            }
        }
    }

    /// The positions of indexed resources (the first of each id) that no link reached, with their ids.
    var unlinkedResources: [(position: Int, id: String)] {
        positions.filter { !linked[$0.value] }
            .map { (position: $0.value, id: $0.key) }
            .sorted { $0.position < $1.position }
    }

    /// The resource with the id `text`, marked as linked, or nil.
    func resource(withID text: String) -> Resource? {
        guard let position = positions[text] else { return nil }
        linked[position] = true
        let element = elements[position]
        return Resource(node: element.index, position: position, hasHref: element["href"] != nil)
    }
}
