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

/// How the lenient decoder reads a type, decided once per type and run.
enum TypeDispatch {
    /// A scalar read with the coercion rules.
    case scalar(any LenientScalar.Type)
    /// Another type the decoder reads itself (optionals, arrays, dictionaries).
    case special(any LenientDecodable.Type)
    /// Any other `Decodable`, read through its `init(from:)`.
    case model
}

/// The shared state of one decoding run: the document, the decoder's policies, the coercion
/// log, and caches for the hot paths.
///
/// One run decodes on one thread, so the log and the caches need no lock.
final class DecodingContext {
    let nonOptionalPolicy: LenientDecoder.NonOptionalPolicy
    let optionalPolicy: LenientDecoder.OptionalPolicy
    let elementPolicy: LenientDecoder.ArrayElementPolicy
    let integerOverflow: LenientDecoder.IntegerOverflowPolicy
    let keyStrategy: LenientDecoder.KeyDecodingStrategy
    let dateStrategy: LenientDecoder.DateDecodingStrategy
    let userInfo: [CodingUserInfoKey: Any]
    let logging: Bool
    /// Whether non-optional values take forced fallbacks.
    let fallsBack: Bool
    private(set) var entries: [CoercionLog.Entry] = []

    /// The document every decoder of the run reads; holding it keeps ``reader`` valid.
    let document: JSONDocument
    let reader: TapeReader

    /// Where escaped strings are unescaped before being copied into their own storage.
    private var scratch = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    /// The dispatch decisions made so far, searched linearly: a run meets few types, and a
    /// pointer comparison costs less than hashing or a dynamic conformance check.
    private var dispatchTypes: [ObjectIdentifier] = []
    private var dispatchDecisions: [TypeDispatch] = []
    private static let dispatchCacheLimit = 64

    init(decoder: LenientDecoder, document: JSONDocument, logging: Bool) {
        nonOptionalPolicy = decoder.nonOptionalPolicy
        optionalPolicy = decoder.optionalPolicy
        elementPolicy = decoder.arrayElementPolicy
        integerOverflow = decoder.integerOverflowPolicy
        keyStrategy = decoder.keyDecodingStrategy
        dateStrategy = decoder.dateDecodingStrategy
        userInfo = decoder.userInfo
        self.logging = logging
        fallsBack = decoder.nonOptionalPolicy == .forcedFallback
        self.document = document
        reader = TapeReader(document: document)
    }

    deinit {
        scratch.deallocate()
    }

    func decodeRoot<T: Decodable>(_ type: T.Type, node: JSONNode) throws -> T {
        try required(type, node: node, parent: nil, step: .root, fallback: fallsBack)
    }

    // MARK: Hot reads

    /// The string at tape index `index`, when it is one: copied from the source (unescaped when
    /// needed) without validating its UTF-8 again, which the parser did.
    func string(at index: Int) -> String? {
        guard let (raw, hasEscapes) = reader.rawString(at: index) else {
            guard reader.kind(at: index) == .string else { return nil }
            return document.decodedString(at: index)
        }
        guard hasEscapes else { return ValidatedUTF8.string(raw) }
        if scratch.count < raw.count {
            scratch.deallocate()
            scratch = .allocate(capacity: max(raw.count, 4096))
        }
        guard let output = scratch.baseAddress else { return document.decodedString(at: index) }
        let length = TapeReader.unescape(raw, into: output)
        return ValidatedUTF8.string(UnsafeBufferPointer(start: output, count: length))
    }

    /// How `T` is read; found once per type and run.
    func dispatch<T>(_ type: T.Type) -> TypeDispatch {
        let identifier = ObjectIdentifier(type)
        var position = 0
        while position < dispatchTypes.count {
            if dispatchTypes[position] == identifier { return dispatchDecisions[position] }
            position += 1
        }
        let decision: TypeDispatch
        if let scalar = type as? any LenientScalar.Type {
            decision = .scalar(scalar)
        } else if let special = type as? any LenientDecodable.Type {
            decision = .special(special)
        } else {
            decision = .model
        }
        if dispatchTypes.count < DecodingContext.dispatchCacheLimit {
            dispatchTypes.append(identifier)
            dispatchDecisions.append(decision)
        }
        return decision
    }

