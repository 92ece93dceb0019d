/// The two shapes of "normalized" API document that Coax can expand.
///
/// ```swift
/// let root: JSONValue = ["links": ["posts.comments": "http://example.com/posts/{posts.id}/comments"],
///                        "posts": [["id": "1"]]]
/// ExpansionFormat.detect(in: root)   // .links
/// ```
public enum ExpansionFormat: String, Sendable, Hashable, CaseIterable {
    /// A top-level `links` table of `"parent.child"` URL templates, with side-loaded collections
    /// (the JSON Templates Expander convention).
    ///
    /// ```swift
    /// ExpansionFormat.links.rawValue   // → "links"
    /// ```
    case links
    /// A JSON:API 1.1 compound document: `data` plus `included` resource objects.
    ///
    /// ```swift
    /// ExpansionFormat(rawValue: "jsonapi")   // .jsonAPI
    /// ```
    case jsonAPI = "jsonapi"
}

extension ExpansionFormat {
    /// The format of `root`, or nil when it is neither.
    ///
    /// A top-level `links` object with at least one dotted key (`"posts.author"`) means the
    /// links format: JSON:API reserves `.` in member names, so such a key never occurs in a
    /// JSON:API document. Otherwise a top-level `data`, `included`, `errors` or `jsonapi` member
    /// means JSON:API, and so does a top-level `meta` when every other top-level member is one
    /// JSON:API allows (`links`, an extension member `ns:name`, an @-member): a document of only
    /// `meta` is valid JSON:API.
    ///
    /// ```swift
    /// ExpansionFormat.detect(in: ["data": ["type": "people", "id": "9"]] as JSONValue)   // → .jsonAPI
    /// ExpansionFormat.detect(in: ["meta": ["total": 0]] as JSONValue)                   // → .jsonAPI
    /// ExpansionFormat.detect(in: ["meta": [:], "posts": []] as JSONValue)               // → nil
    /// ExpansionFormat.detect(in: ["name": "Ada"] as JSONValue)                          // → nil
    /// ```
    ///
    /// - Parameter root: the document's root, as a ``JSONNode`` or ``JSONValue``.
    /// - Returns: The format the top-level members show; nil for anything else, arrays and scalars
    ///   included.
    /// - Complexity: O(*n*) in the top-level members and the keys of the `links` table.
    public static func detect<Root: JSONReadable>(in root: Root) -> ExpansionFormat? {
        guard root.kind == .object, let members = root.members else { return nil }
        if let table = root["links"], let members = table.members,
            members.contains(where: { $0.key.contains(".") })
        {
            return .links
        }
        for marker in ["data", "included", "errors", "jsonapi"] where root[marker] != nil {
            return .jsonAPI
        }
        let onlyJSONAPIMembers = members.allSatisfy { member in
            member.key == "meta" || member.key == "links" || isExtensionOrAtMember(member.key)
        }
        if root["meta"] != nil, onlyJSONAPIMembers { return .jsonAPI }
        return nil
    }

    /// An extension member (`namespace:name`) or an @-member, which JSON:API 1.1 allows at the top
    /// level and in resource objects.
    static func isExtensionOrAtMember(_ name: String) -> Bool {
        name.hasPrefix("@") || name.contains(":")
    }
}

extension ExpansionFormat: CustomStringConvertible {
    /// The name used on the command line: `links` or `jsonapi`.
    ///
    /// ```swift
    /// "\(ExpansionFormat.jsonAPI)"   // "jsonapi"
    /// ```
    public var description: String { rawValue }
}
