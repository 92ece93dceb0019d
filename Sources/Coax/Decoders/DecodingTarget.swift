import Foundation

/// A Swift type a JSON value is decoded as, and for `Date` the date strategy: the rows of the
/// decoders report (``DecoderComparison``), named as in `coax coerce --format json`.
///
/// ```swift
/// DecodingTarget.dateISO8601.name   // "Date.iso8601"
/// DecodingTarget(name: "UInt64")    // .uint64
/// DecodingTarget.allCases.count     // 15
/// ```
package enum DecodingTarget: String, CaseIterable, Sendable, Hashable {
    /// `Bool`.
    case bool = "Bool"
    /// `Int`.
    case int = "Int"
    /// `Int64`.
    case int64 = "Int64"
    /// `UInt64`.
    case uint64 = "UInt64"
    /// `Double`.
    case double = "Double"
    /// `Float`.
    case float = "Float"
    /// `Decimal`.
    case decimal = "Decimal"
    /// `String`.
    case string = "String"
    /// `URL`.
    case url = "URL"
    /// `UUID`.
    case uuid = "UUID"
    /// `Date` with `.secondsSince1970`.
    case dateSecondsSince1970 = "Date.secondsSince1970"
    /// `Date` with `.millisecondsSince1970`.
    case dateMillisecondsSince1970 = "Date.millisecondsSince1970"
    /// `Date` with `.iso8601`.
    case dateISO8601 = "Date.iso8601"
    /// `Date` with `.formatted` and an RFC 1123 formatter (``DateFormats/rfc1123``).
    case dateRFC1123 = "Date.rfc1123"
    /// `Date` with `.formatted` and a Twitter-style formatter (``DateFormats/twitter``).
    case dateTwitter = "Date.twitter"

    /// The name used in output: the Swift type, and for dates `Date.` and the strategy.
    ///
    /// ```swift
    /// DecodingTarget.dateRFC1123.name   // "Date.rfc1123"
    /// ```
    package var name: String { rawValue }

    /// The target with this ``name``, or nil.
    ///
    /// ```swift
    /// DecodingTarget(name: "Date.twitter")   // .dateTwitter
    /// ```
    ///
    /// - Parameter name: a name as output prints it (`Int`, `Date.iso8601`), exactly.
    package init?(name: String) {
        self.init(rawValue: name)
    }

    /// Whether the value is a `Date`.
    ///
    /// ```swift
    /// DecodingTarget.dateTwitter.isDate   // true
    /// ```
    package var isDate: Bool {
        switch self {
        case .dateSecondsSince1970, .dateMillisecondsSince1970, .dateISO8601, .dateRFC1123, .dateTwitter: true
        default: false
        }
    }

    /// Whether `JSONDecoder` reads this target from a JSON string (every other target reads a number
    /// or a Boolean), so that the string's contents decide the result.
    ///
    /// ```swift
    /// DecodingTarget.url.readsString                    // true
    /// DecodingTarget.dateSecondsSince1970.readsString   // false: a Double
    /// ```
    package var readsString: Bool {
        switch self {
        case .string, .url, .uuid, .dateISO8601, .dateRFC1123, .dateTwitter: true
        default: false
        }
    }
}
