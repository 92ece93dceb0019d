import Foundation

// Non-optional paths avoid `Optional<T>` in generic code: for a `T` the caller knows only at run
// time, each use of `T?` asks the runtime for that type's metadata.

extension DecodingContext {
    /// Decodes a non-optional value. `fallback` says whether forced fallbacks apply at this level
    /// (never for array elements, which the element policy governs).
    func required<T: Decodable>(
        _ type: T.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
        fallback: Bool
    ) throws -> T {
        try required(type, dispatch(T.self), node: node, parent: parent, step: step, fallback: fallback)
    }

    /// ``required(_:node:parent:step:fallback:)`` with the type's dispatch already looked up.
    func required<T: Decodable>(
        _ type: T.Type, _ dispatch: TypeDispatch, node: JSONNode?, parent: NodeDecoder?,
        step: PathStep, fallback: Bool
    ) throws -> T {
        switch dispatch {
        case .model:
            return try general(type, node: node, parent: parent, step: step, fallback: fallback)
        case .collection(let collection):
            return try openRequired(collection, as: T.self, node: node, parent: parent, step: step, fallback: fallback)
        case .scalar(let scalar):
            return try openRequired(scalar, as: T.self, node: node, parent: parent, step: step, fallback: fallback)
        case .special(let special):
            return try openRequired(special, as: T.self, node: node, parent: parent, step: step, fallback: fallback)
        }
    }

    /// Decodes an optional value: nil when missing or `null`, and when unconvertible under
    /// ``LenientDecoder/OptionalPolicy/nilWhenUnconvertible``.
    func optional<T: Decodable>(_ type: T.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep) throws -> T? {
        switch dispatch(T.self) {
        case .model:
            return try optionalGeneral(type, node: node, parent: parent, step: step)
        case .collection(let collection):
            return try openOptional(collection, as: T.self, node: node, parent: parent, step: step)
        case .scalar(let scalar):
            return try openOptional(scalar, as: T.self, node: node, parent: parent, step: step)
        case .special(let special):
            return try openOptional(special, as: T.self, node: node, parent: parent, step: step)
        }
    }

    private func openRequired<L: LenientDecodable, T>(
        _ special: L.Type, as type: T.Type, node: JSONNode?,
        parent: NodeDecoder?, step: PathStep, fallback: Bool
    ) throws -> T {
        try DecodingContext.reinterpret(
            L.lenientRequired(self, node: node, parent: parent, step: step, fallback: fallback), as: T.self)
    }

    private func openOptional<L: LenientDecodable, T>(
        _ special: L.Type, as type: T.Type, node: JSONNode?,
        parent: NodeDecoder?, step: PathStep
    ) throws -> T? {
        guard
            let value = try L.lenientDecode(
                self, node: node, parent: parent, step: step, optional: true, fallback: false)
        else {
            return nil
        }
        return try DecodingContext.reinterpret(value, as: T.self)
    }

    // MARK: Models

    /// Decodes a non-optional value of a type that is not ``LenientDecodable`` through its
    /// `init(from:)`.
    func general<T: Decodable>(
        _ type: T.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
        fallback: Bool
    ) throws -> T {
        guard let node, reader.kind(at: node.index) != .null else {
            return try generalFromNothing(type, node: node, parent: parent, step: step, fallback: fallback)
        }
        return try general(type, presentAt: node.index, parent: parent, step: step, fallback: fallback)
    }

    /// ``general(_:node:parent:step:fallback:)`` for a value that exists and is not `null`.
    func general<T: Decodable>(
        _ type: T.Type, presentAt index: Int, parent: NodeDecoder?, step: PathStep,
        fallback: Bool
    ) throws -> T {
        var decoder = makeDecoder(index: index, parent: parent, step: step, usesFallback: fallback)
        let value = try T(from: decoder)
        recycle(&decoder)
        return value
    }

