/// The kinds of problem an expansion reports as a warning, each with the values needed to
/// describe it.
///
/// ```swift
/// ExpansionProblem.missingLinkedResource(id: "5", collection: "comments").description
/// // "no resource with the id \"5\" in \"comments\"; written as {\"id\", \"href\"}"
/// ```
public enum ExpansionProblem: Sendable, Hashable {
    // MARK: URL-template links documents

    /// A key of the top-level `links` table is not `parent.child` (exactly one dot, both sides non-empty).
    ///
    /// ```swift
    /// ExpansionProblem.malformedLinkKey("posts")
    /// ```
    case malformedLinkKey(String)
    /// A key of the top-level `links` table occurs more than once.
    ///
    /// ```swift
    /// ExpansionProblem.duplicateLinkKey("posts.author")
    /// ```
    case duplicateLinkKey(String)
    /// A link table entry is neither a template string nor an object with an `href` string.
    ///
    /// ```swift
    /// ExpansionProblem.invalidLinkTemplate(.number)
    /// ```
    case invalidLinkTemplate(JSONKind)
    /// A link table entry is an object whose `href` is missing (nil) or not a string.
    ///
    /// ```swift
    /// ExpansionProblem.invalidLinkHref(nil)
    /// ```
    case invalidLinkHref(JSONKind?)
    /// A link table entry's `type` is not a string; the child's name is used as the collection.
    ///
    /// ```swift
    /// ExpansionProblem.linkTypeNotString(.number, fallback: "author")
    /// ```
    case linkTypeNotString(JSONKind, fallback: String)
    /// A template has no `{…}` placeholder; it is used as the `href` unchanged.
    ///
    /// ```swift
    /// ExpansionProblem.templateWithoutPlaceholder("http://example.com/people")
    /// ```
    case templateWithoutPlaceholder(String)
    /// A collection named by the link table is not in the document.
    ///
    /// ```swift
    /// ExpansionProblem.missingCollection("people")
    /// ```
    case missingCollection(String)
    /// A parent collection is not an array; it is kept as it is.
    ///
    /// ```swift
    /// ExpansionProblem.parentCollectionNotArray("posts", .object)
    /// ```
    case parentCollectionNotArray(String, JSONKind)
    /// A collection of related resources is not an array; its resources cannot be found.
    ///
    /// ```swift
    /// ExpansionProblem.relatedCollectionNotArray("people", .object)
    /// ```
    case relatedCollectionNotArray(String, JSONKind)
    /// A related resource has no usable `id` (a string or a number), so no link can reach it.
    ///
    /// ```swift
    /// ExpansionProblem.resourceWithoutID
    /// ```
    case resourceWithoutID
    /// Two related resources in one collection share an id; links reach the first.
    ///
    /// ```swift
    /// ExpansionProblem.duplicateResourceID(id: "3", collection: "comments")
    /// ```
    case duplicateResourceID(id: String, collection: String)
    /// A resource's own `links` names a child with no `parent.child` template; the entry stays
    /// in the resource's `links`.
    ///
    /// ```swift
    /// ExpansionProblem.unknownLinkKey("posts.editor")
    /// ```
    case unknownLinkKey(String)
    /// A resource's own link is not an id (string or number), an array of ids, or null.
    ///
    /// ```swift
    /// ExpansionProblem.invalidLinkedID(.object)
    /// ```
    case invalidLinkedID(JSONKind)
    /// A linked id has no resource in the related collection; it is written as `{"id", "href"}`.
    ///
    /// ```swift
    /// ExpansionProblem.missingLinkedResource(id: "5", collection: "comments")
    /// ```
    case missingLinkedResource(id: String, collection: String)
    /// A resource's `links` member is not an object; the templates are filled from its fields instead.
    ///
    /// ```swift
    /// ExpansionProblem.resourceLinksNotObject(.string)
    /// ```
    case resourceLinksNotObject(JSONKind)
    /// A placeholder names a field the resource does not have; it is left in the URL.
    ///
    /// ```swift
    /// ExpansionProblem.missingPlaceholderField(placeholder: "{posts.slug}", field: "slug")
    /// ```
    case missingPlaceholderField(placeholder: String, field: String)
    /// A placeholder's field is not a string or a number; it is left in the URL.
    ///
    /// ```swift
    /// ExpansionProblem.placeholderFieldNotText(placeholder: "{posts.tags}", kind: .array)
    /// ```
    case placeholderFieldNotText(placeholder: String, kind: JSONKind)
    /// A placeholder names another collection than the resource's; it is left in the URL.
    ///
    /// ```swift
    /// ExpansionProblem.foreignPlaceholder(placeholder: "{people.id}", collection: "posts")
    /// ```
    case foreignPlaceholder(placeholder: String, collection: String)
    /// A member already in the resource is replaced by the expansion's member of the same name.
    ///
    /// ```swift
    /// ExpansionProblem.memberReplaced("href")
    /// ```
    case memberReplaced(String)

