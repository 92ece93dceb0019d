import Foundation

/// Where a value sits relative to the decoder of its container.
enum PathStep {
    /// The value the decoding started from.
    case root
    /// An object member that exists; `keyIndex` is its key's tape index.
    case member(keyIndex: Int, key: any CodingKey)
    /// An object member that does not exist.
    case absent(key: any CodingKey)
    /// An array element, by position.
    case element(Int)
}

/// The shared state of one decoding run: the decoder's policies and the coercion log.
///
/// One run decodes on one thread, so the log needs no lock.
final class DecodingContext {
    let nonOptionalPolicy: LenientDecoder.NonOptionalPolicy
    let optionalPolicy: LenientDecoder.OptionalPolicy
    let elementPolicy: LenientDecoder.ArrayElementPolicy
    let integerOverflow: LenientDecoder.IntegerOverflowPolicy
    let keyStrategy: LenientDecoder.KeyDecodingStrategy
    let dateStrategy: LenientDecoder.DateDecodingStrategy
    let userInfo: [CodingUserInfoKey: Any]
    let logging: Bool
    private(set) var entries: [CoercionLog.Entry] = []

    init(decoder: LenientDecoder, logging: Bool) {
        nonOptionalPolicy = decoder.nonOptionalPolicy
        optionalPolicy = decoder.optionalPolicy
        elementPolicy = decoder.arrayElementPolicy
        integerOverflow = decoder.integerOverflowPolicy
        keyStrategy = decoder.keyDecodingStrategy
        dateStrategy = decoder.dateDecodingStrategy
        userInfo = decoder.userInfo
        self.logging = logging
    }

    /// Whether non-optional values take forced fallbacks.
    var fallsBack: Bool { nonOptionalPolicy == .forcedFallback }

    func decodeRoot<T: Decodable>(_ type: T.Type, node: JSONNode) throws -> T {
        try required(type, node: node, parent: nil, step: .root, fallback: fallsBack)
    }

    // MARK: Logging

    func record(_ parent: NodeDecoder?, _ step: PathStep, node: JSONNode?, target: String, result: String, reason: String) {
        guard logging else { return }
        entries.append(CoercionLog.Entry(
            path: NodeDecoder.jsonPath(parent, step), kind: node.map { "\($0.kind)" } ?? "missing",
            targetType: target, result: result, reason: reason))
    }

    // MARK: Errors

    func missingError(_ type: Any.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep) -> DecodingError {
        let path = NodeDecoder.jsonPath(parent, step)
        let codingPath = NodeDecoder.codingPath(parent, step)
        if node == nil, case .absent(let key) = step {
            return .keyNotFound(key, DecodingError.Context(
                codingPath: parent?.codingPath ?? [], debugDescription: "No value for key \(ReasonText.quoted(key.stringValue)) at \(path) (\(type) expected)"))
        }
        let found = node == nil ? "nothing" : "null"
        return .valueNotFound(type, DecodingError.Context(
            codingPath: codingPath, debugDescription: "Expected \(type) at \(path) but found \(found)"))
    }

    static func reason(of error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
             .dataCorrupted(let context):
            return context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }

    // MARK: Scalars

