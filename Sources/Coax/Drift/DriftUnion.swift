/// A group of objects found to be a tagged union: the member whose values split the objects
/// into variants of different shapes (GitHub's `type`, Stripe's `object`), and how many objects
/// each variant has. Members of the group are compared within each variant.
///
/// ```swift
/// let report = DriftAnalyzer().analyze(try JSONCollection.load(path: "SampleData/github-events.jsonl"))
/// let union = report.unions.first
/// union?.objects.description           // "$" (the documents themselves)
/// union?.by                            // "type"
/// union?.variants.map(\.objectCount)   // [11, 8, 5]
/// ```
package struct DriftUnion: Sendable, Hashable {
    /// One variant, with its objects.
    package struct Variant: Sendable, Hashable {
        /// The discriminator's value.
        package var value: DriftVariantValue
        /// How many objects of the group have it.
        package var objectCount: Int
    }

    /// The pattern of the group's objects (`$.events[*]`; `$` for the documents of a collection).
    package var objects: DriftPattern
    /// The discriminator's key.
    package var by: String
    /// Whether it was named with ``DriftOptions/discriminators`` rather than found.
    package var isChosen: Bool
    /// The variants, most objects first (ties in the order first met).
    package var variants: [Variant]
    /// For a collection of HTTP exchanges, the endpoint of the documents.
    package var endpoint: DriftEndpoint?

    /// Creates a union.
    ///
    /// - Parameters:
    ///   - objects: the pattern of the group's objects (`$.events[*]`; `$` for the documents of a collection).
    ///   - by: the discriminator's key.
    ///   - isChosen: whether it was named with ``DriftOptions/discriminators`` rather than found.
    ///   - variants: the variants, most objects first (ties in the order first met).
    ///   - endpoint: for a collection of HTTP exchanges, the endpoint of the documents.
    init(
        objects: DriftPattern, by: String, isChosen: Bool, variants: [Variant], endpoint: DriftEndpoint? = nil
    ) {
        self.objects = objects
        self.by = by
        self.isChosen = isChosen
        self.variants = variants
        self.endpoint = endpoint
    }
}
