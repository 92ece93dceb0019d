import Foundation

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
        !isEmpty && decoder.memberKeyIndex(named: key.stringValue, advancing: false) != nil
    }

    /// The key tape index of the member named by `key`, advancing the lookup cursor.
    private func find(_ key: Key) -> Int? {
        isEmpty ? nil : decoder.memberKeyIndex(named: key.stringValue, advancing: true)
    }

    /// The value node of the member whose key is at `keyIndex`.
    private func value(at keyIndex: Int?) -> JSONNode? {
        guard let keyIndex else { return nil }
        return JSONNode(document: decoder.context.document, index: keyIndex + 1)
    }

    private func step(_ key: Key, _ keyIndex: Int?) -> PathStep {
        keyIndex.map { .member(keyIndex: $0, key: key) } ?? .absent(key: key)
    }

    // The typed overloads below read the common as-is case in non-generic code (the container is
    // generic over the caller's key type, which would keep generic helpers unspecialized), and
    // leave everything else to the coercion path.

    private func scalar<S: LenientScalar>(_ type: S.Type, _ key: Key, _ keyIndex: Int?) throws -> S {
        let context = decoder.context
        return try context.requiredScalar(
            S.self, node: value(at: keyIndex), parent: decoder, step: step(key, keyIndex),
            fallback: context.fallsBack)
    }

    private func optionalScalar<S: LenientScalar>(_ type: S.Type, _ key: Key, _ keyIndex: Int?) throws -> S? {
        guard keyIndex != nil else { return nil }
        return try decoder.context.scalar(
            S.self, node: value(at: keyIndex), parent: decoder, step: step(key, keyIndex),
            optional: true, fallback: false)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard !isEmpty, let keyIndex = decoder.memberKeyIndex(named: key.stringValue, advancing: false) else {
            return true
        }
        return value(at: keyIndex)?.isNull ?? true
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.bool(at: keyIndex + 1) { return value }
        return try scalar(type, key, keyIndex)
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.string(at: keyIndex + 1) { return value }
        return try scalar(type, key, keyIndex)
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.double(at: keyIndex + 1) { return value }
        return try scalar(type, key, keyIndex)
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        let keyIndex = find(key)
        if let node = value(at: keyIndex), let value = Float.readAsIs(node, decoder.context) { return value }
        return try scalar(type, key, keyIndex)
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: Int.self) { return value }
        return try scalar(type, key, keyIndex)
    }

    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: Int8.self) { return value }
        return try scalar(type, key, keyIndex)
    }

    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: Int16.self) { return value }
        return try scalar(type, key, keyIndex)
    }

    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: Int32.self) { return value }
        return try scalar(type, key, keyIndex)
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: Int64.self) { return value }
        return try scalar(type, key, keyIndex)
    }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: UInt.self) { return value }
        return try scalar(type, key, keyIndex)
    }

    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: UInt8.self) { return value }
        return try scalar(type, key, keyIndex)
    }

    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: UInt16.self) { return value }
        return try scalar(type, key, keyIndex)
    }

    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: UInt32.self) { return value }
        return try scalar(type, key, keyIndex)
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: UInt64.self) { return value }
        return try scalar(type, key, keyIndex)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let keyIndex = find(key)
        let context = decoder.context
        let dispatch = context.dispatch(T.self)
        if let keyIndex {
            let valueIndex = keyIndex + 1
            let kind = context.reader.kind(at: valueIndex)
            switch dispatch {
            case .model where kind != .null:
                return try context.general(
                    type, presentAt: valueIndex, parent: decoder,
                    step: .member(keyIndex: keyIndex, key: key), fallback: context.fallsBack)
            case .collection(let collection) where kind == collection.tapeKind:
                return try context.collection(
                    collection, as: T.self, presentAt: valueIndex, parent: decoder,
                    step: .member(keyIndex: keyIndex, key: key), fallback: context.fallsBack)
            case .scalar where T.self == Decimal.self:
                if let decimal = context.reader.decimal(at: valueIndex) {
                    return try DecodingContext.reinterpret(decimal, as: T.self)
                }
            default:
                break
            }
        }
        return try context.required(
            type, dispatch, node: value(at: keyIndex), parent: decoder, step: step(key, keyIndex),
            fallback: context.fallsBack)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.bool(at: keyIndex + 1) { return value }
        return try optionalScalar(type, key, keyIndex)
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.string(at: keyIndex + 1) { return value }
        return try optionalScalar(type, key, keyIndex)
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.double(at: keyIndex + 1) { return value }
        return try optionalScalar(type, key, keyIndex)
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        let keyIndex = find(key)
        if let node = value(at: keyIndex), let value = Float.readAsIs(node, decoder.context) { return value }
        return try optionalScalar(type, key, keyIndex)
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: Int.self) { return value }
        return try optionalScalar(type, key, keyIndex)
    }

    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: Int8.self) { return value }
        return try optionalScalar(type, key, keyIndex)
    }

    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: Int16.self) { return value }
        return try optionalScalar(type, key, keyIndex)
    }

    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: Int32.self) { return value }
        return try optionalScalar(type, key, keyIndex)
    }

    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: Int64.self) { return value }
        return try optionalScalar(type, key, keyIndex)
    }

    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: UInt.self) { return value }
        return try optionalScalar(type, key, keyIndex)
    }

    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: UInt8.self) { return value }
        return try optionalScalar(type, key, keyIndex)
    }

    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: UInt16.self) { return value }
        return try optionalScalar(type, key, keyIndex)
    }

    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: UInt32.self) { return value }
        return try optionalScalar(type, key, keyIndex)
    }

    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        let keyIndex = find(key)
        if let keyIndex, let value = decoder.context.reader.integer(at: keyIndex + 1, as: UInt64.self) { return value }
        return try optionalScalar(type, key, keyIndex)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let keyIndex = find(key)
        if T.self == Decimal.self, let keyIndex, let decimal = decoder.context.reader.decimal(at: keyIndex + 1) {
            return try DecodingContext.reinterpret(decimal, as: T.self)
        }
        guard let node = value(at: keyIndex) else { return nil }
        return try decoder.context.optional(type, node: node, parent: decoder, step: step(key, keyIndex))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
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
        guard !isEmpty, let keyIndex = decoder.memberKeyIndex(named: key.stringValue, advancing: true) else {
            return NodeDecoder(
                context: decoder.context, index: -1, parent: decoder, step: .absent(key: key),
                usesFallback: decoder.context.fallsBack)
        }
        return NodeDecoder(
            context: decoder.context, index: keyIndex + 1, parent: decoder,
            step: .member(keyIndex: keyIndex, key: key), usesFallback: decoder.context.fallsBack)
    }
}
