/// Objects found at one pattern and compared with each other: the elements of arrays of
/// objects (`$.posts[*]`), objects nested in them (`$.posts[*].author`), or every JSON:API
/// resource of one type (`type:articles`).
///
/// ```swift
/// let group = report.group(at: "$.products[*]")
/// group?.objectCount                 // 10
/// group?.members.map(\.key)          // ["id", "sku", "name", …]
/// group?.findings.count              // 9
/// ```
package struct DriftGroup: Sendable, Hashable {
    /// Where the objects are.
    package var pattern: DriftPattern
    /// How many objects there are.
    package var objectCount: Int
    /// Every key met, in the order first met, with its values compared.
    package var members: [DriftMember]
    /// For arrays, the elements themselves (kinds other than object show up here); nil for
    /// nested objects and resources.
    package var elements: DriftMember?
    /// Whether the objects had more than 1,000 distinct keys: a map keyed by data
    /// (`{"user-81": …}`) rather than a record. Its first keys are listed in ``members`` but
    /// none is reported as drift, and later keys are not compared.
    package var hasTooManyKeys: Bool = false
    /// When the objects are a tagged union, the discriminator's key: their members are then
    /// compared within each variant (a group of its own whose pattern ends with the variant).
    package var discriminator: String?
    /// For a collection of HTTP exchanges, the endpoint whose documents hold the objects.
    package var endpoint: DriftEndpoint?
    /// Whether the objects are maps keyed by data (`DriftMapRule`, or `--map`): their values
    /// are one member whose pattern ends with `{*}` (`$.events{*}`), and ``members`` is empty.
    package var isMap: Bool = false
    /// For maps: the forms their keys had (digits, UUIDs, dates, hex or other).
    var mapKeyForms: DriftMapRule.KeyForms = []

    /// For objects inside a variant of a tagged union, the (innermost) variant: the group of
    /// the variant's own objects, or of objects nested in them.
    ///
    /// ```swift
    /// report.groups.compactMap(\.variant).map(\.description)   // ["type is \"PushEvent\"", …]
    /// ```
    package var variant: DriftVariant? { pattern.variants.last }

    /// Whether the group is the objects of one variant (its pattern ends with the variant).
    ///
    /// ```swift
    /// report.groups.filter(\.isVariant).count   // one per variant of every union
    /// ```
    package var isVariant: Bool {
        if case .variant? = pattern.steps.last { return true }
        return false
    }

    /// The drifting members (and elements), in the order first met.
    ///
    /// ```swift
    /// report.group(at: "$.products[*].vendor")?.findings.isEmpty   // true
    /// ```
    package var findings: [DriftMember] {
        (elements.map { [$0] } ?? []).filter(\.isDrifting) + members.filter(\.isDrifting)
    }

    /// The member with `key`.
    ///
    /// ```swift
    /// report.group(at: "$.products[*]")?.member("price")?.best   // .decimal
    /// ```
    ///
    /// - Parameter key: a member's key, exactly.
    /// - Returns: The member of this group's objects; nil when no object has the key.
    package func member(_ key: String) -> DriftMember? {
        members.first { $0.key == key }
    }
}
