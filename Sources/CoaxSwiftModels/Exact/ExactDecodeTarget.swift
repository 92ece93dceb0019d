import Coax

/// One thing a compiled driver can decode into: a type expression as Swift writes it, under
/// `JSONDecoder` options. A driver holds one or many (the differential tests batch hundreds into
/// one compile).
///
/// ```swift
/// let target = ExactDecodeTarget(typeExpression: "[String: Product]", strategies: DecodeStrategies())
/// target.typeExpression   // "[String: Product]"
/// ```
package struct ExactDecodeTarget: Sendable, Hashable {
    /// The type to decode, as Swift source writes it: `Product`, `[Product]`, `Page<Product>`.
    package var typeExpression: String
    /// The decoder's key, date and data strategies.
    package var strategies: DecodeStrategies

    /// Whether the expression uses only what a type expression can hold (identifiers, `.`, `<>`,
    /// `[]`, `:`, `,`, `?`, spaces), so that pasting it into the driver can only name a type.
    var isPlausibleTypeExpression: Bool {
        let trimmed = typeExpression.trimmingSpaces
        guard !trimmed.isEmpty else { return false }
        return trimmed.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || ".<>[]:,? ".unicodeScalars.contains(scalar)
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: Substring {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " }) else { return "" }
        let last = scalars.lastIndex(where: { $0 != " " }) ?? first
        return Substring(scalars[first...last])
    }
}
