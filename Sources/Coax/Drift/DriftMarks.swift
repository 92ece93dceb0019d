/// Where the drifting values of a document are: every value of every drifting member, by tape
/// index, in document order. What a view needs to mark drifting members in a tree, to jump to
/// the next or previous one, and to say which finding a marked value belongs to.
///
/// Building the marks analyses the document (one pass) and walks it once more to locate the
/// values; lookups are binary searches.
///
/// ```swift
/// let marks = DriftMarks(document: try JSONDocument.load(path: "SampleData/type-drift.json"))
/// let first = marks.next(after: -1)              // tape index of $.products[0].id's value
/// marks.path(of: first ?? 0).shortForm           // "$.products[0].id"
/// marks.finding(at: first ?? 0)?.severity        // .kindChange
/// ```
public struct DriftMarks: Sendable {
    /// The document the marks are in.
    public let document: JSONDocument
    /// The analysis they come from.
    public let report: DriftReport
    /// The tape indices (``JSONNode/index``) of the drifting values, ascending.
    public let indices: [Int]
    /// For each of ``indices``, its finding's position in ``DriftReport/findings``.
    private let findingPositions: [Int32]

    /// Analyses `document` and locates its drifting values.
    ///
    /// ```swift
    /// let marks = DriftMarks(document: document)
    /// marks.indices.count   // values of drifting members
    /// ```
    ///
    /// - Parameter document: the document to analyse with the default ``DriftOptions``.
    /// - Complexity: one drift analysis, then one walk of the document.
    public init(document: JSONDocument) {
        let analyzer = DriftAnalyzer()
        self.init(document: document, report: analyzer.analyze(document))
    }

    /// Locates the drifting values of a whole-document report made earlier for `document`.
    ///
    /// ```swift
    /// let report = DriftAnalyzer().analyze(document)
    /// DriftMarks(document: document, report: report).indices == DriftMarks(document: document).indices   // → true
    /// ```
    ///
    /// - Parameters:
    ///   - document: the document the report was made for.
    ///   - report: ``DriftAnalyzer/analyze(_:)-(JSONDocument)``'s report of the whole document; a
    ///     report of another document or of a subtree marks the wrong values.
    /// - Complexity: one walk of the document.
    public init(document: JSONDocument, report: DriftReport) {
        self.document = document
        self.report = report
        let located = DriftAnalyzer().locateDriftingValues(in: document, report: report)
        indices = located.positions.map(\.index)
        var positionOfNode: [Int32: Int32] = [:]
        for (position, finding) in report.findings.enumerated() where finding.section == 0 {
            positionOfNode[finding.node] = Int32(position)
        }
        findingPositions = located.nodes.map { positionOfNode[$0] ?? -1 }
    }

    /// Whether the value at tape index `index` belongs to a drifting member.
    ///
    /// ```swift
    /// marks.contains(marks.indices[0])   // → true
    /// marks.contains(0)                  // → false: the root is never a drifting value
    /// ```
    ///
    /// - Parameter index: a tape index of the document.
    /// - Returns: `true` when the value there is one of ``indices``.
    /// - Complexity: O(log *n*) in the drifting values.
    public func contains(_ index: Int) -> Bool {
        position(of: index) != nil
    }

    /// The finding the value at tape index `index` belongs to, nil when it does not drift.
    ///
    /// ```swift
    /// marks.finding(at: node.index)?.readingSummary   // "integer reads all 10 values exactly"
    /// ```
    ///
    /// - Parameter index: a tape index of the document.
    /// - Returns: The drifting member of the report the value belongs to.
    /// - Complexity: O(log *n*) in the drifting values.
    public func finding(at index: Int) -> DriftMember? {
        guard let position = position(of: index) else { return nil }
        let finding = Int(findingPositions[position])
        return report.findings.indices.contains(finding) ? report.findings[finding] : nil
    }

    /// The position of the value at tape index `index` among ``indices``, nil when it does not drift.
    ///
    /// ```swift
    /// marks.offset(of: marks.indices[2])   // 2
    /// ```
    ///
    /// - Parameter index: a tape index of the document.
    /// - Returns: A position in ``indices``, from 0.
    /// - Complexity: O(log *n*) in the drifting values.
    public func offset(of index: Int) -> Int? {
        position(of: index)
    }

    /// The first drifting value after tape index `index` (pass -1 for the first of all), nil
    /// when there is none; views that wrap start again from -1.
    ///
    /// ```swift
    /// let marks = DriftMarks(document: try JSONDocument.load(path: "SampleData/type-drift.json"))
    /// let first = marks.next(after: -1)!                        // → 5
    /// marks.path(of: marks.next(after: first)!).shortForm   // → "$.products[0].price"
    /// ```
    ///
    /// - Parameter index: a tape index, or -1 to start before the first value.
    /// - Returns: The tape index of the next drifting value in document order.
    /// - Complexity: O(log *n*) in the drifting values.
    public func next(after index: Int) -> Int? {
        let position = firstPosition(above: index)
        return position < indices.count ? indices[position] : nil
    }

    /// The last drifting value before tape index `index` (pass `Int.max` for the last of all),
    /// nil when there is none.
    ///
    /// ```swift
    /// let marks = DriftMarks(document: try JSONDocument.load(path: "SampleData/type-drift.json"))
    /// marks.previous(before: marks.next(after: -1)!)            // → nil: the first has none before it
    /// marks.path(of: marks.previous(before: .max)!).shortForm   // → "$.products[9].variants[1].available"
    /// ```
    ///
    /// - Parameter index: a tape index, or `Int.max` to start after the last value.
    /// - Returns: The tape index of the previous drifting value in document order.
    /// - Complexity: O(log *n*) in the drifting values.
    public func previous(before index: Int) -> Int? {
        let position = firstPosition(above: index - 1) - 1
        return position >= 0 ? indices[position] : nil
    }

    /// The path of the value at tape index `index` (steps down from the root, skipping subtrees).
    ///
    /// ```swift
    /// marks.path(of: index).normalized   // "$['products'][1]['id']"
    /// ```
    ///
    /// - Parameter index: a tape index of the document.
    /// - Returns: The path from the root, with indices for array elements.
    /// - Complexity: O(depth × siblings skipped): it steps over subtrees, never into them.
    public func path(of index: Int) -> JSONPath {
        TapePathFinder(root: document.root, rootPath: .root).path(of: index)
    }

    /// The position of the first index greater than `index`.
    private func firstPosition(above index: Int) -> Int {
        indices.partitioningIndex { $0 > index }
    }

    private func position(of index: Int) -> Int? {
        let position = firstPosition(above: index) - 1
        return position >= 0 && indices[position] == index ? position : nil
    }
}
