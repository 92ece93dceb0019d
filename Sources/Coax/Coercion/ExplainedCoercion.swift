import Foundation

/// Every coercion of one value with the reason for its result: the same results as
/// ``Coercion``, each wrapped in a ``Coerced`` that says why and what was lost.
///
/// Explaining builds text, so it is slower than the plain coercions; use it where a person
/// reads the result (the inspector, `coax coerce`, logs of a lenient decoder).
///
/// ```swift
/// let explained = Coercion(JSONValue.string("the 21.5 slices")).explained
/// explained.integer.why        // "\"the 21.5 slices\" → trimmed to \"21.5\" → integer prefix 21"
/// explained.integer.loss       // [.cleaned, .truncated]
/// explained.forcedString.why   // "\"the 21.5 slices\" is a string → unchanged"
/// ```
public struct ExplainedCoercion<Value: JSONReadable> {
    /// The value being coerced; nil stands for a missing key.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).value   // .null
    /// ```
    public let value: Value?

    /// Explains the coercions of `value` (nil for a missing value).
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedString.why   // "null → nil → forced fallback \"\""
    /// ```
    public init(_ value: Value?) {
        self.value = value
    }
}

extension ExplainedCoercion: Sendable where Value: Sendable {}

// MARK: - Value coercions

extension ExplainedCoercion {
    /// ``Coercion/bool`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.number(JSONNumber(literal: "0.5")!)).bool.why   // "0.5 truncated toward zero → 0 is zero → false"
    /// ```
    public var bool: Coerced<Bool> {
        CoercionExplainer.bool(value)
    }

    /// ``Coercion/integer`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.number(JSONNumber(literal: "5.94")!)).integer.why   // "5.94 truncated toward zero → 5"
    /// ```
    public var integer: Coerced<Int64> {
        CoercionExplainer.integer(value)
    }

    /// ``Coercion/unsignedInteger`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.number(-3)).unsignedInteger.why   // "-3 is negative → 0"
    /// ```
    public var unsignedInteger: Coerced<UInt64> {
        CoercionExplainer.unsignedInteger(value)
    }

    /// ``Coercion/number`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.string("two")).number.why   // "\"two\" has no digit → nil"
    /// ```
    public var number: Coerced<Int64?> {
        CoercionExplainer.number(value)
    }

    /// ``Coercion/string`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.bool(true)).string.why   // "true → \"1\""
    /// ```
    public var string: Coerced<String?> {
        CoercionExplainer.string(value)
    }

    /// ``Coercion/unixDate`` with its reason, which includes the ISO 8601 date in UTC.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.string("8.45")).unixDate.why   // "\"8.45\" → 8.45 s → 1970-01-01T00:00:08.45Z"
    /// ```
    public var unixDate: Coerced<Date?> {
        CoercionExplainer.unixDate(value, milliseconds: false).map { $0?.date }
    }

    /// ``Coercion/unixDateMilliseconds`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.number(8450)).unixDateMilliseconds.why   // "8450 ÷ 1000 → 8.45 s → 1970-01-01T00:00:08.45Z"
    /// ```
    public var unixDateMilliseconds: Coerced<Date?> {
        CoercionExplainer.unixDate(value, milliseconds: true).map { $0?.date }
    }

    /// ``Coercion/decimal`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.string("35,452.45")).decimal.why   // "\"35,452.45\" → decimal prefix 35"
    /// ```
    public var decimal: Coerced<Decimal?> {
        CoercionExplainer.decimal(value).map { $0?.decimal }
    }

    /// ``Coercion/array`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.string("[1]")).array.why   // "\"[1]\" is a string, not an array → nil"
    /// ```
    public var array: Coerced<[JSONValue]?> {
        CoercionExplainer.container(value, of: .array, result: "itself").map { $0?.jsonValue.array }
    }

    /// ``Coercion/dictionary`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.object(["a": 1])).dictionary.why   // "object (1 member) → itself"
    /// ```
    public var dictionary: Coerced<JSONObject?> {
        CoercionExplainer.container(value, of: .object, result: "itself").map { $0?.jsonValue.object }
    }

    /// ``Coercion/extractor`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).extractor.why   // "null → nil"
    /// ```
    public var extractor: Coerced<Extractor<Value>?> {
        CoercionExplainer.container(value, of: .object, result: "extractor").map { Extractor($0) }
    }
}

// MARK: - Forced value coercions

