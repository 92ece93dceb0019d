import Foundation

/// How a typed array reads its elements: each element through one single-value reading. Pass one
/// to `array(of:)` on ``Coercion``, ``ExplainedCoercion``, ``Extractor`` (`array(of:forKey:)`) or
/// ``JSONModel``; elements that do not convert are dropped, or replaced by a marker in the
/// `unconvertibleMarker:` forms.
///
/// ```swift
/// let value: JSONValue = ["pizza", 9, "pie", nil, true, "88", "2", "", "3.45"]
/// Coercion(value).array(of: .numbers)   // [9, 1, 88, 2, 3]
/// Coercion(value).array(of: .strings)   // ["pizza", "9", "pie", "1", "88", "2", "", "3.45"]
/// ```
///
/// The rules are written once here: the plain typed arrays, their reasons and
/// the coercion report all convert elements through them, and differ only in what they make of the
/// result.
public struct ElementRule<Value: JSONReadable, Element> {
    /// What a converted element is called in a reason: `2 numbers; dropped #1 "bar"`.
    let noun: String
    /// The element's result, nil when it does not convert; what the rule gave up goes into the
    /// second argument (a parameter rather than a tuple result, which unspecialized callers would
    /// pay generic metadata for on every element).
    let convert: (Value, inout CoercionLoss) -> Element?

    /// A rule made of a numeric reading of each element, which also says what it gave up.
    static func reading<Reading>(
        noun: String, _ read: @escaping (Value?) -> Reading, _ loss: @escaping (Reading) -> CoercionLoss,
        _ result: @escaping (Reading) -> Element?
    ) -> Self {
        ElementRule(noun: noun) { item, lost in
            let reading = read(item)
            lost = loss(reading)
            return result(reading)
        }
    }

    /// The same rule with each result transformed (a `Date` from exact seconds, a report's
    /// output); an element whose result the transform turns into nil does not convert.
    func converting<Result>(_ transform: @escaping (Element) -> Result?) -> ElementRule<Value, Result> {
        let convert = self.convert
        return ElementRule<Value, Result>(noun: noun) { item, loss in convert(item, &loss).flatMap(transform) }
    }
}

extension ElementRule where Element == Int64 {
    /// Each element's integer-style number (``Coercion/number``).
    ///
    /// ```swift
    /// Coercion(JSONValue.array(["4", "bar", "9.24"])).array(of: .numbers)   // [4, 9]
    /// ```
    public static var numbers: Self {
        reading(noun: "number", IntegerReading.init, { $0.loss }, { $0.number })
    }
}

extension ElementRule where Element == String {
    /// Each element's text (``Coercion/string``); null, arrays and objects do not convert.
    ///
    /// ```swift
    /// Coercion(JSONValue.array(["a", 1, true, nil])).array(of: .strings)   // ["a", "1", "1"]
    /// ```
    public static var strings: Self {
        ElementRule(noun: "string") { item, _ in TextReading(item).text }
    }
}

extension ElementRule where Element == DecimalDigits {
    /// The exact decimal of each element, as the reports and drift keep it.
    static var decimalDigits: Self {
        ElementRule<Value, DecimalDigits>.reading(noun: "decimal", DecimalReading.init, { $0.loss }, { $0.number })
    }

    /// The exact seconds since 1970 of each element (its decimal read as seconds or milliseconds).
    static func unixSeconds(milliseconds: Bool) -> Self {
        ElementRule<Value, DecimalDigits>.reading(noun: "date", DecimalReading.init, { $0.loss }) {
            $0.unixSeconds(milliseconds: milliseconds)
        }
    }
}

extension ElementRule where Element == Value {
    /// The elements that already are containers of `kind`.
    static func containers(_ kind: JSONKind, noun: String) -> Self {
        ElementRule(noun: noun) { item, _ in ContainerRule.read(item, as: kind) }
    }
}

extension ElementRule where Element == Date {
    /// Each element's decimal as seconds since 1970 (``Coercion/unixDate``); zero does not convert.
    ///
    /// ```swift
    /// Coercion(JSONValue.array([0, "8"])).array(of: .unixDates)   // [1970-01-01T00:00:08Z]
    /// ```
    public static var unixDates: Self { dates(milliseconds: false) }

    /// Each element's decimal as milliseconds since 1970 (``Coercion/unixDateMilliseconds``).
    ///
    /// ```swift
    /// Coercion(JSONValue.array([8000])).array(of: .unixDatesMilliseconds)   // [1970-01-01T00:00:08Z]
    /// ```
    public static var unixDatesMilliseconds: Self { dates(milliseconds: true) }

    /// Dates from exact seconds, as the plain coercions give them.
    static func dates(milliseconds: Bool) -> Self {
        ElementRule<Value, DecimalDigits>.unixSeconds(milliseconds: milliseconds).converting {
            Date(timeIntervalSince1970: $0.doubleValue)
        }
    }
}

extension ElementRule where Element == [JSONValue] {
    /// The elements that are arrays (``Coercion/array``); nothing else converts.
    ///
    /// ```swift
    /// Coercion(JSONValue.array([[1], "[2]"])).array(of: .arrays)   // [[1]]
    /// ```
    public static var arrays: Self {
        ElementRule<Value, Value>.containers(.array, noun: "array").converting { $0.jsonValue.array }
    }
}

extension ElementRule where Element == JSONObject {
    /// The elements that are objects (``Coercion/dictionary``); nothing else converts.
    ///
    /// ```swift
    /// Coercion(JSONValue.array([["a": 1], 2])).array(of: .dictionaries)   // [{"a": 1}]
    /// ```
    public static var dictionaries: Self {
        ElementRule<Value, Value>.containers(.object, noun: "object").converting { $0.jsonValue.object }
    }
}

extension ElementRule where Element == Extractor<Value> {
    /// An ``Extractor`` for each element that is an object (``Coercion/extractor``).
    ///
    /// ```swift
    /// let users: JSONValue = [["id": "1"], ["id": 2], 3]
    /// Coercion(users).array(of: .extractors)?.map { $0.integer(forKey: "id") }   // [1, 2]
    /// ```
    public static var extractors: Self {
        ElementRule(noun: "extractor") { item, _ in Extractor(item) }
    }
}

extension ElementRule where Element == Decimal {
    /// Each element's exact decimal (``Coercion/decimal``); never through `Double`.
    ///
    /// ```swift
    /// Coercion(JSONValue.array(["8.45", "two"])).array(of: .decimals)   // [8.45]
    /// ```
    public static var decimals: Self {
        ElementRule<Value, DecimalDigits>.decimalDigits.converting(\.decimal)
    }
}
