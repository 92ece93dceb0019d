/// A problem an expansion reports as a warning: a ``code`` saying which kind (new kinds may be
/// added in later versions, so compare codes rather than expecting a fixed list) and a one-sentence
/// ``message`` saying what is wrong and what the expansion did about it. Text from the document in
/// messages is escaped for the terminal.
///
/// ```swift
/// let root: JSONValue = ["data": ["type": "posts", "id": 42]]
/// let problem = try Expander().expand(root).warnings.first?.problem
/// problem?.code      // → .numericID
/// problem?.message   // → "the id 42 is a number, not a string; it is compared by its text \"42\""
/// ```
public struct ExpansionProblem: Sendable, Hashable {
    /// Which kind of problem: a stable identifier such as `missing-linked-resource`.
    ///
    /// ```swift
    /// ExpansionProblem.Code.numericID.rawValue   // → "numeric-id"
    /// ```
    public typealias Code = ErrorCode<ExpansionProblem>

    /// Which kind of problem this is.
    public let code: Code
    /// One sentence: what is wrong and what the expansion did about it.
    public let message: String

    /// A problem of a kind with its message (text from the document already escaped).
    ///
    /// Each kind is documented once, by its ``Code``; the factories below write its message, and
    /// docs/expansion.md lists every message as `coax expand` prints it.
    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    // MARK: URL-template links documents

    static func malformedLinkKey(_ key: String) -> ExpansionProblem {
        ExpansionProblem(
            .malformedLinkKey, "link key \(quoted(key)) is not of the form \"parent.child\"; ignored")
    }

    static func duplicateLinkKey(_ key: String) -> ExpansionProblem {
        ExpansionProblem(
            .duplicateLinkKey, "link key \(quoted(key)) occurs more than once; the last one is used")
    }

    static func invalidLinkTemplate(_ kind: JSONKind) -> ExpansionProblem {
        ExpansionProblem(
            .invalidLinkTemplate,
            "a link is a URL template string or an object with an \"href\" string, not \(article(kind)); ignored")
    }

    static func invalidLinkHref(_ kind: JSONKind?) -> ExpansionProblem {
        guard let kind else {
            return ExpansionProblem(.invalidLinkHref, "the link object has no \"href\" template; ignored")
        }
        return misfit(.linkHref, kind)
    }

    static func templateWithoutPlaceholder(_ template: String) -> ExpansionProblem {
        ExpansionProblem(
            .templateWithoutPlaceholder, "the template \(quoted(template)) has no {…} placeholder; it is used unchanged"
        )
    }

    static func missingCollection(_ name: String) -> ExpansionProblem {
        ExpansionProblem(
            .missingCollection, "there is no top-level collection \(quoted(name))")
    }

    /// A related resource has no usable `id` (a string or a number), so no link can reach it.
    ///
    /// ```swift
    /// ExpansionProblem.resourceWithoutID.message
    /// // → "the resource has no \"id\" (a string or a number), so no link can reach it"
    /// ```
    package static let resourceWithoutID = ExpansionProblem(
        .resourceWithoutID, "the resource has no \"id\" (a string or a number), so no link can reach it")

    static func duplicateResourceID(id: String, collection: String) -> ExpansionProblem {
        ExpansionProblem(
            .duplicateResourceID,
            "another resource in \(quoted(collection)) has the id \(quoted(id)); links reach the first one")
    }

    static func unknownLinkKey(_ key: String) -> ExpansionProblem {
        ExpansionProblem(
            .unknownLinkKey, "there is no link template \(quoted(key)); the entry stays under \"links\"")
    }

    static func invalidLinkedID(_ kind: JSONKind) -> ExpansionProblem {
        ExpansionProblem(
            .invalidLinkedID,
            "a linked id is a string, a number, an array of them or null, not \(article(kind)); kept as it is")
    }

    static func missingLinkedResource(id: String, collection: String) -> ExpansionProblem {
        ExpansionProblem(
            .missingLinkedResource,
            "no resource with the id \(quoted(id)) in \(quoted(collection)); written as {\"id\", \"href\"}")
    }

    static func missingPlaceholderField(placeholder: String, field: String) -> ExpansionProblem {
        ExpansionProblem(
            .missingPlaceholderField,
            "the placeholder \(quoted(placeholder)) needs the field \(quoted(field)), "
                + "which the resource does not have; left in the URL")
    }