extension ExplainedCoercion {
    /// ``Coercion/forcedNumber`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedNumber.why   // "null → nil → forced fallback 0"
    /// ```
    public var forcedNumber: Coerced<Int64> {
        CoercionExplainer.forced(number, fallback: 0, shown: "0")
    }

    /// ``Coercion/forcedString`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedString.why   // "null → nil → forced fallback \"\""
    /// ```
    public var forcedString: Coerced<String> {
        CoercionExplainer.forced(string, fallback: "", shown: "\"\"")
    }

    /// ``Coercion/forcedUnixDate`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.number(0)).forcedUnixDate.why   // "0 is zero → nil → forced fallback 1970-01-01T00:00:00Z"
    /// ```
    public var forcedUnixDate: Coerced<Date> {
        CoercionExplainer.forced(unixDate, fallback: UnixTime.epoch.date, shown: UnixTime.epoch.iso8601)
    }

    /// ``Coercion/forcedUnixDateMilliseconds`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.bool(false)).forcedUnixDateMilliseconds.why   // "false → 0 is zero → nil → forced fallback 1970-01-01T00:00:00Z"
    /// ```
    public var forcedUnixDateMilliseconds: Coerced<Date> {
        CoercionExplainer.forced(unixDateMilliseconds, fallback: UnixTime.epoch.date, shown: UnixTime.epoch.iso8601)
    }

    /// ``Coercion/forcedDecimal`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.string("two")).forcedDecimal.why   // "\"two\" has no digit → nil → forced fallback NaN"
    /// ```
    public var forcedDecimal: Coerced<Decimal> {
        CoercionExplainer.forced(decimal, fallback: .nan, shown: "NaN")
    }

    /// ``Coercion/forcedArray`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.number(1)).forcedArray.why   // "1 is not an array → nil → forced fallback []"
    /// ```
    public var forcedArray: Coerced<[JSONValue]> {
        CoercionExplainer.forced(array, fallback: [], shown: "[]")
    }

    /// ``Coercion/forcedDictionary`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.number(1)).forcedDictionary.why   // "1 is not an object → nil → forced fallback {}"
    /// ```
    public var forcedDictionary: Coerced<JSONObject> {
        CoercionExplainer.forced(dictionary, fallback: JSONObject(), shown: "{}")
    }

    /// ``Coercion/forcedExtractor`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.number(1)).forcedExtractor.why   // "1 is not an object → nil → forced fallback an empty extractor"
    /// ```
    public var forcedExtractor: Coerced<Extractor<Value>> {
        CoercionExplainer.forced(extractor, fallback: .empty, shown: "an empty extractor")
    }
}

// MARK: - Typed arrays

extension ExplainedCoercion {
    /// ``Coercion/arrayOfNumbers`` with its reason: how many elements converted, which were dropped.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array(["4", "bar", "9.24"])).arrayOfNumbers.why
    /// // "array (3 elements) → 2 numbers; dropped #1 \"bar\"; lossy #2 \"9.24\""
    /// ```
    public var arrayOfNumbers: Coerced<[Int64]?> {
        typed(noun: "number", marker: nil, element: { CoercionExplainer.number($0) }).map {
            $0?.compactMap(\.converted)
        }
    }

    /// ``Coercion/arrayOfNumbers(unconvertibleMarker:)`` with its reason: which elements the marker replaced.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array(["4", "bar", "9.24"])).arrayOfNumbers(unconvertibleMarker: nil).why
    /// ```
    public func arrayOfNumbers(unconvertibleMarker marker: JSONValue) -> Coerced<[MarkedElement<Int64>]?> {
        typed(noun: "number", marker: marker, element: { CoercionExplainer.number($0) })
    }

    /// ``Coercion/forcedArrayOfNumbers`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArrayOfNumbers.why   // "null → nil → forced fallback []"
    /// ```
    public var forcedArrayOfNumbers: Coerced<[Int64]> {
        CoercionExplainer.forced(arrayOfNumbers, fallback: [], shown: "[]")
    }

    /// ``Coercion/forcedArrayOfNumbers(unconvertibleMarker:)`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArrayOfNumbers(unconvertibleMarker: nil).value   // []
    /// ```
    public func forcedArrayOfNumbers(unconvertibleMarker marker: JSONValue) -> Coerced<[MarkedElement<Int64>]> {
        CoercionExplainer.forced(arrayOfNumbers(unconvertibleMarker: marker), fallback: [], shown: "[]")
    }

