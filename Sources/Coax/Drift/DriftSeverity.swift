/// How much a drifting member costs the code that reads it, from worst to mildest.
///
/// Findings are sorted by severity, highest first. The order, and why:
///
/// 1. ``incompatible``: the values' kinds cannot be reconciled by any coercion (an object here,
///    a string there): whatever type a model declares, some values are lost.
/// 2. ``textOnly``: the kinds differ (string, number, Boolean) and only reading everything as
///    text keeps every value; every typed reading (Boolean, integer, decimal) loses some.
/// 3. ``kindChange``: the kinds differ, but a typed coercion reads every value without loss
///    (`7` and `"7"` both read as the integer 7). A strict decoder fails; a lenient one does not.
/// 4. ``numberFormat``: always a number, but written both as integers and with a fraction
///    (`14` and `8.45`): an integer model truncates.
/// 5. ``optionality``: one kind, but sometimes `null` or missing: the property must be optional.
///
/// ```swift
/// DriftSeverity.textOnly > DriftSeverity.kindChange   // true
/// DriftSeverity.allCases.first                      // .optionality
/// ```
public enum DriftSeverity: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// One kind, but sometimes `null` or missing.
    case optionality = 1
    /// Always a number, written both as an integer and with a fraction.
    case numberFormat = 2
    /// Kinds differ; a typed coercion reads every value without loss.
    case kindChange = 3
    /// Kinds differ; only text reads every value.
    case textOnly = 4
    /// Kinds that no coercion reconciles.
    case incompatible = 5

    /// Milder first, so `max()` is the worst and sorting descending puts the worst first.
    ///
    /// ```swift
    /// [DriftSeverity.optionality, .incompatible].max()   // .incompatible
    /// ```
    public static func < (lhs: DriftSeverity, rhs: DriftSeverity) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The name used in the JSON report (`"kindChange"`).
    ///
    /// ```swift
    /// DriftSeverity.textOnly.name   // "textOnly"
    /// ```
    package var name: String {
        switch self {
        case .optionality: "optionality"
        case .numberFormat: "numberFormat"
        case .kindChange: "kindChange"
        case .textOnly: "textOnly"
        case .incompatible: "incompatible"
        }
    }

    /// A heading for people (`"Kinds differ; a coercion reads every value"`).
    ///
    /// ```swift
    /// DriftSeverity.optionality.title   // "Sometimes null or missing"
    /// ```
    package var title: String {
        switch self {
        case .optionality: "Sometimes null or missing"
        case .numberFormat: "Integers and fractions mixed"
        case .kindChange: "Kinds differ; a typed coercion reads every value"
        case .textOnly: "Kinds differ; only text reads every value"
        case .incompatible: "Kinds no coercion reconciles"
        }
    }
}

extension DriftSeverity: CustomStringConvertible {
    /// The name the JSON report gives the severity (`"kindChange"`).
    ///
    /// ```swift
    /// "\(DriftSeverity.kindChange)"   // "kindChange"
    /// ```
    public var description: String { name }
}