    static func placeholderFieldNotText(placeholder: String, kind: JSONKind) -> ExpansionProblem {
        ExpansionProblem(
            .placeholderFieldNotText,
            "the placeholder \(quoted(placeholder)) would be filled from \(article(kind)); left in the URL")
    }

    static func foreignPlaceholder(placeholder: String, collection: String) -> ExpansionProblem {
        ExpansionProblem(
            .foreignPlaceholder,
            "the placeholder \(quoted(placeholder)) does not name a field of \(quoted(collection)); "
                + "left in the URL")
    }

    static func memberReplaced(_ key: String) -> ExpansionProblem {
        ExpansionProblem(
            .memberReplaced, "the resource's own \(quoted(key)) is replaced by the expansion")
    }

    // MARK: Values of the wrong kind, in both formats

    /// A value of the wrong kind, which the expansion keeps, ignores or does not use: each case
    /// names the value and, in ``misfit(_:_:)``, what it should be and what was done.
    enum Misfit {
        case resource, sideLoadedResource, resourceLinks, linkHref, linkType(fallback: String)
        case parentCollection(String), relatedCollection(String)
        case primaryData, included, type, id, lid, attributes, relationships, relationship, linkage, includedValue
    }

    /// "<the value> is <kind>, not <what it should be>; <what was done>", with the code of the
    /// problem: the one sentence of every ``Misfit``.
    ///
    /// ```swift
    /// ExpansionProblem.misfit(.attributes, .array).message
    /// // → "\"attributes\" is an array, not an object; kept as it is"
    /// ```
    static func misfit(_ value: Misfit, _ kind: JSONKind) -> ExpansionProblem {
        let kept = "kept as it is"
        let (code, subject, expected, outcome): (Code, String, String, String) =
            switch value {
            case .resource: (.resourceNotObject, "the resource", "an object", kept)
            case .sideLoadedResource: (.sideLoadedResourceNotObject, "the side-loaded resource", "an object", "ignored")
            case .resourceLinks:
                (
                    .resourceLinksNotObject, "\"links\"", "an object of linked ids",
                    "kept as it is, and the templates are filled from the resource's fields"
                )
            case .linkHref: (.invalidLinkHref, "the link's \"href\"", "a URL template string", "ignored")
            case .linkType(let fallback):
                (.linkTypeNotString, "the link's \"type\"", "a collection name", "\(quoted(fallback)) is used")
            case .parentCollection(let name):
                (.parentCollectionNotArray, "the collection \(quoted(name))", "an array", kept)
            case .relatedCollection(let name):
                (
                    .relatedCollectionNotArray, "the collection \(quoted(name))", "an array",
                    "its resources cannot be linked"
                )
            case .primaryData: (.primaryDataInvalid, "\"data\"", "a resource object, an array of them or null", kept)
            case .included:
                (
                    .includedNotArray, "\"included\"", "an array",
                    kind == .object ? "it is read as the one included resource" : kept
                )
            case .type: (.typeNotString, "\"type\"", "a string", "nothing can link to the resource")
            case .id: (.idNotText, "\"id\"", "a string", "it is not used to link")
            case .lid: (.lidNotString, "\"lid\"", "a string", "it is not used to link")
            case .attributes: (.attributesNotObject, "\"attributes\"", "an object", kept)
            case .relationships: (.relationshipsNotObject, "\"relationships\"", "an object", kept)
            case .relationship: (.relationshipNotObject, "the relationship", "an object", kept)
            case .linkage:
                (.linkageInvalid, "the linkage", "null, a resource identifier or an array of them", kept)
            case .includedValue:
                (.includedValueNotObject, "the included value", "a resource object", "it stays under \"included\"")
            }
        return ExpansionProblem(code, "\(subject) is \(article(kind)), not \(expected); \(outcome)")
    }

    // MARK: JSON:API compound documents

    /// A resource has no `type`; nothing can link to it.
    ///
    /// ```swift
    /// ExpansionProblem.missingType.message
    /// // → "the resource has no \"type\"; nothing can link to it"
    /// ```
    package static let missingType = ExpansionProblem(
        .missingType, "the resource has no \"type\"; nothing can link to it")

    static func numericID(_ literal: String) -> ExpansionProblem {
        ExpansionProblem(
            .numericID, "the id \(literal) is a number, not a string; it is compared by its text \(quoted(literal))")
    }

