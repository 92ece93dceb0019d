/// The `type`, `id` and `lid` members of a resource object or resource identifier, found in one
/// pass over its members: tape indices of their values, -1 when absent. The last of each name
/// wins, as for lookups by key.
struct ResourceIdentity {
    private(set) var type = -1
    private(set) var id = -1
    private(set) var lid = -1
    /// Whether the object has a member named anything else.
    private(set) var hasOtherMembers = false

    /// Reads the object at `index`; everything is absent when it is not an object.
    init(_ document: JSONDocument, _ index: Int) {
        for keyIndex in document.memberKeys(ofObjectAt: index) {
            if document.key(at: keyIndex, is: "type") {
                type = keyIndex + 1
            } else if document.key(at: keyIndex, is: "id") {
                id = keyIndex + 1
            } else if document.key(at: keyIndex, is: "lid") {
                lid = keyIndex + 1
            } else {
                hasOtherMembers = true
            }
        }
    }
}
