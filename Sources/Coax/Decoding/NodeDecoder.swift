import Foundation

/// The `Decoder` the lenient decoder hands to `init(from:)`: a view of one value of the run's
/// document, by tape index (or of a value that is missing), with its place in the tree for
/// paths and errors.
///
/// Object lookups are O(1) in the usual case (see `NodeDecoder+MemberLookup.swift`).
///
/// The run's ``NodeDecoderPool`` rebinds a decoder to another value once nothing references it.
final class NodeDecoder: Decoder {
    let context: DecodingContext
    /// The value's tape index, or -1 for a value that is missing.
    private(set) var index: Int
    private(set) var parent: NodeDecoder?
    private(set) var step: PathStep
    /// Whether non-optional values at this level take forced fallbacks (for a container that is
    /// missing or of the wrong kind).
    private(set) var usesFallback: Bool

    // Member lookup state, used by `NodeDecoder+MemberLookup.swift`.

    /// The key tape index where the next lookup starts.
    var cursor: Int
    /// Whether the object repeats a key, found on the first lookup that needs to know.
    var keyRepetition = KeyRepetition.unknown
    /// Key (converted for the key strategy) → key tape index, last occurrence; built on demand.
    var keyIndex: [String: Int]?

    init(context: DecodingContext, index: Int, parent: NodeDecoder?, step: PathStep, usesFallback: Bool) {
        self.context = context
        self.index = index
        self.parent = parent
        self.step = step
        self.usesFallback = usesFallback
        cursor = index + 1
    }

    /// Makes the decoder stand for another value, as if new.
    func rebind(index: Int, parent: NodeDecoder?, step: PathStep, usesFallback: Bool) {
        self.index = index
        self.parent = parent
        self.step = step
        self.usesFallback = usesFallback
        cursor = index + 1
        keyRepetition = .unknown
    }

    /// Lets go of what the decoder references beyond the context, while it waits in the pool.
    func detach() {
        parent = nil
        keyIndex = nil
    }

    convenience init(
        context: DecodingContext, node: JSONNode?, parent: NodeDecoder?, step: PathStep, usesFallback: Bool
    ) {
        self.init(context: context, index: node?.index ?? -1, parent: parent, step: step, usesFallback: usesFallback)
    }

    /// The value, nil when it is missing.
    var node: JSONNode? {
        index >= 0 ? JSONNode(document: context.document, index: index) : nil
    }

    var codingPath: [any CodingKey] { NodeDecoder.codingPath(parent, step) }

    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard index >= 0, context.reader.kind(at: index) == .objectOpen else {
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
        let node = self.node
        let found = node.map { ReasonText.describe($0) } ?? "missing"
        let shown = kind == .object ? "{}" : "[]"
        guard usesFallback else {
            guard let node else { throw context.missingError(type, node: nil, parent: parent, step: step) }
            throw DecodingError.typeMismatch(
                type,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "Expected an \(kind) at \(NodeDecoder.jsonPath(parent, step)) but found \(found)"
                        + (node.kind == .null ? "" : " → nil")))
        }
        // A missing value decoded from nothing was logged by whoever chose to decode it.
        if node != nil {
            context.record(
                parent, step, node: node, target: kind == .object ? "object" : "array",
                result: "forced fallback \(shown)",
                reason: "\(found) is not an \(kind) → nil → forced fallback \(shown)")
        }
    }

    /// The object a ``JSONModel`` is made from when the node is missing or not an object.
    func objectForModel() throws -> JSONObject {
        try acceptFallback(expecting: .object, type: JSONObject.self)
        return JSONObject()
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
        var steps: [PathStep] = [step]
        var current = parent
        while let decoder = current {
            steps.append(decoder.step)
            current = decoder.parent
        }
        let document = parent?.context.document
        var components: [JSONPath.Component] = []
        for step in steps.reversed() {
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
