import Foundation

/// Typed arrays. Each element goes through its single-value rule; elements that give
/// nil are dropped, or, in the `unconvertibleMarker:` forms, replaced by the marker so that
/// positions are kept. Nil when the value is not an array; the forced forms give `[]` then.
extension Coercion {
    /// The elements as integer-style numbers, unconvertible ones dropped.
    ///
    /// ```swift
    /// let value: JSONValue = ["pizza", 9, "pie", nil, true, "88", "2", "", "3.45"]
    /// Coercion(value).arrayOfNumbers   // [9, 1, 88, 2, 3]
    /// ```
    public var arrayOfNumbers: [Int64]? { typed(.numbers) }

    /// The elements as integer-style numbers, each unconvertible one replaced by `marker`.
    ///
    /// ```swift
    /// Coercion(JSONValue.array(["4", "bar", "9.24"])).arrayOfNumbers(unconvertibleMarker: -1)
    /// // [.converted(4), .marker(-1), .converted(9)]
    /// ```
    ///
    /// - Parameter marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; nil when
    ///   the value is not an array.
    public func arrayOfNumbers(unconvertibleMarker marker: JSONValue) -> [MarkedElement<Int64>]? {
        typed(.numbers, marker: marker)
    }

    /// The elements as text, unconvertible ones (null, arrays, objects) dropped.
    ///
    /// ```swift
    /// Coercion(JSONValue.array(["a", 1, true, nil])).arrayOfStrings   // ["a", "1", "1"]
    /// ```
    public var arrayOfStrings: [String]? { typed(.strings) }

    /// The elements as text, each unconvertible one replaced by `marker`.
    ///
    /// ```swift
    /// Coercion(JSONValue.array(["a", nil])).arrayOfStrings(unconvertibleMarker: "?")
    /// // [.converted("a"), .marker("?")]
    /// ```
    ///
    /// - Parameter marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; nil when
    ///   the value is not an array.
    public func arrayOfStrings(unconvertibleMarker marker: JSONValue) -> [MarkedElement<String>]? {
        typed(.strings, marker: marker)
    }

    /// The elements as Unix dates in seconds, unconvertible ones (and zeros) dropped.
    ///
    /// ```swift
    /// Coercion(JSONValue.array([0, 1415162234])).arrayOfUnixDates?.count   // 1
    /// ```
    public var arrayOfUnixDates: [Date]? { typed(.unixDates(milliseconds: false)) }

    /// The elements as Unix dates in seconds, each unconvertible one replaced by `marker`.
    ///
    /// ```swift
    /// Coercion(JSONValue.array([0, 8])).arrayOfUnixDates(unconvertibleMarker: nil)
    /// // [.marker(null), .converted(1970-01-01T00:00:08Z)]
    /// ```
    ///
    /// - Parameter marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; nil when
    ///   the value is not an array.
    public func arrayOfUnixDates(unconvertibleMarker marker: JSONValue) -> [MarkedElement<Date>]? {
        typed(.unixDates(milliseconds: false), marker: marker)
    }

    /// The elements as Unix dates in milliseconds, unconvertible ones dropped.
    ///
    /// ```swift
    /// Coercion(JSONValue.array([1415162234000])).arrayOfUnixDatesMilliseconds   // [2014-11-05T04:37:14Z]
    /// ```
    public var arrayOfUnixDatesMilliseconds: [Date]? { typed(.unixDates(milliseconds: true)) }

    /// The elements as Unix dates in milliseconds, each unconvertible one replaced by `marker`.
    ///
    /// ```swift
    /// Coercion(JSONValue.array(["x"])).arrayOfUnixDatesMilliseconds(unconvertibleMarker: 0)   // [.marker(0)]
    /// ```
    ///
    /// - Parameter marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; nil when
    ///   the value is not an array.
    public func arrayOfUnixDatesMilliseconds(unconvertibleMarker marker: JSONValue) -> [MarkedElement<Date>]? {
        typed(.unixDates(milliseconds: true), marker: marker)
    }

    /// The elements as exact decimals, unconvertible ones dropped.
    ///
    /// ```swift
    /// Coercion(JSONValue.array(["8.45", "two"])).arrayOfDecimals   // [8.45]
    /// ```
    public var arrayOfDecimals: [Decimal]? { typed(.decimalValues) }

