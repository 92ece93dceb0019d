/// Why a model could not be made from some input.
///
/// ```swift
/// do { _ = try Post(jsonText: "[1, 2]") }
/// catch { print(error) }   // "expected a JSON object, found an array"
/// ```
public enum JSONModelError: Error, Sendable, Hashable {
    /// The input is valid but its top-level value is not an object.
    ///
    /// ```swift
    /// try Post(jsonText: "[1, 2]")   // throws .notAnObject(found: .array)
    /// ```
    case notAnObject(found: JSONKind)
    /// The bytes are not valid JSON.
    ///
    /// ```swift
    /// try Post(jsonText: #"{"id": }"#)   // throws .invalidJSON(…) with the line and column
    /// ```
    case invalidJSON(JSONParseError)
    /// The JSON file could not be read or parsed.
    ///
    /// ```swift
    /// try Post(contentsOfJSONFile: "missing.json")   // throws .unreadableFile(…)
    /// ```
    case unreadableFile(JSONLoadError)
    /// The property-list file could not be read or parsed, or holds a value JSON cannot express.
    ///
    /// ```swift
    /// try Post(contentsOfPropertyListFile: "missing.plist")
    /// // throws .invalidPropertyList(path: "missing.plist", reason: "the file cannot be read")
    /// ```
    case invalidPropertyList(path: String?, reason: String)
}

extension JSONModelError: CustomStringConvertible {
    /// A one-line explanation.
    ///
    /// ```swift
    /// JSONModelError.notAnObject(found: .array).description   // "expected a JSON object, found an array"
    /// ```
    public var description: String {
        switch self {
        case .notAnObject(let kind):
            "expected a JSON object, found \(kind == .array || kind == .object ? "an" : "a") \(kind)"
        case .invalidJSON(let error):
            "invalid JSON: \(error)"
        case .unreadableFile(let error):
            "\(error)"
        case .invalidPropertyList(let path, let reason):
            (path.map { "\($0): " } ?? "") + "invalid property list: \(reason)"
        }
    }
}
