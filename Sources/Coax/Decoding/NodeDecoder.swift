import Foundation

/// The `Decoder` the lenient decoder hands to `init(from:)`: a view of one value of the run's
/// document, by tape index (or of a value that is missing), with its place in the tree for
/// paths and errors.
///
/// Object lookups are O(1) in the usual case: synthesized `init(from:)` asks for keys in the
/// order the JSON usually has them, so each lookup first checks the member after the previous
/// match, and that match is final once the object is known to repeat no key. Otherwise small
/// objects are scanned, and large ones get a key index built once.
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

    /// The key tape index where the next lookup starts.
    private var cursor: Int
    /// Whether the object repeats a key, found on the first lookup that needs to know.
    private var keyRepetition = KeyRepetition.unknown
    /// Key (converted for the key strategy) → key tape index, last occurrence; built on demand.
    private var keyIndex: [String: Int]?

    private enum KeyRepetition {
        case unknown
        /// Every key is different, so the first match is the only one.
        case none
        /// Some key may appear twice (or keys have escapes, so equal keys may be spelled apart):
        /// lookups find the last match.
        case possible
    }

    /// Objects with at most this many members are scanned rather than indexed.
    private static let scanLimit = 16
    /// Objects with more members are not checked for repeated keys; the key index finds the
    /// last of each.
    private static let repetitionCheckLimit = 64

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

    convenience init(context: DecodingContext, node: JSONNode?, parent: NodeDecoder?, step: PathStep, usesFallback: Bool) {
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
    /// Not generic, so it runs specialized whatever the caller's coding-key type. Only for an
    /// object node.
    func memberKeyIndex(named key: String, advancing: Bool) -> Int? {
        guard context.keyStrategy == .useDefaultKeys else { return indexedLookup(key) }
        var name = key
        return name.withUTF8 { wanted -> Int? in
            let reader = context.reader
            let end = reader.containerEnd(of: index)
            if cursor < end, reader.keyMatches(at: cursor, wanted) == true, keysAreDistinct(reader) {
                let found = cursor
                if advancing { cursor = reader.subtreeEnd(of: found + 1) }
                return found
            }
            return searchMember(wanted, name: key, end: end, advancing: advancing)
        }
    }

    /// The lookup when the member after the previous match is not the one: a scan (first match
    /// when keys are distinct, last match otherwise), or the key index for large objects.
    private func searchMember(_ wanted: UnsafeBufferPointer<UInt8>, name: String, end: Int, advancing: Bool) -> Int? {
        let reader = context.reader
        let distinct = keysAreDistinct(reader)
        guard reader.childCount(of: index) <= NodeDecoder.scanLimit else { return indexedLookup(name) }
        var found: Int?
        var position = index + 1
        while position < end {
            let next = reader.subtreeEnd(of: position + 1)
            let matches = reader.keyMatches(at: position, wanted)
                ?? JSONNode.Member(document: context.document, keyIndex: position, objectIndex: index).keyMatches(wanted)
            if matches {
                found = position
                if distinct {
                    if advancing { cursor = next }
                    break
                }
            }
            position = next
        }
        return found
    }

    /// Whether no key of the object appears twice, decided on first use. Cheap key signatures
    /// settle it for most objects; keys whose signatures collide are compared byte for byte.
    private func keysAreDistinct(_ reader: TapeReader) -> Bool {
        if keyRepetition == .unknown { keyRepetition = findKeyRepetition(reader) }
        return keyRepetition == .none
    }

    private func findKeyRepetition(_ reader: TapeReader) -> KeyRepetition {
        let end = reader.containerEnd(of: index)
        var seen: UInt64 = 0
        var repeated: UInt64 = 0
        var position = index + 1
        while position < end {
            // A key with escapes may equal another spelled differently.
            guard let bit = reader.keySignatureBit(at: position) else { return .possible }
            repeated |= seen & bit
            seen |= bit
            position = reader.subtreeEnd(of: position + 1)
        }
        guard repeated != 0 else { return .none }
        guard reader.childCount(of: index) <= NodeDecoder.repetitionCheckLimit else { return .possible }
        return hasRepeatedKey(reader, among: repeated) ? .possible : .none
    }

    /// Compares, byte for byte, the keys whose signature bit is in `bits` (the ones more than one
    /// key has), each with the earlier ones of the same bit.
    private func hasRepeatedKey(_ reader: TapeReader, among bits: UInt64) -> Bool {
        let end = reader.containerEnd(of: index)
        return withUnsafeTemporaryAllocation(of: (key: Int, bit: UInt64).self,
                                              capacity: NodeDecoder.repetitionCheckLimit) { suspects -> Bool in
            var count = 0
            var position = index + 1
            while position < end, count < suspects.count {
                let bit = reader.keySignatureBit(at: position) ?? 0
                if bits & bit != 0 {
                    for earlier in 0..<count where suspects[earlier].bit == bit {
                        if reader.rawKeysEqual(suspects[earlier].key, position) { return true }
                    }
                    suspects[count] = (position, bit)
                    count += 1
                }
                position = reader.subtreeEnd(of: position + 1)
            }
            return false
        }
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
