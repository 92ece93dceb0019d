/// When an object is a map keyed by data rather than a record with fields: its values are then
/// one pattern (`$.events{*}`), compared with each other as an array's elements are, and
/// models and schemas give it one value type (`[String: Event]`, `additionalProperties`).
///
/// The objects at one pattern are a map when
/// - every key of every object is an identifier: all digits (`"205705993"`), a UUID, hex of 8
///   digits or more with at least one digit (`"5f2b9c0e"`), or a date (`"2024-03-01"`); or
/// - there are many distinct keys that do not recur: at least ``minimumDistinctKeys`` distinct
///   keys over two objects or more, of which at most a tenth appear in more than one object.
///
/// A single object (one outside every array, in one document) is judged by its own keys, by
/// the first rule. `--map PATH` and `--record PATH` override both (``DriftOptions``).
///
/// ```swift
/// DriftMapRule.isIdentifier("205705993")   // true
/// DriftMapRule.isIdentifier("name")        // false
/// ```
enum DriftMapRule {
    /// Distinct keys the second rule needs.
    static let minimumDistinctKeys = 16

    /// Whether a key looks like data rather than a field name.
    static func isIdentifier(_ key: some Collection<UInt8>) -> Bool {
        guard !key.isEmpty else { return false }
        if key.allSatisfy(isDigit) { return true }
        if isUUID(key) || isDate(key) { return true }
        return key.count >= 8 && key.allSatisfy(isHexDigit) && key.contains(where: isDigit)
    }

    /// Whether the objects, given as the keys of each, are a map.
    static func isMap(_ objects: [[String]]) -> Bool {
        var distinct: [String: Int] = [:]
        var total = 0
        var allIdentifiers = true
        for keys in objects {
            var seen: Set<String> = []
            for key in keys where seen.insert(key).inserted {
                distinct[key, default: 0] += 1
                total += 1
                if allIdentifiers, !isIdentifier(key.utf8) { allIdentifiers = false }
            }
        }
        guard total > 0 else { return false }
        if allIdentifiers { return true }
        guard objects.count >= 2, distinct.count >= minimumDistinctKeys else { return false }
        let recurring = distinct.values.count { $0 > 1 }
        return recurring * 10 <= distinct.count
    }

    /// The forms of identifier the keys of maps had: what a schema's `propertyNames` holds them to.
    struct KeyForms: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        /// All digits: `"205705993"`.
        static let digits = KeyForms(rawValue: 1)
        /// `8-4-4-4-12` hex digits.
        static let uuid = KeyForms(rawValue: 2)
        /// `YYYY-MM-DD`.
        static let date = KeyForms(rawValue: 4)
        /// 8 hex digits or more, some of them digits: `"5f2b9c0e"`.
        static let hex = KeyForms(rawValue: 8)
        /// Anything else (a map by the distinct-keys rule or by `--map`).
        static let other = KeyForms(rawValue: 16)
    }

    /// The form of one key, as written between its quotes (a key with escapes is `other`).
    static func form(of key: some Collection<UInt8>) -> KeyForms {
        guard !key.isEmpty else { return .other }
        if key.allSatisfy(isDigit) { return .digits }
        if isUUID(key) { return .uuid }
        if isDate(key) { return .date }
        if key.count >= 8, key.allSatisfy(isHexDigit), key.contains(where: isDigit) { return .hex }
        return .other
    }

    /// A regular expression (ECMA 262, as JSON Schema's `pattern`) every key of the forms
    /// matches; nil when a key of no identifier form was seen, or none at all.
    ///
    /// ```swift
    /// DriftMapRule.keyPattern([.digits])   // "^(?:[0-9]+)$"
    /// ```
    static func keyPattern(_ forms: KeyForms) -> String? {
        guard !forms.isEmpty, !forms.contains(.other) else { return nil }
        var alternatives: [String] = []
        if forms.contains(.digits) { alternatives.append("[0-9]+") }
        if forms.contains(.uuid) {
            alternatives.append("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
        }
        if forms.contains(.date) { alternatives.append("[0-9]{4}-[0-9]{2}-[0-9]{2}") }
        if forms.contains(.hex) { alternatives.append("[0-9a-fA-F]{8,}") }
        return "^(?:" + alternatives.joined(separator: "|") + ")$"
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
    }

    /// `8-4-4-4-12` hex digits.
    static func isUUID(_ bytes: some Collection<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        for (offset, byte) in bytes.enumerated() {
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if !isHexDigit(byte) {
                return false
            }
        }
        return true
    }

    /// `YYYY-MM-DD`.
    private static func isDate(_ bytes: some Collection<UInt8>) -> Bool {
        guard bytes.count == 10 else { return false }
        for (offset, byte) in bytes.enumerated() {
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if !isDigit(byte) {
                return false
            }
        }
        return true
    }
}
