/// Where a JSON:API compound document keeps its resources: the top-level `data` (one resource
/// object or an array of them) and the optional `included` array.
///
/// A document is JSON:API by one test, the expansion's (``ExpansionFormat/detect(in:)``); drift
/// analysis then narrows it to documents whose resources it can compare: `data` is a resource
/// object, or an array holding one, a resource object being an object with a string `type` and an
/// `id` (or `lid`). When `data` holds no object (empty or `null`), the first object of `included`
/// decides.
struct JSONAPILayout {
    /// Tape index of `data` when it is one resource object, or -1.
    let dataObjectIndex: Int
    /// Tape index of `data` when it is an array, or -1.
    let dataArrayIndex: Int
    /// Tape index of the `included` array, or -1.
    let includedIndex: Int

    /// The layout of a whole document: as ``init(root:)``, after a quick look at the root's keys
    /// on the tape (most documents of a collection have no `data` member at all).
    init?(document: JSONDocument) {
        let reader = document.reader
        guard reader.kind(at: 0) == .objectOpen else { return nil }
        var hasData = false
        for key in reader.memberKeys(ofObjectAt: 0)
        where reader.hasEscapes(at: key) || PatternTrie.rawKeyMatches(Self.dataKey, reader: reader, keyIndex: key) {
            hasData = true
            break
        }
        guard hasData else { return nil }
        self.init(root: document.root)
    }

    private static let dataKey = Array("data".utf8)

    init?(root: JSONNode) {
        guard ExpansionFormat.detect(in: root) == .jsonAPI, let data = root["data"] else { return nil }
        let included = root["included"].flatMap { $0.kind == .array ? $0 : nil }
        var sample: JSONNode?
        switch data.kind {
        case .object: sample = data
        case .array: sample = data.elements?.first { $0.kind == .object }
        default: sample = nil
        }
        if sample == nil { sample = included?.elements?.first { $0.kind == .object } }
        guard let resource = sample, JSONAPILayout.isResource(resource) else { return nil }
        dataObjectIndex = data.kind == .object ? data.index : -1
        dataArrayIndex = data.kind == .array ? data.index : -1
        includedIndex = included?.index ?? -1
    }

    /// Whether an object with tape index `index`, inside the container whose opening tape index
    /// is `parentIndex` (-1 at the root), sits where resources go.
    func isResourcePosition(_ index: Int, parentIndex: Int) -> Bool {
        if index == dataObjectIndex { return true }
        return parentIndex >= 0 && (parentIndex == dataArrayIndex || parentIndex == includedIndex)
    }

    /// The resource type of an object, when it has a string `type` and an `id` or `lid`.
    static func resourceType(of object: JSONNode) -> String? {
        guard isResource(object) else { return nil }
        return object["type"]?.string
    }

    private static func isResource(_ object: JSONNode) -> Bool {
        guard object.kind == .object, object["type"]?.kind == .string else { return false }
        return object["id"] != nil || object["lid"] != nil
    }
}
