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
package enum CoercionMethod: String, CaseIterable, Sendable, Hashable {
    /// ``Coercion/bool``: true when the integer-style number is non-zero.
    case bool
    /// ``Coercion/integer``: the integer-style number, or 0.
    case integer
    /// ``Coercion/unsignedInteger``: the integer-style number when positive, else 0.
    case unsignedInteger
    /// ``Coercion/number``: the integer-style number, or nil.
    case number
    /// ``Coercion/string``: text, numbers in canonical decimal text.
    case string
    /// ``Coercion/unixDate``: the decimal as seconds since 1970.
    case unixDate
    /// ``Coercion/unixDateMilliseconds``: the decimal as milliseconds since 1970.
    case unixDateMilliseconds
    /// ``Coercion/decimal``: the exact decimal, or nil.
    case decimal
    /// ``Coercion/array``: the elements, when the value is an array.
    case array
    /// ``Coercion/dictionary``: the object, when the value is one.
    case dictionary
    /// ``Coercion/array(of:)`` with `.numbers`: the elements as integer-style numbers.
    case arrayOfNumbers
    /// ``Coercion/array(of:)`` with `.strings`: the elements as text.
    case arrayOfStrings
    /// ``Coercion/array(of:)`` with `.unixDates`: the elements as dates in seconds.
    case arrayOfUnixDates
    /// ``Coercion/array(of:)`` with `.decimals`: the elements as exact decimals.
    case arrayOfDecimals
    /// ``Coercion/array(of:)`` with `.arrays`: the elements that are arrays.
    case arrayOfArrays
    /// ``Coercion/array(of:)`` with `.dictionaries`: the elements that are objects.
    case arrayOfDictionaries
    /// ``Coercion/forcedNumber``: the number, or 0.
    case forcedNumber
    /// ``Coercion/forcedString``: the text, or `""`.
    case forcedString
    /// ``Coercion/forcedUnixDate``: the date, or the epoch.
    case forcedUnixDate
    /// ``Coercion/forcedDecimal``: the decimal, or NaN.
    case forcedDecimal
    /// ``Coercion/forcedArray``: the elements, or `[]`.
    case forcedArray
    /// ``Coercion/forcedDictionary``: the object, or an empty one.
    case forcedDictionary
    /// ``Coercion/forcedArray(of:)`` with `.numbers`: `[]` where the value is not an array.
    case forcedArrayOfNumbers
    /// ``Coercion/forcedArray(of:)`` with `.strings`: `[]` where the value is not an array.
    case forcedArrayOfStrings
    /// ``Coercion/forcedArray(of:)`` with `.unixDates`: `[]` where the value is not an array.
    case forcedArrayOfUnixDates
    /// ``Coercion/forcedArray(of:)`` with `.decimals`: `[]` where the value is not an array.
    case forcedArrayOfDecimals
    /// ``Coercion/forcedArray(of:)`` with `.arrays`: `[]` where the value is not an array.
    case forcedArrayOfArrays
    /// ``Coercion/forcedArray(of:)`` with `.dictionaries`: `[]` where the value is not an array.
    case forcedArrayOfDictionaries

    /// The coercions reported for a value of `kind` (nil for a missing value): every plain and
    /// forced coercion, plus the typed arrays when the value is an array.
    ///
    /// ```swift
    /// CoercionMethod.methods(for: nil).contains(.arrayOfNumbers)      // false
    /// CoercionMethod.methods(for: .array).contains(.arrayOfNumbers)   // true
    /// ```
    ///
    /// - Parameter kind: the value's kind, or nil for a key the object lacks.
    /// - Returns: The methods in declaration order, the order ``CoercionReport`` lists them in.
    package static func methods(for kind: JSONKind?) -> [CoercionMethod] {
        kind == .array ? allCases : allCases.filter { !$0.isTypedArray }
    }

    /// Whether this is one of the typed array coercions (forced or not).
    ///
    /// ```swift
    /// CoercionMethod.forcedArrayOfStrings.isTypedArray   // true
    /// ```
    package var isTypedArray: Bool {
        rawValue.hasPrefix("arrayOf") || rawValue.hasPrefix("forcedArrayOf")
    }

    /// Whether this is a forced variant, which falls back instead of giving nil.
    ///
    /// ```swift
    /// CoercionMethod.forcedNumber.isForced   // true
    /// ```
    package var isForced: Bool {
        rawValue.hasPrefix("forced")
    }

    /// The plain coercion a forced variant falls back from (itself for plain coercions).
    ///
    /// ```swift
    /// CoercionMethod.forcedArrayOfDecimals.plain   // .arrayOfDecimals
    /// ```
    package var plain: CoercionMethod {
        guard isForced else { return self }
        let name = rawValue.dropFirst("forced".count)
        return CoercionMethod(rawValue: name.prefix(1).lowercased() + name.dropFirst()) ?? self
    }

    /// A short name for people: `unsigned integer`, `forced array of numbers`.
    ///
    /// ```swift
    /// CoercionMethod.unixDateMilliseconds.label   // "unix date (ms)"
    /// ```
    package var label: String {
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
    package var description: String { rawValue }
}