    /// An included resource has neither `id` nor `lid`; nothing can link to it.
    ///
    /// ```swift
    /// ExpansionProblem.unidentifiedIncludedResource.message
    /// // → "the included resource has neither \"id\" nor \"lid\"; nothing can link to it, so it stays under \"included\""
    /// ```
    package static let unidentifiedIncludedResource = ExpansionProblem(
        .unidentifiedIncludedResource,
        "the included resource has neither \"id\" nor \"lid\"; nothing can link to it, "
            + "so it stays under \"included\"")

    static func duplicateResource(identifier: String, firstPath: JSONPath) -> ExpansionProblem {
        ExpansionProblem(
            .duplicateResource,
            "\(escaped(identifier)) is already defined at \(PrintableText.escaped(firstPath.normalized)); linkages reach that one"
        )
    }

    static let relationshipEmpty = ExpansionProblem(
        .relationshipEmpty, "the relationship is empty (no \"data\", \"links\" or \"meta\"); kept as it is")

    /// A resource identifier lacks a string `type` or an `id`/`lid`; it is kept as it is.
    ///
    /// ```swift
    /// ExpansionProblem.identifierInvalid.message
    /// // → "the resource identifier needs a string \"type\" and an \"id\" or \"lid\"; kept as it is"
    /// ```
    package static let identifierInvalid = ExpansionProblem(
        .identifierInvalid, "the resource identifier needs a string \"type\" and an \"id\" or \"lid\"; kept as it is")

    static func unresolvedLinkages(_ identifiers: [String]) -> ExpansionProblem {
        let count = identifiers.count
        let noun = count == 1 ? "linked resource is" : "linked resources are"
        let pronoun = count == 1 ? "it stays an identifier object" : "they stay identifier objects"
        let list = identifiers.map(escaped).joined(separator: ", ")
        return ExpansionProblem(
            .unresolvedLinkages, "\(count) \(noun) not in the document (\(list)); \(pronoun)")
    }

    static func nameClash(_ name: String) -> ExpansionProblem {
        ExpansionProblem(
            .nameClash, "\(quoted(name)) has the name of a member already written for this resource; left out")
    }

    static func unlinkedResource(_ identifier: String) -> ExpansionProblem {
        ExpansionProblem(
            .unlinkedResource,
            "\(escaped(identifier)) is side-loaded but no link from the primary resources reaches it; "
                + "it is left out")
    }

    static func unknownTopLevelMember(_ name: String) -> ExpansionProblem {
        ExpansionProblem(
            .unknownTopLevelMember, "\(quoted(name)) is not a JSON:API top-level member; kept as it is")
    }

    static func duplicateTopLevelMember(_ name: String) -> ExpansionProblem {
        ExpansionProblem(
            .duplicateTopLevelMember, "\(quoted(name)) occurs more than once; the last one is used")
    }

    static func differingDuplicateResource(identifier: String, firstPath: JSONPath) -> ExpansionProblem {
        ExpansionProblem(
            .differingDuplicateResource,
            "\(escaped(identifier)) is already defined at \(PrintableText.escaped(firstPath.normalized)), differently; "
                + "linkages reach that one, and this copy stays under \"included\"")
    }

    static func unlinkedIncludedResource(_ identifier: String) -> ExpansionProblem {
        ExpansionProblem(
            .unlinkedResource,
            "\(escaped(identifier)) is included but no linkage from the primary data reaches it; "
                + "it stays under \"included\"")
    }

    static func duplicateResourceMember(_ name: String) -> ExpansionProblem {
        ExpansionProblem(
            .duplicateResourceMember, "\(quoted(name)) occurs more than once in the resource; the last one is used")
    }

    static func includePathCutByCycle(_ path: String, at parent: String) -> ExpansionProblem {
        ExpansionProblem(
            .includePathCutByCycle,
            "the include path \(quoted(path)) is not followed past \(quoted(parent)): its linkages lead back to "
                + "resources already being expanded (a cycle), so they stay identifier objects")
    }

    static func includePathCutByLimit(_ path: String, at parent: String) -> ExpansionProblem {
        ExpansionProblem(
            .includePathCutByLimit,
            "the include path \(quoted(path)) is not followed past \(quoted(parent)): the expansion's limit "
                + "stopped there (see the limit warning)")
    }

    static func unmatchedIncludePath(_ path: String) -> ExpansionProblem {
        ExpansionProblem(
            .unmatchedIncludePath, "the include path \(quoted(path)) matches no relationship")
    }

    static func depthLimitReached(depth: Int, count: Int) -> ExpansionProblem {
        let noun = count == 1 ? "linkage stays an identifier object" : "linkages stay identifier objects"
        return ExpansionProblem(
            .depthLimitReached,
            "expansion stops \(depth) relationships deep; \(count) \(noun) "
                + "(choose the relationships to expand with an include list)")
    }

