/// Why a model could not be made from some input: a ``code`` saying which kind (new kinds may be
/// added, so compare codes rather than expecting a fixed list), the ``message``, and for invalid
/// JSON or an unreadable file the underlying error.
///
/// ```swift
/// do { _ = try Post(jsonText: "[1, 2]") }
/// catch { print(error) }   // "expected a JSON object, found an array"
/// ```
public struct JSONModelError: Error, Sendable, Hashable {
    /// Which kind of failure: a stable identifier such as `not-an-object`.
    public typealias Code = ErrorCode<JSONModelError>

    /// Which kind of failure this is.
    public let code: Code
    /// A one-line explanation.
    public let message: String
    /// For the `invalidJSON` code: where and why parsing failed.
    public let parseError: JSONParseError?
    /// For the `unreadableFile` code: why the file could not be loaded.
    public let loadError: JSONLoadError?

    private init(
        _ code: Code, _ message: String, parseError: JSONParseError? = nil, loadError: JSONLoadError? = nil
    ) {
        self.code = code
        self.message = message
        self.parseError = parseError
        self.loadError = loadError
    }

    /// The input is valid but its top-level value is not an object.
    ///
    /// ```swift
    /// try Post(jsonText: "[1, 2]")   // throws .notAnObject(found: .array)
    /// ```
    ///
    /// - Parameter kind: the kind of the top-level value found.
    /// - Returns: An error with the code `.notAnObject` and the message `expected a JSON object,
    ///   found an array`.
    static func notAnObject(found kind: JSONKind) -> JSONModelError {
        JSONModelError(
            .notAnObject, "expected a JSON object, found \(kind == .array || kind == .object ? "an" : "a") \(kind)")
    }

    /// The bytes are not valid JSON.
    ///
    /// ```swift
    /// try Post(jsonText: #"{"id": }"#)   // throws .invalidJSON(…) with the line and column
    /// ```
    ///
    /// - Parameter error: where and why parsing stopped; kept as ``parseError``.
    /// - Returns: An error with the code `.invalidJSON`.
    static func invalidJSON(_ error: JSONParseError) -> JSONModelError {
        JSONModelError(.invalidJSON, "invalid JSON: \(error)", parseError: error)
    }

    /// The JSON file could not be read or parsed.
    ///
    /// ```swift
    /// try Post(contentsOfJSONFile: "missing.json")   // throws .unreadableFile(…)
    /// ```
    ///
    /// - Parameter error: why the file could not be loaded; kept as ``loadError``.
    /// - Returns: An error with the code `.unreadableFile` and the load error's message.
    static func unreadableFile(_ error: JSONLoadError) -> JSONModelError {
        JSONModelError(.unreadableFile, "\(error)", loadError: error)
    }

    /// The property-list file could not be read or parsed, or holds a value JSON cannot express.
    ///
    /// ```swift
    /// try Post(contentsOfPropertyListFile: "missing.plist")
    /// // throws .invalidPropertyList(path: "missing.plist", reason: "the file cannot be read")
    /// ```
    ///
    /// - Parameters:
    ///   - path: the file's path, or nil for property-list data not read from a file.
    ///   - reason: what is wrong, as the message ends.
    /// - Returns: An error with the code `.invalidPropertyList`.
    static func invalidPropertyList(path: String?, reason: String) -> JSONModelError {
        let shown = path.map { PrintableText.escaped($0) + ": " } ?? ""
        return JSONModelError(.invalidPropertyList, shown + "invalid property list: " + PrintableText.escaped(reason))
    }
}

extension JSONModelError: CustomStringConvertible {
    /// The message.
    ///
    /// ```swift
    /// JSONModelError.notAnObject(found: .array).description   // → "expected a JSON object, found an array"
    /// ```
    public var description: String { message }
}

extension ErrorCode where Domain == JSONModelError {
    /// The input is valid but its top-level value is not an object.
    public static let notAnObject = Self(rawValue: "not-an-object")
    /// The bytes are not valid JSON.
    public static let invalidJSON = Self(rawValue: "invalid-json")
    /// The JSON file could not be read or parsed.
    public static let unreadableFile = Self(rawValue: "unreadable-file")
    /// The property-list file could not be read or parsed, or holds a value JSON cannot express.
    public static let invalidPropertyList = Self(rawValue: "invalid-property-list")
}
