/// The originals' "dictionary matches declared properties" check: the expected keys are declared
/// once per type (``JSONModel/expectedKeys``), and a model lists those its object lacks.
extension JSONModel {
    /// The expected keys (``JSONModel/expectedKeys``) that the object lacks, in declaration
    /// order. A key present with `null` counts as present; dotted keys are followed into nested objects.
    ///
    /// ```swift
    /// final class User: JSONModel {
    ///     override class var expectedKeys: [String] { ["id", "name", "address.city"] }
    /// }
    /// try User(jsonText: #"{"id": 1, "address": {}}"#).missingKeys   // ["name", "address.city"]
    /// ```
    public var missingKeys: [String] {
        let object = self.object
        return Self.expectedKeys.filter { ModelKey.value(in: object, at: $0) == nil }
    }

    /// The top-level keys of the object that no expected key names (or starts, for dotted keys),
    /// in document order without repeats: fields the server sends that the type does not declare.
    ///
    /// ```swift
    /// try User(jsonText: #"{"id": 1, "name": "A", "nickname": "a"}"#).unexpectedKeys   // ["nickname"]
    /// ```
    public var unexpectedKeys: [String] {
        let expected = Set(Self.expectedKeys.flatMap { key in [key, ModelKey.pathComponents(of: key)[0]] })
        var seen = Set<String>()
        return object.keys.filter { !expected.contains($0) && seen.insert($0).inserted }
    }

    /// Whether the object has every expected key.
    ///
    /// ```swift
    /// try User(jsonText: #"{"id": 1, "address": {}}"#).hasExpectedKeys                                 // → false
    /// try User(jsonText: #"{"id": 1, "name": null, "address": {"city": "Oslo"}}"#).hasExpectedKeys   // → true
    /// ```
    public var hasExpectedKeys: Bool { missingKeys.isEmpty }
}