    /// The elements as exact decimals, each unconvertible one replaced by `marker`.
    ///
    /// ```swift
    /// Coercion(JSONValue.array(["two"])).arrayOfDecimals(unconvertibleMarker: "NaN")   // [.marker("NaN")]
    /// ```
    ///
    /// - Parameter marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; nil when
    ///   the value is not an array.
    public func arrayOfDecimals(unconvertibleMarker marker: JSONValue) -> [MarkedElement<Decimal>]? {
        typed(.decimalValues, marker: marker)
    }

    /// The elements that are arrays, others dropped.
    ///
    /// ```swift
    /// Coercion(JSONValue.array([[1], "[2]"])).arrayOfArrays   // [[1]]
    /// ```
    public var arrayOfArrays: [[JSONValue]]? { typed(.arrays) }

    /// The elements that are arrays, each other element replaced by `marker`.
    ///
    /// ```swift
    /// Coercion(JSONValue.array([[1], 2])).arrayOfArrays(unconvertibleMarker: [])   // [.converted([1]), .marker([])]
    /// ```
    ///
    /// - Parameter marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; nil when
    ///   the value is not an array.
    public func arrayOfArrays(unconvertibleMarker marker: JSONValue) -> [MarkedElement<[JSONValue]>]? {
        typed(.arrays, marker: marker)
    }

    /// The elements that are objects, others dropped.
    ///
    /// ```swift
    /// Coercion(JSONValue.array([["a": 1], 2])).arrayOfDictionaries?.count   // 1
    /// ```
    public var arrayOfDictionaries: [JSONObject]? { typed(.objects) }

    /// The elements that are objects, each other element replaced by `marker`.
    ///
    /// ```swift
    /// Coercion(JSONValue.array([2])).arrayOfDictionaries(unconvertibleMarker: nil)   // [.marker(null)]
    /// ```
    ///
    /// - Parameter marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; nil when
    ///   the value is not an array.
    public func arrayOfDictionaries(unconvertibleMarker marker: JSONValue) -> [MarkedElement<JSONObject>]? {
        typed(.objects, marker: marker)
    }

    /// An extractor for each element that is an object, others dropped.
    ///
    /// ```swift
    /// let users: JSONValue = [["id": "1"], ["id": 2]]
    /// Coercion(users).arrayOfExtractors?.map { $0.integer(forKey: "id") }   // [1, 2]
    /// ```
    public var arrayOfExtractors: [Extractor<Value>]? { typed(.extractors) }

    /// An extractor for each element that is an object, each other element replaced by `marker`.
    ///
    /// ```swift
    /// Coercion(JSONValue.array([["id": 1], 5])).arrayOfExtractors(unconvertibleMarker: nil)?.last?.isMarker   // true
    /// ```
    ///
    /// - Parameter marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; nil when
    ///   the value is not an array.
    public func arrayOfExtractors(unconvertibleMarker marker: JSONValue) -> [MarkedElement<Extractor<Value>>]? {
        typed(.extractors, marker: marker)
    }
}

// MARK: - Forced typed arrays

extension Coercion {
    /// ``arrayOfNumbers``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("1,2")).forcedArrayOfNumbers   // []
    /// ```
    public var forcedArrayOfNumbers: [Int64] { arrayOfNumbers ?? [] }

    /// ``arrayOfNumbers(unconvertibleMarker:)``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.null).forcedArrayOfNumbers(unconvertibleMarker: -1)   // []
    /// ```
    ///
    /// - Parameter marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; `[]` when
    ///   the value is not an array.
    public func forcedArrayOfNumbers(unconvertibleMarker marker: JSONValue) -> [MarkedElement<Int64>] {
        arrayOfNumbers(unconvertibleMarker: marker) ?? []
    }

    /// ``arrayOfStrings``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.null).forcedArrayOfStrings   // []
    /// ```
    public var forcedArrayOfStrings: [String] { arrayOfStrings ?? [] }

    /// ``arrayOfStrings(unconvertibleMarker:)``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.null).forcedArrayOfStrings(unconvertibleMarker: "")   // []
    /// ```
    ///
    /// - Parameter marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; `[]` when
    ///   the value is not an array.
    public func forcedArrayOfStrings(unconvertibleMarker marker: JSONValue) -> [MarkedElement<String>] {
        arrayOfStrings(unconvertibleMarker: marker) ?? []
    }

    /// ``arrayOfUnixDates``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.number(5)).forcedArrayOfUnixDates   // []
    /// ```
    public var forcedArrayOfUnixDates: [Date] { arrayOfUnixDates ?? [] }

