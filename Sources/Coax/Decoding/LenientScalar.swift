import Foundation

/// A Swift type a JSON scalar can be read into: first as-is (the JSON already is that type),
/// otherwise through the coercion engine, with the engine's reason when asked.
protocol LenientScalar: LenientDecodable {
    /// The value when the JSON is already of this type and nothing is lost; nil otherwise.
    static func readAsIs(_ node: JSONNode, _ context: DecodingContext) throws -> Self?
    /// The value the coercion rules give, or nil when the value is unconvertible.
    static func coerce(_ node: JSONNode, _ context: DecodingContext) -> Self?
    /// ``coerce(_:_:)`` with the engine's reason (slower; for the log and for errors).
    static func explain(_ node: JSONNode, _ context: DecodingContext) -> Coerced<Self?>
    /// The forced fallback (`forcedNumber`, `forcedString`…), or nil when the type has none.
    static func fallback(_ context: DecodingContext) -> Self?
    /// How a value is shown in the coercion log.
    static func describe(_ value: Self) -> String
}

extension LenientScalar {
    static func describe(_ value: Self) -> String { "\(value)" }

    static func lenientDecode(
        _ context: DecodingContext, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
        optional: Bool, fallback: Bool
    ) throws -> Self? {
        try context.scalar(Self.self, node: node, parent: parent, step: step, optional: optional, fallback: fallback)
    }

    static func lenientRequired(
        _ context: DecodingContext, node: JSONNode?, parent: NodeDecoder?, step: PathStep,
        fallback: Bool
    ) throws -> Self {
        try context.requiredScalar(Self.self, node: node, parent: parent, step: step, fallback: fallback)
    }
}

// MARK: - Booleans and text

extension Bool: LenientScalar {
    static func readAsIs(_ node: JSONNode, _ context: DecodingContext) -> Bool? { node.bool }

    static func coerce(_ node: JSONNode, _ context: DecodingContext) -> Bool? {
        Coercion(node).number.map { $0 != 0 }
    }

    static func explain(_ node: JSONNode, _ context: DecodingContext) -> Coerced<Bool?> {
        let explained = Coercion(node).explained
        let number = explained.number
        guard number.value != nil else { return Coerced(value: nil, why: number.why, loss: number.loss) }
        let bool = explained.bool
        return Coerced(value: bool.value, why: bool.why, loss: bool.loss)
    }

    static func fallback(_ context: DecodingContext) -> Bool? { false }
}

extension String: LenientScalar {
    static func readAsIs(_ node: JSONNode, _ context: DecodingContext) -> String? { context.string(at: node.index) }

    static func coerce(_ node: JSONNode, _ context: DecodingContext) -> String? { Coercion(node).string }

    static func explain(_ node: JSONNode, _ context: DecodingContext) -> Coerced<String?> {
        Coercion(node).explained.string
    }

    static func fallback(_ context: DecodingContext) -> String? { "" }

    static func describe(_ value: String) -> String { ReasonText.quoted(value) }
}

// MARK: - Floating point and decimals

extension Double: LenientScalar {
    static func readAsIs(_ node: JSONNode, _ context: DecodingContext) -> Double? {
        if let value = context.reader.double(at: node.index) { return value }
        guard let literal = node.numberLiteral, let value = Double(literal), value.isFinite else { return nil }
        return value
    }

    static func coerce(_ node: JSONNode, _ context: DecodingContext) -> Double? { Coercion(node).double }

    static func explain(_ node: JSONNode, _ context: DecodingContext) -> Coerced<Double?> {
        Coercion(node).explained.double
    }

    static func fallback(_ context: DecodingContext) -> Double? { 0 }
}

extension Float: LenientScalar {
    static func readAsIs(_ node: JSONNode, _ context: DecodingContext) -> Float? {
        guard let literal = node.numberLiteral, let value = Float(literal), value.isFinite else { return nil }
        return value
    }

    static func coerce(_ node: JSONNode, _ context: DecodingContext) -> Float? {
        guard let double = Coercion(node).double else { return nil }
        let value = Float(double)
        return value.isFinite ? value : nil
    }

