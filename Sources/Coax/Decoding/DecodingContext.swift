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
    private let dispatchTable = TypeDispatchTable()
    private let pool = NodeDecoderPool()

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

    /// Decodes the run's value. The run's pooled decoders are released at the end, which the
    /// context needs to be released itself (they reference it).
    func decodeRoot<T: Decodable>(_ type: T.Type, node: JSONNode) throws -> T {
        defer { pool.drain() }
        return try required(type, node: node, parent: nil, step: .root, fallback: fallsBack)
    }

    // MARK: Decoders

    /// A decoder for the value at tape index `index` (-1 when missing), from the pool when it can.
    func makeDecoder(index: Int, parent: NodeDecoder?, step: PathStep, usesFallback: Bool) -> NodeDecoder {
        guard let decoder = pool.take() else {
            return NodeDecoder(context: self, index: index, parent: parent, step: step, usesFallback: usesFallback)
        }
        decoder.rebind(index: index, parent: parent, step: step, usesFallback: usesFallback)
        return decoder
    }

    /// Takes back a decoder whose value is decoded, unless something still references it.
    func recycle(_ decoder: inout NodeDecoder) {
        pool.giveBack(&decoder)
    }

    // MARK: Hot reads

    /// The string at tape index `index`, when it is one: copied from the source (unescaped when
    /// needed) without validating its UTF-8 again, which the parser did.
    func string(at index: Int) -> String? {
        guard let (raw, hasEscapes) = reader.storedRawString(at: index) else {
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
        dispatchTable.decision(for: type)
    }

    /// `value` as `T`, where a check on `T` found `V` to be `T` itself. Generic code reads the
    /// value without `value as? T`, which would ask the runtime for `Optional<T>`'s metadata.
    static func reinterpret<V, T>(_ value: V, as type: T.Type) throws -> T {
        guard V.self == T.self else {
            throw DecodingError.typeMismatch(
                T.self,
                DecodingError.Context(
                    codingPath: [], debugDescription: "Cannot use a \(V.self) as \(T.self)"))
        }
        return unsafeBitCast(value, to: T.self)
    }

    // MARK: Logging

    func record(
        _ parent: NodeDecoder?, _ step: PathStep, node: JSONNode?, target: String, result: String, reason: String
    ) {
        guard logging else { return }
        entries.append(
            CoercionLog.Entry(
                path: NodeDecoder.jsonPath(parent, step), kind: node.map { "\($0.kind)" } ?? "missing",
                targetType: target, result: result, reason: reason))
    }

    /// Logs that a non-optional value took its forced fallback, `why` saying what was read
    /// instead (`missing → nil`, `"x" has no digit → nil`).
    func recordForcedFallback(
        _ parent: NodeDecoder?, _ step: PathStep, node: JSONNode?, target: Any.Type, fallback: String, why: String
    ) {
        record(
            parent, step, node: node, target: "\(target)", result: "forced fallback \(fallback)",
            reason: "\(why) → forced fallback \(fallback)")
    }

    // MARK: Errors

    /// The error for a value of the wrong kind for `type`, `why` being the coercion's reason.
    func unconvertibleError(_ type: Any.Type, parent: NodeDecoder?, step: PathStep, why: String) -> DecodingError {
        .typeMismatch(
            type,
            DecodingError.Context(
                codingPath: NodeDecoder.codingPath(parent, step),
                debugDescription: "Cannot read \(type) at \(NodeDecoder.jsonPath(parent, step)): \(why)"))
    }

    func missingError(_ type: Any.Type, node: JSONNode?, parent: NodeDecoder?, step: PathStep) -> DecodingError {
        let path = NodeDecoder.jsonPath(parent, step)
        let codingPath = NodeDecoder.codingPath(parent, step)
        if node == nil, case .absent(let key) = step {
            return .keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: parent?.codingPath ?? [],
                    debugDescription:
                        "No value for key \(ReasonText.quoted(key.stringValue)) at \(path) (\(type) expected)"))
        }
        let found = node == nil ? "nothing" : "null"
        return .valueNotFound(
            type,
            DecodingError.Context(
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
}
