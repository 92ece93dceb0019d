/// The `type`, `id` and `lid` members of a resource object or resource identifier, found in one
/// pass over its members; the last of each name wins, as for lookups by key.
struct ResourceIdentity {
    private(set) var type: JSONNode?
    private(set) var id: JSONNode?
    private(set) var lid: JSONNode?
    /// Whether the object has a member named anything else.
    private(set) var hasOtherMembers = false

    /// Reads `node`; everything is nil when it is not an object.
    init(_ node: JSONNode) {
        guard let entries = node.entries else { return }
        let document = node.document
        for keyIndex in entries.indices {
            if document.key(at: keyIndex, is: "type") {
                type = JSONNode(document: document, index: keyIndex + 1)
            } else if document.key(at: keyIndex, is: "id") {
                id = JSONNode(document: document, index: keyIndex + 1)
            } else if document.key(at: keyIndex, is: "lid") {
                lid = JSONNode(document: document, index: keyIndex + 1)
            } else {
                hasOtherMembers = true
            }
        }
    }
}
