/// Types the lenient decoder reads itself rather than through their `init(from:)`: scalars
/// (coercion rules), optionals, arrays and string-keyed dictionaries. One protocol, so that one
/// dynamic check per value tells them from other `Decodable` types.
protocol LenientDecodable {
    /// Decodes the value; nil only when `optional` is true.
    static func lenientDecode(_ context: DecodingContext, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
                              optional: Bool, fallback: Bool) throws -> Self?
}

/// Optionals met as a type (array elements such as `[Int?]`, or `decode(Int?.self, …)`):
/// decoded with the optional rules, so `null` and unconvertible values become nil in place.
extension Optional: LenientDecodable where Wrapped: Decodable {
    static func lenientDecode(_ context: DecodingContext, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
                              optional: Bool, fallback: Bool) throws -> Self? {
        .some(try context.optional(Wrapped.self, node: node, parent: parent, step: step))
    }
}

/// Arrays and string-keyed dictionaries, decoded by the lenient decoder itself so that elements
/// that fail can be dropped (``LenientDecoder/ArrayElementPolicy``).
protocol LenientCollection: LenientDecodable {
    /// The JSON kind the collection is read from.
    static var jsonKind: JSONKind { get }
    /// The forced fallback.
    static var empty: Self { get }
    /// The fallback as written in the log.
    static var emptyDescription: String { get }
    /// Decodes the collection from a decoder over a node of kind ``jsonKind``.
    static func lenientDecode(_ decoder: NodeDecoder) throws -> Self
}

extension LenientCollection {
    static func lenientDecode(_ context: DecodingContext, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
                              optional: Bool, fallback: Bool) throws -> Self? {
        try context.collection(Self.self, node: node, parent: parent, step: step, optional: optional, fallback: fallback)
    }
}

extension Array: LenientDecodable, LenientCollection where Element: Decodable {
    static var jsonKind: JSONKind { .array }
    static var empty: [Element] { [] }
    static var emptyDescription: String { "[]" }

    static func lenientDecode(_ decoder: NodeDecoder) throws -> [Element] {
        if let scalarType = Element.self as? any LenientScalar.Type {
            return try scalarElements(scalarType, decoder)
        }
        let context = decoder.context
        let isSpecial = Element.self is any LenientDecodable.Type
        var result: [Element] = []
        result.reserveCapacity(decoder.node?.count ?? 0)
        var position = 0
        for element in decoder.node?.elements ?? .init() {
            defer { position += 1 }
            do {
                if isSpecial {
                    result.append(try context.required(Element.self, node: element, parent: decoder,
                                                       step: .element(position), fallback: false))
                } else {
                    result.append(try context.general(Element.self, node: element, parent: decoder,
                                                      step: .element(position), fallback: false))
                }
            } catch where context.elementPolicy == .dropElement {
                context.record(decoder, .element(position), node: element, target: "\(Element.self)",
                               result: "dropped", reason: DecodingContext.reason(of: error))
            }
        }
        return result
    }

    /// The same loop for scalar elements, without a dynamic type check per element. `S` is
    /// `Element` (the caller found `Element` to be a scalar type), so the array is returned as
    /// `[Element]` by reinterpreting it: `[S] as? [Element]` would cast element by element.
    private static func scalarElements<S: LenientScalar>(_ type: S.Type, _ decoder: NodeDecoder) throws -> [Element] {
        guard S.self == Element.self else { return [] }
        return unsafeBitCast(try scalarValues(S.self, decoder), to: [Element].self)
    }

    private static func scalarValues<S: LenientScalar>(_ type: S.Type, _ decoder: NodeDecoder) throws -> [S] {
        let context = decoder.context
        var result: [S] = []
        result.reserveCapacity(decoder.node?.count ?? 0)
        var position = 0
        for element in decoder.node?.elements ?? .init() {
            defer { position += 1 }
            do {
                if try S.appendAsIs(element, context, to: &result) { continue }
                if let value = try context.scalar(S.self, node: element, parent: decoder, step: .element(position),
                                                  optional: false, fallback: false) {
                    result.append(value)
                }
            } catch where context.elementPolicy == .dropElement {
                context.record(decoder, .element(position), node: element, target: "\(S.self)",
                               result: "dropped", reason: DecodingContext.reason(of: error))
            }
        }
        return result
    }
}

extension Dictionary: LenientDecodable, LenientCollection where Key == String, Value: Decodable {
    static var jsonKind: JSONKind { .object }
    static var empty: [String: Value] { [:] }
    static var emptyDescription: String { "[:]" }

    static func lenientDecode(_ decoder: NodeDecoder) throws -> [String: Value] {
        let context = decoder.context
        var result: [String: Value] = [:]
        for entry in decoder.node?.entries ?? JSONNode.Entries(children: .init()) {
            let key = AnyCodingKey(entry.key)
            let step = PathStep.member(keyIndex: entry.keyIndex, key: key)
            do {
                result[entry.key] = try context.required(Value.self, node: entry.value, parent: decoder, step: step, fallback: false)
            } catch where context.elementPolicy == .dropElement {
                result[entry.key] = nil
                context.record(decoder, step, node: entry.value, target: "\(Value.self)",
                               result: "dropped", reason: DecodingContext.reason(of: error))
            }
        }
        return result
    }
}
