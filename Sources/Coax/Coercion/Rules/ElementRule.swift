import Foundation

/// How one typed array reads its elements, written once: the plain typed arrays (``Coercion``),
/// their reasons (``ExplainedCoercion``) and the report (``CoercionReport``) all convert elements
/// through these rules, and differ only in what they make of the result.
struct ElementRule<Value: JSONReadable, Element> {
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
    /// `arrayOfNumbers`: the integer-style reading of each element.
    static var numbers: Self {
        reading(noun: "number", IntegerReading.init, { $0.loss }, { $0.number })
    }
}

extension ElementRule where Element == String {
    /// `arrayOfStrings`: the text of each element.
    static var strings: Self {
        ElementRule(noun: "string") { item, _ in TextReading(item).text }
    }
}

extension ElementRule where Element == DecimalDigits {
    /// `arrayOfDecimals`: the exact decimal of each element.
    static var decimals: Self {
        ElementRule<Value, DecimalDigits>.reading(noun: "decimal", DecimalReading.init, { $0.loss }, { $0.number })
    }

    /// `arrayOfUnixDates` and `arrayOfUnixDatesMilliseconds`: the exact seconds since 1970 of
    /// each element.
    static func unixSeconds(milliseconds: Bool) -> Self {
        ElementRule<Value, DecimalDigits>.reading(noun: "date", DecimalReading.init, { $0.loss }) {
            $0.unixSeconds(milliseconds: milliseconds)
        }
    }
}

extension ElementRule where Element == Value {
    /// `arrayOfArrays` and `arrayOfDictionaries` (and, as extractors, `arrayOfExtractors`): the
    /// elements that already are containers of `kind`.
    static func containers(_ kind: JSONKind, noun: String) -> Self {
        ElementRule(noun: noun) { item, _ in ContainerRule.read(item, as: kind) }
    }
}

extension ElementRule where Element == Date {
    /// Dates from exact seconds, as the plain coercions give them.
    static func unixDates(milliseconds: Bool) -> Self {
        ElementRule<Value, DecimalDigits>.unixSeconds(milliseconds: milliseconds).converting {
            Date(timeIntervalSince1970: $0.doubleValue)
        }
    }
}

extension ElementRule where Element == [JSONValue] {
    /// The elements that are arrays, as ``JSONValue``s.
    static var arrays: Self {
        ElementRule<Value, Value>.containers(.array, noun: "array").converting { $0.jsonValue.array }
    }
}

extension ElementRule where Element == JSONObject {
    /// The elements that are objects, as ``JSONObject``s.
    static var objects: Self {
        ElementRule<Value, Value>.containers(.object, noun: "object").converting { $0.jsonValue.object }
    }
}

extension ElementRule where Element == Extractor<Value> {
    /// The elements that are objects, each as an ``Extractor``.
    static var extractors: Self {
        ElementRule(noun: "extractor") { item, _ in Extractor(item) }
    }
}

extension ElementRule where Element == Decimal {
    /// `Decimal`s from the exact decimal, as the plain coercions give them.
    static var decimalValues: Self {
        ElementRule<Value, DecimalDigits>.decimals.converting(\.decimal)
    }
}
