/// What the simulated decode does at one place of a declared type: a compiled form of a
/// ``DeclaredTypeReference`` with names, generic arguments, typealiases and strategies resolved,
/// so that the walk over a document does no lookups.
indirect enum DecodeStep: Sendable {
    case bool
    case string
    case integer(IntegerWidth)
    case float
    case double
    case decimal
    case date(DecodeStrategies.Dates)
    case url
    case uuid
    case data(DecodeStrategies.DataEncoding)
    /// `T?`: null is nil. Where a property is declared optional the member may also be missing.
    case optional(DecodeStep)
    /// `[T]` and `Set<T>`.
    case array(DecodeStep)
    case stringDictionary(DecodeStep)
    case integerDictionary(DecodeStep)
    case object(DecodeObjectPlan)
    case rawEnumeration(DecodeEnumPlan)
    /// A value read by ``LenientDecoder`` as the wrapped shape: where a suggested change reads a
    /// property with the lenient decoder.
    case lenient(DecodeStep)
    /// A number or text holding one (``SuggestedHelperType/numberOrText``): the wrapped step is
    /// the number type.
    case numberOrText(DecodeStep)
    /// A Bool or the number 0 or 1 (``SuggestedHelperType/boolOrNumber``).
    case boolOrNumber
    /// A decode that reaches this cannot be simulated; the text names why.
    case notSimulated(String)

    /// The Swift name `JSONDecoder` puts in a `valueNotFound` for null here.
    var nullTypeName: String {
        switch self {
        case .bool: "Bool"
        case .string: "String"
        case .integer(let width): width.name
        case .float: "Float"
        case .double: "Double"
        case .decimal: "Decimal"
        case .date: "Date"
        case .url: "URL"
        case .uuid: "String"
        case .data: "Data"
        case .optional(let wrapped): wrapped.nullTypeName
        case .array: "Array<Any>"
        case .stringDictionary, .integerDictionary, .object: "Dictionary<String, Any>"
        case .rawEnumeration(let plan): plan.rawTypeName
        case .lenient(let wrapped): wrapped.nullTypeName
        case .numberOrText(let wrapped): wrapped.nullTypeName
        case .boolOrNumber: "Int"
        case .notSimulated: ""
        }
    }
}

/// The fixed-width integer types, by signedness and width.
struct IntegerWidth: Sendable, Hashable {
    var name: String
    var isSigned: Bool
    var bits: Int

    static let all: [String: IntegerWidth] = [
        "Int": IntegerWidth(name: "Int", isSigned: true, bits: 64),
        "Int8": IntegerWidth(name: "Int8", isSigned: true, bits: 8),
        "Int16": IntegerWidth(name: "Int16", isSigned: true, bits: 16),
        "Int32": IntegerWidth(name: "Int32", isSigned: true, bits: 32),
        "Int64": IntegerWidth(name: "Int64", isSigned: true, bits: 64),
        "UInt": IntegerWidth(name: "UInt", isSigned: false, bits: 64),
        "UInt8": IntegerWidth(name: "UInt8", isSigned: false, bits: 8),
        "UInt16": IntegerWidth(name: "UInt16", isSigned: false, bits: 16),
        "UInt32": IntegerWidth(name: "UInt32", isSigned: false, bits: 32),
        "UInt64": IntegerWidth(name: "UInt64", isSigned: false, bits: 64),
    ]

    /// The largest magnitude allowed for a value of this sign.
    func maximumMagnitude(negative: Bool) -> UInt64 {
        if !isSigned { return negative ? 0 : (bits == 64 ? UInt64.max : (1 << UInt64(bits)) - 1) }
        let half = UInt64(1) << UInt64(bits - 1)
        return negative ? half : half - 1
    }

    /// Whether a `Double` converts exactly (`T(exactly:)`).
    func holdsExactly(_ value: Double) -> Bool {
        guard value.isFinite, value.rounded(.towardZero) == value else { return false }
        if isSigned {
            let limit = Double(sign: .plus, exponent: bits - 1, significand: 1)
            return value >= -limit && value < limit
        }
        return value >= 0 && value < Double(sign: .plus, exponent: bits, significand: 1)
    }
}

/// A struct or class decoded by its synthesized `init(from:)`: the members it reads, in order.
///
/// A class so that recursive types (`struct Node { let children: [Node] }`) refer to their own
/// plan. Invariant: `fields` is only set while ``DecodePlanBuilder`` builds the plan, before the
/// plan is handed to any walk; from then on it is read-only, which makes sharing it safe.
final class DecodeObjectPlan: @unchecked Sendable {
    struct Field: Sendable {
        /// The key's `stringValue` in `CodingKeys`.
        var key: String
        var keyBytes: [UInt8]
        var step: DecodeStep
        /// `decodeIfPresent`: the property is declared optional, so a missing member is nil too.
        var isIfPresent: Bool
        /// The property, for what to change in the model.
        var propertyName: String
        /// The snake-case key `convertFromSnakeCase` turns into ``key`` (`updated_at` for
        /// `updatedAt`), compared byte for byte before any key is converted; empty when no key
        /// converts to it.
        var snakeKeyBytes: [UInt8] = []

        /// The key with an underscore before each ASCII capital, lowercased, when converting it
        /// from snake case gives `key` back; empty otherwise.
        static func snakeKeyBytes(for key: String) -> [UInt8] {
            var bytes: [UInt8] = []
            for byte in key.utf8 {
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") {
                    bytes += [UInt8(ascii: "_"), byte + 32]
                } else {
                    bytes.append(byte)
                }
            }
            return SnakeCase.camelCase(String(decoding: bytes, as: UTF8.self)) == key ? bytes : []
        }
    }

    let typeName: String
    /// Unchecked exclusivity: written only while the plan is built and when its owner goes (see
    /// the invariant above), never during a walk, which reads it for every object it meets.
    @exclusivity(unchecked) var fields: [Field] = []

    init(typeName: String) { self.typeName = typeName }
}

/// An enum with raw values: read as its raw type, then matched against the cases.
///
/// A class, immutable once made: the walk switches over steps for every value, and a struct of
/// seven strings and sets would be retained and released field by field at each enum value.
final class DecodeEnumPlan: Sendable {
    let typeName: String
    /// The name `JSONDecoder`'s message gives the type (its last component).
    let displayName: String
    let rawTypeName: String
    let rawStep: DecodeStep
    let stringValues: Set<String>
    let integerValues: Set<String>
    let floatingValues: Set<Double>
    /// ``stringValues`` as UTF-8, compared first with a string's raw bytes when it has no escapes:
    /// the same bytes are the same `String`; other text is still compared as a `String` (which
    /// also finds canonically equivalent spellings, as the enum's `init(rawValue:)` does).
    let stringValueBytes: [[UInt8]]

    init(
        typeName: String, displayName: String, rawTypeName: String, rawStep: DecodeStep, stringValues: Set<String>,
        integerValues: Set<String>, floatingValues: Set<Double>
    ) {
        self.typeName = typeName
        self.displayName = displayName
        self.rawTypeName = rawTypeName
        self.rawStep = rawStep
        self.stringValues = stringValues
        self.integerValues = integerValues
        self.floatingValues = floatingValues
        stringValueBytes = stringValues.map { Array($0.utf8) }
    }
}