    /// ``Coercion/arrayOfStrings`` with its reason: how many elements converted, which were dropped.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array(["a", nil])).arrayOfStrings.why
    /// // "array (2 elements) → 1 string; dropped #1 null"
    /// ```
    public var arrayOfStrings: Coerced<[String]?> {
        typed(noun: "string", marker: nil, element: { CoercionExplainer.string($0) }).map {
            $0?.compactMap(\.converted)
        }
    }

    /// ``Coercion/arrayOfStrings(unconvertibleMarker:)`` with its reason: which elements the marker replaced.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array(["a", nil])).arrayOfStrings(unconvertibleMarker: nil).why
    /// ```
    public func arrayOfStrings(unconvertibleMarker marker: JSONValue) -> Coerced<[MarkedElement<String>]?> {
        typed(noun: "string", marker: marker, element: { CoercionExplainer.string($0) })
    }

    /// ``Coercion/forcedArrayOfStrings`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArrayOfStrings.why   // "null → nil → forced fallback []"
    /// ```
    public var forcedArrayOfStrings: Coerced<[String]> {
        CoercionExplainer.forced(arrayOfStrings, fallback: [], shown: "[]")
    }

    /// ``Coercion/forcedArrayOfStrings(unconvertibleMarker:)`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArrayOfStrings(unconvertibleMarker: nil).value   // []
    /// ```
    public func forcedArrayOfStrings(unconvertibleMarker marker: JSONValue) -> Coerced<[MarkedElement<String>]> {
        CoercionExplainer.forced(arrayOfStrings(unconvertibleMarker: marker), fallback: [], shown: "[]")
    }

    /// ``Coercion/arrayOfUnixDates`` with its reason: how many elements converted, which were dropped.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array([0, 8])).arrayOfUnixDates.why
    /// // "array (2 elements) → 1 date; dropped #0 0"
    /// ```
    public var arrayOfUnixDates: Coerced<[Date]?> {
        typed(noun: "date", marker: nil, element: { Self.secondsElement($0) }).map { $0?.compactMap(\.converted) }
    }

    /// ``Coercion/arrayOfUnixDates(unconvertibleMarker:)`` with its reason: which elements the marker replaced.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array([0, 8])).arrayOfUnixDates(unconvertibleMarker: nil).why
    /// ```
    public func arrayOfUnixDates(unconvertibleMarker marker: JSONValue) -> Coerced<[MarkedElement<Date>]?> {
        typed(noun: "date", marker: marker, element: { Self.secondsElement($0) })
    }

    /// ``Coercion/forcedArrayOfUnixDates`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArrayOfUnixDates.why   // "null → nil → forced fallback []"
    /// ```
    public var forcedArrayOfUnixDates: Coerced<[Date]> {
        CoercionExplainer.forced(arrayOfUnixDates, fallback: [], shown: "[]")
    }

    /// ``Coercion/forcedArrayOfUnixDates(unconvertibleMarker:)`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArrayOfUnixDates(unconvertibleMarker: nil).value   // []
    /// ```
    public func forcedArrayOfUnixDates(unconvertibleMarker marker: JSONValue) -> Coerced<[MarkedElement<Date>]> {
        CoercionExplainer.forced(arrayOfUnixDates(unconvertibleMarker: marker), fallback: [], shown: "[]")
    }

    /// ``Coercion/arrayOfUnixDatesMilliseconds`` with its reason: how many elements converted, which were dropped.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array([8000])).arrayOfUnixDatesMilliseconds.why
    /// // "array (1 element) → 1 date"
    /// ```
    public var arrayOfUnixDatesMilliseconds: Coerced<[Date]?> {
        typed(noun: "date", marker: nil, element: { Self.millisecondsElement($0) }).map { $0?.compactMap(\.converted) }
    }

    /// ``Coercion/arrayOfUnixDatesMilliseconds(unconvertibleMarker:)`` with its reason: which elements the marker replaced.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array([8000])).arrayOfUnixDatesMilliseconds(unconvertibleMarker: nil).why
    /// ```
    public func arrayOfUnixDatesMilliseconds(unconvertibleMarker marker: JSONValue) -> Coerced<[MarkedElement<Date>]?> {
        typed(noun: "date", marker: marker, element: { Self.millisecondsElement($0) })
    }

    /// ``Coercion/forcedArrayOfUnixDatesMilliseconds`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArrayOfUnixDatesMilliseconds.why   // "null → nil → forced fallback []"
    /// ```
    public var forcedArrayOfUnixDatesMilliseconds: Coerced<[Date]> {
        CoercionExplainer.forced(arrayOfUnixDatesMilliseconds, fallback: [], shown: "[]")
    }

