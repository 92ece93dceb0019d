/// Why a document could not be expanded at all: a ``code`` saying which kind (new kinds may be
/// added, so compare codes rather than expecting a fixed list) and a ``message``.
///
/// Problems inside an expandable document are never errors: they become
/// ``ExpansionWarning``s and the document is expanded as far as it can be.
///
/// ```swift
/// do {
///     _ = try Expander().expand(["name": "Ada"] as JSONValue)
/// } catch {
///     error.code   // → .unrecognizedFormat
///     print(error) // the document is neither a URL-template links document nor ...
/// }
/// ```
public struct ExpansionError: Error, Sendable, Hashable {
    /// Which kind of failure: a stable identifier such as `unrecognized-format`.
    public typealias Code = ErrorCode<ExpansionError>

    /// Which kind of failure this is.
    public let code: Code
    /// A sentence saying what was expected.
    public let message: String

    private init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The root is not an object (both formats are objects at the top).
    ///
    /// ```swift
    /// ExpansionError.rootNotObject(.array).message
    /// // → "the document's root is an array; an expandable document is an object"
    /// ```
    ///
    /// - Parameter kind: the kind of the root found.
    /// - Returns: An error with the code `.rootNotObject`.
    static func rootNotObject(_ kind: JSONKind) -> ExpansionError {
        let article = kind == .array || kind == .object ? "an" : "a"
        return ExpansionError(
            .rootNotObject, "the document's root is \(article) \(kind); an expandable document is an object")
    }

    /// Detection found neither format.
    ///
    /// ```swift
    /// try Expander().expand(["name": "Ada"] as JSONValue)   // throws .unrecognizedFormat
    /// ```
    static let unrecognizedFormat = ExpansionError(
        .unrecognizedFormat,
        "the document is neither a URL-template links document (a top-level \"links\" object "
            + "with \"parent.child\" keys) nor a JSON:API document (a top-level \"data\", \"included\", "
            + "\"errors\" or \"jsonapi\" member, or \"meta\" with only JSON:API members beside it)")

    /// The links format was chosen but there is no top-level `links` object.
    ///
    /// ```swift
    /// try Expander(format: .links).expand(["data": []] as JSONValue)   // throws .missingLinkTable
    /// ```
    static let missingLinkTable = ExpansionError(
        .missingLinkTable, "the document has no top-level \"links\" object, so there are no URL templates to expand")

    /// JSON:API was chosen but none of `data`, `errors` or `meta` is at the top (JSON:API
    /// requires at least one).
    ///
    /// ```swift
    /// try Expander(format: .jsonAPI).expand(["posts": []] as JSONValue)   // throws .missingJSONAPIMembers
    /// ```
    static let missingJSONAPIMembers = ExpansionError(
        .missingJSONAPIMembers,
        "the document has none of the top-level members \"data\", \"errors\" or \"meta\" "
            + "that a JSON:API document must have")

    /// The expanded document could not be written, gathered or indexed whole — memory ran out,
    /// or it is larger than one document can be — so none of it is given.
    ///
    /// ```swift
    /// ExpansionError.tooLarge("not enough memory to write it").description
    /// // → "the expanded document is too large: not enough memory to write it"
    /// ```
    ///
    /// - Parameter reason: what could not be had.
    /// - Returns: An error with the code `.tooLarge`.
    static func tooLarge(_ reason: String) -> ExpansionError {
        ExpansionError(.tooLarge, "the expanded document is too large: \(reason)")
    }

    /// Memory for the expanded text ran out.
    static let outOfMemory = tooLarge("not enough memory to write it")
}

extension ExpansionError: CustomStringConvertible {
    /// The message.
    ///
    /// ```swift
    /// ExpansionError.rootNotObject(.string).description
    /// // → "the document's root is a string; an expandable document is an object"
    /// ```
    public var description: String { message }
}

extension ErrorCode where Domain == ExpansionError {
    /// The root is not an object.
    public static let rootNotObject = Self(rawValue: "root-not-object")
    /// Detection found neither format.
    public static let unrecognizedFormat = Self(rawValue: "unrecognized-format")
    /// The links format was chosen but there is no top-level `links` object.
    public static let missingLinkTable = Self(rawValue: "missing-link-table")
    /// JSON:API was chosen but none of `data`, `errors` or `meta` is at the top.
    public static let missingJSONAPIMembers = Self(rawValue: "missing-jsonapi-members")
    /// The expanded document could not be had whole: memory ran out, or it is larger than one
    /// document can be.
    public static let tooLarge = Self(rawValue: "too-large")
}
