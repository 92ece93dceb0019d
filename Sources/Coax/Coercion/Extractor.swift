import Foundation

/// EBTExtractor's extractor: the coercions of the members of one JSON object, by key.
///
/// Made from any ``JSONReadable`` value, it is nil unless the value is an object. Every method
/// reads the member named `key` (the last one when the key is repeated) through ``Coercion``,
/// so a missing key and JSON `null` give the same result, and nothing ever throws or traps.
/// `extractor[key]` gives the ``Coercion`` itself, and `extractor[key].explained` its reasons.
///
/// ```swift
/// let response: JSONValue = ["id": "42", "name": 7, "rating": "4.5 stars", "friends": [1, "2", "x"]]
/// if let extractor = Extractor(response) {
///     extractor.integer(forKey: "id")               // 42
///     extractor.string(forKey: "name")              // "7"
///     extractor.decimal(forKey: "rating")           // 4.5
///     extractor.array(of: .numbers, forKey: "friends")   // [1, 2]
///     extractor.forcedString(forKey: "email")       // ""
///     extractor["rating"].explained.decimal.why     // "\"4.5 stars\" → trimmed to \"4.5\" → 4.5"
/// }
/// ```
public struct Extractor<Value: JSONReadable> {
    /// The object read by key; nil for the empty extractor (``empty``).
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["a": 1]))?.object   // {"a": 1}
    /// ```
    public let object: Value?

    /// An extractor over `object`, or nil when it is missing or not a JSON object.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["a": 1]))   // an extractor
    /// Extractor(JSONValue.array([]))          // nil
    /// ```
    ///
    /// - Parameter object: the value to read members of; anything but an object gives nil.
    public init?(_ object: Value?) {
        guard let object, object.kind == .object else { return nil }
        self.object = object
    }

    private init(emptyObject: Void) {
        self.object = nil
    }

    /// An extractor over no members: every plain method gives nil (or 0, false), every forced one
    /// its fallback. The forced extractor methods return it.
    ///
    /// ```swift
    /// Extractor<JSONValue>.empty.forcedNumber(forKey: "id")   // 0
    /// ```
    public static var empty: Extractor { Extractor(emptyObject: ()) }

    /// The coercions of the member named `key` (the last one when repeated); missing keys give
    /// the coercions of a missing value.
    ///
    /// ```swift
    /// let extractor = Extractor(JSONValue.object(["n": "5.94"]))
    /// extractor?["n"].integer                  // 5
    /// extractor?["n"].explained.integer.why    // "\"5.94\" → integer prefix 5"
    /// ```
    ///
    /// - Parameter key: the member's name.
    /// - Returns: the coercions of the member's value, or of a missing value.
    /// - Complexity: O(*n*) in the object's members: the last duplicate wins.
    public subscript(key: String) -> Coercion<Value> {
        Coercion(object?[key])
    }

    /// The keys in document order, duplicates included.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["b": 1, "a": 2]))?.keys   // ["b", "a"]
    /// ```
    public var keys: [String] {
        object?.members.map { $0.map(\.key) } ?? []
    }

    /// Whether the object has a member named `key` (even when its value is `null`).
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["a": nil]))?.contains(key: "a")   // true
    /// ```
    ///
    /// - Parameter key: the member's name, exactly (not a path).
    /// - Returns: `true` when a member has that name, whatever its value.
    public func contains(key: String) -> Bool {
        object?[key] != nil
    }
}

extension Extractor: Sendable where Value: Sendable {}

// MARK: - Value methods

extension Extractor {
    /// ``Coercion/bool`` of the member: true when its integer-style number is non-zero.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["ok": "8.45"]))?.bool(forKey: "ok")   // true
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: true when the member's integer-style number is non-zero.
    public func bool(forKey key: String) -> Bool {
        self[key].bool
    }

    /// ``Coercion/integer`` of the member: its integer-style number, or 0.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["id": "the 21.5 slices"]))?.integer(forKey: "id")   // 21
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: the member's integer-style number, or 0.
    public func integer(forKey key: String) -> Int64 {
        self[key].integer
    }

    /// ``Coercion/unsignedInteger`` of the member: its integer-style number when positive, else 0.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["n": -1]))?.unsignedInteger(forKey: "n")   // 0
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: the member's integer-style number when positive, else 0.
    public func unsignedInteger(forKey key: String) -> UInt64 {
        self[key].unsignedInteger
    }

