/// The keyed container over an object node (or over nothing, under the fallback policy).
///
/// Non-optional values follow ``LenientDecoder/NonOptionalPolicy``; `decodeIfPresent` follows
/// ``LenientDecoder/OptionalPolicy``, so the synthesized `init(from:)` of an optional property
/// gets nil for a missing, `null` or unconvertible value.
struct NodeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: NodeDecoder
    /// True when the container stands for a missing or mismatched object.
    let isEmpty: Bool

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        isEmpty ? [] : decoder.objectKeys().compactMap { Key(stringValue: $0) }
    }

    func contains(_ key: Key) -> Bool {
        !isEmpty && decoder.memberKeyIndex(for: key, advancing: false) != nil
    }

    /// The member's value node (nil when missing) and its path step.
    private func lookup(_ key: Key) -> (node: JSONNode?, step: PathStep) {
        guard !isEmpty, let node = decoder.node, let keyIndex = decoder.memberKeyIndex(for: key, advancing: true) else {
            return (nil, .absent(key: key))
        }
        return (JSONNode(document: node.document, index: keyIndex + 1), .member(keyIndex: keyIndex, key: key))
    }

    private func scalar<S: LenientScalar>(_ type: S.Type, _ key: Key) throws -> S {
        let (node, step) = lookup(key)
        let context = decoder.context
        guard let value = try context.scalar(S.self, node: node, parent: decoder, step: step,
                                             optional: false, fallback: context.fallsBack) else {
            throw context.missingError(S.self, node: node, parent: decoder, step: step)
        }
        return value
    }

    private func optionalScalar<S: LenientScalar>(_ type: S.Type, _ key: Key) throws -> S? {
        let (node, step) = lookup(key)
        return try decoder.context.scalar(S.self, node: node, parent: decoder, step: step, optional: true, fallback: false)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard !isEmpty, let node = decoder.node, let keyIndex = decoder.memberKeyIndex(for: key, advancing: false) else {
            return true
        }
        return JSONNode(document: node.document, index: keyIndex + 1).isNull
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(type, key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let (node, step) = lookup(key)
        let context = decoder.context
        return try context.required(type, node: node, parent: decoder, step: step, fallback: context.fallsBack)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optionalScalar(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optionalScalar(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optionalScalar(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optionalScalar(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optionalScalar(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optionalScalar(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optionalScalar(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optionalScalar(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optionalScalar(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optionalScalar(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optionalScalar(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optionalScalar(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optionalScalar(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optionalScalar(type, key) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let (node, step) = lookup(key)
        return try decoder.context.optional(type, node: node, parent: decoder, step: step)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey> {
        try childDecoder(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try childDecoder(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        try childDecoder(AnyCodingKey("super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try childDecoder(key)
    }

    private func childDecoder(_ key: some CodingKey) throws -> NodeDecoder {
        guard !isEmpty, let node = decoder.node, let keyIndex = decoder.memberKeyIndex(for: key, advancing: true) else {
            return NodeDecoder(context: decoder.context, node: nil, parent: decoder, step: .absent(key: key),
                               usesFallback: decoder.context.fallsBack)
        }
        return NodeDecoder(context: decoder.context, node: JSONNode(document: node.document, index: keyIndex + 1),
                           parent: decoder, step: .member(keyIndex: keyIndex, key: key), usesFallback: decoder.context.fallsBack)
    }
}