    /// ``Coercion/forcedArrayOfUnixDatesMilliseconds(unconvertibleMarker:)`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArrayOfUnixDatesMilliseconds(unconvertibleMarker: nil).value   // []
    /// ```
    public func forcedArrayOfUnixDatesMilliseconds(
        unconvertibleMarker marker: JSONValue
    ) -> Coerced<[MarkedElement<Date>]> {
        CoercionExplainer.forced(arrayOfUnixDatesMilliseconds(unconvertibleMarker: marker), fallback: [], shown: "[]")
    }

    /// ``Coercion/arrayOfDecimals`` with its reason: how many elements converted, which were dropped.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array(["8.45", "two"])).arrayOfDecimals.why
    /// // "array (2 elements) → 1 decimal; dropped #1 \"two\""
    /// ```
    public var arrayOfDecimals: Coerced<[Decimal]?> {
        typed(noun: "decimal", marker: nil, element: { Self.decimalElement($0) }).map { $0?.compactMap(\.converted) }
    }

    /// ``Coercion/arrayOfDecimals(unconvertibleMarker:)`` with its reason: which elements the marker replaced.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array(["8.45", "two"])).arrayOfDecimals(unconvertibleMarker: nil).why
    /// ```
    public func arrayOfDecimals(unconvertibleMarker marker: JSONValue) -> Coerced<[MarkedElement<Decimal>]?> {
        typed(noun: "decimal", marker: marker, element: { Self.decimalElement($0) })
    }

    /// ``Coercion/forcedArrayOfDecimals`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArrayOfDecimals.why   // "null → nil → forced fallback []"
    /// ```
    public var forcedArrayOfDecimals: Coerced<[Decimal]> {
        CoercionExplainer.forced(arrayOfDecimals, fallback: [], shown: "[]")
    }

    /// ``Coercion/forcedArrayOfDecimals(unconvertibleMarker:)`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArrayOfDecimals(unconvertibleMarker: nil).value   // []
    /// ```
    public func forcedArrayOfDecimals(unconvertibleMarker marker: JSONValue) -> Coerced<[MarkedElement<Decimal>]> {
        CoercionExplainer.forced(arrayOfDecimals(unconvertibleMarker: marker), fallback: [], shown: "[]")
    }

    /// ``Coercion/arrayOfArrays`` with its reason: how many elements converted, which were dropped.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array([[1], 2])).arrayOfArrays.why
    /// // "array (2 elements) → 1 array; dropped #1 2"
    /// ```
    public var arrayOfArrays: Coerced<[[JSONValue]]?> {
        typed(noun: "array", marker: nil, element: { Self.arrayElement($0) }).map { $0?.compactMap(\.converted) }
    }

    /// ``Coercion/arrayOfArrays(unconvertibleMarker:)`` with its reason: which elements the marker replaced.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array([[1], 2])).arrayOfArrays(unconvertibleMarker: nil).why
    /// ```
    public func arrayOfArrays(unconvertibleMarker marker: JSONValue) -> Coerced<[MarkedElement<[JSONValue]>]?> {
        typed(noun: "array", marker: marker, element: { Self.arrayElement($0) })
    }

    /// ``Coercion/forcedArrayOfArrays`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArrayOfArrays.why   // "null → nil → forced fallback []"
    /// ```
    public var forcedArrayOfArrays: Coerced<[[JSONValue]]> {
        CoercionExplainer.forced(arrayOfArrays, fallback: [], shown: "[]")
    }

    /// ``Coercion/forcedArrayOfArrays(unconvertibleMarker:)`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArrayOfArrays(unconvertibleMarker: nil).value   // []
    /// ```
    public func forcedArrayOfArrays(unconvertibleMarker marker: JSONValue) -> Coerced<[MarkedElement<[JSONValue]>]> {
        CoercionExplainer.forced(arrayOfArrays(unconvertibleMarker: marker), fallback: [], shown: "[]")
    }

    /// ``Coercion/arrayOfDictionaries`` with its reason: how many elements converted, which were dropped.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array([["k": 1], 2])).arrayOfDictionaries.why
    /// // "array (2 elements) → 1 object; dropped #1 2"
    /// ```
    public var arrayOfDictionaries: Coerced<[JSONObject]?> {
        typed(noun: "object", marker: nil, element: { Self.objectElement($0) }).map { $0?.compactMap(\.converted) }
    }

