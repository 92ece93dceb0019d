/// The result of expanding a document: the expanded value, the format it was read as, and the
/// warnings raised on the way.
///
/// ```swift
/// let expansion = try Expander().expand(document.root)
/// expansion.format      // .jsonAPI
/// expansion.value       // the expanded document
/// expansion.warnings    // [] when the document was clean
/// ```
public struct Expansion: Sendable, Hashable {
    /// The expanded document.
    ///
    /// ```swift
    /// expansion.value["data"]?["author"]?["name"]   // .string("Ada")
    /// ```
    public var value: JSONValue
    /// The format the document was expanded as (detected or chosen).
    ///
    /// ```swift
    /// let root: JSONValue = ["links": ["posts.author": "http://example.com/people/{posts.author}"],
    ///                        "posts": [["id": "1", "author": "9"]]]
    /// try Expander().expand(root).format   // → .links
    /// ```
    public var format: ExpansionFormat
    /// The warnings, in the order they were found. Each names a path in the input document.
    ///
    /// ```swift
    /// let root: JSONValue = ["links": ["posts.author": "http://example.com/people/{posts.author}"],
    ///                        "posts": [["id": "1", "author": "9"]]]
    /// try Expander().expand(root).warnings.map(\.description)
    /// // → ["$['posts'][0]['author']: the resource's own \"author\" is replaced by the expansion"]
    /// ```
    public var warnings: [ExpansionWarning]
}