    // MARK: Shared

    /// A primary resource is not an object; it is kept as it is.
    ///
    /// ```swift
    /// ExpansionProblem.resourceNotObject(.string)
    /// ```
    case resourceNotObject(JSONKind)
    /// A side-loaded resource (in `included`, or in a collection of related resources) is not
    /// an object; it is ignored.
    ///
    /// ```swift
    /// ExpansionProblem.sideLoadedResourceNotObject(.number)
    /// ```
    case sideLoadedResourceNotObject(JSONKind)

    // MARK: JSON:API compound documents

    /// Top-level `data` is not a resource object, an array of them, or null; it is kept as it is.
    ///
    /// ```swift
    /// ExpansionProblem.primaryDataInvalid(.string)
    /// ```
    case primaryDataInvalid(JSONKind)
    /// Top-level `included` is not an array; it is ignored.
    ///
    /// ```swift
    /// ExpansionProblem.includedNotArray(.object)
    /// ```
    case includedNotArray(JSONKind)
    /// A resource has no `type`; nothing can link to it.
    ///
    /// ```swift
    /// ExpansionProblem.missingType
    /// ```
    case missingType
    /// A resource's `type` is not a string; nothing can link to it.
    ///
    /// ```swift
    /// ExpansionProblem.typeNotString(.number)
    /// ```
    case typeNotString(JSONKind)
    /// An `id` is written as a number; it is compared by its literal text.
    ///
    /// ```swift
    /// ExpansionProblem.numericID("42")
    /// ```
    case numericID(String)
    /// An `id` is neither a string nor a number; it is not used to link.
    ///
    /// ```swift
    /// ExpansionProblem.idNotText(.bool)
    /// ```
    case idNotText(JSONKind)
    /// A `lid` is not a string; it is not used to link.
    ///
    /// ```swift
    /// ExpansionProblem.lidNotString(.number)
    /// ```
    case lidNotString(JSONKind)
    /// An included resource has neither `id` nor `lid`; nothing can link to it.
    ///
    /// ```swift
    /// ExpansionProblem.unidentifiedIncludedResource
    /// ```
    case unidentifiedIncludedResource
    /// A (type, id) or (type, lid) pair occurs twice; linkages reach the first, found at `firstPath`.
    ///
    /// ```swift
    /// ExpansionProblem.duplicateResource(identifier: "people/9", firstPath: JSONPath([.key("included"), .index(0)]))
    /// ```
    case duplicateResource(identifier: String, firstPath: JSONPath)
    /// `attributes` is not an object; it is kept as it is under `attributes`.
    ///
    /// ```swift
    /// ExpansionProblem.attributesNotObject(.array)
    /// ```
    case attributesNotObject(JSONKind)
    /// `relationships` is not an object; it is kept as it is under `relationships`.
    ///
    /// ```swift
    /// ExpansionProblem.relationshipsNotObject(.array)
    /// ```
    case relationshipsNotObject(JSONKind)
    /// A relationship is not an object; it is kept as it is.
    ///
    /// ```swift
    /// ExpansionProblem.relationshipNotObject(.string)
    /// ```
    case relationshipNotObject(JSONKind)
    /// A relationship's `data` is not null, an identifier object or an array; it is kept as it is.
    ///
    /// ```swift
    /// ExpansionProblem.linkageInvalid(.string)
    /// ```
    case linkageInvalid(JSONKind)
    /// A resource identifier lacks a string `type` or an `id`/`lid`; it is kept as it is.
    ///
    /// ```swift
    /// ExpansionProblem.identifierInvalid
    /// ```
    case identifierInvalid
    /// Linked resources missing from the document; their identifier objects stay in the output.
    ///
    /// ```swift
    /// ExpansionProblem.unresolvedLinkages(["comments/5", "comments/12"])
    /// ```
    case unresolvedLinkages([String])
    /// An attribute, relationship, `links` or `meta` has the name of a member already written
    /// for the resource (`type`, `id`, `lid`, or an earlier field); it is left out.
    ///
    /// ```swift
    /// ExpansionProblem.nameClash("id")
    /// ```
    case nameClash(String)
    /// A side-loaded resource (JSON:API `included`, or a consumed links-format collection) that
    /// no chain of links from the primary resources reaches; it does not appear in the output.
    ///
    /// ```swift
    /// ExpansionProblem.unlinkedResource("people/99")
    /// ```
    case unlinkedResource(String)
    /// A top-level member JSON:API does not define; it is kept as it is.
    ///
    /// ```swift
    /// ExpansionProblem.unknownTopLevelMember("posts")
    /// ```
    case unknownTopLevelMember(String)
    /// A top-level member occurs more than once; the last one is used.
    ///
    /// ```swift
    /// ExpansionProblem.duplicateTopLevelMember("data")
    /// ```
    case duplicateTopLevelMember(String)
    /// An include path names a relationship that no expanded resource has.
    ///
    /// ```swift
    /// ExpansionProblem.unmatchedIncludePath("comments.autor")
    /// ```
    case unmatchedIncludePath(String)
    /// Without an include list, expansion stops at `depth` relationships; `count` linkages
    /// below it stay identifier objects.
    ///
    /// ```swift
    /// ExpansionProblem.depthLimitReached(depth: 32, count: 12)
    /// ```
    case depthLimitReached(depth: Int, count: Int)
    /// The expansion reached its work limit; `count` further linkages stay identifier objects.
    ///
    /// ```swift
    /// ExpansionProblem.workLimitReached(limit: 100_000, count: 3)
    /// ```
    case workLimitReached(limit: Int, count: Int)
}

