import Foundation

/// Accessors keyed by the calling property's name (`#function`), a remapped key, or a dotted
/// path (see ``JSONModel``). Each reads the value through the coercion engine (``Coercion``), so
/// a missing key and JSON `null` behave the same, an unconvertible value gives nil (or the
/// forced fallback, for the `forced` forms), and nothing traps.
///
/// Use them inside properties only: in a method, `#function` is the method's full name.
extension JSONModel {
    /// The raw JSON value at `key`, nil when missing.
    ///
    /// ```swift
    /// var extra: JSONValue? { value() }   // {"extra": [1]} → .array([1]); missing → nil
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The value as written, `.null` for JSON `null`; nil when the key is missing.
    public final func value(_ key: String = #function) -> JSONValue? {
        withState { ModelKey.value(in: $0.object, at: key) }
    }

    /// Whether the object has a value at `key`, even `null`.
    ///
    /// ```swift
    /// post.contains("moderation_note")   // true for "moderation_note": null
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`).
    /// - Returns: `true` when the key is present, even with `null`; `false` when it is missing.
    public final func contains(_ key: String) -> Bool {
        value(key) != nil
    }

    /// Every coercion of the value at `key`, for the forms without an accessor here (the
    /// `unconvertibleMarker:` typed arrays, extractors) and for reasons (`.explained`).
    ///
    /// ```swift
    /// post.coercion("id").explained.integer.why   // "\"7\" → 7"
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The value's coercions; a missing key gives the coercions of nothing, which behave like
    ///   `null`.
    public final func coercion(_ key: String = #function) -> Coercion<JSONValue> {
        Coercion(value(key))
    }

    // MARK: Booleans and integers

    /// The Boolean (true when the integer-style number is non-zero), or nil when the value
    /// is missing, null or has no number (`"yes"`, arrays, objects).
    ///
    /// ```swift
    /// var verified: Bool? { bool() }   // 1, "1", true → true; 0, false, "0" → false
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: `true` for a non-zero integer-style number (`1`, `"1"`, `true`, `2.5`), `false` for zero; nil
    ///   when the value is missing, null or has no number.
    public final func bool(_ key: String = #function) -> Bool? {
        coercion(key).number.map { $0 != 0 }
    }

    /// The Boolean, false where ``bool(_:)`` is nil (EBTExtractor's `boolForKey`).
    ///
    /// ```swift
    /// var isPublished: Bool { forcedBool("published") }   // "yes" → false; "1" → true
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: ``bool(_:)``, or `false` where it is nil.
    public final func forcedBool(_ key: String = #function) -> Bool {
        coercion(key).bool
    }

    /// The integer (the integer-style reading: `"42"` → 42, `5.94` → 5, `true` → 1), or nil when there is none.
    ///
    /// ```swift
    /// var id: Int? { integer() }   // "42" → 42; 5.94 → 5; "abc" → nil
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The integer-style reading, clamped to `Int`; nil when the value has no number.
    public final func integer(_ key: String = #function) -> Int? {
        coercion(key).number.map { Int(clamping: $0) }
    }

    /// The integer, 0 where ``integer(_:)`` is nil.
    ///
    /// ```swift
    /// var count: Int { forcedInteger() }   // "12" → 12; null → 0
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: ``integer(_:)``, or 0 where it is nil.
    public final func forcedInteger(_ key: String = #function) -> Int {
        Int(clamping: coercion(key).integer)
    }

    /// The unsigned integer (negative values clamp to 0), or nil when there is no number.
    ///
    /// ```swift
    /// var count: UInt? { unsignedInteger() }   // "-3" → 0; "7" → 7; "x" → nil
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The integer-style reading clamped to `UInt` (negative values give 0); nil when the value has
    ///   no number.
    public final func unsignedInteger(_ key: String = #function) -> UInt? {
        let coercion = coercion(key)
        guard coercion.number != nil else { return nil }
        return UInt(clamping: coercion.unsignedInteger)
    }

    /// The unsigned integer, 0 where ``unsignedInteger(_:)`` is nil.
    ///
    /// ```swift
    /// var count: UInt { forcedUnsignedInteger() }   // "x" → 0
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: ``unsignedInteger(_:)``, or 0 where it is nil.
    public final func forcedUnsignedInteger(_ key: String = #function) -> UInt {
        UInt(clamping: coercion(key).unsignedInteger)
    }

    /// The integer-style number as `Int64` (saturating), or nil.
    ///
    /// ```swift
    /// var id: Int64? { number() }   // "9223372036854775808" → 9223372036854775807
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The integer-style reading, saturating at `Int64.min`/`Int64.max`; nil when the value has no
    ///   number.
    public final func number(_ key: String = #function) -> Int64? {
        coercion(key).number
    }

    /// The integer-style number as `Int64`, 0 where ``number(_:)`` is nil.
    ///
    /// ```swift
    /// var id: Int64 { forcedNumber() }   // missing → 0
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: ``number(_:)``, or 0 where it is nil.
    public final func forcedNumber(_ key: String = #function) -> Int64 {
        coercion(key).forcedNumber
    }

    /// The number as a `Double`: read from the exact decimal, so `"8.45"` → 8.45 and `true` →
    /// 1; nil when there is none or it is beyond `Double`'s range.
    ///
    /// ```swift
    /// var latitude: Double? { double("lat") }   // "8.45" → 8.45; "1e400" → nil
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The nearest `Double` to the exact decimal; nil when there is no number or it is beyond
    ///   `Double`'s range.
    public final func double(_ key: String = #function) -> Double? {
        coercion(key).double
    }

