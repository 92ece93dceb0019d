/// A top-level collection of a links-format document that related resources are taken from,
/// indexed by id the first time a link needs it.
final class SideLoadedCollection<Node: JSONReadable> {
    let name: String
    let elements: [Node]
    private var positions: [String: Int] = [:]
    /// Each resource converted once, then shared by every copy (values are copy-on-write).
    private var converted: [JSONObject?]
    private var linked: [Bool]

    init(name: String, elements: [Node], log: inout WarningLog) {
        self.name = name
        self.elements = elements
        converted = Array(repeating: nil, count: elements.count)
        linked = Array(repeating: false, count: elements.count)
        let collectionPath = JSONPath.root.appending(key: name)
        for (position, element) in elements.enumerated() {
            let path = collectionPath.appending(index: position)
            guard element.kind == .object else {
                log.add(.sideLoadedResourceNotObject(element.kind), at: path)
                continue
            }
            guard let id = element["id"], let text = LinksExpander<Node>.idText(id) else {
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
    func resource(withID text: String) -> (object: JSONObject, position: Int)? {
        guard let position = positions[text] else { return nil }
        linked[position] = true
        if let object = converted[position] { return (object, position) }
        let object = elements[position].jsonValue.object ?? JSONObject()
        converted[position] = object
        return (object, position)
    }
}
