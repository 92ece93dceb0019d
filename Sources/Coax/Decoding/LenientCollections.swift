/// Types the lenient decoder reads itself rather than through their `init(from:)`: scalars
/// (coercion rules), optionals, arrays and string-keyed dictionaries. One protocol, so that one
/// dynamic check per value tells them from other `Decodable` types.
protocol LenientDecodable {
    /// Decodes the value; nil only when `optional` is true.
    static func lenientDecode(
        _ context: DecodingContext, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
        optional: Bool, fallback: Bool
    ) throws -> Self?
    /// Decodes a non-optional value, without making an `Optional<Self>` on the way.
    static func lenientRequired(
        _ context: DecodingContext, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
        fallback: Bool
    ) throws -> Self
}

/// Optionals met as a type (array elements such as `[Int?]`, or `decode(Int?.self, …)`):
/// decoded with the optional rules, so `null` and unconvertible values become nil in place.
extension Optional: LenientDecodable where Wrapped: Decodable {
    static func lenientDecode(
        _ context: DecodingContext, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
        optional: Bool, fallback: Bool
    ) throws -> Self? {
        .some(try context.optional(Wrapped.self, node: node, parent: parent, step: step))
    }

    static func lenientRequired(
        _ context: DecodingContext, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
        fallback: Bool
    ) throws -> Self {
        try context.optional(Wrapped.self, node: node, parent: parent, step: step)
    }
}

/// Arrays and string-keyed dictionaries, decoded by the lenient decoder itself so that elements
/// that fail can be dropped (``LenientDecoder/ArrayElementPolicy``).
protocol LenientCollection: LenientDecodable {
    /// The JSON kind the collection is read from.
    static var jsonKind: JSONKind { get }
    /// The tape slot kind that opens such a value.
    static var tapeKind: TapeEntry.Kind { get }
    /// The forced fallback.
    static var empty: Self { get }
    /// The fallback as written in the log.
    static var emptyDescription: String { get }
    /// Decodes the collection from a decoder over a node of kind ``jsonKind``.
    static func lenientDecode(_ decoder: NodeDecoder) throws -> Self
}

extension LenientCollection {
    static func lenientDecode(
        _ context: DecodingContext, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
        optional: Bool, fallback: Bool
    ) throws -> Self? {
        guard optional else {
            return try context.requiredCollection(Self.self, node: node, parent: parent, step: step, fallback: fallback)
        }
        return try context.optionalCollection(Self.self, node: node, parent: parent, step: step)
    }

    static func lenientRequired(
        _ context: DecodingContext, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
        fallback: Bool
    ) throws -> Self {
        try context.requiredCollection(Self.self, node: node, parent: parent, step: step, fallback: fallback)
    }
}

extension Array: LenientDecodable, LenientCollection where Element: Decodable {
    static var jsonKind: JSONKind { .array }
    static var tapeKind: TapeEntry.Kind { .arrayOpen }
    static var empty: [Element] { [] }
    static var emptyDescription: String { "[]" }

    static func lenientDecode(_ decoder: NodeDecoder) throws -> [Element] {
        let context = decoder.context
        let reader = context.reader
        // The common scalar element types run in loops specialized for them.
        if Element.self == String.self {
            return try DecodingContext.reinterpret(
                context.scalarArray(String.self, decoder) { context.string(at: $0) }, as: [Element].self)
        }
        if Element.self == Int.self {
            return try DecodingContext.reinterpret(
                context.scalarArray(Int.self, decoder) { reader.integer(at: $0, as: Int.self) }, as: [Element].self)
        }
        if Element.self == Int64.self {
            return try DecodingContext.reinterpret(
                context.scalarArray(Int64.self, decoder) { reader.integer(at: $0, as: Int64.self) }, as: [Element].self)
        }
        if Element.self == Double.self {
            return try DecodingContext.reinterpret(
                context.scalarArray(Double.self, decoder) { reader.double(at: $0) }, as: [Element].self)
        }
        if Element.self == Bool.self {
            return try DecodingContext.reinterpret(
                context.scalarArray(Bool.self, decoder) { reader.bool(at: $0) }, as: [Element].self)
        }
        let isModel: Bool
        switch context.dispatch(Element.self) {
        case .scalar(let scalarType): return try scalarElements(scalarType, decoder)
        case .collection, .special: isModel = false
        case .model: isModel = true
        }
        return try context.arrayElements(of: decoder) { index, position in
            if isModel, reader.kind(at: index) != .null {
                return try context.general(
                    Element.self, presentAt: index, parent: decoder, step: .element(position), fallback: false)
            }
            return try context.required(
                Element.self, node: JSONNode(document: context.document, index: index),
                parent: decoder, step: .element(position), fallback: false)
        }
    }

    /// The loop for other scalar elements, without a dynamic type check per element. `S` is
    /// `Element` (the caller found `Element` to be a scalar type), so the array is returned as
    /// `[Element]` by reinterpreting it: `[S] as? [Element]` would cast element by element.
    private static func scalarElements<S: LenientScalar>(_ type: S.Type, _ decoder: NodeDecoder) throws -> [Element] {
        let context = decoder.context
        let values = try context.scalarArray(S.self, decoder) { index in
            try S.readAsIs(JSONNode(document: context.document, index: index), context)
        }
        return try DecodingContext.reinterpret(values, as: [Element].self)
    }
}

extension Dictionary: LenientDecodable, LenientCollection where Key == String, Value: Decodable {
    static var jsonKind: JSONKind { .object }
    static var tapeKind: TapeEntry.Kind { .objectOpen }
    static var empty: [String: Value] { [:] }
    static var emptyDescription: String { "[:]" }

    static func lenientDecode(_ decoder: NodeDecoder) throws -> [String: Value] {
        let context = decoder.context
        var result: [String: Value] = [:]
        for entry in decoder.node?.entries ?? JSONNode.Entries(children: .init()) {
            let key = AnyCodingKey(entry.key)
            let step = PathStep.member(keyIndex: entry.keyIndex, key: key)
            do {
                result[entry.key] = try context.required(
                    Value.self, node: entry.value, parent: decoder, step: step, fallback: false)
            } catch  where context.elementPolicy == .dropElement {
                result[entry.key] = nil
                context.record(
                    decoder, step, node: entry.value, target: "\(Value.self)",
                    result: "dropped", reason: DecodingContext.reason(of: error))
            }
        }
        return result
    }
}
