/// A type declared in the user's Swift source: a struct, class or enum, with what the synthesized
/// `Decodable` conformance reads.
///
/// The `CoaxSwiftModels` module makes these from source. Outside this package a type shows its
/// name and where it is declared; what the simulation reads of it (properties, `CodingKeys`, enum
/// cases) follows what the reader understands of Swift and is not API.
///
/// ```swift
/// let models = try SwiftModelReader.read(sources: [("Models.swift", "struct Product: Decodable { let id: Int }")])
/// models.types.map(\.name)                    // ["Product"]
/// models.types.first?.position?.description   // "Models.swift:1:1"
/// ```
public struct DeclaredType: Sendable, Hashable {
    /// What kind of declaration it is.
    package enum Kind: Sendable, Hashable {
        /// `struct`.
        case structure
        /// `class` or `final class`.
        case classType
        /// `enum` (raw-valued enums decode from their raw value).
        case enumeration
    }

    /// The fully qualified name: `Product`, `Order.Line`.
    public package(set) var name: String
    /// The declaration's kind.
    package var kind: Kind
    /// Generic parameter names in order (`["T"]` for `struct Page<T: Decodable>`).
    package var genericParameters: [String]
    /// Stored properties in declaration order: the synthesized initializer's decoding order.
    package var properties: [DeclaredProperty]
    /// The `CodingKeys` enum's cases, in order, as (property name, key string); nil when the type
    /// declares none. A case without a raw value has its name as its key string.
    package var codingKeys: [DeclaredCodingKey]?
    /// For an enum with a raw type (`String`, `Int`, …), that type.
    package var rawType: DeclaredTypeReference?
    /// For an enum, its cases in order with their raw values (the case name where a `String` enum
    /// gives none; the next integer for `Int` enums).
    package var cases: [DeclaredEnumCase]
    /// Whether the type conforms to `Decodable` or `Codable` (directly, through an extension, or
    /// through a typealias of them).
    package var isDecodable: Bool
    /// Why a decode that reaches this type cannot be simulated (a hand-written `init(from:)`, an
    /// enum with associated values, …), as the output names it: `"Money.init(from:)"`.
    package var notSimulated: String?
    /// Where it is declared.
    public package(set) var position: DeclaredSourcePosition?

    /// Creates a type.
    ///
    /// - Parameters:
    ///   - name: the fully qualified name: `Product`, `Order.Line`.
    ///   - kind: the declaration's kind.
    ///   - genericParameters: the generic parameter names in order.
    ///   - properties: the stored properties in declaration order.
    ///   - codingKeys: the `CodingKeys` enum's cases in order; nil when the type declares none.
    ///   - rawType: for an enum with a raw type, that type.
    ///   - cases: for an enum, its cases in order with their raw values.
    ///   - isDecodable: whether the type conforms to `Decodable` or `Codable`.
    ///   - notSimulated: why a decode that reaches the type cannot be simulated, if it cannot.
    ///   - position: where it is declared, if known.
    package init(
        name: String,
        kind: Kind,
        genericParameters: [String] = [],
        properties: [DeclaredProperty] = [],
        codingKeys: [DeclaredCodingKey]? = nil,
        rawType: DeclaredTypeReference? = nil,
        cases: [DeclaredEnumCase] = [],
        isDecodable: Bool,
        notSimulated: String? = nil,
        position: DeclaredSourcePosition? = nil
    ) {
        self.name = name
        self.kind = kind
        self.genericParameters = genericParameters
        self.properties = properties
        self.codingKeys = codingKeys
        self.rawType = rawType
        self.cases = cases
        self.isDecodable = isDecodable
        self.notSimulated = notSimulated
        self.position = position
    }

    /// The properties the synthesized `init(from:)` decodes, in its order: stored properties that
    /// are not initialized constants and, where `CodingKeys` exist, that they name.
    package var decodedProperties: [DeclaredProperty] {
        let decoded = properties.filter(\.isDecoded)
        guard let codingKeys else { return decoded }
        let named = Set(codingKeys.map(\.propertyName))
        return decoded.filter { named.contains($0.name) }
    }

    /// The key string the synthesized conformance uses for `property`.
    ///
    /// - Parameter property: one of the type's properties.
    /// - Returns: The string value of the `CodingKeys` case that names `property`, or the
    ///   property's name where no case does.
    package func keyString(for property: DeclaredProperty) -> String {
        codingKeys?.first { $0.propertyName == property.name }?.stringValue ?? property.name
    }
}

/// A case of a `CodingKeys` enum.
///
/// ```swift
/// DeclaredCodingKey(propertyName: "createdAt", stringValue: "created_at").stringValue
/// // "created_at"
/// ```
package struct DeclaredCodingKey: Sendable, Hashable {
    /// The case name, which is the property's name.
    package var propertyName: String
    /// The key in JSON: the raw value, or the case name.
    package var stringValue: String

    /// Creates a coding key.
    ///
    /// - Parameters:
    ///   - propertyName: the case name, which is the property's name.
    ///   - stringValue: the key in JSON: the raw value, or the case name.
    package init(propertyName: String, stringValue: String) {
        self.propertyName = propertyName
        self.stringValue = stringValue
    }
}

/// A case of a declared enum with its raw value as JSON holds it.
///
/// ```swift
/// DeclaredEnumCase(name: "gollum", rawValue: .string("GollumEvent")).rawValue
/// // .string("GollumEvent")
/// ```
package struct DeclaredEnumCase: Sendable, Hashable {
    /// A raw value.
    package enum RawValue: Sendable, Hashable {
        /// A `String` raw value.
        case string(String)
        /// An integer raw value, as its literal (exact for every width).
        case integer(String)
        /// A floating-point raw value, as its literal.
        case floatingPoint(String)
    }

    /// The case name.
    package var name: String
    /// Its raw value; nil for an enum without a raw type.
    package var rawValue: RawValue?

    /// Creates a case.
    ///
    /// - Parameters:
    ///   - name: the case name.
    ///   - rawValue: its raw value; nil for an enum without a raw type.
    package init(name: String, rawValue: RawValue?) {
        self.name = name
        self.rawValue = rawValue
    }
}