    /// ``Coercion/number`` of the member: its integer-style number, or nil.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["n": "two"]))?.number(forKey: "n")   // nil
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: the member's integer-style number, or nil.
    public func number(forKey key: String) -> Int64? {
        self[key].number
    }

    /// ``Coercion/string`` of the member: text, with numbers in canonical decimal text.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["n": 8]))?.string(forKey: "n")   // "8"
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: the member as text, with numbers in canonical decimal text.
    public func string(forKey key: String) -> String? {
        self[key].string
    }

    /// ``Coercion/unixDate`` of the member: seconds since 1970, nil when not numeric or zero.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["at": 1415162234]))?.unixDate(forKey: "at")   // 2014-11-05T04:37:14Z
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: the member read as seconds since 1970, nil when not numeric or zero.
    public func unixDate(forKey key: String) -> Date? {
        self[key].unixDate
    }

    /// ``Coercion/unixDateMilliseconds`` of the member: milliseconds since 1970.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["at": 1415162234000]))?.unixDateMilliseconds(forKey: "at")   // 2014-11-05T04:37:14Z
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: the member read as milliseconds since 1970.
    public func unixDateMilliseconds(forKey key: String) -> Date? {
        self[key].unixDateMilliseconds
    }

    /// ``Coercion/decimal`` of the member: its exact decimal, never NaN.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["p": "$1,049.45"]))?.decimal(forKey: "p")   // 1
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: the member's exact decimal, never NaN.
    public func decimal(forKey key: String) -> Decimal? {
        self[key].decimal
    }

    /// ``Coercion/array`` of the member: its elements when it is an array.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["a": [1]]))?.array(forKey: "a")   // [1]
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: the member's elements when it is an array, else nil.
    public func array(forKey key: String) -> [JSONValue]? {
        self[key].array
    }

    /// ``Coercion/dictionary`` of the member: the object when it is one.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["o": ["k": 1]]))?.dictionary(forKey: "o")?["k"]   // 1
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: the member when it is an object, else nil.
    public func dictionary(forKey key: String) -> JSONObject? {
        self[key].dictionary
    }

    /// ``Coercion/extractor`` of the member: an extractor over it when it is an object.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["o": ["k": "3"]]))?.extractor(forKey: "o")?.integer(forKey: "k")   // 3
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: an extractor over the member when it is an object, else nil.
    public func extractor(forKey key: String) -> Extractor<Value>? {
        self[key].extractor
    }

}

// MARK: - Forced value methods

extension Extractor {
    /// ``Coercion/forcedNumber`` of the member: its number, or 0.
    ///
    /// ```swift
    /// Extractor(JSONValue.object([:]))?.forcedNumber(forKey: "userID")   // 0
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: the member's number, or 0.
    public func forcedNumber(forKey key: String) -> Int64 {
        self[key].forcedNumber
    }

    /// ``Coercion/forcedString`` of the member: its text, or `""`.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["type": "member"]))?.forcedString(forKey: "name")   // ""
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: the member's text, or `""`.
    public func forcedString(forKey key: String) -> String {
        self[key].forcedString
    }

    /// ``Coercion/forcedUnixDate`` of the member: its date, or the epoch.
    ///
    /// ```swift
    /// Extractor(JSONValue.object([:]))?.forcedUnixDate(forKey: "at")   // 1970-01-01T00:00:00Z
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: the member's date, or the epoch.
    public func forcedUnixDate(forKey key: String) -> Date {
        self[key].forcedUnixDate
    }

    /// ``Coercion/forcedUnixDateMilliseconds`` of the member: its date, or the epoch.
    ///
    /// ```swift
    /// Extractor(JSONValue.object([:]))?.forcedUnixDateMilliseconds(forKey: "at")   // 1970-01-01T00:00:00Z
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: the member's date, or the epoch.
    public func forcedUnixDateMilliseconds(forKey key: String) -> Date {
        self[key].forcedUnixDateMilliseconds
    }

    /// ``Coercion/forcedDecimal`` of the member: its decimal, or NaN.
    ///
    /// ```swift
    /// Extractor(JSONValue.object([:]))?.forcedDecimal(forKey: "p").isNaN   // true
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: the member's decimal, or NaN.
    public func forcedDecimal(forKey key: String) -> Decimal {
        self[key].forcedDecimal
    }

