/// Expands "normalized" API documents: URL-template `links` documents and JSON:API 1.1
/// compound documents.
///
/// The expander reads any ``JSONReadable`` root (a parsed document's root node or a
/// ``JSONValue``) and never changes it. It runs without recursion: JSON:API resources are
/// expanded breadth-first from an explicit work list, so neither long chains nor cycles can
/// exhaust the stack, and the output is at most ``depthCeiling`` relationships deep whatever
/// the options say. Every lookup goes through dictionaries built in one pass, so the time is
/// proportional to the input plus the output, and the output is capped by ``workLimit``.
///
/// ```swift
/// let document = try JSONDocument.load(path: "SampleData/jsonapi-blog.json")
/// let expander = Expander(include: try IncludeList(parsing: "author,comments.author"))
/// let expansion = try expander.expand(document.root)          // an owned value
/// print(expansion.value["data"]?[0]?["author"]?["name"] ?? nil)
/// let text = try expander.plan(document.root).bytes(.pretty)  // the text, no value built
/// ```
public struct Expander: Sendable {
    /// How many relationships deep a JSON:API expansion goes when there is no include list.
    ///
    /// ```swift
    /// Expander().maximumDepth == Expander.defaultMaximumDepth   // 32
    /// ```
    public static let defaultMaximumDepth = 32

    /// The deepest any JSON:API expansion goes, whatever ``maximumDepth`` or the include list say.
    ///
    /// Each relationship adds up to three levels of nesting to the output (resource, member,
    /// array), and deeply nested values are costly for every later consumer (writers, equality,
    /// even releasing the value is recursive in Swift), so the output stays well within what a
    /// 512 KiB thread stack can take apart.
    ///
    /// ```swift
    /// Expander(maximumDepth: 10_000).maximumDepth   // 256
    /// ```
    public static let depthCeiling = 256

    /// The format to read the document as; nil detects it (``ExpansionFormat/detect(in:)``).
    ///
    /// ```swift
    /// Expander(format: .links).format   // .links
    /// ```
    public var format: ExpansionFormat?
    /// The JSON:API relationships to expand; nil expands every relationship, down to
    /// ``maximumDepth``. Ignored by the links format, whose expansion is one level by nature.
    ///
    /// ```swift
    /// Expander(include: IncludeList(paths: [["author"]])).include?.depth   // 1
    /// ```
    public var include: IncludeList?
    /// How many relationships deep a JSON:API expansion without include list goes, at most
    /// ``depthCeiling``. Deeper linkages stay identifier objects, with a warning.
    ///
    /// ```swift
    /// Expander(maximumDepth: 2).maximumDepth   // 2
    /// ```
    public var maximumDepth: Int {
        didSet { maximumDepth = Expander.clampedDepth(maximumDepth) }
    }
    /// The most resources and linkages a JSON:API expansion writes; nil means four times the
    /// number of resources and linkages in the document, plus 10,000. Expanding a resource costs
    /// one plus its number of linkages; once the limit is reached, further linkages stay
    /// identifier objects, with a warning. The primary resources are always written.
    ///
    /// This keeps the work proportional to the document: a graph whose resources link back and
    /// forth (people to articles to people) has exponentially many paths to expand.
    ///
    /// ```swift
    /// Expander(workLimit: 1_000).workLimit   // 1000
    /// ```
    public var workLimit: Int?

    /// Creates an expander.
    ///
    /// - Parameters:
    ///   - format: the input's format, or nil to detect it (``ExpansionFormat/detect(in:)``).
    ///   - include: the JSON:API relationships to expand, as the `include` query parameter names
    ///     them; nil expands every relationship.
    ///   - maximumDepth: how many relationships deep JSON:API expansion goes; clamped to
    ///     ``depthCeiling``.
    ///   - workLimit: the most resources and linkages one expansion writes; nil for the default,
    ///     which grows with the document (see ``workLimit``).
    public init(
        format: ExpansionFormat? = nil,
        include: IncludeList? = nil,
        maximumDepth: Int = Expander.defaultMaximumDepth,
        workLimit: Int? = nil
    ) {
        self.format = format
        self.include = include
        self.maximumDepth = Expander.clampedDepth(maximumDepth)
        self.workLimit = workLimit.map { max(0, $0) }
    }

    /// Expands `root`, detecting its format unless ``format`` is set.
    ///
    /// Throws only when the document cannot be read as the format at all (its root is not an
    /// object, detection finds neither format, or the chosen format's required members are
    /// missing); every other problem is a warning in the result.
    ///
    /// The value is built from the expanded text; to write the output, or to browse it, ask for
    /// a ``plan(_:)-(JSONNode)`` instead, which builds no value.
    ///
    /// ```swift
    /// let root: JSONValue = [
    ///     "links": ["posts.comments": "http://example.com/posts/{posts.id}/comments"],
    ///     "posts": [["id": "1", "title": "Rails is Omakase"]],
    /// ]
    /// try Expander().expand(root).value
    /// // {"posts": [{"id": "1", "title": "Rails is Omakase",
    /// //             "comments": {"href": "http://example.com/posts/1/comments"}}]}
    /// ```
    ///
    /// - Parameter root: the document's root: a ``JSONNode``, a ``JSONValue``, or any readable value.
    /// - Returns: the expanded value, its format and its warnings.
    /// - Throws: ``ExpansionError`` when the root is not an object, neither format is detected,
    ///   or the chosen format's required members are missing; other problems are warnings.
    package func expand<Root: JSONReadable>(_ root: Root) throws(ExpansionError) -> Expansion {
        try plan(root).expansion()
    }

