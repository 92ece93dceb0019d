import Foundation

/// Typed arrays, keyed like every accessor: nil when the value is not an array, elements that do
/// not convert dropped; the `forced` form gives `[]` instead of nil. For the forms that keep
/// positions with a marker, use `coercion().array(of:unconvertibleMarker:)`.
extension JSONModel {
    /// The elements read by `elements`.
    ///
    /// ```swift
    /// var scores: [Int64]? { array(of: .numbers) }   // ["9", 4.5, "x"] → [9, 4]
    /// var tags: [String]? { array(of: .strings) }    // ["a", 1, null] → ["a", "1"]
    /// ```
    ///
    /// - Parameters:
    ///   - elements: how each element is read: `.numbers`, `.strings`, `.unixDates`,
    ///     `.unixDatesMilliseconds`, `.decimals`, `.arrays`, `.dictionaries` or `.extractors`.
    ///   - key: the member's name, or a dotted path into nested objects (`author.name`); by
    ///     default the calling property's name.
    /// - Returns: The elements that convert, in order (the others dropped); nil when the value is
    ///   missing, null or not an array.
    public final func array<Element>(
        of elements: ElementRule<JSONValue, Element>, _ key: String = #function
    )
        -> [Element]?
    {
        coercion(key).array(of: elements)
    }

    /// ``array(of:_:)``, or `[]`.
    ///
    /// ```swift
    /// var visits: [Date] { forcedArray(of: .unixDates) }   // "9" (not an array) → []
    /// ```
    ///
    /// - Parameters:
    ///   - elements: how each element is read.
    ///   - key: the member's name, or a dotted path into nested objects (`author.name`); by
    ///     default the calling property's name.
    /// - Returns: The elements that convert, in order; `[]` when the value is not an array.
    public final func forcedArray<Element>(
        of elements: ElementRule<JSONValue, Element>, _ key: String = #function
    )
        -> [Element]
    {
        coercion(key).forcedArray(of: elements)
    }
}
