/// One variant of a tagged union: the objects of a group whose discriminator member (`by`) has
/// one value, such as GitHub events whose `type` is `"PushEvent"`.
///
/// ```swift
/// let push = DriftVariant(by: "type", value: .string("PushEvent"))
/// push.description   // "type is \"PushEvent\""
/// ```
package struct DriftVariant: Sendable, Hashable {
    /// The discriminator's key.
    package var by: String
    /// Its value in the variant's objects.
    package var value: DriftVariantValue
}

extension DriftVariant: CustomStringConvertible {
    /// `type is "PushEvent"`, `kind is 3`, `type is missing`; the key quoted when it is not a
    /// simple name. Escaped for terminals.
    ///
    /// ```swift
    /// DriftVariant(by: "event type", value: .missing).description   // "\"event type\" is missing"
    /// ```
    package var description: String {
        let key = JSONPathFormatter.bareOrDoubleQuoted(by)
        return PrintableText.escaped("\(key) is \(value)")
    }
}

/// The value of a discriminator that names one variant.
///
/// ```swift
/// DriftVariantValue.string("PushEvent").description   // "\"PushEvent\""
/// DriftVariantValue.number("3").description           // "3"
/// ```
package enum DriftVariantValue: Sendable, Hashable {
    /// A string (decoded).
    case string(String)
    /// A number, as its literal.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// The discriminator is not there.
    case missing
    /// Anything else: an array or an object, or one value too many (past the most variants a
    /// union has, every further value is one variant, "other values").
    case other

    /// The value as JSON (`"PushEvent"`, `3`, `null`), nil for ``missing`` and ``other``.
    ///
    /// ```swift
    /// DriftVariantValue.number("3").json   // .number(3)
    /// ```
    package var json: JSONValue? {
        switch self {
        case .string(let text): .string(text)
        case .number(let literal): JSONNumber(literal: literal).map(JSONValue.number) ?? .string(literal)
        case .bool(let value): .bool(value)
        case .null: .null
        case .missing, .other: nil
        }
    }
}

extension DriftVariantValue: CustomStringConvertible {
    /// The value as JSON text (`"PushEvent"`, `3`, `null`), or `missing`, `another value`.
    ///
    /// ```swift
    /// DriftVariantValue.bool(true).description   // "true"
    /// ```
    package var description: String {
        switch self {
        case .string(let text): JSONPathFormatter.doubleQuoted(text)
        case .number(let literal): literal
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        case .missing: "missing"
        case .other: "another value"
        }
    }
}
