/// A problem an expansion reports as a warning: a ``code`` saying which kind (new kinds may be
/// added in later versions, so compare codes rather than expecting a fixed list) and a one-sentence
/// ``message`` saying what is wrong and what the expansion did about it. Text from the document in
/// messages is escaped for the terminal.
///
/// ```swift
/// let problem = ExpansionProblem.missingLinkedResource(id: "5", collection: "comments")
/// problem.code      // → .missingLinkedResource
/// problem.message   // → "no resource with the id \"5\" in \"comments\"; written as {\"id\", \"href\"}"
/// ```
public struct ExpansionProblem: Sendable, Hashable {
    /// Which kind of problem: a stable identifier such as `missing-linked-resource`.
    ///
    /// ```swift
    /// ExpansionProblem.numericID("42").code.rawValue   // → "numeric-id"
    /// ```
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The identifier, in kebab case.
        public let rawValue: String

        /// A code from its identifier.
        public init(rawValue: String) { self.rawValue = rawValue }

        public var description: String { rawValue }

        // MARK: URL-template links documents
        /// A key of the top-level `links` table is not `parent.child` (exactly one dot, both sides non-empty).
        public static let malformedLinkKey = Code(rawValue: "malformed-link-key")
        /// A key of the top-level `links` table occurs more than once.
        public static let duplicateLinkKey = Code(rawValue: "duplicate-link-key")
        /// A link table entry is neither a template string nor an object with an `href` string.
        public static let invalidLinkTemplate = Code(rawValue: "invalid-link-template")
        /// A link table entry is an object whose `href` is missing (nil) or not a string.
        public static let invalidLinkHref = Code(rawValue: "invalid-link-href")
        /// A link table entry's `type` is not a string; the child's name is used as the collection.
        public static let linkTypeNotString = Code(rawValue: "link-type-not-string")
        /// A template has no `{…}` placeholder; it is used as the `href` unchanged.
        public static let templateWithoutPlaceholder = Code(rawValue: "template-without-placeholder")
        /// A collection named by the link table is not in the document.
        public static let missingCollection = Code(rawValue: "missing-collection")
        /// A parent collection is not an array; it is kept as it is.
        public static let parentCollectionNotArray = Code(rawValue: "parent-collection-not-array")
        /// A collection of related resources is not an array; its resources cannot be found.
        public static let relatedCollectionNotArray = Code(rawValue: "related-collection-not-array")
        /// A related resource has no usable `id` (a string or a number), so no link can reach it.
        public static let resourceWithoutID = Code(rawValue: "resource-without-id")
        /// Two related resources in one collection share an id; links reach the first.
        public static let duplicateResourceID = Code(rawValue: "duplicate-resource-id")
        /// A resource's own `links` names a child with no `parent.child` template; the entry stays
        /// in the resource's `links`.
        public static let unknownLinkKey = Code(rawValue: "unknown-link-key")
        /// A resource's own link is not an id (string or number), an array of ids, or null.
        public static let invalidLinkedID = Code(rawValue: "invalid-linked-id")
        /// A linked id has no resource in the related collection; it is written as `{"id", "href"}`.
        public static let missingLinkedResource = Code(rawValue: "missing-linked-resource")
        /// A resource's `links` member is not an object; the templates are filled from its fields instead.
        public static let resourceLinksNotObject = Code(rawValue: "resource-links-not-object")
        /// A placeholder names a field the resource does not have; it is left in the URL.
        public static let missingPlaceholderField = Code(rawValue: "missing-placeholder-field")
        /// A placeholder's field is not a string or a number; it is left in the URL.
        public static let placeholderFieldNotText = Code(rawValue: "placeholder-field-not-text")
        /// A placeholder names another collection than the resource's; it is left in the URL.
        public static let foreignPlaceholder = Code(rawValue: "foreign-placeholder")
        /// A member already in the resource is replaced by the expansion's member of the same name.
        public static let memberReplaced = Code(rawValue: "member-replaced")

        // MARK: Shared
        /// A primary resource is not an object; it is kept as it is.
        public static let resourceNotObject = Code(rawValue: "resource-not-object")
        /// A side-loaded resource (in `included`, or in a collection of related resources) is not
        /// an object; it is ignored.
        public static let sideLoadedResourceNotObject = Code(rawValue: "side-loaded-resource-not-object")

