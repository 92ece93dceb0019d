import Foundation

/// A `Decodable` whose shape is a declared type, known only at run time: it reads through any
/// `Decoder` exactly what the declared type's synthesized `init(from:)` would, asking the
/// container for the same Swift types (`Int`, `[String]`, `[String: Double]?`) so that each
/// decoder applies its own rules to them.
///
/// It is how ``LenientDecoder``'s verdict for a declared type is found, and, run under
/// Foundation's `JSONDecoder`, a second check of the simulation. The shape travels in a task
/// local, set around each nested decode (decoding is synchronous, so the value is the one the
/// enclosing `init(from:)` set).
struct DeclaredDecodable: Decodable {
    @TaskLocal static var shape: DecodeStep?

    /// The keys; named `CodingKeys` so that `keyNotFound` messages read as the synthesized ones.
    struct CodingKeys: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        guard let shape = Self.shape else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "No declared shape."))
        }
        switch shape {
        case .object(let plan):
            let container = try decoder.container(keyedBy: CodingKeys.self)
            for field in plan.fields {
                let key = CodingKeys(stringValue: field.key)
                var step = field.step
                if field.isIfPresent, case .optional(let wrapped) = step { step = wrapped }
                let (type, hole) = Self.swiftType(for: step)
                try Self.$shape.withValue(hole) {
                    try Self.read(type, from: container, forKey: key, ifPresent: field.isIfPresent)
                }
            }
        case .rawEnumeration(let plan):
            try Self.decodeEnum(plan, from: decoder)
        case .notSimulated(let reason):
            throw DeclaredDecodableNotSimulated(reason: reason)
        default:
            // Any other shape is a Swift type of its own and is never the hole.
            let (type, hole) = Self.swiftType(for: shape)
            try Self.$shape.withValue(hole) { _ = try Self.decodeSingle(type, from: decoder) }
        }
    }

    private static func read<T: Decodable>(
        _ type: T.Type, from container: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys, ifPresent: Bool
    ) throws {
        if ifPresent {
            _ = try container.decodeIfPresent(type, forKey: key)
        } else {
            _ = try container.decode(type, forKey: key)
        }
    }

    private static func decodeSingle<T: Decodable>(_ type: T.Type, from decoder: any Decoder) throws -> T {
        try T(from: decoder)
    }

    private static func decodeEnum(_ plan: DecodeEnumPlan, from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let shown: String
        switch plan.rawStep {
        case .string:
            let value = try container.decode(String.self)
            if plan.stringValues.contains(value) { return }
            shown = value
        case .integer(let width):
            let value = try decodeInteger(width, from: container)
            if plan.integerValues.contains(value) { return }
            shown = value
        case .float:
            let value = try container.decode(Float.self)
            if plan.floatingValues.contains(Double(value)) { return }
            shown = "\(value)"
        default:
            let value = try container.decode(Double.self)
            if plan.floatingValues.contains(value) { return }
            shown = "\(value)"
        }
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath,
                debugDescription:
                    "Cannot initialize \(plan.displayName) from invalid \(plan.rawTypeName) value \(shown)"))
    }

    private static func decodeInteger(
        _ width: IntegerWidth, from container: any SingleValueDecodingContainer
    ) throws
        -> String
    {
        func read<T: Decodable & CustomStringConvertible>(_ type: T.Type) throws -> String {
            try container.decode(type).description
        }
        return try read(integerType(width))
    }

    static func integerType(_ width: IntegerWidth) -> any (Decodable & CustomStringConvertible).Type {
        switch (width.isSigned, width.bits, width.name) {
        case (true, 8, _): Int8.self
        case (true, 16, _): Int16.self
        case (true, 32, _): Int32.self
        case (true, _, "Int64"): Int64.self
        case (true, _, _): Int.self
        case (false, 8, _): UInt8.self
        case (false, 16, _): UInt16.self
        case (false, 32, _): UInt32.self
        case (false, _, "UInt64"): UInt64.self
        default: UInt.self
        }
    }

    /// The Swift type a shape is, with `DeclaredDecodable` standing for the one declared struct,
    /// class or enum in it (its "hole", returned with it): `[String: [Product]]?` is
    /// `Optional<Dictionary<String, Array<DeclaredDecodable>>>` with `Product`'s plan.
    static func swiftType(for step: DecodeStep) -> (any Decodable.Type, DecodeStep?) {
        switch step {
        case .bool: return (Bool.self, nil)
        case .string: return (String.self, nil)
        case .integer(let width): return (integerType(width), nil)
        case .float: return (Float.self, nil)
        case .double: return (Double.self, nil)
        case .decimal: return (Decimal.self, nil)
        case .date: return (Date.self, nil)
        case .url: return (URL.self, nil)
        case .uuid: return (UUID.self, nil)
        case .data: return (Data.self, nil)
        case .object, .rawEnumeration, .notSimulated: return (DeclaredDecodable.self, step)
        case .lenient(let wrapped), .numberOrText(let wrapped): return swiftType(for: wrapped)
        case .boolOrNumber: return (Bool.self, nil)
        case .optional(let wrapped): return swiftType(for: wrapped, in: { optionalType($0) })
        case .array(let element): return swiftType(for: element, in: { arrayType($0) })
        case .stringDictionary(let value): return swiftType(for: value, in: { stringDictionaryType($0) })
        case .integerDictionary(let value): return swiftType(for: value, in: { integerDictionaryType($0) })
        }
    }

    /// The type of a container of `inner` (`wrap` makes it from the inner type), with the inner
    /// type's hole.
    private static func swiftType(
        for inner: DecodeStep, in wrap: (any Decodable.Type) -> any Decodable.Type
    ) -> (any Decodable.Type, DecodeStep?) {
        let (innerType, hole) = swiftType(for: inner)
        return (wrap(innerType), hole)
    }

    private static func optionalType<T: Decodable>(_: T.Type) -> any Decodable.Type { T?.self }
    private static func arrayType<T: Decodable>(_: T.Type) -> any Decodable.Type { [T].self }
    private static func stringDictionaryType<T: Decodable>(_: T.Type) -> any Decodable.Type { [String: T].self }
    private static func integerDictionaryType<T: Decodable>(_: T.Type) -> any Decodable.Type { [Int: T].self }

    /// Decodes `step` at the top of `decoder`'s input with `decode`, which hands it to a decoder.
    static func decodeTop(
        _ step: DecodeStep, with decode: (any Decodable.Type) throws -> Void
    ) throws {
        let (type, hole) = swiftType(for: step)
        try $shape.withValue(hole) { try decode(type) }
    }
}

/// Thrown where a dynamic decode reaches a shape that is not simulated.
struct DeclaredDecodableNotSimulated: Error {
    var reason: String
}
