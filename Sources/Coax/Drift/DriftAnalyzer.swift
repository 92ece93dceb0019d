/// Finds type drift: for every array of objects (and nested ones, at their own patterns such as
/// `$.posts[*].comments[*]`), and for every JSON:API resource type across `data` and `included`,
/// it compares the members key by key and reports the keys whose values disagree.
///
/// The analysis is one pass over the document's tape with an explicit stack: no recursion, no
/// conversion of values to ``JSONValue``. Coercion verdicts come from the coercion engine,
/// remembered per shape of value, so a 100 MB file costs about as much as reading its tape.
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"posts": [{"id": "7"}, {"id": 7}, {"id": 8}]}"#)
/// let report = DriftAnalyzer().analyze(document)
/// report.findings.first?.description      // "$.posts[*].id: number ×2 ($.posts[1].id), string ×1 ($.posts[0].id)"
/// report.findings.first?.readingSummary   // "integer reads all 3 values exactly"
/// ```
public struct DriftAnalyzer: Sendable {
    /// Creates an analyzer.
    ///
    /// ```swift
    /// let analyzer = DriftAnalyzer()
    /// ```
    public init() {}

    /// Analyses a whole document; JSON:API compound documents are grouped by resource type.
    ///
    /// ```swift
    /// let report = DriftAnalyzer().analyze(try JSONDocument.load(path: "feed.json"))
    /// ```
    public func analyze(_ document: JSONDocument) -> DriftReport {
        let layout = JSONAPILayout(root: document.root)
        var walker = DriftWalker(document: document, layout: layout, rootIsGrouped: false)
        walker.walk(document.root)
        let builder = DriftReportBuilder(
            trie: walker.trie, root: document.root, rootPath: .root, isJSONAPI: layout != nil)
        return builder.build()
    }

    /// Analyses the value at `path` as the thing a model is made for: every object under it is
    /// compared, even one that appears once (its members then describe the model's properties).
    /// An array's elements are compared with each other; an object is a group of one.
    ///
    /// ```swift
    /// let products = try JSONPath(parsing: "$.products").resolve(in: document.root)
    /// let report = DriftAnalyzer().analyze(products, at: ["products"])
    /// report.group(at: "$.products[*]")?.objectCount   // 10
    /// ```
    public func analyze(_ node: JSONNode, at path: JSONPath) -> DriftReport {
        var walker = DriftWalker(document: node.document, layout: nil, rootIsGrouped: true, rootPath: path)
        walker.walk(node)
        return DriftReportBuilder(trie: walker.trie, root: node, rootPath: path, isJSONAPI: false).build()
    }

    /// The tape indices (``JSONNode/index``) of every value of a drifting member, in document
    /// order: what a view marks, and where `m`/`M` jump (``DriftMarks`` wraps them with lookups).
    /// Walks the document once more. `report` must be this document's whole-document report
    /// (``analyze(_:)-(JSONDocument)``); any other gives no indices.
    ///
    /// ```swift
    /// let report = DriftAnalyzer().analyze(document)
    /// let marks = DriftAnalyzer().driftingValueIndices(in: document, report: report)
    /// document.node(atTapeIndex: marks[0])?.location   // the first drifting value
    /// ```
    public func driftingValueIndices(in document: JSONDocument, report: DriftReport) -> [Int] {
        locateDriftingValues(in: document, report: report).indices
    }

    /// The drifting values' tape indices and the analysis node of each.
    func locateDriftingValues(in document: JSONDocument, report: DriftReport) -> (indices: [Int], nodes: [Int32]) {
        // Node ids are only comparable between two walks of the same whole document.
        guard report.root.isRoot, !report.findings.isEmpty else { return ([], []) }
        let layout = JSONAPILayout(root: document.root)
        var walker = DriftWalker(document: document, layout: layout, rootIsGrouped: false)
        walker.collecting = report.driftingNodes
        walker.walk(document.root)
        return (walker.collected, walker.collectedNodes)
    }
}
