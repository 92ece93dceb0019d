/// The six kinds of JSON value.
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"a": [1, "b"]}"#)
/// document.root["a"]?.kind   // .array
/// ```
public enum JSONKind: String, Sendable, Hashable, CaseIterable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool
    /// A number, whatever its literal.
    case number
    /// A string.
    case string
    /// An array.
    case array
    /// An object.
    case object
}

extension JSONKind: CustomStringConvertible {
    /// The kind's name as written in reports: `null`, `bool`, `number`, `string`, `array`, `object`.
    ///
    /// ```swift
    /// "\(JSONKind.object)"   // "object"
    /// ```
    public var description: String { rawValue }
}