    private func generalFromNothing<T: Decodable>(
        _ type: T.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
        fallback: Bool
    ) throws -> T {
        guard fallback else { throw missingError(T.self, node: node, parent: parent, step: step) }
        // The forced extractor's fallback, an empty extractor: a model decoded from nothing, every member taking its fallback.
        let decoder = NodeDecoder(context: self, index: -1, parent: parent, step: step, usesFallback: true)
        let value: T
        do {
            value = try T(from: decoder)
        } catch {
            throw missingError(T.self, node: node, parent: parent, step: step)
        }
        record(
            parent, step, node: node, target: "\(T.self)", result: "forced fallback (decoded from nothing)",
            reason: "\(node == nil ? "missing" : "null") → decoded from an empty value, every member forced")
        return value
    }

    private func optionalGeneral<T: Decodable>(
        _ type: T.Type, node: JSONNode?, parent: NodeDecoder?,
        step: PathStep
    ) throws -> T? {
        guard let node, node.entry.kind != .null else { return nil }
        let decoder = NodeDecoder(context: self, index: node.index, parent: parent, step: step, usesFallback: false)
        guard optionalPolicy == .nilWhenUnconvertible else { return try T(from: decoder) }
        do {
            return try T(from: decoder)
        } catch {
            record(
                parent, step, node: node, target: "\(T.self)?", result: "nil", reason: DecodingContext.reason(of: error)
            )
            return nil
        }
    }

    // MARK: Arrays and dictionaries

    /// Reads a collection of type `C`, which is `T`, from a value of the right kind.
    func collection<C: LenientCollection, T>(
        _ collectionType: C.Type, as type: T.Type, presentAt index: Int,
        parent: NodeDecoder?, step: PathStep, fallback: Bool
    ) throws -> T {
        var decoder = makeDecoder(index: index, parent: parent, step: step, usesFallback: fallback)
        let value = try C.lenientDecode(decoder)
        recycle(&decoder)
        return try DecodingContext.reinterpret(value, as: T.self)
    }

    /// Reads a non-optional array or dictionary.
    func requiredCollection<C: LenientCollection>(
        _ collectionType: C.Type, node: JSONNode?, parent: NodeDecoder?,
        step: PathStep, fallback: Bool
    ) throws -> C {
        if let node, reader.kind(at: node.index) == C.tapeKind {
            return try collection(
                C.self, as: C.self, presentAt: node.index, parent: parent, step: step, fallback: fallback)
        }
        guard let node, reader.kind(at: node.index) != .null else {
            if fallback {
                recordForcedFallback(
                    parent, step, node: node, target: C.self, fallback: C.emptyDescription,
                    why: "\(node == nil ? "missing" : "null") → nil")
                return C.empty
            }
            throw missingError(C.self, node: node, parent: parent, step: step)
        }
        let why = "\(ReasonText.describe(node)) is not an \(C.jsonKind) → nil"
        if fallback {
            recordForcedFallback(parent, step, node: node, target: C.self, fallback: C.emptyDescription, why: why)
            return C.empty
        }
        throw unconvertibleError(C.self, parent: parent, step: step, why: why)
    }

    /// Reads an optional array or dictionary: nil when missing or `null`, and when of the wrong
    /// kind or failing under ``LenientDecoder/OptionalPolicy/nilWhenUnconvertible``.
    func optionalCollection<C: LenientCollection>(
        _ collectionType: C.Type, node: JSONNode?, parent: NodeDecoder?,
        step: PathStep
    ) throws -> C? {
        let target = "\(C.self)?"
        guard let node, node.entry.kind != .null else { return nil }
        guard node.kind == C.jsonKind else {
            let why = "\(ReasonText.describe(node)) is not an \(C.jsonKind) → nil"
            if optionalPolicy == .nilWhenUnconvertible {
                record(parent, step, node: node, target: target, result: "nil", reason: why)
                return nil
            }
            throw unconvertibleError(C.self, parent: parent, step: step, why: why)
        }
        let decoder = NodeDecoder(context: self, index: node.index, parent: parent, step: step, usesFallback: false)
        do {
            return try C.lenientDecode(decoder)
        } catch  where optionalPolicy == .nilWhenUnconvertible {
            record(parent, step, node: node, target: target, result: "nil", reason: DecodingContext.reason(of: error))
            return nil
        }
    }
}
