/// What a coercion gave up to produce its result.
///
/// An empty set means the result carries everything the JSON value said. The inspector
/// highlights lossy results, and ``Coerced/why`` names the step that lost the information.
///
/// ```swift
/// let result = Coercion(JSONValue.string("the 21.5 slices")).explained.integer
/// result.value   // 21
/// result.loss    // [.cleaned, .truncated]
/// ```
public struct CoercionLoss: OptionSet, Sendable, Hashable {
    ///
    /// ```swift
    /// CoercionLoss.truncated.rawValue   // 2
    /// ```
    public let rawValue: UInt16

    /// Creates a set from its raw bits.
    ///
    /// ```swift
    /// CoercionLoss(rawValue: 1) == .cleaned   // true
    /// ```
    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// Characters around the number were stripped from a string (`"$5"` → `"5"`).
    ///
    /// ```swift
    /// Coercion(JSONValue.string("$5")).explained.integer.loss   // [.cleaned]
    /// ```
    public static let cleaned = CoercionLoss(rawValue: 1 << 0)
    /// A fraction or the rest of a string was not read (`5.94` → `5`, `"35,452.45"` → `35`).
    ///
    /// ```swift
    /// Coercion(JSONValue.string("35,452.45")).explained.decimal.loss   // [.truncated]
    /// ```
    public static let truncated = CoercionLoss(rawValue: 1 << 1)
    /// Digits beyond `Decimal`'s 38 significant digits were rounded away.
    ///
    /// ```swift
    /// Coercion(JSONValue.number(JSONNumber(literal: String(repeating: "7", count: 40))!)).explained.decimal.loss   // [.rounded]
    /// ```
    public static let rounded = CoercionLoss(rawValue: 1 << 2)
    /// A negative value became `0` for an unsigned integer.
    ///
    /// ```swift
    /// Coercion(JSONValue.number(-1)).explained.unsignedInteger.loss   // [.clamped]
    /// ```
    public static let clamped = CoercionLoss(rawValue: 1 << 3)
    /// The value did not fit and was replaced by `Int64.min` or `Int64.max`.
    ///
    /// ```swift
    /// Coercion(JSONValue.number(JSONNumber(literal: "1e400")!)).explained.integer.loss   // [.saturated]
    /// ```
    public static let saturated = CoercionLoss(rawValue: 1 << 4)
    /// Nothing could be read, so a default (`0`, `false`, `""`, the epoch, NaN, `[]`, `{}`) was returned.
    ///
    /// ```swift
    /// Coercion(JSONValue.null).explained.forcedString.loss   // [.fallback]
    /// ```
    public static let fallback = CoercionLoss(rawValue: 1 << 5)
    /// Elements of a typed array that could not be converted were left out.
    ///
    /// ```swift
    /// Coercion(JSONValue.array(["1", "x"])).explained.array(of: .numbers).loss   // [.dropped]
    /// ```
    public static let dropped = CoercionLoss(rawValue: 1 << 6)
    /// Elements of a typed array that could not be converted were replaced by the marker.
    ///
    /// ```swift
    /// Coercion(JSONValue.array(["x"])).explained.array(of: .numbers, unconvertibleMarker: nil).loss   // [.replaced]
    /// ```
    public static let replaced = CoercionLoss(rawValue: 1 << 7)

    /// Every loss, in the order reports list them.
    ///
    /// ```swift
    /// CoercionLoss.all.count   // 8
    /// ```
    package static let all: [CoercionLoss] = [
        .cleaned, .truncated, .rounded, .clamped, .saturated, .fallback, .dropped, .replaced,
    ]

    /// The names of the losses in the set, in the order of ``all``.
    ///
    /// ```swift
    /// CoercionLoss([.truncated, .cleaned]).names   // ["cleaned", "truncated"]
    /// ```
    package var names: [String] {
        CoercionLoss.all.filter { contains($0) }.map(\.singleName)
    }

    private var singleName: String {
        switch self {
        case .cleaned: "cleaned"
        case .truncated: "truncated"
        case .rounded: "rounded"
        case .clamped: "clamped"
        case .saturated: "saturated"
        case .fallback: "fallback"
        case .dropped: "dropped"
        case .replaced: "replaced"
        default: "loss"
        }
    }
}

extension CoercionLoss: CustomStringConvertible {
    /// The names joined by commas, or `none`.
    ///
    /// ```swift
    /// "\(CoercionLoss.fallback)"   // "fallback"
    /// ```
    public var description: String {
        isEmpty ? "none" : names.joined(separator: ", ")
    }
}