extension ExpansionProblem: CustomStringConvertible {
    /// One sentence: what is wrong and what the expansion did about it.
    ///
    /// ```swift
    /// ExpansionProblem.numericID("42").description
    /// // "the id 42 is a number, not a string; it is compared by its text \"42\""
    /// ```
    public var description: String {
        switch self {
        case .malformedLinkKey(let key):
            return "link key \(quoted(key)) is not of the form \"parent.child\"; ignored"
        case .duplicateLinkKey(let key):
            return "link key \(quoted(key)) occurs more than once; the last one is used"
        case .invalidLinkTemplate(let kind):
            return "a link is a URL template string or an object with an \"href\" string, not \(article(kind)); ignored"
        case .invalidLinkHref(nil):
            return "the link object has no \"href\" template; ignored"
        case .invalidLinkHref(let kind?):
            return "the link's \"href\" is \(article(kind)), not a URL template string; ignored"
        case .linkTypeNotString(let kind, let fallback):
            return "the link's \"type\" is \(article(kind)), not a collection name; \(quoted(fallback)) is used"
        case .templateWithoutPlaceholder(let template):
            return "the template \(quoted(template)) has no {…} placeholder; it is used unchanged"
        case .missingCollection(let name):
            return "there is no top-level collection \(quoted(name))"
        case .parentCollectionNotArray(let name, let kind):
            return "the collection \(quoted(name)) is \(article(kind)), not an array; kept as it is"
        case .relatedCollectionNotArray(let name, let kind):
            return "the collection \(quoted(name)) is \(article(kind)), not an array; its resources cannot be linked"
        case .resourceWithoutID:
            return "the resource has no \"id\" (a string or a number), so no link can reach it"
        case .duplicateResourceID(let id, let collection):
            return "another resource in \(quoted(collection)) has the id \(quoted(id)); links reach the first one"
        case .unknownLinkKey(let key):
            return "there is no link template \(quoted(key)); the entry stays under \"links\""
        case .invalidLinkedID(let kind):
            return "a linked id is a string, a number, an array of them or null, not \(article(kind)); kept as it is"
        case .missingLinkedResource(let id, let collection):
            return "no resource with the id \(quoted(id)) in \(quoted(collection)); written as {\"id\", \"href\"}"
        case .resourceLinksNotObject(let kind):
            return "\"links\" is \(article(kind)), not an object of linked ids; kept as it is, "
                + "and the templates are filled from the resource's fields"
        case .missingPlaceholderField(let placeholder, let field):
            return "the placeholder \(quoted(placeholder)) needs the field \(quoted(field)), "
                + "which the resource does not have; left in the URL"
        case .placeholderFieldNotText(let placeholder, let kind):
            return "the placeholder \(quoted(placeholder)) would be filled from \(article(kind)); left in the URL"
        case .foreignPlaceholder(let placeholder, let collection):
            return "the placeholder \(quoted(placeholder)) does not name a field of \(quoted(collection)); "
                + "left in the URL"
        case .memberReplaced(let key):
            return "the resource's own \(quoted(key)) is replaced by the expansion"
        case .resourceNotObject(let kind):
            return "the resource is \(article(kind)), not an object; kept as it is"
        case .sideLoadedResourceNotObject(let kind):
            return "the side-loaded resource is \(article(kind)), not an object; ignored"
        case .primaryDataInvalid(let kind):
            return "\"data\" is \(article(kind)), not a resource object, an array of them or null; kept as it is"
        case .includedNotArray(let kind):
            return "\"included\" is \(article(kind)), not an array; ignored"
        case .missingType:
            return "the resource has no \"type\"; nothing can link to it"
        case .typeNotString(let kind):
            return "\"type\" is \(article(kind)), not a string; nothing can link to the resource"
        case .numericID(let literal):
            return "the id \(literal) is a number, not a string; it is compared by its text \(quoted(literal))"
        case .idNotText(let kind):
            return "\"id\" is \(article(kind)), not a string; it is not used to link"
        case .lidNotString(let kind):
            return "\"lid\" is \(article(kind)), not a string; it is not used to link"
        case .unidentifiedIncludedResource:
            return "the included resource has neither \"id\" nor \"lid\"; nothing can link to it"
        case .duplicateResource(let identifier, let firstPath):
            return "\(escaped(identifier)) is already defined at \(firstPath); linkages reach that one"
        case .attributesNotObject(let kind):
            return "\"attributes\" is \(article(kind)), not an object; kept as it is"
        case .relationshipsNotObject(let kind):
            return "\"relationships\" is \(article(kind)), not an object; kept as it is"
        case .relationshipNotObject(let kind):
            return "the relationship is \(article(kind)), not an object; kept as it is"
        case .linkageInvalid(let kind):
            return "the linkage is \(article(kind)), not null, a resource identifier or an array of them; "
                + "kept as it is"
        case .identifierInvalid:
            return "the resource identifier needs a string \"type\" and an \"id\" or \"lid\"; kept as it is"
        case .unresolvedLinkages(let identifiers):
            let count = identifiers.count
            let noun = count == 1 ? "linked resource is" : "linked resources are"
            let pronoun = count == 1 ? "it stays an identifier object" : "they stay identifier objects"
            let list = identifiers.map(escaped).joined(separator: ", ")
            return "\(count) \(noun) not in the document (\(list)); \(pronoun)"
        case .nameClash(let name):
            return "\(quoted(name)) has the name of a member already written for this resource; left out"
        case .unlinkedResource(let identifier):
            return "\(escaped(identifier)) is side-loaded but no link from the primary resources reaches it; "
                + "it is left out"
        case .unknownTopLevelMember(let name):
            return "\(quoted(name)) is not a JSON:API top-level member; kept as it is"
        case .duplicateTopLevelMember(let name):
            return "\(quoted(name)) occurs more than once; the last one is used"
        case .unmatchedIncludePath(let path):
            return "the include path \(quoted(path)) matches no relationship"
        case .depthLimitReached(let depth, let count):
            let noun = count == 1 ? "linkage stays an identifier object" : "linkages stay identifier objects"
            return "expansion stops \(depth) relationships deep; \(count) \(noun) "
                + "(choose the relationships to expand with an include list)"
        case .workLimitReached(let limit, let count):
            let noun = count == 1 ? "linkage stays an identifier object" : "linkages stay identifier objects"
            return "expansion reached its limit of \(limit) resources and linkages written; \(count) further \(noun) "
                + "(choose the relationships to expand with an include list)"
        }
    }
}

/// A name in double quotes, escaped as ``escaped(_:)`` does.
private func quoted(_ text: String) -> String {
    "\"" + escaped(text) + "\""
}

/// `text` with quotes and backslashes escaped as in JSON, and every character a terminal must
/// not receive raw written as an escape (``PrintableText``), so that a warning never carries raw
/// control or bidirectional characters from the document.
private func escaped(_ text: String) -> String {
    PrintableText.escaped(text, style: .json)
}

private func article(_ kind: JSONKind) -> String {
    switch kind {
    case .null: "null"
    case .array, .object: "an \(kind)"
    case .bool: "a Boolean"
    case .number, .string: "a \(kind)"
    }
}
