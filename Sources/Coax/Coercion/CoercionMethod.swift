/// The coercions a ``CoercionReport`` computes, named as in `coax coerce --format json`.
///
/// The plain coercions come first, then the typed arrays (only for arrays), then the forced
/// variants: the order of the inspector's coercion panel and of the JSON output.
///
/// ```swift
/// CoercionMethod.unsignedInteger.rawValue   // "unsignedInteger"
/// CoercionMethod.unsignedInteger.label      // "unsigned integer"
/// CoercionMethod.methods(for: .string).count   // 16
/// CoercionMethod.methods(for: .array).count    // 28
/// ```
public enum CoercionMethod: String, CaseIterable, Sendable, Hashable {
    case bool
    case integer
    case unsignedInteger
    case number
    case string
    case unixDate
    case unixDateMilliseconds
    case decimal
    case array
    case dictionary
    case arrayOfNumbers
    case arrayOfStrings
    case arrayOfUnixDates
    case arrayOfDecimals
    case arrayOfArrays
    case arrayOfDictionaries
    case forcedNumber
    case forcedString
    case forcedUnixDate
    case forcedDecimal
    case forcedArray
    case forcedDictionary
    case forcedArrayOfNumbers
    case forcedArrayOfStrings
    case forcedArrayOfUnixDates
    case forcedArrayOfDecimals
    case forcedArrayOfArrays
    case forcedArrayOfDictionaries

    /// The coercions reported for a value of `kind` (nil for a missing value): every plain and
    /// forced coercion, plus the typed arrays when the value is an array.
    ///
    /// ```swift
    /// CoercionMethod.methods(for: nil).contains(.arrayOfNumbers)      // false
    /// CoercionMethod.methods(for: .array).contains(.arrayOfNumbers)   // true
    /// ```
    public static func methods(for kind: JSONKind?) -> [CoercionMethod] {
        kind == .array ? allCases : allCases.filter { !$0.isTypedArray }
    }

    /// Whether this is one of the typed array coercions (forced or not).
    ///
    /// ```swift
    /// CoercionMethod.forcedArrayOfStrings.isTypedArray   // true
    /// ```
    public var isTypedArray: Bool {
        rawValue.hasPrefix("arrayOf") || rawValue.hasPrefix("forcedArrayOf")
    }

    /// Whether this is a forced variant, which falls back instead of giving nil.
    ///
    /// ```swift
    /// CoercionMethod.forcedNumber.isForced   // true
    /// ```
    public var isForced: Bool {
        rawValue.hasPrefix("forced")
    }

    /// The plain coercion a forced variant falls back from (itself for plain coercions).
    ///
    /// ```swift
    /// CoercionMethod.forcedArrayOfDecimals.plain   // .arrayOfDecimals
    /// ```
    public var plain: CoercionMethod {
        guard isForced else { return self }
        let name = rawValue.dropFirst("forced".count)
        return CoercionMethod(rawValue: name.prefix(1).lowercased() + name.dropFirst()) ?? self
    }

    /// A short name for people: `unsigned integer`, `forced array of numbers`.
    ///
    /// ```swift
    /// CoercionMethod.unixDateMilliseconds.label   // "unix date (ms)"
    /// ```
    public var label: String {
        switch self {
        case .unixDate: return "unix date"
        case .unixDateMilliseconds: return "unix date (ms)"
        case .forcedUnixDate: return "forced unix date"
        default:
            var words = ""
            for character in rawValue {
                if character.isUppercase {
                    words += " " + character.lowercased()
                } else {
                    words.append(character)
                }
            }
            return words
        }
    }
}

extension CoercionMethod: CustomStringConvertible {
    /// The name used in JSON output, e.g. `forcedArrayOfNumbers`.
    ///
    /// ```swift
    /// "\(CoercionMethod.forcedString)"   // "forcedString"
    /// ```
    public var description: String { rawValue }
}
