import Foundation

/// The `Decoder` the lenient decoder hands to `init(from:)`: a view of one node of the document
/// (nil for a value that is missing), with its place in the tree for paths and errors.
///
/// Object lookups are O(1) in the usual case: synthesized `init(from:)` asks for keys in the
/// order the JSON usually has them, so each lookup first checks the member after the previous
/// match. Otherwise small objects are scanned, and large ones get a key index built once.
final class NodeDecoder: Decoder {
    let context: DecodingContext
    let node: JSONNode?
    let parent: NodeDecoder?
    let step: PathStep
    /// Whether non-optional values at this level take forced fallbacks (for a container that is
    /// missing or of the wrong kind).
    let usesFallback: Bool

    /// Raw access to the node's document, for the hot paths.
    let reader: TapeReader?
    /// The key tape index where the next lookup starts.
    private var cursor: Int
    /// Key (converted for the key strategy) → key tape index, last occurrence; built on demand.
    private var keyIndex: [String: Int]?
    /// Signature bits that more than one key of the object has, and whether every key could be
    /// signed (keys with escapes cannot: two spellings may be one key); computed on demand.
    private var keySignatures: (repeated: UInt64, exact: Bool)?

    /// Objects with at most this many members are scanned rather than indexed.
    private static let scanLimit = 16

    init(context: DecodingContext, node: JSONNode?, parent: NodeDecoder?, step: PathStep, usesFallback: Bool) {
        self.context = context
        self.node = node
        self.parent = parent
        self.step = step
        self.usesFallback = usesFallback
        reader = node.map { TapeReader(document: $0.document) }
        cursor = (node?.index ?? 0) + 1
    }

