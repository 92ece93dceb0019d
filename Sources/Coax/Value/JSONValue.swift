/// An owned JSON value, for building and changing documents.
///
/// ``JSONDocument`` is the fast, read-only form that the parser produces; `JSONValue`
/// is the form for building output (expansion, model setters). Objects keep their
/// member order and duplicate keys, and numbers keep their literal text, so a value
/// converted from a document writes back byte for byte.
///
/// ```swift
/// let value: JSONValue = ["id": "7", "price": 8.45, "tags": ["new"], "owner": nil]
/// value["price"]?.number?.literal   // "8.45"
/// let document = try JSONDocument(parsing: #"{"a":1}"#)
/// JSONValue(document.root) == ["a": 1]   // true
/// ```
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, its literal text kept exactly.
    case number(JSONNumber)
    /// A string, decoded.
    case string(String)
    /// An array: its elements in order.
    case array([JSONValue])
    /// An object: its members in order, repeated keys kept.
    case object(JSONObject)
}

extension JSONValue {
    /// The value's kind.
    ///
    /// ```swift
    /// JSONValue.string("x").kind   // .string
    /// ```
    public var kind: JSONKind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// The Boolean, when the value is `true` or `false`.
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The number, when the value is a number.
    public var number: JSONNumber? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The string, when the value is a string.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, when the value is an array.
    public var array: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The object, when the value is an object.
    public var object: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// Whether the value is JSON `null`.
    public var isNull: Bool { self == .null }

    /// The member named `key` (the last one when repeated), when the value is an object.
    ///
    /// ```swift
    /// let value: JSONValue = ["a": ["b": 1]]
    /// value["a"]?["b"]   // .number(1)
    /// ```
    ///
    /// - Parameter key: the member's name.
    /// - Returns: the value, or nil when this is not an object or has no such member.
    /// - Complexity: O(*n*) in the object's members (as for ``JSONObject``).
    public subscript(key: String) -> JSONValue? {
        object?[key]
    }

    /// The element at `index`, when the value is an array and the index is in range.
    ///
    /// ```swift
    /// (["x", "y"] as JSONValue)[1]   // .string("y")
    /// ```
    ///
    /// - Parameter index: the element's position from 0; negative and out-of-range indices give nil.
    /// - Returns: The element; nil when this is not an array or the index is outside it.
    public subscript(index: Int) -> JSONValue? {
        guard let array, array.indices.contains(index) else { return nil }
        return array[index]
    }
}

extension JSONValue: ExpressibleByNilLiteral {
    /// `nil` in a literal stands for JSON `null`.
    public init(nilLiteral: ()) { self = .null }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// A Boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// An integer literal.
    public init(integerLiteral value: Int64) { self = .number(JSONNumber(value)) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// A floating-point literal, written as Swift prints it (`8.45` stays `8.45`).
    ///
    /// For exact decimals, build `.number(JSONNumber(literal: "8.45")!)` instead.
    public init(floatLiteral value: Double) {
        self = JSONNumber(value).map(JSONValue.number) ?? .null
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string literal.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// An array literal.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An object literal; order and repeated keys are kept.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }
}
