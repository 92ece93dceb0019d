import Foundation

extension LenientDecoder {
    /// What a non-optional property gets when its value is missing, `null` or unconvertible.
    ///
    /// ```swift
    /// var decoder = LenientDecoder()
    /// decoder.nonOptionalPolicy = .forcedFallback   // missing Int → 0, String → "", [T] → []
    /// ```
    public enum NonOptionalPolicy: Sendable, Hashable {
        /// Throw a `DecodingError` naming the full coding path and the coercion's reason.
        ///
        /// ```swift
        /// struct Count: Decodable { var n: Int }
        /// try LenientDecoder(nonOptionalPolicy: .throwError).decode(Count.self, fromText: #"{"n": "many"}"#)
        /// // throws typeMismatch: Cannot read Int at $.n: "many" has no digit → nil
        /// ```
        case throwError
        /// Take the forced variants' fallback: 0, `false`, `""`, the epoch, NaN for `Decimal`,
        /// `[]`, `[:]`, and for nested models a model decoded from an empty object. Types without
        /// a fallback (URL, enums) still throw.
        ///
        /// ```swift
        /// struct Count: Decodable { var n: Int; var label: String }
        /// try LenientDecoder(nonOptionalPolicy: .forcedFallback).decode(Count.self, fromText: #"{"n": "many"}"#)
        /// // Count(n: 0, label: ""), both logged as forced fallbacks
        /// ```
        case forcedFallback
    }

    /// What an optional property gets when its value is present but unconvertible.
    /// (A missing value or `null` always gives nil.)
    ///
    /// ```swift
    /// var decoder = LenientDecoder()
    /// decoder.optionalPolicy = .throwWhenUnconvertible
    /// ```
    public enum OptionalPolicy: Sendable, Hashable {
        /// Nil, recorded in the coercion log.
        ///
        /// ```swift
        /// struct Item: Decodable { var price: Decimal? }
        /// try LenientDecoder().decode(Item.self, fromText: #"{"price": "free"}"#).price   // nil
        /// ```
        case nilWhenUnconvertible
        /// Throw, as for a non-optional value.
        ///
        /// ```swift
        /// var decoder = LenientDecoder()
        /// decoder.optionalPolicy = .throwWhenUnconvertible
        /// try decoder.decode(Item.self, fromText: #"{"price": "free"}"#)   // throws typeMismatch
        /// try decoder.decode(Item.self, fromText: "{}").price                // nil: missing is fine
        /// ```
        case throwWhenUnconvertible
    }

    /// What happens to an array element that cannot be decoded.
    ///
    /// ```swift
    /// var decoder = LenientDecoder()
    /// decoder.arrayElementPolicy = .failArray
    /// ```
    public enum ArrayElementPolicy: Sendable, Hashable {
        /// Leave the element out, as the typed arrays do, recorded in the coercion log.
        ///
        /// ```swift
        /// try LenientDecoder().decode([Int].self, fromText: #"[1, "2", "x", null]"#)   // [1, 2]
        /// ```
        case dropElement
        /// The whole array fails: the error of the element is thrown (and an optional array becomes nil).
        ///
        /// ```swift
        /// var decoder = LenientDecoder()
        /// decoder.arrayElementPolicy = .failArray
        /// try decoder.decode([Int].self, fromText: #"[1, "x"]"#)   // throws typeMismatch at $[1]
        /// ```
        case failArray
    }

    /// What happens when an integer does not fit the fixed-width type asked for (`300` as `Int8`,
    /// `-1` as `UInt`).
    ///
    /// ```swift
    /// var decoder = LenientDecoder()
    /// decoder.integerOverflowPolicy = .fail
    /// ```
    public enum IntegerOverflowPolicy: Sendable, Hashable {
        /// Clamp to the type's range (the integer-style reading saturates, `unsignedInteger` clamps negatives to 0), recorded in the log.
        ///
        /// ```swift
        /// try LenientDecoder().decode([Int8].self, fromText: "[300, -5]")   // [127, -5]
        /// try LenientDecoder().decode([UInt].self, fromText: "[-5]")        // [0]
        /// ```
        case clamp
        /// Treat the value as unconvertible, with the range in the reason.
        ///
        /// ```swift
        /// var decoder = LenientDecoder()
        /// decoder.integerOverflowPolicy = .fail
        /// try decoder.decode([Int8].self, fromText: "[300, 5]")   // [5]: 300 is dropped
        /// ```
        case fail
    }

