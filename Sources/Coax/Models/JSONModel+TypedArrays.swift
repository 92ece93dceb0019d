import Foundation

/// Typed arrays, keyed like every accessor: nil when the value is not an array, elements
/// that do not convert dropped; the `forced` forms give `[]` instead of nil. For the forms that
/// keep positions with a marker, use `coercion().arrayOfNumbers(unconvertibleMarker:)` and friends.
extension JSONModel {
    /// The elements as integer-style numbers.
    ///
    /// ```swift
    /// var scores: [Int64]? { arrayOfNumbers() }   // ["9", 4.5, "x"] → [9, 4]
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The elements that convert, in order (the others dropped); nil when the value is
    ///   missing, null or not an array.
    public final func arrayOfNumbers(_ key: String = #function) -> [Int64]? {
        coercion(key).arrayOfNumbers
    }

    /// ``arrayOfNumbers(_:)``, or `[]`.
    ///
    /// ```swift
    /// var scores: [Int64] { forcedArrayOfNumbers() }   // "9" (not an array) → []
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The elements that convert, in order; `[]` when the value is not an array.
    public final func forcedArrayOfNumbers(_ key: String = #function) -> [Int64] {
        coercion(key).forcedArrayOfNumbers
    }

    /// The elements as text.
    ///
    /// ```swift
    /// var tags: [String]? { arrayOfStrings() }   // ["a", 1, null] → ["a", "1"]
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The elements that convert, in order (the others dropped); nil when the value is
    ///   missing, null or not an array.
    public final func arrayOfStrings(_ key: String = #function) -> [String]? {
        coercion(key).arrayOfStrings
    }

    /// ``arrayOfStrings(_:)``, or `[]`.
    ///
    /// ```swift
    /// var tags: [String] { forcedArrayOfStrings() }   // null → []
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The elements that convert, in order; `[]` when the value is not an array.
    public final func forcedArrayOfStrings(_ key: String = #function) -> [String] {
        coercion(key).forcedArrayOfStrings
    }

    /// The elements as Unix dates in seconds.
    ///
    /// ```swift
    /// var visits: [Date]? { arrayOfUnixDates() }   // [0, "8"] → [1970-01-01T00:00:08Z]
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The elements that convert, in order (the others dropped); nil when the value is
    ///   missing, null or not an array.
    public final func arrayOfUnixDates(_ key: String = #function) -> [Date]? {
        coercion(key).arrayOfUnixDates
    }

    /// ``arrayOfUnixDates(_:)``, or `[]`.
    ///
    /// ```swift
    /// var visits: [Date] { forcedArrayOfUnixDates() }   // {} → []
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The elements that convert, in order; `[]` when the value is not an array.
    public final func forcedArrayOfUnixDates(_ key: String = #function) -> [Date] {
        coercion(key).forcedArrayOfUnixDates
    }

    /// The elements as Unix dates in milliseconds.
    ///
    /// ```swift
    /// var pings: [Date]? { arrayOfUnixDatesMilliseconds() }   // [8000] → [1970-01-01T00:00:08Z]
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The elements that convert, in order (the others dropped); nil when the value is
    ///   missing, null or not an array.
    public final func arrayOfUnixDatesMilliseconds(_ key: String = #function) -> [Date]? {
        coercion(key).arrayOfUnixDatesMilliseconds
    }

    /// ``arrayOfUnixDatesMilliseconds(_:)``, or `[]`.
    ///
    /// ```swift
    /// var pings: [Date] { forcedArrayOfUnixDatesMilliseconds() }   // missing → []
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The elements that convert, in order; `[]` when the value is not an array.
    public final func forcedArrayOfUnixDatesMilliseconds(_ key: String = #function) -> [Date] {
        coercion(key).forcedArrayOfUnixDatesMilliseconds
    }

    /// The elements as exact decimals.
    ///
    /// ```swift
    /// var prices: [Decimal]? { arrayOfDecimals() }   // ["8.45", 1.10] → [8.45, 1.1]
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The elements that convert, in order (the others dropped); nil when the value is
    ///   missing, null or not an array.
    public final func arrayOfDecimals(_ key: String = #function) -> [Decimal]? {
        coercion(key).arrayOfDecimals
    }

    /// ``arrayOfDecimals(_:)``, or `[]`.
    ///
    /// ```swift
    /// var prices: [Decimal] { forcedArrayOfDecimals() }   // "8.45" → []
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The elements that convert, in order; `[]` when the value is not an array.
    public final func forcedArrayOfDecimals(_ key: String = #function) -> [Decimal] {
        coercion(key).forcedArrayOfDecimals
    }

    /// The elements that are arrays.
    ///
    /// ```swift
    /// var rows: [[JSONValue]]? { arrayOfArrays() }
    /// try Post(jsonText: #"{"rows": [[1, 2], "x", []]}"#).rows   // → [[1, 2], []]
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The elements that convert, in order (the others dropped); nil when the value is
    ///   missing, null or not an array.
    public final func arrayOfArrays(_ key: String = #function) -> [[JSONValue]]? {
        coercion(key).arrayOfArrays
    }

    /// ``arrayOfArrays(_:)``, or `[]`.
    ///
    /// ```swift
    /// var rows: [[JSONValue]] { forcedArrayOfArrays() }
    /// try Post(jsonText: #"{"rows": "x"}"#).rows   // → []
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The elements that convert, in order; `[]` when the value is not an array.
    public final func forcedArrayOfArrays(_ key: String = #function) -> [[JSONValue]] {
        coercion(key).forcedArrayOfArrays
    }

    /// The elements that are objects.
    ///
    /// ```swift
    /// var items: [JSONObject]? { arrayOfDictionaries() }
    /// try Post(jsonText: #"{"items": [{"id": 1}, 2]}"#).items   // → [{"id": 1}]
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The elements that convert, in order (the others dropped); nil when the value is
    ///   missing, null or not an array.
    public final func arrayOfDictionaries(_ key: String = #function) -> [JSONObject]? {
        coercion(key).arrayOfDictionaries
    }

    /// ``arrayOfDictionaries(_:)``, or `[]`.
    ///
    /// ```swift
    /// var items: [JSONObject] { forcedArrayOfDictionaries() }
    /// try Post(jsonText: #"{"items": null}"#).items   // → []
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The elements that convert, in order; `[]` when the value is not an array.
    public final func forcedArrayOfDictionaries(_ key: String = #function) -> [JSONObject] {
        coercion(key).forcedArrayOfDictionaries
    }
}
