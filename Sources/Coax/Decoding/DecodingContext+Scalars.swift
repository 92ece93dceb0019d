import Foundation

extension DecodingContext {
    /// Reads a scalar; nil only for an optional value.
    func scalar<S: LenientScalar>(
        _ type: S.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
        optional: Bool, fallback: Bool
    ) throws -> S? {
        guard let node, node.entry.kind != .null else {
            if optional { return nil }
            if fallback, let value = S.fallback(self) {
                let found = node == nil ? "missing" : "null"
                record(
                    parent, step, node: node, target: "\(S.self)", result: "forced fallback \(S.describe(value))",
                    reason: "\(found) → nil → forced fallback \(S.describe(value))")
                return value
            }
            throw missingError(S.self, node: node, parent: parent, step: step)
        }
        if let value = try S.readAsIs(node, self) { return value }
        if let value = S.coerce(node, self) {
            if logging {
                record(
                    parent, step, node: node, target: optional ? "\(S.self)?" : "\(S.self)",
                    result: S.describe(value), reason: S.explain(node, self).why)
            }
            return value
        }
        let why = S.explain(node, self).why
        if optional, optionalPolicy == .nilWhenUnconvertible {
            record(parent, step, node: node, target: "\(S.self)?", result: "nil", reason: why)
            return nil
        }
        if !optional, fallback, let value = S.fallback(self) {
            record(
                parent, step, node: node, target: "\(S.self)", result: "forced fallback \(S.describe(value))",
                reason: "\(why) → forced fallback \(S.describe(value))")
            return value
        }
        throw DecodingError.typeMismatch(
            S.self,
            DecodingError.Context(
                codingPath: NodeDecoder.codingPath(parent, step),
                debugDescription: "Cannot read \(S.self) at \(NodeDecoder.jsonPath(parent, step)): \(why)"))
    }

    /// Reads a non-optional scalar.
    func requiredScalar<S: LenientScalar>(
        _ type: S.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
        fallback: Bool
    ) throws -> S {
        guard
            let value = try scalar(S.self, node: node, parent: parent, step: step, optional: false, fallback: fallback)
        else {
            throw missingError(S.self, node: node, parent: parent, step: step)
        }
        return value
    }

    /// The elements of the array `decoder` stands for, each read as-is by `readAsIs` (from its
    /// tape index) when it can be, otherwise through the coercion rules and the element policy.
    func scalarArray<S: LenientScalar>(
        _ type: S.Type, _ decoder: NodeDecoder,
        readAsIs: (Int) throws -> S?
    ) throws -> [S] {
        let arrayIndex = decoder.index
        var result: [S] = []
        result.reserveCapacity(reader.childCount(of: arrayIndex))
        let end = reader.containerEnd(of: arrayIndex)
        var index = arrayIndex + 1
        var position = 0
        while index < end {
            defer {
                index = reader.subtreeEnd(of: index)
                position += 1
            }
            do {
                if let value = try readAsIs(index) {
                    result.append(value)
                } else {
                    result.append(
                        try requiredScalar(
                            S.self, node: JSONNode(document: document, index: index), parent: decoder,
                            step: .element(position), fallback: false))
                }
            } catch  where elementPolicy == .dropElement {
                record(
                    decoder, .element(position), node: JSONNode(document: document, index: index), target: "\(S.self)",
                    result: "dropped", reason: DecodingContext.reason(of: error))
            }
        }
        return result
    }
}
