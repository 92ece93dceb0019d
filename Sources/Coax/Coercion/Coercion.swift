import Foundation

/// The coercions of one JSON value: EBTExtractor's rules applied to a value directly
/// (its "direct object" form), without a key.
///
/// `Coercion` is a free view: it reads the value only when a result is asked for, and it works
/// on any ``JSONReadable`` value, the parsed document's nodes as well as ``JSONValue``s built in
/// code. A missing value (`nil`) and JSON `null` behave the same everywhere. For the reason
/// behind each result, use ``explained``.
///
/// ```swift
/// let value: JSONValue = "the 21.5 slices"
/// let coercion = Coercion(value)
/// coercion.integer     // 21
/// coercion.bool        // true
/// coercion.decimal     // 21.5
/// coercion.unixDate    // 1970-01-01T00:00:21.5Z
/// coercion.array       // nil: text is never parsed as JSON
/// Coercion<JSONValue>(nil).forcedString   // ""
/// ```
public struct Coercion<Value: JSONReadable> {
    /// The value being coerced; nil stands for a missing key and behaves like `null`.
    ///
    /// ```swift
    /// Coercion(JSONValue.bool(true)).value   // .bool(true)
    /// ```
    public let value: Value?

    /// Creates the coercions of `value` (nil for a missing value).
    ///
    /// ```swift
    /// Coercion(JSONValue.number(8)).string   // "8"
    /// ```
    ///
    /// - Parameter value: a ``JSONValue``, a ``JSONNode`` or any ``JSONReadable``; nil for a key the
    ///   object lacks. Nothing is read until a coercion is asked for.
    public init(_ value: Value?) {
        self.value = value
    }

    /// The same coercions, each with the reason for its result.
    ///
    /// ```swift
    /// Coercion(JSONValue.number(-3)).explained.unsignedInteger.why   // "-3 is negative → 0"
    /// ```
    public var explained: ExplainedCoercion<Value> {
        ExplainedCoercion(value)
    }
}

extension Coercion: Sendable where Value: Sendable {}

// MARK: - Value coercions

extension Coercion {
    /// `true` when the integer-style number is non-zero; `false` otherwise, including for
    /// text without a digit (`"true"`, `"YES"`), null, arrays and objects. Truncation comes first,
    /// so `0.5` and `".009"` are `false`.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("8.45")).bool   // true
    /// Coercion(JSONValue.number(0)).bool        // false
    /// ```
    public var bool: Bool {
        IntegerReading(value).bool
    }

    /// The integer-style number, or 0 when there is none.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("the 21.5 slices")).integer   // 21
    /// Coercion(JSONValue.string("potato")).integer            // 0
    /// ```
    public var integer: Int64 {
        IntegerReading(value).integer
    }

    /// The integer-style number when positive, otherwise 0: negative values clamp to 0 and values
    /// beyond `Int64.max` saturate at `Int64.max`.
    ///
    /// ```swift
    /// Coercion(JSONValue.number(-1)).unsignedInteger   // 0
    /// ```
    public var unsignedInteger: UInt64 {
        IntegerReading(value).unsignedInteger
    }

    /// The integer-style number: booleans as 1 or 0, numbers truncated toward zero,
    /// strings cleaned and read as an integer prefix, saturating at `Int64.min`/`Int64.max`;
    /// nil for text without a digit, null, arrays and objects.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("$1,049.45")).number   // 1
    /// Coercion(JSONValue.number(JSONNumber(literal: "-835.452")!)).number   // -835
    /// Coercion(JSONValue.string("two")).number         // nil
    /// ```
    public var number: Int64? {
        IntegerReading(value).number
    }

    /// Text: strings unchanged, `true`/`false` as `"1"`/`"0"`, numbers as their exact value
    /// in canonical decimal text; nil for null, arrays and objects.
    ///
    /// ```swift
    /// Coercion(JSONValue.number(JSONNumber(literal: "5.94")!)).string   // "5.94"
    /// Coercion(JSONValue.bool(true)).string                           // "1"
    /// ```
    public var string: String? {
        TextReading(value).text
    }

    /// The date that many seconds after 1970-01-01T00:00:00Z, read as the exact decimal;
    /// nil when the decimal is nil or exactly zero.
    ///
    /// ```swift
    /// Coercion(JSONValue.number(1415162234)).unixDate   // 2014-11-05T04:37:14Z
    /// Coercion(JSONValue.string(".009")).unixDate       // 0.009 s after the epoch
    /// Coercion(JSONValue.bool(false)).unixDate          // nil
    /// ```
    public var unixDate: Date? {
        DecimalReading(value).unixDate(milliseconds: false)
    }

