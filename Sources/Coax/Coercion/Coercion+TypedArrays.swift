import Foundation

/// Typed arrays: `array(of:)` with the ``ElementRule`` that reads each element. Each element goes
/// through its single-value reading; elements that give nil are dropped, or, in the
/// `unconvertibleMarker:` forms, replaced by the marker so that positions are kept. Nil when the
/// value is not an array; the forced forms give `[]` then.
extension Coercion {
    /// The elements read by `elements`, unconvertible ones dropped.
    ///
    /// ```swift
    /// let value: JSONValue = ["pizza", 9, "pie", nil, true, "88", "2", "", "3.45"]
    /// Coercion(value).array(of: .numbers)    // [9, 1, 88, 2, 3]
    /// Coercion(JSONValue.string("1,2")).array(of: .numbers)   // nil
    /// ```
    ///
    /// - Parameter elements: how each element is read: `.numbers`, `.strings`, `.unixDates`,
    ///   `.unixDatesMilliseconds`, `.decimals`, `.arrays`, `.dictionaries` or `.extractors`.
    /// - Returns: The elements that convert, in order; nil when the value is not an array.
    public func array<Element>(of elements: ElementRule<Value, Element>) -> [Element]? {
        TypedArrayRule.apply(to: value, rule: elements)
    }

    /// The elements read by `elements`, each unconvertible one replaced by `marker`.
    ///
    /// ```swift
    /// Coercion(JSONValue.array(["4", "bar", "9.24"])).array(of: .numbers, unconvertibleMarker: -1)
    /// // [.converted(4), .marker(-1), .converted(9)]
    /// ```
    ///
    /// - Parameters:
    ///   - elements: how each element is read.
    ///   - marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; nil when
    ///   the value is not an array.
    public func array<Element>(
        of elements: ElementRule<Value, Element>, unconvertibleMarker marker: JSONValue
    ) -> [MarkedElement<Element>]? {
        TypedArrayRule.apply(to: value, marker: marker, rule: elements)
    }

    /// ``array(of:)``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("1,2")).forcedArray(of: .numbers)   // []
    /// ```
    ///
    /// - Parameter elements: how each element is read.
    /// - Returns: The elements that convert, in order; `[]` when the value is not an array.
    public func forcedArray<Element>(of elements: ElementRule<Value, Element>) -> [Element] {
        array(of: elements) ?? []
    }

    /// ``array(of:unconvertibleMarker:)``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.null).forcedArray(of: .numbers, unconvertibleMarker: -1)   // []
    /// ```
    ///
    /// - Parameters:
    ///   - elements: how each element is read.
    ///   - marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; `[]` when
    ///   the value is not an array.
    public func forcedArray<Element>(
        of elements: ElementRule<Value, Element>, unconvertibleMarker marker: JSONValue
    ) -> [MarkedElement<Element>] {
        array(of: elements, unconvertibleMarker: marker) ?? []
    }
}
