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
                recordForcedFallback(
                    parent, step, node: node, target: S.self, fallback: S.describe(value),
                    why: "\(node == nil ? "missing" : "null") → nil")
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
            recordForcedFallback(parent, step, node: node, target: S.self, fallback: S.describe(value), why: why)
            return value
        }
        throw unconvertibleError(S.self, parent: parent, step: step, why: why)
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
        try arrayElements(of: decoder) { index, position in
            if let value = try readAsIs(index) { return value }
            return try requiredScalar(
                S.self, node: JSONNode(document: document, index: index), parent: decoder,
                step: .element(position), fallback: false)
        }
    }
}
