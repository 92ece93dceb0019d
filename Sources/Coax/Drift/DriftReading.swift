/// A coercion the drift analysis tries on every value of a member, to find one that reads
/// them all without loss.
///
/// The scalar readings are the coercion engine's (``Coercion``): ``bool`` (counted as
/// exact only for `true`/`false` and values that read exactly as 0 or 1), ``integer`` (the integer-style number),
/// ``decimal`` (the exact decimal), ``unixDate`` (seconds) and ``string`` (text). ``array`` and
/// ``object`` take only a value that already is one.
///
/// The analysis prefers the narrowest reading, in `preference` order: a member holding `7`
/// and `"7"` is read as an integer, not as text.
///
/// ```swift
/// DriftReading.preference.first   // .bool
/// DriftReading.decimal.title      // "decimal"
/// ```
public enum DriftReading: String, Sendable, Hashable, CaseIterable {
    /// The Boolean, exact only for `true`/`false` and values that read exactly as 0 or 1 (Swift `Bool`).
    case bool
    /// The integer-style number (Swift `Int`).
    case integer
    /// The exact decimal (Swift `Decimal`).
    case decimal
    /// Unix seconds (Swift `Date`).
    case unixDate
    /// Text (Swift `String`).
    case string
    /// The value when it already is an array.
    case array
    /// The value when it already is an object.
    case object

    /// The order in which readings are preferred: narrowest first. ``unixDate`` is not in it;
    /// it is offered beside the winner for members whose name says they hold a time.
    ///
    /// ```swift
    /// DriftReading.preference   // [.bool, .integer, .decimal, .string, .array, .object]
    /// ```
    package static let preference: [DriftReading] = [.bool, .integer, .decimal, .string, .array, .object]

    /// The scalar readings, evaluated by the coercion engine for every number, string and Boolean.
    static let scalar: [DriftReading] = [.bool, .integer, .decimal, .unixDate, .string]

    /// The reading's name as people read it (`"unix date"`).
    ///
    /// ```swift
    /// DriftReading.unixDate.title   // "unix date"
    /// ```
    package var title: String {
        switch self {
        case .bool: "bool"
        case .integer: "integer"
        case .decimal: "decimal"
        case .unixDate: "unix date"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Whether a value of `kind` suggests this reading. A number suggests integer and decimal;
    /// text suggests only text: a member that is always a string is never reinterpreted (a zip
    /// code `"01234"` stays text even though it reads as an integer).
    func isNatural(for kind: JSONKind) -> Bool {
        switch self {
        case .bool: kind == .bool
        case .integer, .decimal, .unixDate: kind == .number
        case .string: kind == .string || kind == .number || kind == .bool
        case .array: kind == .array
        case .object: kind == .object
        }
    }
}

extension DriftReading: CustomStringConvertible {
    /// The reading's name as reports show it.
    ///
    /// ```swift
    /// "\(DriftReading.integer)"   // "integer"
    /// ```
    public var description: String { title }
}
