/// One value a coercion did not read exactly, with the engine's reason.
///
/// ```swift
/// let integer = report.member(at: "$.products[*].price")?.tally(.integer)
/// integer?.firstFailure?.description
/// // "$.products[0].price: 8.45 truncated toward zero → 8"
/// ```
public struct DriftExample: Sendable, Hashable {
    /// Where the value is.
    public var path: JSONPath
    /// Its tape index (``JSONNode/index``).
    package var index: Int
    /// The coercion engine's explanation (``Coerced/why``), safe for a terminal.
    public var why: String
    /// For a collection, the value's document; nil for a single document.
    public var document: DriftDocument?

    /// Creates an example.
    ///
    /// - Parameters:
    ///   - path: where the value is.
    ///   - index: its tape index (``JSONNode/index``).
    ///   - why: the coercion engine's explanation (``Coerced/why``), safe for a terminal.
    ///   - document: for a collection, the value's document; nil for a single document.
    init(path: JSONPath, index: Int, why: String, document: DriftDocument? = nil) {
        self.path = path
        self.index = index
        self.why = why
        self.document = document
    }
}

extension DriftExample: CustomStringConvertible {
    /// `$.a[0]: 8.45 truncated toward zero → 8`; for a collection with the document first:
    /// `orders.jsonl:3 $.price: 8.45 truncated toward zero → 8`.
    ///
    /// ```swift
    /// "\(DriftExample(path: ["a", 0], index: 3, why: "null → nil"))"   // "$.a[0]: null → nil"
    /// ```
    public var description: String { "\(DriftText.place(path, in: document)): \(why)" }
}
