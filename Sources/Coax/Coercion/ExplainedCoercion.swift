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
    ///
    /// - Parameter value: the value, or nil for a key the object lacks (which reads like `null`).
    package init(_ value: Value?) {
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
        IntegerReading(value).explained(value).bool
    }

    /// ``Coercion/integer`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.number(JSONNumber(literal: "5.94")!)).integer.why   // "5.94 truncated toward zero → 5"
    /// ```
    public var integer: Coerced<Int64> {
        IntegerReading(value).explained(value).integer
    }

    /// ``Coercion/unsignedInteger`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.number(-3)).unsignedInteger.why   // "-3 is negative → 0"
    /// ```
    public var unsignedInteger: Coerced<UInt64> {
        IntegerReading(value).explained(value).unsignedInteger
    }

    /// ``Coercion/number`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.string("two")).number.why   // "\"two\" has no digit → nil"
    /// ```
    public var number: Coerced<Int64?> {
        IntegerReading(value).explained(value).number
    }

    /// ``Coercion/string`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.bool(true)).string.why   // "true → \"1\""
    /// ```
    public var string: Coerced<String?> {
        TextReading(value).explained(value)
    }

    /// ``Coercion/unixDate`` with its reason, which includes the ISO 8601 date in UTC.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.string("8.45")).unixDate.why   // "\"8.45\" → 8.45 s → 1970-01-01T00:00:08.45Z"
    /// ```
    public var unixDate: Coerced<Date?> {
        DecimalReading(value).explained(value).unixDate(milliseconds: false).map { $0?.date }
    }

    /// ``Coercion/unixDateMilliseconds`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.number(8450)).unixDateMilliseconds.why   // "8450 ÷ 1000 → 8.45 s → 1970-01-01T00:00:08.45Z"
    /// ```
    public var unixDateMilliseconds: Coerced<Date?> {
        DecimalReading(value).explained(value).unixDate(milliseconds: true).map { $0?.date }
    }

    /// ``Coercion/decimal`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.string("35,452.45")).decimal.why   // "\"35,452.45\" → decimal prefix 35"
    /// ```
    public var decimal: Coerced<Decimal?> {
        DecimalReading(value).explained(value).decimal.map { $0?.decimal }
    }

    /// ``Coercion/double`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.string("8.45")).double.why   // "\"8.45\" → 8.45 → Double 8.45"
    /// ```
    public var double: Coerced<Double?> {
        DoubleRule.explained(value)
    }

    /// ``Coercion/url`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.number(5)).url.why   // "5 → \"5\" → URL"
    /// ```
    public var url: Coerced<URL?> {
        URLRule.explained(value)
    }

    /// ``Coercion/array`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.string("[1]")).array.why   // "\"[1]\" is a string, not an array → nil"
    /// ```
    public var array: Coerced<[JSONValue]?> {
        ContainerRule.explained(value, as: .array, result: "itself").map { $0?.jsonValue.array }
    }

    /// ``Coercion/dictionary`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.object(["a": 1])).dictionary.why   // "object (1 member) → itself"
    /// ```
    public var dictionary: Coerced<JSONObject?> {
        ContainerRule.explained(value, as: .object, result: "itself").map { $0?.jsonValue.object }
    }

    /// ``Coercion/extractor`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).extractor.why   // "null → nil"
    /// ```
    public var extractor: Coerced<Extractor<Value>?> {
        ContainerRule.explained(value, as: .object, result: "extractor").map { Extractor($0) }
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
        Coerced(forcing: number, fallback: 0, shown: "0")
    }

    /// ``Coercion/forcedString`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedString.why   // "null → nil → forced fallback \"\""
    /// ```
    public var forcedString: Coerced<String> {
        Coerced(forcing: string, fallback: "", shown: "\"\"")
    }

    /// ``Coercion/forcedUnixDate`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.number(0)).forcedUnixDate.why   // "0 is zero → nil → forced fallback 1970-01-01T00:00:00Z"
    /// ```
    public var forcedUnixDate: Coerced<Date> {
        Coerced(forcing: unixDate, fallback: UnixTime.epoch.date, shown: UnixTime.epoch.iso8601)
    }

    /// ``Coercion/forcedUnixDateMilliseconds`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.bool(false)).forcedUnixDateMilliseconds.why   // "false → 0 is zero → nil → forced fallback 1970-01-01T00:00:00Z"
    /// ```
    public var forcedUnixDateMilliseconds: Coerced<Date> {
        Coerced(forcing: unixDateMilliseconds, fallback: UnixTime.epoch.date, shown: UnixTime.epoch.iso8601)
    }

    /// ``Coercion/forcedDecimal`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.string("two")).forcedDecimal.why   // "\"two\" has no digit → nil → forced fallback NaN"
    /// ```
    public var forcedDecimal: Coerced<Decimal> {
        Coerced(forcing: decimal, fallback: .nan, shown: "NaN")
    }

    /// ``Coercion/forcedArray`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.number(1)).forcedArray.why   // "1 is not an array → nil → forced fallback []"
    /// ```
    public var forcedArray: Coerced<[JSONValue]> {
        Coerced(forcing: array, fallback: [], shown: "[]")
    }

    /// ``Coercion/forcedDictionary`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.number(1)).forcedDictionary.why   // "1 is not an object → nil → forced fallback {}"
    /// ```
    public var forcedDictionary: Coerced<JSONObject> {
        Coerced(forcing: dictionary, fallback: JSONObject(), shown: "{}")
    }

    /// ``Coercion/forcedExtractor`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.number(1)).forcedExtractor.why   // "1 is not an object → nil → forced fallback an empty extractor"
    /// ```
    public var forcedExtractor: Coerced<Extractor<Value>> {
        Coerced(forcing: extractor, fallback: .empty, shown: "an empty extractor")
    }
}