    /// How JSON keys are matched to coding keys.
    ///
    /// ```swift
    /// var decoder = LenientDecoder()
    /// decoder.keyDecodingStrategy = .convertFromSnakeCase   // "display_name" → displayName
    /// ```
    public enum KeyDecodingStrategy: Sendable, Hashable {
        /// A JSON key matches the coding key with the same string value.
        ///
        /// ```swift
        /// struct Author: Decodable { var avatarURL: String; enum CodingKeys: String, CodingKey { case avatarURL = "avatar_url" } }
        /// try LenientDecoder().decode(Author.self, fromText: #"{"avatar_url": "a.png"}"#).avatarURL   // "a.png"
        /// ```
        case useDefaultKeys
        /// A JSON key matches when its camel-case form does, as `JSONDecoder` converts it:
        /// underscores at the ends kept, the first word lowercased, later words capitalized
        /// (`avatar_url` → `avatarUrl`). Keys of `[String: T]` dictionaries are not converted.
        ///
        /// ```swift
        /// struct Author: Decodable { var displayName: String }
        /// let decoder = LenientDecoder(keyDecodingStrategy: .convertFromSnakeCase)
        /// try decoder.decode(Author.self, fromText: #"{"display_name": "Ada"}"#).displayName   // "Ada"
        /// ```
        case convertFromSnakeCase
    }

    /// How `Date` values are read.
    ///
    /// ```swift
    /// var decoder = LenientDecoder()
    /// decoder.dateDecodingStrategy = .iso8601
    /// ```
    public enum DateDecodingStrategy: Sendable {
        /// Unix seconds (as `unixDate` reads them) from a number or any text with a number (`"1415162234"`); zero is no date.
        ///
        /// ```swift
        /// try LenientDecoder().decode([Date].self, fromText: #"[1415162234, "1415162234"]"#)
        /// // both 2014-11-05T04:37:14Z
        /// ```
        case secondsSince1970
        /// Unix milliseconds (as `unixDateMilliseconds` reads them).
        ///
        /// ```swift
        /// let decoder = LenientDecoder(dateDecodingStrategy: .millisecondsSince1970)
        /// try decoder.decode([Date].self, fromText: "[1415162234250]")   // [2014-11-05T04:37:14.250Z]
        /// ```
        case millisecondsSince1970
        /// ISO 8601 text (`2014-11-05T04:37:14Z`, fractions and offsets allowed, or a bare date);
        /// numbers and plain numeric text are read as Unix seconds, recorded in the log.
        ///
        /// ```swift
        /// let decoder = LenientDecoder(dateDecodingStrategy: .iso8601)
        /// try decoder.decode([Date].self, fromText: #"["2014-11-05T04:37:14Z", "2014-11-05"]"#)
        /// ```
        case iso8601
        /// Text the formatter reads (`DateFormats.rfc1123`, `DateFormats.twitter` or your own);
        /// like ``iso8601``, numbers and plain numeric text are read as Unix seconds, recorded in the log.
        ///
        /// ```swift
        /// let decoder = LenientDecoder(dateDecodingStrategy: .formatted(DateFormats.rfc1123))
        /// try decoder.decode([Date].self, fromText: #"["Sun, 31 Aug 2014 00:29:15 GMT", 1409444955]"#)
        /// // both 2014-08-31T00:29:15Z
        /// ```
        case formatted(DateFormatter)
        /// Your closure reads the date from a decoder of the value (its single-value container is lenient).
        ///
        /// ```swift
        /// let days = LenientDecoder.DateDecodingStrategy.custom { decoder in
        ///     Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self) * 86_400)
        /// }
        /// try LenientDecoder(dateDecodingStrategy: days).decode([Date].self, fromText: #"["1"]"#)   // [1970-01-02]
        /// ```
        case custom(@Sendable (any Decoder) throws -> Date)
    }
}
