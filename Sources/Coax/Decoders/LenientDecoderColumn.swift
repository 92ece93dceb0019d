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
        let decoder = decoder(for: target)
        var log = CoercionLog()
        do {
            let value: DecodedValue
            switch target {
            case .bool:
                value = writer.bool(try decoder.decode(Bool.self, from: node, log: &log), why: "")
            case .int:
                value = writer.integer(try decoder.decode(Int.self, from: node, log: &log))
            case .int64:
                value = writer.integer(try decoder.decode(Int64.self, from: node, log: &log))
            case .uint64:
                value = writer.integer(try decoder.decode(UInt64.self, from: node, log: &log))
            case .double:
                value = writer.double(try decoder.decode(Double.self, from: node, log: &log))
            case .float:
                value = writer.float(try decoder.decode(Float.self, from: node, log: &log))
            case .decimal:
                value = writer.decimal(try decoder.decode(Decimal.self, from: node, log: &log))
            case .string:
                value = writer.string(try decoder.decode(String.self, from: node, log: &log), isCut: false, why: "")
            case .url:
                value = writer.url(
                    try decoder.decode(URL.self, from: node, log: &log), input: node.string, isCut: false)
            case .uuid:
                value = writer.uuid(try decoder.decode(UUID.self, from: node, log: &log), input: node.string)
            case .dateSecondsSince1970, .dateMillisecondsSince1970, .dateISO8601, .dateRFC1123, .dateTwitter:
                value = writer.date(try decoder.decode(Date.self, from: node, log: &log), target: target)
            }
            return .value(explained(value, log: log, target: target, node: node))
        } catch let error as DecodingError {
            return .failure(DecoderFailure(error))
        } catch {
            return .failure(DecoderFailure(errorCase: .dataCorrupted, message: "\(error)"))
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