    static func explain(_ node: JSONNode, _ context: DecodingContext) -> Coerced<Float?> {
        let double = Coercion(node).explained.double
        guard let wide = double.value else { return Coerced(value: nil, why: double.why, loss: double.loss) }
        let value = Float(wide)
        guard value.isFinite else {
            return Coerced(value: nil, why: "\(double.why) → beyond Float's range → nil", loss: double.loss)
        }
        return Coerced(value: value, why: "\(double.why) → Float \(value)", loss: double.loss)
    }

    static func fallback(_ context: DecodingContext) -> Float? { 0 }
}

extension Decimal: LenientScalar {
    static func readAsIs(_ node: JSONNode, _ context: DecodingContext) -> Decimal? {
        guard node.entry.kind == .number else { return nil }
        return NumberLiteralReader.decimal(node) ?? node.number?.decimalValue
    }

    static func coerce(_ node: JSONNode, _ context: DecodingContext) -> Decimal? { Coercion(node).decimal }

    static func explain(_ node: JSONNode, _ context: DecodingContext) -> Coerced<Decimal?> {
        Coercion(node).explained.decimal
    }

    static func fallback(_ context: DecodingContext) -> Decimal? { .nan }
}

// MARK: - Dates and URLs

extension Date: LenientScalar {
    static func readAsIs(_ node: JSONNode, _ context: DecodingContext) throws -> Date? {
        switch context.dateStrategy {
        case .secondsSince1970:
            return node.entry.kind == .number ? Coercion(node).unixDate : nil
        case .millisecondsSince1970:
            return node.entry.kind == .number ? Coercion(node).unixDateMilliseconds : nil
        case .iso8601:
            return node.string.flatMap(ISO8601Text.date(from:))
        case .formatted(let formatter):
            return node.string.flatMap { DateFormats.formatterCanRead($0) ? formatter.date(from: $0) : nil }
        case .custom(let read):
            return try read(NodeDecoder(context: context, node: node, parent: nil, step: .root, usesFallback: false))
        }
    }

    static func coerce(_ node: JSONNode, _ context: DecodingContext) -> Date? {
        switch context.dateStrategy {
        case .secondsSince1970:
            return Coercion(node).unixDate
        case .millisecondsSince1970:
            return Coercion(node).unixDateMilliseconds
        case .iso8601, .formatted:
            let seconds = Coercion(node).explained.unixDate
            return seconds.loss.isEmpty ? seconds.value : nil
        case .custom:
            return nil
        }
    }

    static func explain(_ node: JSONNode, _ context: DecodingContext) -> Coerced<Date?> {
        switch context.dateStrategy {
        case .secondsSince1970:
            return Coercion(node).explained.unixDate
        case .millisecondsSince1970:
            return Coercion(node).explained.unixDateMilliseconds
        case .iso8601, .formatted:
            let seconds = Coercion(node).explained.unixDate
            var notISO = ""
            if node.kind == .string {
                if case .formatted(let formatter) = context.dateStrategy {
                    notISO = "not text in the format \(ReasonText.quoted(formatter.dateFormat)); as Unix seconds: "
                } else {
                    notISO = "not ISO 8601 text; as Unix seconds: "
                }
            }
            guard seconds.loss.isEmpty else {
                return Coerced(
                    value: nil, why: "\(notISO)\(seconds.why) → not a plain number → nil", loss: seconds.loss)
            }
            return Coerced(value: seconds.value, why: notISO + seconds.why, loss: seconds.loss)
        case .custom:
            return Coerced(value: nil, why: "the custom date strategy returned no date", loss: [])
        }
    }

    static func fallback(_ context: DecodingContext) -> Date? { Date(timeIntervalSince1970: 0) }

    static func describe(_ value: Date) -> String {
        ExactText.date(value).text
    }
}

extension URL: LenientScalar {
    static func readAsIs(_ node: JSONNode, _ context: DecodingContext) -> URL? {
        guard let text = node.string, !text.isEmpty else { return nil }
        return URL(string: text)
    }

    static func coerce(_ node: JSONNode, _ context: DecodingContext) -> URL? { Coercion(node).url }

    static func explain(_ node: JSONNode, _ context: DecodingContext) -> Coerced<URL?> {
        Coercion(node).explained.url
    }

    static func fallback(_ context: DecodingContext) -> URL? { nil }

    static func describe(_ value: URL) -> String { ReasonText.quoted(value.absoluteString) }
}