    /// Expands a parsed document's root.
    ///
    /// ```swift
    /// let expansion = try Expander().expand(try JSONDocument.load(path: "SampleData/jsonapi-blog.json").root)
    /// expansion.format   // .jsonAPI
    /// ```
    ///
    /// - Parameter root: the root of a parsed document.
    /// - Returns: the expanded value, its format and its warnings.
    /// - Throws: ``ExpansionError`` when the root is not an object, neither format is detected,
    ///   or the chosen format's required members are missing; other problems are warnings.
    public func expand(_ root: JSONNode) throws(ExpansionError) -> Expansion {
        try plan(root).expansion()
    }

    /// Expands an owned value.
    ///
    /// ```swift
    /// try Expander().expand(["data": nil] as JSONValue).value   // {"data": null}
    /// ```
    ///
    /// - Parameter root: the document's root, as a value.
    /// - Returns: the expanded value, its format and its warnings.
    /// - Throws: ``ExpansionError`` when the root is not an object, neither format is detected,
    ///   or the chosen format's required members are missing; other problems are warnings.
    public func expand(_ root: JSONValue) throws(ExpansionError) -> Expansion {
        try plan(root).expansion()
    }

    /// Works out the expansion of a parsed document's root without writing it: the format, the
    /// warnings, and an ``ExpansionPlan`` that writes the output straight from the document's
    /// bytes — streamed, gathered, or indexed as a document.
    ///
    /// ```swift
    /// let document = try JSONDocument.load(path: "SampleData/jsonapi-blog.json")
    /// let plan = try Expander().plan(document.root)
    /// plan.format   // .jsonAPI
    /// try plan.write(.pretty) { chunk in try output.write(contentsOf: chunk) }
    /// ```
    ///
    /// - Parameter root: the root of a parsed document.
    /// - Returns: the format, the warnings, and what writes the output.
    /// - Throws: ``ExpansionError`` when the root is not an object, neither format is detected,
    ///   or the chosen format's required members are missing; other problems are warnings.
    public func plan(_ root: JSONNode) throws(ExpansionError) -> ExpansionPlan {
        guard root.kind == .object else { throw ExpansionError.rootNotObject(root.kind) }
        let chosen: ExpansionFormat
        if let format {
            chosen = format
        } else if let detected = ExpansionFormat.detect(in: root) {
            chosen = detected
        } else {
            throw ExpansionError.unrecognizedFormat
        }
        switch chosen {
        case .links:
            guard root["links"]?.kind == .object else { throw ExpansionError.missingLinkTable }
            var expander = LinksExpander(root: root)
            let (output, warnings) = expander.run()
            return ExpansionPlan(format: .links, warnings: warnings, output: .links(output, root.document))
        case .jsonAPI:
            guard root["data"] != nil || root["errors"] != nil || root["meta"] != nil else {
                throw ExpansionError.missingJSONAPIMembers
            }
            let depthLimit = include.map { min($0.depth, Expander.depthCeiling) } ?? maximumDepth
            var expander = JSONAPIExpander(
                root: root, include: include, depthLimit: depthLimit, workLimit: workLimit)
            let (plan, warnings) = expander.run()
            return ExpansionPlan(format: .jsonAPI, warnings: warnings, output: .jsonAPI(plan))
        }
    }

    /// Works out the expansion of an owned value (indexed as a document first).
    ///
    /// ```swift
    /// let plan = try Expander().plan(["data": ["type": "people", "id": "9"]] as JSONValue)
    /// plan.format   // .jsonAPI
    /// ```
    ///
    /// - Parameter root: the document's root, as a value.
    /// - Returns: the format, the warnings, and what writes the output.
    /// - Throws: ``ExpansionError`` when the root is not an object, neither format is detected,
    ///   or the chosen format's required members are missing; other problems are warnings.
    public func plan(_ root: JSONValue) throws(ExpansionError) -> ExpansionPlan {
        guard root.kind == .object else { throw ExpansionError.rootNotObject(root.kind) }
        return try plan(JSONDocument(root).root)
    }

    /// Works out the expansion of any readable root: a document node or an owned value as
    /// they are, anything else through its `jsonValue`.
    ///
    /// ```swift
    /// func outline<Root: JSONReadable>(_ root: Root) throws -> [UInt8] {
    ///     try Expander().plan(root).bytes(.pretty)
    /// }
    /// ```
    ///
    /// - Parameter root: the document's root.
    /// - Returns: the format, the warnings, and what writes the output.
    /// - Throws: ``ExpansionError`` when the root is not an object, neither format is detected,
    ///   or the chosen format's required members are missing; other problems are warnings.
    package func plan<Root: JSONReadable>(_ root: Root) throws(ExpansionError) -> ExpansionPlan {
        if let node = root as? JSONNode { return try plan(node) }
        if let value = root as? JSONValue { return try plan(value) }
        guard root.kind == .object else { throw ExpansionError.rootNotObject(root.kind) }
        return try plan(root.jsonValue)
    }

    private static func clampedDepth(_ depth: Int) -> Int {
        min(max(0, depth), depthCeiling)
    }
}