    /// ``Coercion/forcedArray`` of the member: its elements, or `[]`.
    ///
    /// ```swift
    /// Extractor(JSONValue.object([:]))?.forcedArray(forKey: "a")   // []
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: the member's elements, or `[]`.
    public func forcedArray(forKey key: String) -> [JSONValue] {
        self[key].forcedArray
    }

    /// ``Coercion/forcedDictionary`` of the member: the object, or an empty one.
    ///
    /// ```swift
    /// Extractor(JSONValue.object([:]))?.forcedDictionary(forKey: "o").isEmpty   // true
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: the member when it is an object, else an empty object.
    public func forcedDictionary(forKey key: String) -> JSONObject {
        self[key].forcedDictionary
    }

    /// ``Coercion/forcedExtractor`` of the member: an extractor over it, or ``empty``.
    ///
    /// ```swift
    /// Extractor(JSONValue.object([:]))?.forcedExtractor(forKey: "o").keys   // []
    /// ```
    ///
    /// - Parameter key: the member's name (the last member when the key is repeated).
    /// - Returns: an extractor over the member, or ``empty`` when it is not an object.
    public func forcedExtractor(forKey key: String) -> Extractor<Value> {
        self[key].forcedExtractor
    }
}

// MARK: - Typed array methods

extension Extractor {
    /// ``Coercion/array(of:)`` of the member: its elements read by `elements`, unconvertible ones
    /// dropped; nil when it is not an array.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["a": ["4", "bar", "9.24"]]))?.array(of: .numbers, forKey: "a")   // [4, 9]
    /// ```
    ///
    /// - Parameters:
    ///   - elements: how each element is read (`.numbers`, `.strings`, `.unixDates`, …).
    ///   - key: the member's name (the last member when the key is repeated).
    /// - Returns: The member's elements that convert, in order; nil when it is not an array.
    public func array<Element>(of elements: ElementRule<Value, Element>, forKey key: String) -> [Element]? {
        self[key].array(of: elements)
    }

    /// ``Coercion/array(of:unconvertibleMarker:)`` of the member: its elements read by
    /// `elements`, each unconvertible one replaced by `marker`.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["a": ["4", "bar", "9.24"]]))?.array(of: .numbers, forKey: "a", unconvertibleMarker: -1)
    /// // [.converted(4), .marker(-1), .converted(9)]
    /// ```
    ///
    /// - Parameters:
    ///   - elements: how each element is read.
    ///   - key: the member's name (the last member when the key is repeated).
    ///   - marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; nil when
    ///   the member is not an array.
    public func array<Element>(
        of elements: ElementRule<Value, Element>, forKey key: String, unconvertibleMarker marker: JSONValue
    ) -> [MarkedElement<Element>]? {
        self[key].array(of: elements, unconvertibleMarker: marker)
    }

    /// ``Coercion/forcedArray(of:)`` of the member: ``array(of:forKey:)``, or `[]` when the member
    /// is not an array.
    ///
    /// ```swift
    /// Extractor(JSONValue.object(["a": "1,2"]))?.forcedArray(of: .numbers, forKey: "a")   // []
    /// ```
    ///
    /// - Parameters:
    ///   - elements: how each element is read.
    ///   - key: the member's name (the last member when the key is repeated).
    /// - Returns: The member's elements that convert, in order; `[]` when it is not an array.
    public func forcedArray<Element>(of elements: ElementRule<Value, Element>, forKey key: String) -> [Element] {
        self[key].forcedArray(of: elements)
    }

    /// ``Coercion/forcedArray(of:unconvertibleMarker:)`` of the member, or `[]` when the member
    /// is not an array.
    ///
    /// ```swift
    /// Extractor(JSONValue.object([:]))?.forcedArray(of: .extractors, forKey: "a", unconvertibleMarker: nil)   // []
    /// ```
    ///
    /// - Parameters:
    ///   - elements: how each element is read.
    ///   - key: the member's name (the last member when the key is repeated).
    ///   - marker: what stands in the result for each element that does not convert.
    /// - Returns: One entry per element in order, `.converted(…)` or `.marker(marker)`; `[]` when
    ///   the member is not an array.
    public func forcedArray<Element>(
        of elements: ElementRule<Value, Element>, forKey key: String, unconvertibleMarker marker: JSONValue
    ) -> [MarkedElement<Element>] {
        self[key].forcedArray(of: elements, unconvertibleMarker: marker)
    }
}
