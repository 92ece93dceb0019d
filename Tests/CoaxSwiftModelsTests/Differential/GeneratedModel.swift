import Coax

/// A scalar type the models may use, as Swift names it.
enum GeneratedScalar: String, CaseIterable, Sendable {
    case bool = "Bool", string = "String", int = "Int", int8 = "Int8", int16 = "Int16", int32 = "Int32"
    case int64 = "Int64", uint = "UInt", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32"
    case uint64 = "UInt64", float = "Float", double = "Double", decimal = "Decimal", date = "Date"
    case url = "URL", uuid = "UUID", data = "Data"

    /// The integer types with the smallest and largest value as decimal literals.
    var integerBounds: (min: String, max: String)? {
        switch self {
        case .int, .int64: ("-9223372036854775808", "9223372036854775807")
        case .int8: ("-128", "127")
        case .int16: ("-32768", "32767")
        case .int32: ("-2147483648", "2147483647")
        case .uint, .uint64: ("0", "18446744073709551615")
        case .uint8: ("0", "255")
        case .uint16: ("0", "65535")
        case .uint32: ("0", "4294967295")
        default: nil
        }
    }
}

/// A property's type as the generator writes it; it knows its Swift spelling and the
/// `DeclaredTypeReference` a model reader should produce for it.
indirect enum GeneratedType: Sendable {
    case scalar(GeneratedScalar)
    case optional(GeneratedType)
    case array(GeneratedType)
    case set(GeneratedType)
    case dictionary(intKeys: Bool, GeneratedType)
    /// A generated struct, class or enum, by qualified name.
    case named(String)
    /// The generic `Box<T>`.
    case box(GeneratedType)
    /// A typealias, by name, and what it stands for.
    case alias(String, GeneratedType)

    var swift: String {
        switch self {
        case .scalar(let scalar): scalar.rawValue
        case .optional(let wrapped): wrapped.swift + "?"
        case .array(let element): "[\(element.swift)]"
        case .set(let element): "Set<\(element.swift)>"
        case .dictionary(let intKeys, let value): "[\(intKeys ? "Int" : "String"): \(value.swift)]"
        case .named(let name): name
        case .box(let wrapped): "Box<\(wrapped.swift)>"
        case .alias(let name, _): name
        }
    }

    var reference: DeclaredTypeReference {
        switch self {
        case .scalar(let scalar): .named(scalar.rawValue)
        case .optional(let wrapped): .optional(wrapped.reference)
        case .array(let element): .array(element.reference)
        case .set(let element): .named("Set", arguments: [element.reference])
        case .dictionary(let intKeys, let value):
            .dictionary(key: .named(intKeys ? "Int" : "String"), value: value.reference)
        case .named(let name): .named(name)
        case .box(let wrapped): .named("Box", arguments: [wrapped.reference])
        case .alias(let name, _): .named(name)
        }
    }

    /// The type with typealiases replaced by what they stand for.
    var resolved: GeneratedType {
        if case .alias(_, let target) = self { return target.resolved }
        return self
    }
}

/// How a stored or other property is declared.
enum GeneratedPropertyRole: Sendable, Equatable {
    /// `let x: T` or `var x: T`: decoded and required (unless optional).
    case stored(isVariable: Bool)
    /// `var x: T = literal`: decoded and still required (the synthesized initializer ignores the
    /// default), unless the type's `CodingKeys` leave it out.
    case defaulted(literal: String)
    /// `let x = literal`: never decoded.
    case constant(literal: String)
    /// `var x: T { … }`: not stored, not decoded.
    case computed
    /// `static let x: T = …`: not decoded.
    case staticProperty(literal: String)
}

struct GeneratedProperty: Sendable {
    var name: String
    var type: GeneratedType
    var role: GeneratedPropertyRole
}

/// A struct or class the generator declared.
struct GeneratedRecord: Sendable {
    enum Kind: Sendable { case structure, finalClass, openClass }
    enum Conformance: Sendable { case direct, viaExtension, viaTypealias }

    var name: String
    var kind: Kind
    var conformance: Conformance
    var properties: [GeneratedProperty]
    /// The `CodingKeys` cases (property name, raw value or nil), or nil for none.
    var codingKeys: [(property: String, rawValue: String?)]?
    /// Records and enums declared inside this one, by qualified name.
    var nested: [String] = []

    /// The properties the synthesized initializer decodes, in its order.
    var decoded: [GeneratedProperty] {
        properties.filter { property in
            switch property.role {
            case .stored, .defaulted:
                guard let codingKeys else { return true }
                return codingKeys.contains { $0.property == property.name }
            case .constant, .computed, .staticProperty:
                return false
            }
        }
    }

    /// The key string the synthesized conformance uses for a property.
    func keyString(_ property: String) -> String {
        codingKeys?.first { $0.property == property }?.rawValue ?? property
    }
}

/// An enum with a raw type the generator declared.
struct GeneratedEnum: Sendable {
    var name: String
    var integerRaw: Bool
    /// Case names with their raw values as JSON literals (`"tea"` or `3`).
    var cases: [(name: String, rawValue: String)]
}

/// A whole generated model: its Swift source and the description a model reader should make of it.
struct GeneratedModel: Sendable {
    var records: [GeneratedRecord]
    var enums: [GeneratedEnum]
    var typealiases: [(name: String, type: GeneratedType)]
    /// What documents are decoded into: type expressions over the declared types.
    var roots: [GeneratedType]

    func record(named name: String) -> GeneratedRecord? { records.first { $0.name == name } }
    func enumeration(named name: String) -> GeneratedEnum? { enums.first { $0.name == name } }
}
