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
        case throwError
        /// Take the forced fallback of rule I: 0, `false`, `""`, the epoch, NaN for `Decimal`,
        /// `[]`, `[:]`, and for nested models a model decoded from an empty object. Types without
        /// a fallback (URL, enums) still throw.
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
        case nilWhenUnconvertible
        /// Throw, as for a non-optional value.
        case throwWhenUnconvertible
    }

    /// What happens to an array element that cannot be decoded.
    ///
    /// ```swift
    /// var decoder = LenientDecoder()
    /// decoder.arrayElementPolicy = .failArray
    /// ```
    public enum ArrayElementPolicy: Sendable, Hashable {
        /// Leave the element out (rule H), recorded in the coercion log.
        case dropElement
        /// The whole array fails: the error of the element is thrown (and an optional array becomes nil).
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
        /// Clamp to the type's range (rule B saturates, rule E clamps negatives to 0), recorded in the log.
        case clamp
        /// Treat the value as unconvertible, with the range in the reason.
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
        case useDefaultKeys
        /// A JSON key matches when its camel-case form does, as `JSONDecoder` converts it:
        /// underscores at the ends kept, the first word lowercased, later words capitalized
        /// (`avatar_url` → `avatarUrl`). Keys of `[String: T]` dictionaries are not converted.
        case convertFromSnakeCase
    }

    /// How `Date` values are read.
    ///
    /// ```swift
    /// var decoder = LenientDecoder()
    /// decoder.dateDecodingStrategy = .iso8601
    /// ```
    public enum DateDecodingStrategy: Sendable {
        /// Rule D: Unix seconds from a number or any text with a number (`"1415162234"`); zero is no date.
        case secondsSince1970
        /// Rule D in milliseconds.
        case millisecondsSince1970
        /// ISO 8601 text (`2014-11-05T04:37:14Z`, fractions and offsets allowed, or a bare date);
        /// numbers and plain numeric text are read as Unix seconds, recorded in the log.
        case iso8601
        /// Your closure reads the date from a decoder of the value (its single-value container is lenient).
        case custom(@Sendable (any Decoder) throws -> Date)
    }
}