    static func workLimitReached(limit: Int, count: Int) -> ExpansionProblem {
        let noun = count == 1 ? "linkage stays an identifier object" : "linkages stay identifier objects"
        return ExpansionProblem(
            .workLimitReached,
            "expansion reached its limit of \(limit) resources and linkages written; \(count) further \(noun) "
                + "(choose the relationships to expand with an include list)")
    }

}

extension ExpansionProblem: CustomStringConvertible {
    /// The message.
    ///
    /// ```swift
    /// "\(problem)"   // → "the id 42 is a number, not a string; it is compared by its text \"42\""
    /// ```
    public var description: String { message }
}

/// A name in double quotes, escaped as ``escaped(_:)`` does.
private func quoted(_ text: String) -> String {
    "\"" + escaped(text) + "\""
}

/// `text` with quotes and backslashes escaped as in JSON, and every character a terminal must
/// not receive raw written as an escape (`PrintableText`), so that a warning never carries raw
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

extension ErrorCode where Domain == ExpansionProblem {
    // MARK: URL-template links documents
    /// A key of the top-level `links` table is not `parent.child` (exactly one dot, both sides non-empty).
    package static let malformedLinkKey = Self(rawValue: "malformed-link-key")
    /// A key of the top-level `links` table occurs more than once.
    package static let duplicateLinkKey = Self(rawValue: "duplicate-link-key")
    /// A link table entry is neither a template string nor an object with an `href` string.
    package static let invalidLinkTemplate = Self(rawValue: "invalid-link-template")
    /// A link table entry is an object whose `href` is missing (nil) or not a string.
    package static let invalidLinkHref = Self(rawValue: "invalid-link-href")
    /// A link table entry's `type` is not a string; the child's name is used as the collection.
    package static let linkTypeNotString = Self(rawValue: "link-type-not-string")
    /// A template has no `{…}` placeholder; it is used as the `href` unchanged.
    package static let templateWithoutPlaceholder = Self(rawValue: "template-without-placeholder")
    /// A collection named by the link table is not in the document.
    package static let missingCollection = Self(rawValue: "missing-collection")
    /// A parent collection is not an array; it is kept as it is.
    package static let parentCollectionNotArray = Self(rawValue: "parent-collection-not-array")
    /// A collection of related resources is not an array; its resources cannot be found.
    package static let relatedCollectionNotArray = Self(rawValue: "related-collection-not-array")
    /// A related resource has no usable `id` (a string or a number), so no link can reach it.
    package static let resourceWithoutID = Self(rawValue: "resource-without-id")
    /// Two related resources in one collection share an id; links reach the first.
    package static let duplicateResourceID = Self(rawValue: "duplicate-resource-id")
    /// A resource's own `links` names a child with no `parent.child` template; the entry stays
    /// in the resource's `links`.
    package static let unknownLinkKey = Self(rawValue: "unknown-link-key")
    /// A resource's own link is not an id (string or number), an array of ids, or null.
    package static let invalidLinkedID = Self(rawValue: "invalid-linked-id")
    /// A linked id has no resource in the related collection; it is written as `{"id", "href"}`.
    package static let missingLinkedResource = Self(rawValue: "missing-linked-resource")
    /// A resource's `links` member is not an object; the templates are filled from its fields instead.
    package static let resourceLinksNotObject = Self(rawValue: "resource-links-not-object")
    /// A placeholder names a field the resource does not have; it is left in the URL.
    package static let missingPlaceholderField = Self(rawValue: "missing-placeholder-field")
    /// A placeholder's field is not a string or a number; it is left in the URL.
    package static let placeholderFieldNotText = Self(rawValue: "placeholder-field-not-text")
    /// A placeholder names another collection than the resource's; it is left in the URL.
    package static let foreignPlaceholder = Self(rawValue: "foreign-placeholder")
    /// A member already in the resource is replaced by the expansion's member of the same name.
    package static let memberReplaced = Self(rawValue: "member-replaced")

    // MARK: Shared
    /// A primary resource is not an object; it is kept as it is.
    package static let resourceNotObject = Self(rawValue: "resource-not-object")
    /// A side-loaded resource (in `included`, or in a collection of related resources) is not
    /// an object; it is ignored.
    package static let sideLoadedResourceNotObject = Self(rawValue: "side-loaded-resource-not-object")

