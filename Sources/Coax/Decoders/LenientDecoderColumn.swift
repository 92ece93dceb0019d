import Foundation

/// Coax's ``LenientDecoder`` (default policies) on one value, with the coercion log entry that
/// says how it got the value.
enum LenientDecoderColumn {
    private static let plain = LenientDecoder()
    private static let milliseconds = LenientDecoder(dateDecodingStrategy: .millisecondsSince1970)
    private static let iso8601 = LenientDecoder(dateDecodingStrategy: .iso8601)
    private static let rfc1123 = LenientDecoder(dateDecodingStrategy: .formatted(DateFormats.rfc1123))
    private static let twitter = LenientDecoder(dateDecodingStrategy: .formatted(DateFormats.twitter))

    /// The decoder used for `target`: the default one, or its date strategy.
    static func decoder(for target: DecodingTarget) -> LenientDecoder {
        switch target {
        case .dateMillisecondsSince1970: milliseconds
        case .dateISO8601: iso8601
        case .dateRFC1123: rfc1123
        case .dateTwitter: twitter
        default: plain
        }
    }

    static func cell(_ target: DecodingTarget, node: JSONNode, writer: DecodedValueWriter) -> DecoderCell {
        var decoderInput = LenientDecoderInput(decoder: decoder(for: target), node: node)
        do {
            // The reason the writer gives is replaced by the log's account of the value.
            let value = try writer.value(target, decoding: &decoderInput, text: node.string, isCut: false)
            return .value(explained(value, log: decoderInput.log, target: target, node: node))
        } catch {
            return .failure(DecoderFailure(thrown: error))
        }
    }

    /// The value with the log's account of it, lossy also when a coercion lost something.
    private static func explained(
        _ value: DecodedValue, log: CoercionLog, target: DecodingTarget, node: JSONNode
    ) -> DecodedValue {
        var value = value
        guard !log.isEmpty else {
            value.why = "read as it is"
            return value
        }
        // One coercion says it all; a chain (a UUID read through String) names each step's types.
        let why =
            log.entries.count == 1
            ? log.entries[0].reason
            : log.entries.map { "\($0.kind) → \($0.targetType): \($0.reason)" }.joined(separator: "; ")
        value.why = PrintableText.escaped(why)
        if !coercionLoss(target, node: node).isEmpty { value.isLossy = true }
        // A date's reason ends with the moment read, exactly; the value is the `Date` holding it.
        if target.isDate, let moment = value.why.components(separatedBy: " → ").last, moment.hasSuffix("Z"),
            moment != value.text
        {
            value.why += DecodedValueWriter.inexactDateNote
            value.isLossy = true
        }
        return value
    }

    /// What the coercion behind a logged value gave up.
    private static func coercionLoss(_ target: DecodingTarget, node: JSONNode) -> CoercionLoss {
        let context = DecodingContext(decoder: decoder(for: target), document: node.document, logging: false)
        switch target {
        case .bool: return Bool.explain(node, context).loss
        case .int: return Int.explain(node, context).loss
        case .int64: return Int64.explain(node, context).loss
        case .uint64: return UInt64.explain(node, context).loss
        case .double: return Double.explain(node, context).loss
        case .float: return Float.explain(node, context).loss
        case .decimal: return Decimal.explain(node, context).loss
        case .string, .uuid: return String.explain(node, context).loss
        case .url: return URL.explain(node, context).loss
        case .dateSecondsSince1970, .dateMillisecondsSince1970, .dateISO8601, .dateRFC1123, .dateTwitter:
            return Date.explain(node, context).loss
        }
    }
}