        // MARK: JSON:API compound documents
        /// Top-level `data` is not a resource object, an array of them, or null; it is kept as it is.
        public static let primaryDataInvalid = Code(rawValue: "primary-data-invalid")
        /// Top-level `included` is not an array: an object is read as the one included resource,
        /// anything else is kept as it is.
        public static let includedNotArray = Code(rawValue: "included-not-array")
        /// A resource has no `type`; nothing can link to it.
        public static let missingType = Code(rawValue: "missing-type")
        /// A resource's `type` is not a string; nothing can link to it.
        public static let typeNotString = Code(rawValue: "type-not-string")
        /// An `id` is written as a number; it is compared by its literal text.
        public static let numericID = Code(rawValue: "numeric-id")
        /// An `id` is neither a string nor a number; it is not used to link.
        public static let idNotText = Code(rawValue: "id-not-text")
        /// A `lid` is not a string; it is not used to link.
        public static let lidNotString = Code(rawValue: "lid-not-string")
        /// An included resource has neither `id` nor `lid`; nothing can link to it.
        public static let unidentifiedIncludedResource = Code(rawValue: "unidentified-included-resource")
        /// A (type, id) or (type, lid) pair occurs twice; linkages reach the first, found at `firstPath`.
        public static let duplicateResource = Code(rawValue: "duplicate-resource")
        /// `attributes` is not an object; it is kept as it is under `attributes`.
        public static let attributesNotObject = Code(rawValue: "attributes-not-object")
        /// `relationships` is not an object; it is kept as it is under `relationships`.
        public static let relationshipsNotObject = Code(rawValue: "relationships-not-object")
        /// A relationship is not an object; it is kept as it is.
        public static let relationshipNotObject = Code(rawValue: "relationship-not-object")
        /// A relationship object is empty (no `data`, `links` or `meta`); it is kept as it is.
        public static let relationshipEmpty = Code(rawValue: "relationship-empty")
        /// A relationship's `data` is not null, an identifier object or an array; it is kept as it is.
        public static let linkageInvalid = Code(rawValue: "linkage-invalid")
        /// A resource identifier lacks a string `type` or an `id`/`lid`; it is kept as it is.
        public static let identifierInvalid = Code(rawValue: "identifier-invalid")
        /// Linked resources missing from the document; their identifier objects stay in the output.
        public static let unresolvedLinkages = Code(rawValue: "unresolved-linkages")
        /// An attribute, relationship, `links` or `meta` has the name of a member already written
        /// for the resource (`type`, `id`, `lid`, or an earlier field); it is left out.
        public static let nameClash = Code(rawValue: "name-clash")
        /// A side-loaded resource (JSON:API `included`, or a consumed links-format collection) that
        /// no chain of links from the primary resources reaches; it does not appear in the output.
        public static let unlinkedResource = Code(rawValue: "unlinked-resource")
        /// A top-level member JSON:API does not define; it is kept as it is.
        public static let unknownTopLevelMember = Code(rawValue: "unknown-top-level-member")
        /// A top-level member occurs more than once; the last one is used.
        public static let duplicateTopLevelMember = Code(rawValue: "duplicate-top-level-member")
        /// An include path names a relationship that no expanded resource has.
        public static let unmatchedIncludePath = Code(rawValue: "unmatched-include-path")
        /// An include path is not followed past a relationship whose linkages lead back to a
        /// resource already being expanded (a cycle).
        public static let includePathCutByCycle = Code(rawValue: "include-path-cut-by-cycle")
        /// An include path is not followed past a relationship where the depth or work limit stopped.
        public static let includePathCutByLimit = Code(rawValue: "include-path-cut-by-limit")
        /// An included value is not a resource object; it stays under `included`.
        public static let includedValueNotObject = Code(rawValue: "included-value-not-object")
        /// An included resource repeats the type and id of another with different text; linkages
        /// reach the first, and this copy stays under `included`.
        public static let differingDuplicateResource = Code(rawValue: "differing-duplicate-resource")
        /// A member of a resource object occurs more than once; the last one is used.
        public static let duplicateResourceMember = Code(rawValue: "duplicate-resource-member")
        /// Without an include list, expansion stops at `depth` relationships; `count` linkages
        /// below it stay identifier objects.
        public static let depthLimitReached = Code(rawValue: "depth-limit-reached")
        /// The expansion reached its work limit; `count` further linkages stay identifier objects.
        public static let workLimitReached = Code(rawValue: "work-limit-reached")
    }

    /// Which kind of problem this is.
    public let code: Code
    /// One sentence: what is wrong and what the expansion did about it.
    public let message: String

    /// A problem of a kind with its message (text from the document already escaped).
    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    // MARK: URL-template links documents

    /// A key of the top-level `links` table is not `parent.child` (exactly one dot, both sides non-empty).
    ///
    /// ```swift
    /// ExpansionProblem.malformedLinkKey("posts").message
    /// // → "link key \"posts\" is not of the form \"parent.child\"; ignored"
    /// ```
    ///
    /// - Parameter key: the key as written in the document.
    /// - Returns: A problem with the code `malformed-link-key`.
    public static func malformedLinkKey(_ key: String) -> ExpansionProblem {
        return ExpansionProblem(
            .malformedLinkKey, "link key \(quoted(key)) is not of the form \"parent.child\"; ignored")
    }

    /// A key of the top-level `links` table occurs more than once.
    ///
    /// ```swift
    /// ExpansionProblem.duplicateLinkKey("posts.author").message
    /// // → "link key \"posts.author\" occurs more than once; the last one is used"
    /// ```
    ///
    /// - Parameter key: the key as written in the document.
    /// - Returns: A problem with the code `duplicate-link-key`.
    public static func duplicateLinkKey(_ key: String) -> ExpansionProblem {
        return ExpansionProblem(
            .duplicateLinkKey, "link key \(quoted(key)) occurs more than once; the last one is used")
    }

    /// A link table entry is neither a template string nor an object with an `href` string.
    ///
    /// ```swift
    /// ExpansionProblem.invalidLinkTemplate(.number).message
    /// // → "a link is a URL template string or an object with an \"href\" string, not a number; ignored"
    /// ```
    ///
    /// - Parameter kind: the kind of value found instead.
    /// - Returns: A problem with the code `invalid-link-template`.
    public static func invalidLinkTemplate(_ kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .invalidLinkTemplate,
            "a link is a URL template string or an object with an \"href\" string, not \(article(kind)); ignored")
    }

    /// A link table entry is an object whose `href` is missing (nil) or not a string.
    ///
    /// ```swift
    /// ExpansionProblem.invalidLinkHref(nil).message
    /// // → "the link object has no \"href\" template; ignored"
    /// ```
    ///
    /// - Parameter kind: the kind of the `href` found, or nil when the object has none.
    /// - Returns: A problem with the code `invalid-link-href`.
    public static func invalidLinkHref(_ kind: JSONKind?) -> ExpansionProblem {
        guard let kind else {
            return ExpansionProblem(.invalidLinkHref, "the link object has no \"href\" template; ignored")
        }
        return ExpansionProblem(
            .invalidLinkHref, "the link's \"href\" is \(article(kind)), not a URL template string; ignored")
    }

    /// A link table entry's `type` is not a string; the child's name is used as the collection.
    ///
    /// ```swift
    /// ExpansionProblem.linkTypeNotString(.number, fallback: "author").message
    /// // → "the link's \"type\" is a number, not a collection name; \"author\" is used"
    /// ```
    ///
    /// - Parameters:
    ///   - kind: the kind of value found instead.
    ///   - fallback: the collection used instead: the child's name.
    /// - Returns: A problem with the code `link-type-not-string`.
    public static func linkTypeNotString(_ kind: JSONKind, fallback: String) -> ExpansionProblem {
        return ExpansionProblem(
            .linkTypeNotString,
            "the link's \"type\" is \(article(kind)), not a collection name; \(quoted(fallback)) is used")
    }

    /// A template has no `{…}` placeholder; it is used as the `href` unchanged.
    ///
    /// ```swift
    /// ExpansionProblem.templateWithoutPlaceholder("http://example.com/people").message
    /// // → "the template \"http://example.com/people\" has no {…} placeholder; it is used unchanged"
    /// ```
    ///
    /// - Parameter template: the template as written.
    /// - Returns: A problem with the code `template-without-placeholder`.
    public static func templateWithoutPlaceholder(_ template: String) -> ExpansionProblem {
        return ExpansionProblem(
            .templateWithoutPlaceholder, "the template \(quoted(template)) has no {…} placeholder; it is used unchanged"
        )
    }

    /// A collection named by the link table is not in the document.
    ///
    /// ```swift
    /// ExpansionProblem.missingCollection("people").message
    /// // → "there is no top-level collection \"people\""
    /// ```
    ///
    /// - Parameter name: the collection the link table names.
    /// - Returns: A problem with the code `missing-collection`.
    public static func missingCollection(_ name: String) -> ExpansionProblem {
        return ExpansionProblem(
            .missingCollection, "there is no top-level collection \(quoted(name))")
    }

    /// A parent collection is not an array; it is kept as it is.
    ///
    /// ```swift
    /// ExpansionProblem.parentCollectionNotArray("posts", .object).message
    /// // → "the collection \"posts\" is an object, not an array; kept as it is"
    /// ```
    ///
    /// - Parameters:
    ///   - name: the collection's name.
    ///   - kind: the kind of value found instead.
    /// - Returns: A problem with the code `parent-collection-not-array`.
    public static func parentCollectionNotArray(_ name: String, _ kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .parentCollectionNotArray, "the collection \(quoted(name)) is \(article(kind)), not an array; kept as it is"
        )
    }

    /// A collection of related resources is not an array; its resources cannot be found.
    ///
    /// ```swift
    /// ExpansionProblem.relatedCollectionNotArray("people", .object).message
    /// // → "the collection \"people\" is an object, not an array; its resources cannot be linked"
    /// ```
    ///
    /// - Parameters:
    ///   - name: the collection's name.
    ///   - kind: the kind of value found instead.
    /// - Returns: A problem with the code `related-collection-not-array`.
    public static func relatedCollectionNotArray(_ name: String, _ kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .relatedCollectionNotArray,
            "the collection \(quoted(name)) is \(article(kind)), not an array; its resources cannot be linked")
    }

    /// A related resource has no usable `id` (a string or a number), so no link can reach it.
    ///
    /// ```swift
    /// ExpansionProblem.resourceWithoutID.message
    /// // → "the resource has no \"id\" (a string or a number), so no link can reach it"
    /// ```
    public static let resourceWithoutID = ExpansionProblem(
        .resourceWithoutID, "the resource has no \"id\" (a string or a number), so no link can reach it")

    /// Two related resources in one collection share an id; links reach the first.
    ///
    /// ```swift
    /// ExpansionProblem.duplicateResourceID(id: "3", collection: "comments").message
    /// // → "another resource in \"comments\" has the id \"3\"; links reach the first one"
    /// ```
    ///
    /// - Parameters:
    ///   - id: the id's text (a number's literal as written).
    ///   - collection: the name of the collection searched.
    /// - Returns: A problem with the code `duplicate-resource-id`.
    public static func duplicateResourceID(id: String, collection: String) -> ExpansionProblem {
        return ExpansionProblem(
            .duplicateResourceID,
            "another resource in \(quoted(collection)) has the id \(quoted(id)); links reach the first one")
    }

    /// A resource's own `links` names a child with no `parent.child` template; the entry stays
    /// in the resource's `links`.
    ///
    /// ```swift
    /// ExpansionProblem.unknownLinkKey("posts.editor").message
    /// // → "there is no link template \"posts.editor\"; the entry stays under \"links\""
    /// ```
    ///
    /// - Parameter key: the `parent.child` key of the resource's own `links` entry.
    /// - Returns: A problem with the code `unknown-link-key`.
    public static func unknownLinkKey(_ key: String) -> ExpansionProblem {
        return ExpansionProblem(
            .unknownLinkKey, "there is no link template \(quoted(key)); the entry stays under \"links\"")
    }

    /// A resource's own link is not an id (string or number), an array of ids, or null.
    ///
    /// ```swift
    /// ExpansionProblem.invalidLinkedID(.object).message
    /// // → "a linked id is a string, a number, an array of them or null, not an object; kept as it is"
    /// ```
    ///
    /// - Parameter kind: the kind of value found instead.
    /// - Returns: A problem with the code `invalid-linked-id`.
    public static func invalidLinkedID(_ kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .invalidLinkedID,
            "a linked id is a string, a number, an array of them or null, not \(article(kind)); kept as it is")
    }

    /// A linked id has no resource in the related collection; it is written as `{"id", "href"}`.
    ///
    /// ```swift
    /// ExpansionProblem.missingLinkedResource(id: "5", collection: "comments").message
    /// // → "no resource with the id \"5\" in \"comments\"; written as {\"id\", \"href\"}"
    /// ```
    ///
    /// - Parameters:
    ///   - id: the id's text (a number's literal as written).
    ///   - collection: the name of the collection searched.
    /// - Returns: A problem with the code `missing-linked-resource`.
    public static func missingLinkedResource(id: String, collection: String) -> ExpansionProblem {
        return ExpansionProblem(
            .missingLinkedResource,
            "no resource with the id \(quoted(id)) in \(quoted(collection)); written as {\"id\", \"href\"}")
    }

    /// A resource's `links` member is not an object; the templates are filled from its fields instead.
    ///
    /// ```swift
    /// ExpansionProblem.resourceLinksNotObject(.string).message
    /// // → "\"links\" is a string, not an object of linked ids; kept as it is, and the templates are filled from the resource's fields"
    /// ```
    ///
    /// - Parameter kind: the kind of value found instead.
    /// - Returns: A problem with the code `resource-links-not-object`.
    public static func resourceLinksNotObject(_ kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .resourceLinksNotObject,
            "\"links\" is \(article(kind)), not an object of linked ids; kept as it is, "
                + "and the templates are filled from the resource's fields")
    }

    /// A placeholder names a field the resource does not have; it is left in the URL.
    ///
    /// ```swift
    /// ExpansionProblem.missingPlaceholderField(placeholder: "{posts.slug}", field: "slug").message
    /// // → "the placeholder \"{posts.slug}\" needs the field \"slug\", which the resource does not have; left in the URL"
    /// ```
    ///
    /// - Parameters:
    ///   - placeholder: the placeholder with its braces, as in the template.
    ///   - field: the resource field the placeholder reads.
    /// - Returns: A problem with the code `missing-placeholder-field`.
    public static func missingPlaceholderField(placeholder: String, field: String) -> ExpansionProblem {
        return ExpansionProblem(
            .missingPlaceholderField,
            "the placeholder \(quoted(placeholder)) needs the field \(quoted(field)), "
                + "which the resource does not have; left in the URL")
    }

    /// A placeholder's field is not a string or a number; it is left in the URL.
    ///
    /// ```swift
    /// ExpansionProblem.placeholderFieldNotText(placeholder: "{posts.tags}", kind: .array).message
    /// // → "the placeholder \"{posts.tags}\" would be filled from an array; left in the URL"
    /// ```
    ///
    /// - Parameters:
    ///   - placeholder: the placeholder with its braces, as in the template.
    ///   - kind: the kind of value found instead.
    /// - Returns: A problem with the code `placeholder-field-not-text`.
    public static func placeholderFieldNotText(placeholder: String, kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .placeholderFieldNotText,
            "the placeholder \(quoted(placeholder)) would be filled from \(article(kind)); left in the URL")
    }

    /// A placeholder names another collection than the resource's; it is left in the URL.
    ///
    /// ```swift
    /// ExpansionProblem.foreignPlaceholder(placeholder: "{people.id}", collection: "posts").message
    /// // → "the placeholder \"{people.id}\" does not name a field of \"posts\"; left in the URL"
    /// ```
    ///
    /// - Parameters:
    ///   - placeholder: the placeholder with its braces, as in the template.
    ///   - collection: the name of the collection searched.
    /// - Returns: A problem with the code `foreign-placeholder`.
    public static func foreignPlaceholder(placeholder: String, collection: String) -> ExpansionProblem {
        return ExpansionProblem(
            .foreignPlaceholder,
            "the placeholder \(quoted(placeholder)) does not name a field of \(quoted(collection)); "
                + "left in the URL")
    }

    /// A member already in the resource is replaced by the expansion's member of the same name.
    ///
    /// ```swift
    /// ExpansionProblem.memberReplaced("href").message
    /// // → "the resource's own \"href\" is replaced by the expansion"
    /// ```
    ///
    /// - Parameter key: the member the expansion writes over (`href` or a child's name).
    /// - Returns: A problem with the code `member-replaced`.
    public static func memberReplaced(_ key: String) -> ExpansionProblem {
        return ExpansionProblem(
            .memberReplaced, "the resource's own \(quoted(key)) is replaced by the expansion")
    }

    // MARK: Shared

    /// A primary resource is not an object; it is kept as it is.
    ///
    /// ```swift
    /// ExpansionProblem.resourceNotObject(.string).message
    /// // → "the resource is a string, not an object; kept as it is"
    /// ```
    ///
    /// - Parameter kind: the kind of value found instead.
    /// - Returns: A problem with the code `resource-not-object`.
    public static func resourceNotObject(_ kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .resourceNotObject, "the resource is \(article(kind)), not an object; kept as it is")
    }

    /// A side-loaded resource (in `included`, or in a collection of related resources) is not
    /// an object; it is ignored.
    ///
    /// ```swift
    /// ExpansionProblem.sideLoadedResourceNotObject(.number).message
    /// // → "the side-loaded resource is a number, not an object; ignored"
    /// ```
    ///
    /// - Parameter kind: the kind of value found instead.
    /// - Returns: A problem with the code `side-loaded-resource-not-object`.
    public static func sideLoadedResourceNotObject(_ kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .sideLoadedResourceNotObject, "the side-loaded resource is \(article(kind)), not an object; ignored")
    }

    // MARK: JSON:API compound documents

    /// Top-level `data` is not a resource object, an array of them, or null; it is kept as it is.
    ///
    /// ```swift
    /// ExpansionProblem.primaryDataInvalid(.string).message
    /// // → "\"data\" is a string, not a resource object, an array of them or null; kept as it is"
    /// ```
    ///
    /// - Parameter kind: the kind of value found instead.
    /// - Returns: A problem with the code `primary-data-invalid`.
    public static func primaryDataInvalid(_ kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .primaryDataInvalid,
            "\"data\" is \(article(kind)), not a resource object, an array of them or null; kept as it is")
    }

    /// Top-level `included` is not an array; it is ignored.
    ///
    /// ```swift
    /// ExpansionProblem.includedNotArray(.object).message
    /// // → "\"included\" is an object, not an array; it is read as the one included resource"
    /// ```
    ///
    /// - Parameter kind: the kind of value found instead.
    /// - Returns: A problem with the code `included-not-array`.
    public static func includedNotArray(_ kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .includedNotArray,
            "\"included\" is \(article(kind)), not an array; "
                + (kind == .object ? "it is read as the one included resource" : "kept as it is"))
    }

    /// A resource has no `type`; nothing can link to it.
    ///
    /// ```swift
    /// ExpansionProblem.missingType.message
    /// // → "the resource has no \"type\"; nothing can link to it"
    /// ```
    public static let missingType = ExpansionProblem(
        .missingType, "the resource has no \"type\"; nothing can link to it")

    /// A resource's `type` is not a string; nothing can link to it.
    ///
    /// ```swift
    /// ExpansionProblem.typeNotString(.number).message
    /// // → "\"type\" is a number, not a string; nothing can link to the resource"
    /// ```
    ///
    /// - Parameter kind: the kind of value found instead.
    /// - Returns: A problem with the code `type-not-string`.
    public static func typeNotString(_ kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .typeNotString, "\"type\" is \(article(kind)), not a string; nothing can link to the resource")
    }

    /// An `id` is written as a number; it is compared by its literal text.
    ///
    /// ```swift
    /// ExpansionProblem.numericID("42").message
    /// // → "the id 42 is a number, not a string; it is compared by its text \"42\""
    /// ```
    ///
    /// - Parameter literal: the number literal as written.
    /// - Returns: A problem with the code `numeric-id`.
    public static func numericID(_ literal: String) -> ExpansionProblem {
        return ExpansionProblem(
            .numericID, "the id \(literal) is a number, not a string; it is compared by its text \(quoted(literal))")
    }

    /// An `id` is neither a string nor a number; it is not used to link.
    ///
    /// ```swift
    /// ExpansionProblem.idNotText(.bool).message
    /// // → "\"id\" is a Boolean, not a string; it is not used to link"
    /// ```
    ///
    /// - Parameter kind: the kind of value found instead.
    /// - Returns: A problem with the code `id-not-text`.
    public static func idNotText(_ kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .idNotText, "\"id\" is \(article(kind)), not a string; it is not used to link")
    }

    /// A `lid` is not a string; it is not used to link.
    ///
    /// ```swift
    /// ExpansionProblem.lidNotString(.number).message
    /// // → "\"lid\" is a number, not a string; it is not used to link"
    /// ```
    ///
    /// - Parameter kind: the kind of value found instead.
    /// - Returns: A problem with the code `lid-not-string`.
    public static func lidNotString(_ kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .lidNotString, "\"lid\" is \(article(kind)), not a string; it is not used to link")
    }

    /// An included resource has neither `id` nor `lid`; nothing can link to it.
    ///
    /// ```swift
    /// ExpansionProblem.unidentifiedIncludedResource.message
    /// // → "the included resource has neither \"id\" nor \"lid\"; nothing can link to it, so it stays under \"included\""
    /// ```
    public static let unidentifiedIncludedResource = ExpansionProblem(
        .unidentifiedIncludedResource,
        "the included resource has neither \"id\" nor \"lid\"; nothing can link to it, "
            + "so it stays under \"included\"")

    /// A (type, id) or (type, lid) pair occurs twice; linkages reach the first, found at `firstPath`.
    ///
    /// ```swift
    /// ExpansionProblem.duplicateResource(identifier: "people/9", firstPath: JSONPath([.key("included"), .index(0)])).message
    /// // → "people/9 is already defined at $['included'][0]; linkages reach that one"
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: the resource as `type/id`, as messages name it.
    ///   - firstPath: where the resource was first defined.
    /// - Returns: A problem with the code `duplicate-resource`.
    public static func duplicateResource(identifier: String, firstPath: JSONPath) -> ExpansionProblem {
        return ExpansionProblem(
            .duplicateResource,
            "\(escaped(identifier)) is already defined at \(PrintableText.escaped(firstPath.normalized)); linkages reach that one"
        )
    }

    /// `attributes` is not an object; it is kept as it is under `attributes`.
    ///
    /// ```swift
    /// ExpansionProblem.attributesNotObject(.array).message
    /// // → "\"attributes\" is an array, not an object; kept as it is"
    /// ```
    ///
    /// - Parameter kind: the kind of value found instead.
    /// - Returns: A problem with the code `attributes-not-object`.
    public static func attributesNotObject(_ kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .attributesNotObject, "\"attributes\" is \(article(kind)), not an object; kept as it is")
    }

    /// `relationships` is not an object; it is kept as it is under `relationships`.
    ///
    /// ```swift
    /// ExpansionProblem.relationshipsNotObject(.array).message
    /// // → "\"relationships\" is an array, not an object; kept as it is"
    /// ```
    ///
    /// - Parameter kind: the kind of value found instead.
    /// - Returns: A problem with the code `relationships-not-object`.
    public static func relationshipsNotObject(_ kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .relationshipsNotObject, "\"relationships\" is \(article(kind)), not an object; kept as it is")
    }

    /// A relationship is not an object; it is kept as it is.
    ///
    /// ```swift
    /// ExpansionProblem.relationshipNotObject(.string).message
    /// // → "the relationship is a string, not an object; kept as it is"
    /// ```
    ///
    /// - Parameter kind: the kind of value found instead.
    /// - Returns: A problem with the code `relationship-not-object`.
    public static func relationshipNotObject(_ kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .relationshipNotObject, "the relationship is \(article(kind)), not an object; kept as it is")
    }

    /// A relationship object holds nothing: no `data`, `links` or `meta`, which JSON:API asks for
    /// at least one of; it is kept as it is.
    ///
    /// ```swift
    /// ExpansionProblem.relationshipEmpty.message
    /// // → "the relationship is empty (no \"data\", \"links\" or \"meta\"); kept as it is"
    /// ```
    public static let relationshipEmpty = ExpansionProblem(
        .relationshipEmpty, "the relationship is empty (no \"data\", \"links\" or \"meta\"); kept as it is")

    /// A relationship's `data` is not null, an identifier object or an array; it is kept as it is.
    ///
    /// ```swift
    /// ExpansionProblem.linkageInvalid(.string).message
    /// // → "the linkage is a string, not null, a resource identifier or an array of them; kept as it is"
    /// ```
    ///
    /// - Parameter kind: the kind of value found instead.
    /// - Returns: A problem with the code `linkage-invalid`.
    public static func linkageInvalid(_ kind: JSONKind) -> ExpansionProblem {
        return ExpansionProblem(
            .linkageInvalid,
            "the linkage is \(article(kind)), not null, a resource identifier or an array of them; "
                + "kept as it is")
    }

    /// A resource identifier lacks a string `type` or an `id`/`lid`; it is kept as it is.
    ///
    /// ```swift
    /// ExpansionProblem.identifierInvalid.message
    /// // → "the resource identifier needs a string \"type\" and an \"id\" or \"lid\"; kept as it is"
    /// ```
    public static let identifierInvalid = ExpansionProblem(
        .identifierInvalid, "the resource identifier needs a string \"type\" and an \"id\" or \"lid\"; kept as it is")

    /// Linked resources missing from the document; their identifier objects stay in the output.
    ///
    /// ```swift
    /// ExpansionProblem.unresolvedLinkages(["comments/5", "comments/12"]).message
    /// // → "2 linked resources are not in the document (comments/5, comments/12); they stay identifier objects"
    /// ```
    ///
    /// - Parameter identifiers: each missing resource as `type/id`.
    /// - Returns: A problem with the code `unresolved-linkages`.
    public static func unresolvedLinkages(_ identifiers: [String]) -> ExpansionProblem {
        let count = identifiers.count
        let noun = count == 1 ? "linked resource is" : "linked resources are"
        let pronoun = count == 1 ? "it stays an identifier object" : "they stay identifier objects"
        let list = identifiers.map(escaped).joined(separator: ", ")
        return ExpansionProblem(
            .unresolvedLinkages, "\(count) \(noun) not in the document (\(list)); \(pronoun)")
    }

    /// An attribute, relationship, `links` or `meta` has the name of a member already written
    /// for the resource (`type`, `id`, `lid`, or an earlier field); it is left out.
    ///
    /// ```swift
    /// ExpansionProblem.nameClash("id").message
    /// // → "\"id\" has the name of a member already written for this resource; left out"
    /// ```
    ///
    /// - Parameter name: the relationship's name, which an attribute or identity member already has.
    /// - Returns: A problem with the code `name-clash`.
    public static func nameClash(_ name: String) -> ExpansionProblem {
        return ExpansionProblem(
            .nameClash, "\(quoted(name)) has the name of a member already written for this resource; left out")
    }

    /// A side-loaded resource (JSON:API `included`, or a consumed links-format collection) that
    /// no chain of links from the primary resources reaches; it does not appear in the output.
    ///
    /// ```swift
    /// ExpansionProblem.unlinkedResource("people/99").message
    /// // → "people/99 is side-loaded but no link from the primary resources reaches it; it is left out"
    /// ```
    ///
    /// - Parameter identifier: the resource as `type/id`, as messages name it.
    /// - Returns: A problem with the code `unlinked-resource`.
    public static func unlinkedResource(_ identifier: String) -> ExpansionProblem {
        return ExpansionProblem(
            .unlinkedResource,
            "\(escaped(identifier)) is side-loaded but no link from the primary resources reaches it; "
                + "it is left out")
    }

    /// A top-level member JSON:API does not define; it is kept as it is.
    ///
    /// ```swift
    /// ExpansionProblem.unknownTopLevelMember("posts").message
    /// // → "\"posts\" is not a JSON:API top-level member; kept as it is"
    /// ```
    ///
    /// - Parameter name: the top-level member's name.
    /// - Returns: A problem with the code `unknown-top-level-member`.
    public static func unknownTopLevelMember(_ name: String) -> ExpansionProblem {
        return ExpansionProblem(
            .unknownTopLevelMember, "\(quoted(name)) is not a JSON:API top-level member; kept as it is")
    }

    /// A top-level member occurs more than once; the last one is used.
    ///
    /// ```swift
    /// ExpansionProblem.duplicateTopLevelMember("data").message
    /// // → "\"data\" occurs more than once; the last one is used"
    /// ```
    ///
    /// - Parameter name: the top-level member's name.
    /// - Returns: A problem with the code `duplicate-top-level-member`.
    public static func duplicateTopLevelMember(_ name: String) -> ExpansionProblem {
        return ExpansionProblem(
            .duplicateTopLevelMember, "\(quoted(name)) occurs more than once; the last one is used")
    }

    /// An included value that is not a resource object; it stays under `included` as written.
    ///
    /// ```swift
    /// ExpansionProblem.includedValueNotObject(.number).message
    /// // → "the included value is a number, not a resource object; it stays under \"included\""
    /// ```
    ///
    /// - Parameter kind: the kind of value found instead.
    /// - Returns: A problem with the code `included-value-not-object`.
    public static func includedValueNotObject(_ kind: JSONKind) -> ExpansionProblem {
        ExpansionProblem(
            .includedValueNotObject,
            "the included value is \(article(kind)), not a resource object; "
                + "it stays under \"included\"")
    }

    /// An included resource that repeats another's type and id (or lid) with different text:
    /// linkages reach the first, found at `firstPath`, and this copy stays under `included`.
    ///
    /// ```swift
    /// ExpansionProblem.differingDuplicateResource(identifier: "people/9", firstPath: ["data", 0]).message
    /// // → "people/9 is already defined at $['data'][0], differently; linkages reach that one, and this
    /// //    copy stays under \"included\""
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: the resource as `type/id`, as messages name it.
    ///   - firstPath: where the resource was first defined.
    /// - Returns: A problem with the code `differing-duplicate-resource`.
    public static func differingDuplicateResource(identifier: String, firstPath: JSONPath) -> ExpansionProblem {
        ExpansionProblem(
            .differingDuplicateResource,
            "\(escaped(identifier)) is already defined at \(PrintableText.escaped(firstPath.normalized)), differently; "
                + "linkages reach that one, and this copy stays under \"included\"")
    }

    /// An included resource that no chain of linkages from the primary data reaches (as happens
    /// with sparse fieldsets); it stays under `included`.
    ///
    /// ```swift
    /// ExpansionProblem.unlinkedIncludedResource("people/77").code   // → .unlinkedResource
    /// ```
    ///
    /// - Parameter identifier: the resource as `type/id`, as messages name it.
    /// - Returns: A problem with the code `unlinked-resource`.
    public static func unlinkedIncludedResource(_ identifier: String) -> ExpansionProblem {
        ExpansionProblem(
            .unlinkedResource,
            "\(escaped(identifier)) is included but no linkage from the primary data reaches it; "
                + "it stays under \"included\"")
    }

    /// A resource object repeats one of the members JSON:API defines; the last one is used.
    ///
    /// ```swift
    /// ExpansionProblem.duplicateResourceMember("attributes").message
    /// // → "\"attributes\" occurs more than once in the resource; the last one is used"
    /// ```
    ///
    /// - Parameter name: the member's name.
    /// - Returns: A problem with the code `duplicate-resource-member`.
    public static func duplicateResourceMember(_ name: String) -> ExpansionProblem {
        ExpansionProblem(
            .duplicateResourceMember, "\(quoted(name)) occurs more than once in the resource; the last one is used")
    }

    /// An include path that goes past `parent`, where every linkage led back to a resource already
    /// being expanded: the cycle rule stopped it there, so the rest of the path matched nothing.
    ///
    /// ```swift
    /// ExpansionProblem.includePathCutByCycle("author.pinned.author", at: "author.pinned").message
    /// // → "the include path \"author.pinned.author\" is not followed past \"author.pinned\": its
    /// //    linkages lead back to resources already being expanded (a cycle), so they stay identifier objects"
    /// ```
    ///
    /// - Parameters:
    ///   - path: the include path as given (`comments.author`).
    ///   - parent: the leading part of `path` that was followed (`author.pinned`).
    /// - Returns: A problem with the code `include-path-cut-by-cycle`.
    public static func includePathCutByCycle(_ path: String, at parent: String) -> ExpansionProblem {
        ExpansionProblem(
            .includePathCutByCycle,
            "the include path \(quoted(path)) is not followed past \(quoted(parent)): its linkages lead back to "
                + "resources already being expanded (a cycle), so they stay identifier objects")
    }

    /// An include path that goes past `parent`, where the depth or work limit stopped the expansion.
    ///
    /// ```swift
    /// ExpansionProblem.includePathCutByLimit("a.b.c", at: "a.b").code   // → .includePathCutByLimit
    /// ```
    ///
    /// - Parameters:
    ///   - path: the include path as given (`comments.author`).
    ///   - parent: the leading part of `path` that was followed (`author.pinned`).
    /// - Returns: A problem with the code `include-path-cut-by-limit`.
    public static func includePathCutByLimit(_ path: String, at parent: String) -> ExpansionProblem {
        ExpansionProblem(
            .includePathCutByLimit,
            "the include path \(quoted(path)) is not followed past \(quoted(parent)): the expansion's limit "
                + "stopped there (see the limit warning)")
    }

    /// An include path names a relationship that no expanded resource has.
    ///
    /// ```swift
    /// ExpansionProblem.unmatchedIncludePath("comments.autor").message
    /// // → "the include path \"comments.autor\" matches no relationship"
    /// ```
    ///
    /// - Parameter path: the include path as given (`comments.author`).
    /// - Returns: A problem with the code `unmatched-include-path`.
    public static func unmatchedIncludePath(_ path: String) -> ExpansionProblem {
        return ExpansionProblem(
            .unmatchedIncludePath, "the include path \(quoted(path)) matches no relationship")
    }

    /// Without an include list, expansion stops at `depth` relationships; `count` linkages
    /// below it stay identifier objects.
    ///
    /// ```swift
    /// ExpansionProblem.depthLimitReached(depth: 32, count: 12).message
    /// // → "expansion stops 32 relationships deep; 12 linkages stay identifier objects (choose the relationships to expand with an include list)"
    /// ```
    ///
    /// - Parameters:
    ///   - depth: the depth at which expansion stopped.
    ///   - count: how many linkages stay identifier objects because of it.
    /// - Returns: A problem with the code `depth-limit-reached`.
    public static func depthLimitReached(depth: Int, count: Int) -> ExpansionProblem {
        let noun = count == 1 ? "linkage stays an identifier object" : "linkages stay identifier objects"
        return ExpansionProblem(
            .depthLimitReached,
            "expansion stops \(depth) relationships deep; \(count) \(noun) "
                + "(choose the relationships to expand with an include list)")
    }

    /// The expansion reached its work limit; `count` further linkages stay identifier objects.
    ///
    /// ```swift
    /// ExpansionProblem.workLimitReached(limit: 100_000, count: 3).message
    /// // → "expansion reached its limit of 100000 resources and linkages written; 3 further linkages stay identifier objects (choose the relationships to expand with an include list)"
    /// ```
    ///
    /// - Parameters:
    ///   - limit: the most resources and linkages one expansion writes.
    ///   - count: how many linkages stay identifier objects because of it.
    /// - Returns: A problem with the code `work-limit-reached`.
    public static func workLimitReached(limit: Int, count: Int) -> ExpansionProblem {
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
    /// ExpansionProblem.numericID("42").description
    /// // → "the id 42 is a number, not a string; it is compared by its text \"42\""
    /// ```
    public var description: String { message }
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