    // MARK: JSON:API compound documents
    /// Top-level `data` is not a resource object, an array of them, or null; it is kept as it is.
    package static let primaryDataInvalid = Self(rawValue: "primary-data-invalid")
    /// Top-level `included` is not an array: an object is read as the one included resource,
    /// anything else is kept as it is.
    package static let includedNotArray = Self(rawValue: "included-not-array")
    /// A resource has no `type`; nothing can link to it.
    package static let missingType = Self(rawValue: "missing-type")
    /// A resource's `type` is not a string; nothing can link to it.
    package static let typeNotString = Self(rawValue: "type-not-string")
    /// An `id` is written as a number; it is compared by its literal text.
    package static let numericID = Self(rawValue: "numeric-id")
    /// An `id` is neither a string nor a number; it is not used to link.
    package static let idNotText = Self(rawValue: "id-not-text")
    /// A `lid` is not a string; it is not used to link.
    package static let lidNotString = Self(rawValue: "lid-not-string")
    /// An included resource has neither `id` nor `lid`; nothing can link to it.
    package static let unidentifiedIncludedResource = Self(rawValue: "unidentified-included-resource")
    /// A (type, id) or (type, lid) pair occurs twice; linkages reach the first, found at `firstPath`.
    package static let duplicateResource = Self(rawValue: "duplicate-resource")
    /// `attributes` is not an object; it is kept as it is under `attributes`.
    package static let attributesNotObject = Self(rawValue: "attributes-not-object")
    /// `relationships` is not an object; it is kept as it is under `relationships`.
    package static let relationshipsNotObject = Self(rawValue: "relationships-not-object")
    /// A relationship is not an object; it is kept as it is.
    package static let relationshipNotObject = Self(rawValue: "relationship-not-object")
    /// A relationship's `data` is not null, an identifier object or an array; it is kept as it is.
    /// A relationship object is empty (no `data`, `links` or `meta`); it is kept as it is.
    package static let relationshipEmpty = Self(rawValue: "relationship-empty")
    package static let linkageInvalid = Self(rawValue: "linkage-invalid")
    /// A resource identifier lacks a string `type` or an `id`/`lid`; it is kept as it is.
    package static let identifierInvalid = Self(rawValue: "identifier-invalid")
    /// Linked resources missing from the document; their identifier objects stay in the output.
    package static let unresolvedLinkages = Self(rawValue: "unresolved-linkages")
    /// An attribute, relationship, `links` or `meta` has the name of a member already written
    /// for the resource (`type`, `id`, `lid`, or an earlier field); it is left out.
    package static let nameClash = Self(rawValue: "name-clash")
    /// A side-loaded resource (JSON:API `included`, or a consumed links-format collection) that
    /// no chain of links from the primary resources reaches; it does not appear in the output.
    package static let unlinkedResource = Self(rawValue: "unlinked-resource")
    /// A top-level member JSON:API does not define; it is kept as it is.
    package static let unknownTopLevelMember = Self(rawValue: "unknown-top-level-member")
    /// A top-level member occurs more than once; the last one is used.
    package static let duplicateTopLevelMember = Self(rawValue: "duplicate-top-level-member")
    /// An include path names a relationship that no expanded resource has.
    package static let unmatchedIncludePath = Self(rawValue: "unmatched-include-path")
    /// An include path is not followed past a relationship whose linkages lead back to a
    /// resource already being expanded (a cycle).
    package static let includePathCutByCycle = Self(rawValue: "include-path-cut-by-cycle")
    /// An include path is not followed past a relationship where the depth or work limit stopped.
    package static let includePathCutByLimit = Self(rawValue: "include-path-cut-by-limit")
    /// An included value is not a resource object; it stays under `included`.
    package static let includedValueNotObject = Self(rawValue: "included-value-not-object")
    /// An included resource repeats the type and id of another with different text; linkages
    /// reach the first, and this copy stays under `included`.
    package static let differingDuplicateResource = Self(rawValue: "differing-duplicate-resource")
    /// A member of a resource object occurs more than once; the last one is used.
    package static let duplicateResourceMember = Self(rawValue: "duplicate-resource-member")
    /// Without an include list, expansion stops at `depth` relationships; `count` linkages
    /// below it stay identifier objects.
    package static let depthLimitReached = Self(rawValue: "depth-limit-reached")
    /// The expansion reached its work limit; `count` further linkages stay identifier objects.
    package static let workLimitReached = Self(rawValue: "work-limit-reached")
}