    /// Like ``unixDate``, for milliseconds: the decimal is divided by 1000 first.
    ///
    /// ```swift
    /// Coercion(JSONValue.number(1415162234000)).unixDateMilliseconds   // 2014-11-05T04:37:14Z
    /// ```
    public var unixDateMilliseconds: Date? {
        DecimalReading(value).unixDate(milliseconds: true)
    }

    /// The exact decimal: numbers from their literal digits, strings cleaned and read as the
    /// longest decimal prefix, booleans as 1 or 0. Never NaN: nil when there is no number or it is
    /// outside `Decimal`'s range; beyond 38 significant digits it is rounded.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("-2.5006e3")).decimal   // -2500.6
    /// Coercion(JSONValue.string("1.2.3")).decimal       // 1.2
    /// ```
    public var decimal: Decimal? {
        DecimalReading(value).decimal
    }

    /// The value as a `Double`: a JSON number from its literal, anything else from its exact
    /// ``decimal`` (`"$8.45"` → 8.45, `true` → 1); nil when there is none or it is not finite.
    /// Beyond EBTExtractor's set, for models (``JSONModel/double(_:)``) and the lenient decoder.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("$8.45")).double   // 8.45
    /// Coercion(JSONValue.number(JSONNumber(literal: "1e400")!)).double   // nil
    /// ```
    public var double: Double? {
        DoubleRule.read(value)
    }

    /// A URL made from the text (``string``), or nil when there is no text or it is not a URL.
    /// Beyond EBTExtractor's set, for models (``JSONModel/url(_:)``) and the lenient decoder.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("https://example.com/a.png")).url?.host()   // "example.com"
    /// ```
    public var url: URL? {
        URLRule.read(value)
    }

    /// The elements, when the value is an array; text is never parsed as JSON.
    ///
    /// ```swift
    /// Coercion(JSONValue.array([1, "a"])).array   // [1, "a"]
    /// Coercion(JSONValue.string("[1]")).array     // nil
    /// ```
    public var array: [JSONValue]? {
        ContainerRule.read(value, as: .array)?.jsonValue.array
    }

    /// The object, when the value is one.
    ///
    /// ```swift
    /// Coercion(JSONValue.object(["a": 1])).dictionary?["a"]   // 1
    /// ```
    public var dictionary: JSONObject? {
        ContainerRule.read(value, as: .object)?.jsonValue.object
    }

    /// An extractor over the value, when it is an object.
    ///
    /// ```swift
    /// let value: JSONValue = ["user": ["id": "7"]]
    /// Coercion(value).extractor?.extractor(forKey: "user")?.integer(forKey: "id")   // 7
    /// ```
    public var extractor: Extractor<Value>? {
        Extractor(value)
    }
}

// MARK: - Forced value coercions

extension Coercion {
    /// ``number``, or 0 where it is nil.
    ///
    /// ```swift
    /// Coercion<JSONValue>(nil).forcedNumber   // 0
    /// ```
    public var forcedNumber: Int64 { number ?? 0 }

    /// ``string``, or `""` where it is nil.
    ///
    /// ```swift
    /// Coercion(JSONValue.null).forcedString   // ""
    /// ```
    public var forcedString: String { string ?? "" }

    /// ``unixDate``, or the epoch (1970-01-01T00:00:00Z) where it is nil.
    ///
    /// ```swift
    /// Coercion(JSONValue.number(0)).forcedUnixDate   // Date(timeIntervalSince1970: 0)
    /// ```
    public var forcedUnixDate: Date { unixDate ?? Date(timeIntervalSince1970: 0) }

    /// ``unixDateMilliseconds``, or the epoch where it is nil.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("soon")).forcedUnixDateMilliseconds   // Date(timeIntervalSince1970: 0)
    /// ```
    public var forcedUnixDateMilliseconds: Date { unixDateMilliseconds ?? Date(timeIntervalSince1970: 0) }

    /// ``decimal``, or NaN where it is nil (the one place NaN appears).
    ///
    /// ```swift
    /// Coercion(JSONValue.string("two")).forcedDecimal.isNaN   // true
    /// ```
    public var forcedDecimal: Decimal { decimal ?? .nan }

    /// ``array``, or `[]` where it is nil.
    ///
    /// ```swift
    /// Coercion(JSONValue.number(3)).forcedArray   // []
    /// ```
    public var forcedArray: [JSONValue] { array ?? [] }

    /// ``dictionary``, or an empty object where it is nil.
    ///
    /// ```swift
    /// Coercion(JSONValue.null).forcedDictionary.isEmpty   // true
    /// ```
    public var forcedDictionary: JSONObject { dictionary ?? JSONObject() }

    /// ``extractor``, or an empty extractor where it is nil.
    ///
    /// ```swift
    /// Coercion(JSONValue.null).forcedExtractor.string(forKey: "name")   // nil
    /// ```
    public var forcedExtractor: Extractor<Value> { extractor ?? .empty }
}