    var codingPath: [any CodingKey] { NodeDecoder.codingPath(parent, step) }

    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let node, node.entry.kind == .objectOpen else {
            try acceptFallback(expecting: .object, type: [String: Any].self)
            return KeyedDecodingContainer(NodeKeyedContainer<Key>(decoder: self, isEmpty: true))
        }
        return KeyedDecodingContainer(NodeKeyedContainer<Key>(decoder: self, isEmpty: false))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let node, node.entry.kind == .arrayOpen else {
            try acceptFallback(expecting: .array, type: [Any].self)
            return NodeUnkeyedContainer(decoder: self, elements: .init())
        }
        return NodeUnkeyedContainer(decoder: self, elements: node.elements ?? .init())
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        NodeSingleValueContainer(decoder: self)
    }

    /// A container of the wrong kind, or none: an empty one under the fallback policy (logged),
    /// an error otherwise.
    private func acceptFallback(expecting kind: JSONKind, type: Any.Type) throws {
        let found = node.map { ReasonText.describe($0) } ?? "missing"
        let shown = kind == .object ? "{}" : "[]"
        guard usesFallback else {
            guard let node else { throw context.missingError(type, node: nil, parent: parent, step: step) }
            throw DecodingError.typeMismatch(type, DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "Expected an \(kind) at \(NodeDecoder.jsonPath(parent, step)) but found \(found)"
                    + (node.kind == .null ? "" : " → nil")))
        }
        // A missing value decoded from nothing was logged by whoever chose to decode it.
        if node != nil {
            context.record(parent, step, node: node, target: kind == .object ? "object" : "array",
                           result: "forced fallback \(shown)", reason: "\(found) is not an \(kind) → nil → forced fallback \(shown)")
        }
    }

    /// The object a ``JSONModel`` is made from when the node is missing or not an object.
    func objectForModel() throws -> JSONObject {
        try acceptFallback(expecting: .object, type: JSONObject.self)
        return JSONObject()
    }

    // MARK: Member lookup

    /// The key tape index of the member matching `key` (the last one when repeated), or nil.
    func memberKeyIndex(for key: some CodingKey, advancing: Bool) -> Int? {
        memberKeyIndex(named: key.stringValue, advancing: advancing)
    }

    /// The member lookup by the key's string value; not generic, so it runs
    /// specialized whatever the caller's coding-key type.
    func memberKeyIndex(named key: String, advancing: Bool) -> Int? {
        guard let node, let reader else { return nil }
        guard context.keyStrategy == .useDefaultKeys else { return indexedLookup(key) }
        let end = Int(node.entry.payload)
        var name = key
        return name.withUTF8 { wanted -> Int? in
            if cursor < end, !mayRepeat(keyAt: cursor, reader) {
                let matches = reader.keyMatches(at: cursor, wanted)
                    ?? JSONNode.Member(document: reader.document, keyIndex: cursor, objectIndex: node.index).keyMatches(wanted)
                if matches {
                    let found = cursor
                    if advancing { cursor = reader.subtreeEnd(of: cursor + 1) }
                    return found
                }
            }
            guard node.count > NodeDecoder.scanLimit else {
                var found: Int?
                var position = node.index + 1
                while position < end {
                    let next = reader.subtreeEnd(of: position + 1)
                    let matches = reader.keyMatches(at: position, wanted)
                        ?? JSONNode.Member(document: reader.document, keyIndex: position, objectIndex: node.index).keyMatches(wanted)
                    if matches {
                        found = position
                        if advancing, !mayRepeat(keyAt: position, reader) { cursor = next }
                    }
                    position = next
                }
                return found
            }
            return indexedLookup(key)
        }
    }

    /// Whether another member of this object may have the same key as the one at `keyIndex`.
    /// False means certainly not, so the cursor's match is the last one; true sends the lookup
    /// through a full scan. Decided by counting cheap key signatures once per object, which
    /// costs far less than finding the document's duplicates exactly.
    private func mayRepeat(keyAt keyIndex: Int, _ reader: TapeReader) -> Bool {
        if keySignatures == nil { keySignatures = computeKeySignatures(reader) }
        guard let signatures = keySignatures, signatures.exact,
              let bit = reader.keySignatureBit(at: keyIndex) else { return true }
        return signatures.repeated & bit != 0
    }

    private func computeKeySignatures(_ reader: TapeReader) -> (repeated: UInt64, exact: Bool) {
        guard let node else { return (0, false) }
        var seen: UInt64 = 0
        var repeated: UInt64 = 0
        var position = node.index + 1
        let end = Int(node.entry.payload)
        while position < end {
            guard let bit = reader.keySignatureBit(at: position) else { return (0, false) }
            if seen & bit != 0 { repeated |= bit } else { seen |= bit }
            position = reader.subtreeEnd(of: position + 1)
        }
        return (repeated, true)
    }

    private func indexedLookup(_ name: String) -> Int? {
        if let keyIndex { return keyIndex[name] }
        var index: [String: Int] = [:]
        let convert = context.keyStrategy == .convertFromSnakeCase
        for member in node?.entries ?? JSONNode.Entries(children: .init()) {
            index[convert ? SnakeCase.camelCase(member.key) : member.key] = member.keyIndex
        }
        keyIndex = index
        return index[name]
    }

    /// The keys of the object, converted for the key strategy, without repeats, in document order.
    func objectKeys() -> [String] {
        var seen = Set<String>()
        var keys: [String] = []
        let convert = context.keyStrategy == .convertFromSnakeCase
        for member in node?.entries ?? JSONNode.Entries(children: .init()) {
            let key = convert ? SnakeCase.camelCase(member.key) : member.key
            if seen.insert(key).inserted { keys.append(key) }
        }
        return keys
    }

    // MARK: Paths

    /// The coding path of the value at `step` under `parent`.
    static func codingPath(_ parent: NodeDecoder?, _ step: PathStep) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var steps: [PathStep] = [step]
        var current = parent
        while let decoder = current {
            steps.append(decoder.step)
            current = decoder.parent
        }
        for step in steps.reversed() {
            switch step {
            case .root: continue
            case .member(_, let key), .absent(let key): keys.append(key)
            case .element(let position): keys.append(IndexCodingKey(position))
            }
        }
        return keys
    }

    /// The JSON path of the value at `step` under `parent`, with the document's own keys.
    static func jsonPath(_ parent: NodeDecoder?, _ step: PathStep) -> String {
        var steps: [(PathStep, JSONDocument?)] = [(step, parent?.node?.document)]
        var current = parent
        while let decoder = current {
            steps.append((decoder.step, decoder.parent?.node?.document))
            current = decoder.parent
        }
        var components: [JSONPath.Component] = []
        for (step, document) in steps.reversed() {
            switch step {
            case .root:
                continue
            case .member(let keyIndex, let key):
                components.append(.key(document.map { $0.decodedString(at: keyIndex) } ?? key.stringValue))
            case .absent(let key):
                components.append(.key(key.stringValue))
            case .element(let position):
                components.append(.index(position))
            }
        }
        return JSONPath(components).shortForm
    }
}
