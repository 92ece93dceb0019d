/// The single-value container of a node (or of a missing value): every read goes through the
/// same lenient rules as a keyed member, so an enum with raw values reads `"2"` as `2`.
struct NodeSingleValueContainer: SingleValueDecodingContainer {
    let decoder: NodeDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        decoder.node?.isNull ?? true
    }

    func decode(_ type: Bool.Type) throws -> Bool { try scalar(type) }
    func decode(_ type: String.Type) throws -> String { try scalar(type) }
    func decode(_ type: Double.Type) throws -> Double { try scalar(type) }
    func decode(_ type: Float.Type) throws -> Float { try scalar(type) }
    func decode(_ type: Int.Type) throws -> Int { try scalar(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try scalar(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try scalar(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try scalar(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try scalar(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try scalar(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar(type) }

    private func scalar<S: LenientScalar>(_ type: S.Type) throws -> S {
        let context = decoder.context
        guard
            let value = try context.scalar(
                S.self, node: decoder.node, parent: decoder.parent, step: decoder.step,
                optional: false, fallback: decoder.usesFallback)
        else {
            throw context.missingError(S.self, node: decoder.node, parent: decoder.parent, step: decoder.step)
        }
        return value
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.context.required(
            type, node: decoder.node, parent: decoder.parent, step: decoder.step,
            fallback: decoder.usesFallback)
    }
}