// MARK: - Typed arrays

extension ExplainedCoercion {
    /// ``Coercion/array(of:)`` with its reason: how many elements converted, which were dropped.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array(["4", "bar", "9.24"])).array(of: .numbers).why
    /// // "array (3 elements) → 2 numbers; dropped #1 \"bar\"; lossy #2 \"9.24\""
    /// ```
    ///
    /// - Parameter elements: how each element is read.
    /// - Returns: The elements that convert and a reason naming the dropped and lossy ones; its
    ///   value is nil when the value is not an array.
    public func array<Element>(of elements: ElementRule<Value, Element>) -> Coerced<[Element]?> {
        TypedArrayRule.explained(
            value, noun: elements.noun, marker: nil, replacingUnconvertibleWith: nil, convert: elements.convert
        ).result
    }

    /// ``Coercion/array(of:unconvertibleMarker:)`` with its reason: which elements the marker replaced.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.array(["4", "bar", "9.24"])).array(of: .numbers, unconvertibleMarker: nil).why
    /// // "array (3 elements) → 2 numbers; marker null for #1 \"bar\"; lossy #2 \"9.24\""
    /// ```
    ///
    /// - Parameters:
    ///   - elements: how each element is read.
    ///   - marker: what stands in the result for each element that does not convert.
    /// - Returns: The elements with `marker` in place of each unconvertible one, and a reason
    ///   naming the replaced and lossy elements; its value is nil when the value is not an array.
    public func array<Element>(
        of elements: ElementRule<Value, Element>, unconvertibleMarker marker: JSONValue
    ) -> Coerced<[MarkedElement<Element>]?> {
        let convert = elements.convert
        return TypedArrayRule.explained(
            value, noun: elements.noun, marker: marker, replacingUnconvertibleWith: .marker(marker)
        ) { item, loss in
            convert(item, &loss).map(MarkedElement.converted)
        }.result
    }

    /// ``Coercion/forcedArray(of:)`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArray(of: .numbers).why   // "null → nil → forced fallback []"
    /// ```
    ///
    /// - Parameter elements: how each element is read.
    /// - Returns: ``array(of:)``, or `[]` (the forced fallback, said in the reason) when the value
    ///   is not an array.
    public func forcedArray<Element>(of elements: ElementRule<Value, Element>) -> Coerced<[Element]> {
        Coerced(forcing: array(of: elements), fallback: [], shown: "[]")
    }

    /// ``Coercion/forcedArray(of:unconvertibleMarker:)`` with its reason.
    ///
    /// ```swift
    /// ExplainedCoercion(JSONValue.null).forcedArray(of: .numbers, unconvertibleMarker: nil).value   // []
    /// ```
    ///
    /// - Parameters:
    ///   - elements: how each element is read.
    ///   - marker: what stands in the result for each element that does not convert.
    /// - Returns: The elements with `marker` in place of each unconvertible one, and a reason;
    ///   `[]` (the forced fallback, said in the reason) when the value is not an array.
    public func forcedArray<Element>(
        of elements: ElementRule<Value, Element>, unconvertibleMarker marker: JSONValue
    ) -> Coerced<[MarkedElement<Element>]> {
        Coerced(forcing: array(of: elements, unconvertibleMarker: marker), fallback: [], shown: "[]")
    }
}
