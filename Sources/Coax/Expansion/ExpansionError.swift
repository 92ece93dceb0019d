/// Why a document could not be expanded at all.
///
/// Problems inside an expandable document are never errors: they become
/// ``ExpansionWarning``s and the document is expanded as far as it can be.
///
/// ```swift
/// do {
///     _ = try Expander().expand(["name": "Ada"] as JSONValue)
/// } catch {
///     print(error)   // the document is neither a URL-template links document nor ...
/// }
/// ```
public enum ExpansionError: Error, Sendable, Hashable {
    /// The root is not an object (both formats are objects at the top).
    ///
    /// ```swift
    /// try Expander().expand([1, 2] as JSONValue)   // throws .rootNotObject(.array)
    /// ```
    case rootNotObject(JSONKind)
    /// Detection found neither format.
    ///
    /// ```swift
    /// try Expander().expand(["name": "Ada"] as JSONValue)   // throws .unrecognizedFormat
    /// ```
    case unrecognizedFormat
    /// The links format was chosen but there is no top-level `links` object.
    ///
    /// ```swift
    /// try Expander(format: .links).expand(["data": []] as JSONValue)   // throws .missingLinkTable
    /// ```
    case missingLinkTable
    /// JSON:API was chosen but none of `data`, `errors` or `meta` is at the top (JSON:API
    /// requires at least one).
    ///
    /// ```swift
    /// try Expander(format: .jsonAPI).expand(["posts": []] as JSONValue)   // throws .missingJSONAPIMembers
    /// ```
    case missingJSONAPIMembers
}

extension ExpansionError: CustomStringConvertible {
    /// A sentence saying what was expected.
    ///
    /// ```swift
    /// ExpansionError.rootNotObject(.array).description
    /// // "the document's root is an array; an expandable document is an object"
    /// ```
    public var description: String {
        switch self {
        case .rootNotObject(let kind):
            let article = kind == .array || kind == .object ? "an" : "a"
            return "the document's root is \(article) \(kind); an expandable document is an object"
        case .unrecognizedFormat:
            return "the document is neither a URL-template links document (a top-level \"links\" object "
                + "with \"parent.child\" keys) nor a JSON:API document (a top-level \"data\", \"included\", "
                + "\"errors\" or \"jsonapi\" member)"
        case .missingLinkTable:
            return "the document has no top-level \"links\" object, so there are no URL templates to expand"
        case .missingJSONAPIMembers:
            return "the document has none of the top-level members \"data\", \"errors\" or \"meta\" "
                + "that a JSON:API document must have"
        }
    }
}
