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
    /// The path of the first value of this kind, in document order.
    public var firstPath: JSONPath
    /// The tape index of that value (``JSONNode/index``), for views that jump to it.
    public var firstIndex: Int

    /// Creates a count.
    ///
    /// ```swift
    /// DriftKindCount(kind: .string, count: 3, firstPath: ["posts", 0, "id"], firstIndex: 5)
    /// ```
    public init(kind: JSONKind, count: Int, firstPath: JSONPath, firstIndex: Int) {
        self.kind = kind
        self.count = count
        self.firstPath = firstPath
        self.firstIndex = firstIndex
    }
}

extension DriftKindCount: CustomStringConvertible {
    /// `string ×3 ($.posts[0].id)`.
    ///
    /// ```swift
    /// "\(DriftKindCount(kind: .null, count: 2, firstPath: ["a", 1, "b"], firstIndex: 9))"   // "null ×2 ($.a[1].b)"
    /// ```
    public var description: String {
        "\(kind) ×\(DriftText.grouped(count)) (\(firstPath.shortForm))"
    }
}