    // MARK: Text, dates, decimals, URLs

    /// The text (strings unchanged, `42` → `"42"`, `true` → `"1"`), or nil.
    ///
    /// ```swift
    /// var name: String? { string() }         // 4.50 → "4.5"; true → "1"
    /// var myName: String? { string("my_name") }
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: Strings unchanged, numbers as their exact decimal (`1e2` → `"100"`), Booleans
    ///   as `"1"`/`"0"`; nil for missing, null, arrays and objects.
    public final func string(_ key: String = #function) -> String? {
        coercion(key).string
    }

    /// The text, `""` where ``string(_:)`` is nil.
    ///
    /// ```swift
    /// var title: String { forcedString() }   // null → ""
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: ``string(_:)``, or `""` where it is nil.
    public final func forcedString(_ key: String = #function) -> String {
        coercion(key).forcedString
    }

    /// The date that many seconds after 1970, or nil (also for exactly zero).
    ///
    /// ```swift
    /// var updatedAt: Date? { unixDate("updated_at") }   // "1700000000" → 2023-11-14T22:13:20Z; 0 → nil
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The date that many seconds after 1970-01-01T00:00:00Z; nil when there is no number or it is
    ///   zero.
    public final func unixDate(_ key: String = #function) -> Date? {
        coercion(key).unixDate
    }

    /// The Unix date in seconds, the epoch where ``unixDate(_:)`` is nil.
    ///
    /// ```swift
    /// var updatedAt: Date { forcedUnixDate("updated_at") }   // null → 1970-01-01T00:00:00Z
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: ``unixDate(_:)``, or `Date(timeIntervalSince1970: 0)` where it is nil.
    public final func forcedUnixDate(_ key: String = #function) -> Date {
        coercion(key).forcedUnixDate
    }

    /// The date that many milliseconds after 1970, or nil.
    ///
    /// ```swift
    /// var sentAt: Date? { unixDateMilliseconds("sent_ms") }   // 1700000000500 → 2023-11-14T22:13:20.5Z
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The date that many milliseconds after 1970-01-01T00:00:00Z; nil when there is no number or it
    ///   is zero.
    public final func unixDateMilliseconds(_ key: String = #function) -> Date? {
        coercion(key).unixDateMilliseconds
    }

    /// The Unix date in milliseconds, the epoch where ``unixDateMilliseconds(_:)`` is nil.
    ///
    /// ```swift
    /// var sentAt: Date { forcedUnixDateMilliseconds("sent_ms") }   // "soon" → 1970-01-01T00:00:00Z
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: ``unixDateMilliseconds(_:)``, or `Date(timeIntervalSince1970: 0)` where it is nil.
    public final func forcedUnixDateMilliseconds(_ key: String = #function) -> Date {
        coercion(key).forcedUnixDateMilliseconds
    }

    /// The exact decimal (from the literal, never through `Double`), or nil.
    ///
    /// ```swift
    /// var price: Decimal? { decimal() }   // "8.45" → 8.45 exactly; "free" → nil
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The decimal read from the literal's digits; nil when the value has no number.
    public final func decimal(_ key: String = #function) -> Decimal? {
        coercion(key).decimal
    }

    /// The exact decimal, NaN where ``decimal(_:)`` is nil.
    ///
    /// ```swift
    /// var price: Decimal { forcedDecimal() }   // "free" → NaN
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: ``decimal(_:)``, or `Decimal.nan` where it is nil.
    public final func forcedDecimal(_ key: String = #function) -> Decimal {
        coercion(key).forcedDecimal
    }

    /// A URL made from the text (`Coercion.string`), or nil when there is no text or it is not a URL.
    ///
    /// ```swift
    /// var avatar: URL? { url("avatar_url") }   // "https://x.io/a.png" → that URL; "" → nil
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: A URL made from ``string(_:)``; nil when there is no text or `URL(string:)` refuses it.
    public final func url(_ key: String = #function) -> URL? {
        coercion(key).url
    }

    // MARK: Containers

    /// The array (only when the value is one; text is never parsed), or nil.
    ///
    /// ```swift
    /// var raw: [JSONValue]? { array() }   // "[1,2]" (a string) → nil
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The elements when the value is an array; nil for anything else, including text that looks
    ///   like one.
    public final func array(_ key: String = #function) -> [JSONValue]? {
        coercion(key).array
    }

    /// The array, `[]` where ``array(_:)`` is nil.
    ///
    /// ```swift
    /// var raw: [JSONValue] { forcedArray() }   // null → []
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: ``array(_:)``, or `[]` where it is nil.
    public final func forcedArray(_ key: String = #function) -> [JSONValue] {
        coercion(key).forcedArray
    }

    /// The object (only when the value is one), or nil.
    ///
    /// ```swift
    /// var settings: JSONObject? { dictionary() }   // {"a": 1} → that object; "{}" → nil
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: The object when the value is one (members in document order); nil for anything else.
    public final func dictionary(_ key: String = #function) -> JSONObject? {
        coercion(key).dictionary
    }

    /// The object, empty where ``dictionary(_:)`` is nil.
    ///
    /// ```swift
    /// var settings: JSONObject { forcedDictionary() }   // [] → empty object
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    /// - Returns: ``dictionary(_:)``, or an empty object where it is nil.
    public final func forcedDictionary(_ key: String = #function) -> JSONObject {
        coercion(key).forcedDictionary
    }
}