    /// Reads a scalar; nil only for an optional value.
    func scalar<S: LenientScalar>(_ type: S.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
                                  optional: Bool, fallback: Bool) throws -> S? {
        guard let node, node.entry.kind != .null else {
            if optional { return nil }
            if fallback, let value = S.fallback(self) {
                let found = node == nil ? "missing" : "null"
                record(parent, step, node: node, target: "\(S.self)", result: "forced fallback \(S.describe(value))",
                       reason: "\(found) → nil → forced fallback \(S.describe(value))")
                return value
            }
            throw missingError(S.self, node: node, parent: parent, step: step)
        }
        if let value = try S.readAsIs(node, self) { return value }
        if let value = S.coerce(node, self) {
            if logging {
                record(parent, step, node: node, target: optional ? "\(S.self)?" : "\(S.self)",
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
            record(parent, step, node: node, target: "\(S.self)", result: "forced fallback \(S.describe(value))",
                   reason: "\(why) → forced fallback \(S.describe(value))")
            return value
        }
        throw DecodingError.typeMismatch(S.self, DecodingError.Context(
            codingPath: NodeDecoder.codingPath(parent, step),
            debugDescription: "Cannot read \(S.self) at \(NodeDecoder.jsonPath(parent, step)): \(why)"))
    }

    // MARK: Any Decodable

    /// Decodes a non-optional value. `fallback` says whether forced fallbacks apply at this level
    /// (never for array elements, which the element policy governs).
    ///
    /// Non-optional paths avoid `Optional<T>` in generic code: for a `T` the caller knows only at
    /// run time, each use of `T?` asks the runtime for that type's metadata.
    func required<T: Decodable>(_ type: T.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
                                fallback: Bool) throws -> T {
        if let special = T.self as? any LenientDecodable.Type {
            guard let value = try openSpecial(special, as: T.self, node: node, parent: parent, step: step,
                                              optional: false, fallback: fallback) else {
                throw missingError(T.self, node: node, parent: parent, step: step)
            }
            return value
        }
        return try general(type, node: node, parent: parent, step: step, fallback: fallback)
    }

    /// Decodes an optional value: nil when missing or `null`, and when unconvertible under
    /// ``LenientDecoder/OptionalPolicy/nilWhenUnconvertible``.
    func optional<T: Decodable>(_ type: T.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep) throws -> T? {
        try decode(type, node: node, parent: parent, step: step, optional: true, fallback: false)
    }

    private func decode<T: Decodable>(_ type: T.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
                                      optional: Bool, fallback: Bool) throws -> T? {
        if let special = T.self as? any LenientDecodable.Type {
            return try openSpecial(special, as: T.self, node: node, parent: parent, step: step,
                                   optional: optional, fallback: fallback)
        }
        return try general(type, node: node, parent: parent, step: step, optional: optional, fallback: fallback)
    }

    private func openSpecial<L: LenientDecodable, T>(_ special: L.Type, as type: T.Type, node: JSONNode?, parent: NodeDecoder?,
                                                     step: PathStep, optional: Bool, fallback: Bool) throws -> T? {
        try L.lenientDecode(self, node: node, parent: parent, step: step, optional: optional, fallback: fallback) as? T
    }

    /// Decodes a non-optional value of a type that is not ``LenientDecodable`` (arrays of models
    /// call this per element after checking the type once).
    func general<T: Decodable>(_ type: T.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
                               fallback: Bool) throws -> T {
        guard let node, node.entry.kind != .null else {
            guard fallback else { throw missingError(T.self, node: node, parent: parent, step: step) }
            // Rule I's "empty extractor": a model decoded from nothing, every member taking its fallback.
            let decoder = NodeDecoder(context: self, node: nil, parent: parent, step: step, usesFallback: true)
            let value: T
            do {
                value = try T(from: decoder)
            } catch {
                throw missingError(T.self, node: node, parent: parent, step: step)
            }
            record(parent, step, node: node, target: "\(T.self)", result: "forced fallback (decoded from nothing)",
                   reason: "\(node == nil ? "missing" : "null") → decoded from an empty value, every member forced")
            return value
        }
        return try T(from: NodeDecoder(context: self, node: node, parent: parent, step: step, usesFallback: fallback))
    }

    func collection<C: LenientCollection>(_ collectionType: C.Type, node: JSONNode?, parent: NodeDecoder?,
                                          step: PathStep, optional: Bool, fallback: Bool) throws -> C? {
        let target = optional ? "\(C.self)?" : "\(C.self)"
        guard let node, node.entry.kind != .null else {
            if optional { return nil }
            if fallback {
                record(parent, step, node: node, target: target, result: "forced fallback \(C.emptyDescription)",
                       reason: "\(node == nil ? "missing" : "null") → nil → forced fallback \(C.emptyDescription)")
                return C.empty
            }
            throw missingError(C.self, node: node, parent: parent, step: step)
        }
        guard node.kind == C.jsonKind else {
            let why = "\(ReasonText.describe(node)) is not an \(C.jsonKind) → nil"
            if optional, optionalPolicy == .nilWhenUnconvertible {
                record(parent, step, node: node, target: target, result: "nil", reason: why)
                return nil
            }
            if !optional, fallback {
                record(parent, step, node: node, target: target, result: "forced fallback \(C.emptyDescription)",
                       reason: "\(why) → forced fallback \(C.emptyDescription)")
                return C.empty
            }
            throw DecodingError.typeMismatch(C.self, DecodingError.Context(
                codingPath: NodeDecoder.codingPath(parent, step),
                debugDescription: "Cannot read \(C.self) at \(NodeDecoder.jsonPath(parent, step)): \(why)"))
        }
        let decoder = NodeDecoder(context: self, node: node, parent: parent, step: step, usesFallback: fallback)
        do {
            return try C.lenientDecode(decoder)
        } catch where optional && optionalPolicy == .nilWhenUnconvertible {
            record(parent, step, node: node, target: target, result: "nil", reason: DecodingContext.reason(of: error))
            return nil
        }
    }

    private func general<T: Decodable>(_ type: T.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
                                       optional: Bool, fallback: Bool) throws -> T? {
        guard optional else { return try general(type, node: node, parent: parent, step: step, fallback: fallback) }
        guard let node, node.entry.kind != .null else { return nil }
        let decoder = NodeDecoder(context: self, node: node, parent: parent, step: step, usesFallback: false)
        guard optionalPolicy == .nilWhenUnconvertible else { return try T(from: decoder) }
        do {
            return try T(from: decoder)
        } catch {
            record(parent, step, node: node, target: "\(T.self)?", result: "nil", reason: DecodingContext.reason(of: error))
            return nil
        }
    }
}