    /// ``Coercion/arrayOfDictionaries(unconvertibleMarker:)`` with its reason: which elements the marker replaced.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array([["k": 1], 2])).arrayOfDictionaries(unconvertibleMarker: nil).why
    /// ```
    public func arrayOfDictionaries(unconvertibleMarker marker: JSONValue) -> Coerced<[MarkedElement<JSONObject>]?> {
        typed(noun: "object", marker: marker, element: { Self.objectElement($0) })
    }

    /// ``Coercion/forcedArrayOfDictionaries`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArrayOfDictionaries.why   // "null → nil → forced fallback []"
    /// ```
    public var forcedArrayOfDictionaries: Coerced<[JSONObject]> {
        CoercionExplainer.forced(arrayOfDictionaries, fallback: [], shown: "[]")
    }

    /// ``Coercion/forcedArrayOfDictionaries(unconvertibleMarker:)`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArrayOfDictionaries(unconvertibleMarker: nil).value   // []
    /// ```
    public func forcedArrayOfDictionaries(unconvertibleMarker marker: JSONValue) -> Coerced<[MarkedElement<JSONObject>]>
    {
        CoercionExplainer.forced(arrayOfDictionaries(unconvertibleMarker: marker), fallback: [], shown: "[]")
    }

    /// ``Coercion/arrayOfExtractors`` with its reason: how many elements converted, which were dropped.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array([["k": 1], 2])).arrayOfExtractors.why
    /// // "array (2 elements) → 1 extractor; dropped #1 2"
    /// ```
    public var arrayOfExtractors: Coerced<[Extractor<Value>]?> {
        typed(noun: "extractor", marker: nil, element: { Self.extractorElement($0) }).map {
            $0?.compactMap(\.converted)
        }
    }

    /// ``Coercion/arrayOfExtractors(unconvertibleMarker:)`` with its reason: which elements the marker replaced.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array([["k": 1], 2])).arrayOfExtractors(unconvertibleMarker: nil).why
    /// ```
    public func arrayOfExtractors(unconvertibleMarker marker: JSONValue) -> Coerced<[MarkedElement<Extractor<Value>>]?>
    {
        typed(noun: "extractor", marker: marker, element: { Self.extractorElement($0) })
    }

    /// ``Coercion/forcedArrayOfExtractors`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArrayOfExtractors.why   // "null → nil → forced fallback []"
    /// ```
    public var forcedArrayOfExtractors: Coerced<[Extractor<Value>]> {
        CoercionExplainer.forced(arrayOfExtractors, fallback: [], shown: "[]")
    }

    /// ``Coercion/forcedArrayOfExtractors(unconvertibleMarker:)`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArrayOfExtractors(unconvertibleMarker: nil).value   // []
    /// ```
    public func forcedArrayOfExtractors(
        unconvertibleMarker marker: JSONValue
    ) -> Coerced<[MarkedElement<Extractor<Value>>]> {
        CoercionExplainer.forced(arrayOfExtractors(unconvertibleMarker: marker), fallback: [], shown: "[]")
    }
}

// MARK: - Element rules

extension ExplainedCoercion {
    static func secondsElement(_ element: Value) -> Coerced<Date?> {
        CoercionExplainer.unixDate(element, milliseconds: false).map { $0?.date }
    }

    static func millisecondsElement(_ element: Value) -> Coerced<Date?> {
        CoercionExplainer.unixDate(element, milliseconds: true).map { $0?.date }
    }

    static func decimalElement(_ element: Value) -> Coerced<Decimal?> {
        CoercionExplainer.decimal(element).map { $0?.decimal }
    }

    static func arrayElement(_ element: Value) -> Coerced<[JSONValue]?> {
        CoercionExplainer.container(element, of: .array, result: "itself").map { $0?.jsonValue.array }
    }

    static func objectElement(_ element: Value) -> Coerced<JSONObject?> {
        CoercionExplainer.container(element, of: .object, result: "itself").map { $0?.jsonValue.object }
    }

    static func extractorElement(_ element: Value) -> Coerced<Extractor<Value>?> {
        CoercionExplainer.container(element, of: .object, result: "extractor").map { Extractor($0) }
    }

    private func typed<Element>(
        noun: String, marker: JSONValue?, element: (Value) -> Coerced<Element?>
    ) -> Coerced<[MarkedElement<Element>]?> {
        CoercionExplainer.typedArray(value, noun: noun, marker: marker, element: element).result
    }
}
