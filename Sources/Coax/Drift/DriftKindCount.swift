/// How many values of one JSON kind a member had, and where the first one is.
///
/// ```swift
/// let id = report.member(at: "$.products[*].id")
/// id?.kinds.map(\.description)   // ["number ×6 ($.products[0].id)", "string ×4 ($.products[1].id)"]
/// ```
public struct DriftKindCount: Sendable, Hashable {
    /// The kind.
    public var kind: JSONKind
    /// How many values had it.
    public var count: Int
    /// The path of the first value of this kind, in input order (within its document).
    public var firstPath: JSONPath
    /// The tape index of that value in its document (``JSONNode/index``), for views that jump to it.
    package var firstIndex: Int
    /// For a collection, the document the first value is in; nil for a single document.
    public var firstDocument: DriftDocument?
}

extension DriftKindCount: CustomStringConvertible {
    /// `string ×3 ($.posts[0].id)`; for a collection, the first value's document too:
    /// `string ×3 (orders.jsonl:17 $.price)`.
    ///
    /// ```swift
    /// "\(DriftKindCount(kind: .null, count: 2, firstPath: ["a", 1, "b"], firstIndex: 9))"   // "null ×2 ($.a[1].b)"
    /// ```
    public var description: String {
        "\(kind) ×\(DriftText.grouped(count)) (\(DriftText.place(firstPath, in: firstDocument)))"
    }
}
