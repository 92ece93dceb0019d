/// The document of a collection a value came from: its position and how it is named.
///
/// ```swift
/// let report = DriftAnalyzer().analyze(try JSONCollection.load(path: "orders.jsonl"))
/// let price = report.member(at: "$.price")
/// price?.kinds.last?.firstDocument?.label   // "orders.jsonl:17"
/// ```
public struct DriftDocument: Sendable, Hashable {
    /// The document's index in the collection, from 0.
    public var index: Int
    /// Its label (`DocumentSource.label`): `orders.jsonl:17`, `GET https://… → 200 (entry 2)`.
    public var label: String
    /// Its short label (`DocumentSource.shortLabel`): `GET /products/17 → 200 (entry 2)`.
    package var shortLabel: String
}
