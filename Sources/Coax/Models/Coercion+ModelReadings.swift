import Foundation

/// Readings that models and the lenient decoder need beyond EBTExtractor's set, built on the
/// engine's rules: a `Double` from the exact decimal, and a `URL` from the text.
extension Coercion {
    /// The value as a `Double`: a JSON number from its literal, anything else from its decimal
    /// (`"8.45"` → 8.45, `true` → 1); nil when there is none or it is not finite.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("$8.45")).floatingPoint   // 8.45
    /// Coercion(JSONValue.number(JSONNumber(literal: "1e400")!)).floatingPoint   // nil
    /// ```
    public var floatingPoint: Double? {
        if let literal = value?.number?.literal {
            guard let double = Double(literal), double.isFinite else { return nil }
            return double
        }
        return decimal.flatMap { Coercion.double(from: $0) }
    }

    /// ``floatingPoint`` with its reason.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("8.45")).explainedFloatingPoint.why   // "\"8.45\" → 8.45 → Double 8.45"
    /// ```
    public var explainedFloatingPoint: Coerced<Double?> {
        if let literal = value?.number?.literal {
            guard let double = Double(literal), double.isFinite else {
                return Coerced(value: nil, why: "\(literal) is beyond Double's range → nil", loss: [])
            }
            return Coerced(value: double, why: "\(literal) → Double \(double)")
        }
        let decimal = explained.decimal
        guard let exact = decimal.value, let double = Coercion.double(from: exact) else {
            return Coerced(value: nil, why: decimal.why, loss: decimal.loss)
        }
        return Coerced(value: double, why: "\(decimal.why) → Double \(double)", loss: decimal.loss)
    }

    /// A URL made from the text (`Coercion.string`), or nil when there is no text or it is not a URL.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("https://example.com/a.png")).url?.host()   // "example.com"
    /// ```
    public var url: URL? {
        guard let text = string, !text.isEmpty else { return nil }
        return URL(string: text)
    }

    /// ``url`` with its reason.
    ///
    /// ```swift
    /// Coercion(JSONValue.number(5)).explainedURL.why   // "5 → \"5\" → URL 5"
    /// ```
    public var explainedURL: Coerced<URL?> {
        let text = explained.string
        guard let string = text.value else { return Coerced(value: nil, why: text.why, loss: text.loss) }
        guard !string.isEmpty, let url = URL(string: string) else {
            return Coerced(value: nil, why: "\(text.why) → not a URL → nil", loss: text.loss)
        }
        return Coerced(value: url, why: "\(text.why) → URL", loss: text.loss)
    }

    /// The nearest `Double` to an exact decimal, read from its plain text so it is correctly rounded.
    static func double(from decimal: Decimal) -> Double? {
        guard let double = Double(decimal.description), double.isFinite else { return nil }
        return double
    }
}
