/// The unkeyed container over an array node, element by element (skipping each subtree in O(1)).
///
/// Elements read here follow the non-optional policy like any value; the element policy (drop or
/// fail) applies when the decoder decodes a Swift `Array` itself.
struct NodeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: NodeDecoder
    let elements: JSONNode.Children
    private var position: Int

    init(decoder: NodeDecoder, elements: JSONNode.Children) {
        self.decoder = decoder
        self.elements = elements
        position = elements.startIndex
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { position >= elements.endIndex }
    private(set) var currentIndex = 0

    /// The current element, advancing past it.
    private mutating func next(_ type: Any.Type) throws -> (node: JSONNode, step: PathStep) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: codingPath + [IndexCodingKey(currentIndex)],
                    debugDescription: "Unkeyed container is at end (\(currentIndex) elements)"))
        }
        let node = elements[position]
        let step = PathStep.element(currentIndex)
        position = elements.index(after: position)
        currentIndex += 1
        return (node, step)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[position].isNull else { return false }
        position = elements.index(after: position)
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try scalar(type) }
    mutating func decode(_ type: String.Type) throws -> String { try scalar(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try scalar(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try scalar(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try scalar(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try scalar(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try scalar(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try scalar(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try scalar(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try scalar(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar(type) }

    private mutating func scalar<S: LenientScalar>(_ type: S.Type) throws -> S {
        let (node, step) = try next(type)
        let context = decoder.context
        guard
            let value = try context.scalar(
                S.self, node: node, parent: decoder, step: step,
                optional: false, fallback: context.fallsBack)
        else {
            throw context.missingError(S.self, node: node, parent: decoder, step: step)
        }
        return value
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (node, step) = try next(type)
        let context = decoder.context
        return try context.required(type, node: node, parent: decoder, step: step, fallback: context.fallsBack)
    }

    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        guard !isAtEnd else { return nil }
        let (node, step) = try next(type)
        return try decoder.context.optional(type, node: node, parent: decoder, step: step)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try childDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try childDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try childDecoder()
    }

    private mutating func childDecoder() throws -> NodeDecoder {
        let (node, step) = try next(NodeDecoder.self)
        return NodeDecoder(
            context: decoder.context, node: node, parent: decoder, step: step, usesFallback: decoder.context.fallsBack)
    }
}