    /// `value` as `T`, where a check on `T` found `V` to be `T` itself. Generic code reads the
    /// value without `value as? T`, which would ask the runtime for `Optional<T>`'s metadata.
    static func reinterpret<V, T>(_ value: V, as type: T.Type) throws -> T {
        guard V.self == T.self else {
            throw DecodingError.typeMismatch(T.self, DecodingError.Context(
                codingPath: [], debugDescription: "Cannot use a \(V.self) as \(T.self)"))
        }
        return unsafeBitCast(value, to: T.self)
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

    /// Reads a non-optional scalar.
    func requiredScalar<S: LenientScalar>(_ type: S.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
                                          fallback: Bool) throws -> S {
        guard let value = try scalar(S.self, node: node, parent: parent, step: step, optional: false, fallback: fallback) else {
            throw missingError(S.self, node: node, parent: parent, step: step)
        }
        return value
    }

    /// The elements of the array `decoder` stands for, each read as-is by `readAsIs` (from its
    /// tape index) when it can be, otherwise through the coercion rules and the element policy.
    func scalarArray<S: LenientScalar>(_ type: S.Type, _ decoder: NodeDecoder,
                                       readAsIs: (Int) throws -> S?) throws -> [S] {
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
                    result.append(try requiredScalar(S.self, node: JSONNode(document: document, index: index), parent: decoder,
                                                     step: .element(position), fallback: false))
                }
            } catch where elementPolicy == .dropElement {
                record(decoder, .element(position), node: JSONNode(document: document, index: index), target: "\(S.self)",
                       result: "dropped", reason: DecodingContext.reason(of: error))
            }
        }
        return result
    }

    // MARK: Any Decodable

    /// Decodes a non-optional value. `fallback` says whether forced fallbacks apply at this level
    /// (never for array elements, which the element policy governs).
    ///
    /// Non-optional paths avoid `Optional<T>` in generic code: for a `T` the caller knows only at
    /// run time, each use of `T?` asks the runtime for that type's metadata.
    func required<T: Decodable>(_ type: T.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
                                fallback: Bool) throws -> T {
        switch dispatch(T.self) {
        case .model:
            return try general(type, node: node, parent: parent, step: step, fallback: fallback)
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
        case .scalar(let scalar):
            return try openOptional(scalar, as: T.self, node: node, parent: parent, step: step)
        case .special(let special):
            return try openOptional(special, as: T.self, node: node, parent: parent, step: step)
        }
    }

    private func openRequired<L: LenientDecodable, T>(_ special: L.Type, as type: T.Type, node: JSONNode?,
                                                      parent: NodeDecoder?, step: PathStep, fallback: Bool) throws -> T {
        try DecodingContext.reinterpret(
            L.lenientRequired(self, node: node, parent: parent, step: step, fallback: fallback), as: T.self)
    }

    private func openOptional<L: LenientDecodable, T>(_ special: L.Type, as type: T.Type, node: JSONNode?,
                                                      parent: NodeDecoder?, step: PathStep) throws -> T? {
        guard let value = try L.lenientDecode(self, node: node, parent: parent, step: step, optional: true, fallback: false) else {
            return nil
        }
        return try DecodingContext.reinterpret(value, as: T.self)
    }

    /// Decodes a non-optional value of a type that is not ``LenientDecodable`` (arrays of models
    /// call this per element after checking the type once).
    func general<T: Decodable>(_ type: T.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
                               fallback: Bool) throws -> T {
        guard let node, reader.kind(at: node.index) != .null else {
            return try generalFromNothing(type, node: node, parent: parent, step: step, fallback: fallback)
        }
        return try T(from: NodeDecoder(context: self, index: node.index, parent: parent, step: step, usesFallback: fallback))
    }

    /// ``general(_:node:parent:step:fallback:)`` for a value that exists and is not `null`.
    func general<T: Decodable>(_ type: T.Type, presentAt index: Int, parent: NodeDecoder?, step: PathStep,
                               fallback: Bool) throws -> T {
        try T(from: NodeDecoder(context: self, index: index, parent: parent, step: step, usesFallback: fallback))
    }

    private func generalFromNothing<T: Decodable>(_ type: T.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
                                                  fallback: Bool) throws -> T {
        guard fallback else { throw missingError(T.self, node: node, parent: parent, step: step) }
        // Rule I's "empty extractor": a model decoded from nothing, every member taking its fallback.
        let decoder = NodeDecoder(context: self, index: -1, parent: parent, step: step, usesFallback: true)
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

    /// Reads a non-optional array or dictionary.
    func requiredCollection<C: LenientCollection>(_ collectionType: C.Type, node: JSONNode?, parent: NodeDecoder?,
                                                  step: PathStep, fallback: Bool) throws -> C {
        if let node, reader.kind(at: node.index) == C.tapeKind {
            return try C.lenientDecode(NodeDecoder(context: self, index: node.index, parent: parent, step: step,
                                                   usesFallback: fallback))
        }
        guard let node, reader.kind(at: node.index) != .null else {
            if fallback {
                record(parent, step, node: node, target: "\(C.self)", result: "forced fallback \(C.emptyDescription)",
                       reason: "\(node == nil ? "missing" : "null") → nil → forced fallback \(C.emptyDescription)")
                return C.empty
            }
            throw missingError(C.self, node: node, parent: parent, step: step)
        }
        let why = "\(ReasonText.describe(node)) is not an \(C.jsonKind) → nil"
        if fallback {
            record(parent, step, node: node, target: "\(C.self)", result: "forced fallback \(C.emptyDescription)",
                   reason: "\(why) → forced fallback \(C.emptyDescription)")
            return C.empty
        }
        throw DecodingError.typeMismatch(C.self, DecodingError.Context(
            codingPath: NodeDecoder.codingPath(parent, step),
            debugDescription: "Cannot read \(C.self) at \(NodeDecoder.jsonPath(parent, step)): \(why)"))
    }

    /// Reads an optional array or dictionary: nil when missing or `null`, and when of the wrong
    /// kind or failing under ``LenientDecoder/OptionalPolicy/nilWhenUnconvertible``.
    func optionalCollection<C: LenientCollection>(_ collectionType: C.Type, node: JSONNode?, parent: NodeDecoder?,
                                                  step: PathStep) throws -> C? {
        let target = "\(C.self)?"
        guard let node, node.entry.kind != .null else { return nil }
        guard node.kind == C.jsonKind else {
            let why = "\(ReasonText.describe(node)) is not an \(C.jsonKind) → nil"
            if optionalPolicy == .nilWhenUnconvertible {
                record(parent, step, node: node, target: target, result: "nil", reason: why)
                return nil
            }
            throw DecodingError.typeMismatch(C.self, DecodingError.Context(
                codingPath: NodeDecoder.codingPath(parent, step),
                debugDescription: "Cannot read \(C.self) at \(NodeDecoder.jsonPath(parent, step)): \(why)"))
        }
        let decoder = NodeDecoder(context: self, index: node.index, parent: parent, step: step, usesFallback: false)
        do {
            return try C.lenientDecode(decoder)
        } catch where optionalPolicy == .nilWhenUnconvertible {
            record(parent, step, node: node, target: target, result: "nil", reason: DecodingContext.reason(of: error))
            return nil
        }
    }

    private func optionalGeneral<T: Decodable>(_ type: T.Type, node: JSONNode?, parent: NodeDecoder?,
                                               step: PathStep) throws -> T? {
        guard let node, node.entry.kind != .null else { return nil }
        let decoder = NodeDecoder(context: self, index: node.index, parent: parent, step: step, usesFallback: false)
        guard optionalPolicy == .nilWhenUnconvertible else { return try T(from: decoder) }
        do {
            return try T(from: decoder)
        } catch {
            record(parent, step, node: node, target: "\(T.self)?", result: "nil", reason: DecodingContext.reason(of: error))
            return nil
        }
    }
}