    /// ``arrayOfUnixDates(unconvertibleMarker:)``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.number(5)).forcedArrayOfUnixDates(unconvertibleMarker: nil)   // []
    /// ```
    ///
    /// - Parameter marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; `[]` when
    ///   the value is not an array.
    public func forcedArrayOfUnixDates(unconvertibleMarker marker: JSONValue) -> [MarkedElement<Date>] {
        arrayOfUnixDates(unconvertibleMarker: marker) ?? []
    }

    /// ``arrayOfUnixDatesMilliseconds``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.number(5)).forcedArrayOfUnixDatesMilliseconds   // []
    /// ```
    public var forcedArrayOfUnixDatesMilliseconds: [Date] { arrayOfUnixDatesMilliseconds ?? [] }

    /// ``arrayOfUnixDatesMilliseconds(unconvertibleMarker:)``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.number(5)).forcedArrayOfUnixDatesMilliseconds(unconvertibleMarker: nil)   // []
    /// ```
    ///
    /// - Parameter marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; `[]` when
    ///   the value is not an array.
    public func forcedArrayOfUnixDatesMilliseconds(unconvertibleMarker marker: JSONValue) -> [MarkedElement<Date>] {
        arrayOfUnixDatesMilliseconds(unconvertibleMarker: marker) ?? []
    }

    /// ``arrayOfDecimals``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("8.45")).forcedArrayOfDecimals   // []
    /// ```
    public var forcedArrayOfDecimals: [Decimal] { arrayOfDecimals ?? [] }

    /// ``arrayOfDecimals(unconvertibleMarker:)``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("8.45")).forcedArrayOfDecimals(unconvertibleMarker: nil)   // []
    /// ```
    ///
    /// - Parameter marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; `[]` when
    ///   the value is not an array.
    public func forcedArrayOfDecimals(unconvertibleMarker marker: JSONValue) -> [MarkedElement<Decimal>] {
        arrayOfDecimals(unconvertibleMarker: marker) ?? []
    }

    /// ``arrayOfArrays``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.null).forcedArrayOfArrays   // []
    /// ```
    public var forcedArrayOfArrays: [[JSONValue]] { arrayOfArrays ?? [] }

    /// ``arrayOfArrays(unconvertibleMarker:)``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.null).forcedArrayOfArrays(unconvertibleMarker: [])   // []
    /// ```
    ///
    /// - Parameter marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; `[]` when
    ///   the value is not an array.
    public func forcedArrayOfArrays(unconvertibleMarker marker: JSONValue) -> [MarkedElement<[JSONValue]>] {
        arrayOfArrays(unconvertibleMarker: marker) ?? []
    }

    /// ``arrayOfDictionaries``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.null).forcedArrayOfDictionaries   // []
    /// ```
    public var forcedArrayOfDictionaries: [JSONObject] { arrayOfDictionaries ?? [] }

    /// ``arrayOfDictionaries(unconvertibleMarker:)``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.null).forcedArrayOfDictionaries(unconvertibleMarker: [:])   // []
    /// ```
    ///
    /// - Parameter marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; `[]` when
    ///   the value is not an array.
    public func forcedArrayOfDictionaries(unconvertibleMarker marker: JSONValue) -> [MarkedElement<JSONObject>] {
        arrayOfDictionaries(unconvertibleMarker: marker) ?? []
    }

    /// ``arrayOfExtractors``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.null).forcedArrayOfExtractors   // []
    /// ```
    public var forcedArrayOfExtractors: [Extractor<Value>] { arrayOfExtractors ?? [] }

    /// ``arrayOfExtractors(unconvertibleMarker:)``, or `[]` when the value is not an array.
    ///
    /// ```swift
    /// Coercion(JSONValue.null).forcedArrayOfExtractors(unconvertibleMarker: nil)   // []
    /// ```
    ///
    /// - Parameter marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; `[]` when
    ///   the value is not an array.
    public func forcedArrayOfExtractors(unconvertibleMarker marker: JSONValue) -> [MarkedElement<Extractor<Value>>] {
        arrayOfExtractors(unconvertibleMarker: marker) ?? []
    }
}

// MARK: - Element rules

extension Coercion {
    private func typed<Element>(_ rule: ElementRule<Value, Element>) -> [Element]? {
        TypedArrayRule.apply(to: value, rule: rule)
    }

    private func typed<Element>(_ rule: ElementRule<Value, Element>, marker: JSONValue) -> [MarkedElement<Element>]? {
        TypedArrayRule.apply(to: value, marker: marker, rule: rule)
    }
}
