/// Finds type drift: for every array of objects (and nested ones, at their own patterns such as
/// `$.posts[*].comments[*]`), for every JSON:API resource type across `data` and `included`, and
/// across the documents of a collection, it compares the members key by key and reports the keys
/// whose values disagree.
///
/// Groups of objects that are tagged unions (a member such as `type` whose values tell which
/// members the object has) are compared variant by variant (see ``DriftOptions``). The documents
/// of an HTTP archive are compared endpoint by endpoint.
///
/// The analysis is one pass over each document's tape with an explicit stack: no recursion, no
/// conversion of values to ``JSONValue``. Coercion verdicts come from the coercion engine,
/// remembered per shape of value, so a 100 MB file costs about as much as reading its tape. Its
/// memory grows with the number of distinct patterns and variants, not with the values; over a
/// collection it visits each document once and keeps none (the bodies of an HTTP archive
/// excepted: they are grouped by endpoint once all are read), so a collection opened with
/// `keepsDocuments: false` is analysed in the memory of a few chunks.
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"posts": [{"id": "7"}, {"id": 7}, {"id": 8}]}"#)
/// let report = DriftAnalyzer().analyze(document)
/// report.findings.first?.description      // "$.posts[*].id: number ×2 ($.posts[1].id), string ×1 ($.posts[0].id)"
/// report.findings.first?.readingSummary   // "integer reads all 3 values exactly"
/// ```
public struct DriftAnalyzer: Sendable {
    /// How tagged unions are found.
    public var options: DriftOptions

    /// Creates an analyzer.
    ///
    /// - Parameter options: whether and by which members tagged unions are found.
    public init(options: DriftOptions = DriftOptions()) {
        self.options = options
    }

    /// Analyses a whole document; JSON:API compound documents are grouped by resource type.
    ///
    /// - Parameter document: the whole document; every array of objects in it is compared.
    /// - Returns: Every group of objects and member, with the drifting ones as ``DriftReport/findings``,
    ///   sorted by severity.
    public func analyze(_ document: JSONDocument) -> DriftReport {
        let layout = JSONAPILayout(document: document)
        var walker = DriftWalker(rootIsGrouped: false, options: options) { _ in document }
        walker.walk(document, number: 0, layout: layout)
        walker.finish()
        let trie = walker.trie
        let input = DriftInput(root: { _ in document.root }, reference: { _ in nil })
        return report([(trie, nil)], input: input, rootPath: .root, isJSONAPI: layout != nil, documentCount: nil)
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
    ///
    /// - Parameters:
    ///   - node: an object or an array of objects.
    ///   - path: where `node` is, used to spell the report's patterns.
    /// - Returns: The report of the objects under `node`, patterns starting at `path`.
    public func analyze(_ node: JSONNode, at path: JSONPath) -> DriftReport {
        analyze(node, at: path, groupingResources: false)
    }

    /// As ``analyze(_:at:)-(JSONNode,_)``; with `groupingResources`, a document root that is a
    /// JSON:API compound document has its resources grouped by type, as
    /// ``analyze(_:)-(JSONDocument)`` does (what a schema describes; a model keeps positions).
    package func analyze(_ node: JSONNode, at path: JSONPath, groupingResources: Bool) -> DriftReport {
        let document = node.document
        let layout = groupingResources && node.index == 0 ? JSONAPILayout(document: document) : nil
        var walker = DriftWalker(rootIsGrouped: true, rootPath: path, options: options) { _ in document }
        walker.walk(document, number: 0, from: node.index, layout: layout)
        walker.finish()
        let trie = walker.trie
        let input = DriftInput(root: { _ in node }, reference: { _ in nil })
        return report([(trie, nil)], input: input, rootPath: path, isJSONAPI: layout != nil, documentCount: nil)
    }

    /// Analyses every document of a collection, as they load (it returns once loading ends):
    /// the same path in every document is one member, documents are a group of objects (which
    /// may be a tagged union), and the documents of an HTTP archive are analysed endpoint by
    /// endpoint, request bodies apart from responses. A collection that is one plain document is
    /// analysed as ``analyze(_:)-(JSONDocument)`` does.
    ///
    /// Each document is visited once, in order, and not kept: open the collection with
    /// `keepsDocuments: false` (``JSONCollection/open(paths:format:options:follow:keepsDocuments:)``)
    /// and memory stays at a few chunks of input, whatever its size. The report is the same.
    ///
    /// `progress`, when given, is called now and then with the number of documents analysed; it
    /// returns false to stop (the report then covers the documents analysed so far). For a
    /// collection whose input may never end (followed), ``DriftAccumulator`` analyses the
    /// documents loaded so far and goes on with the next ones, a report at any point.
    ///
    /// ```swift
    /// let report = DriftAnalyzer().analyze(try JSONCollection.load(path: "orders.jsonl"))
    /// report.member(at: "$.price")?.description
    /// // "$.price: number ×812 (orders.jsonl:1 $.price), string ×3 (orders.jsonl:17 $.price)"
    /// ```
    ///
    /// - Parameters:
    ///   - collection: the documents, loaded or loading.
    ///   - progress: called with the count of documents analysed; return false to stop early.
    /// - Returns: One report over all documents, with ``DriftReport/documentCount`` and, for HTTP
    ///   archives, `DriftReport.endpoints`.
    public func analyze(_ collection: JSONCollection, progress: ((Int) -> Bool)? = nil) -> DriftReport {
        if collection.waitForDocuments(count: 2) < 2, collection.status.isFinished, collection.isSingleDocument,
            let only = collection.document(at: 0)
        {
            return analyze(only)
        }
        var accumulator = DriftAccumulator(collection: collection, analyzer: self)
        // A long collection's values are counted on a second thread (see `DriftBackgroundRecorder`).
        accumulator.recordInBackground()
        var items = ItemSequence.Iterator(collection: collection)
        var analysed = 0
        // Before waiting for more: the recorder gets what was walked, and what was read goes (the
        // loader may be waiting for room): by the recorder, once it has recorded what came
        // before, when there is one.
        while let item = items.next(letGo: { documentsPassed, isWaiting in
            if isWaiting { accumulator.handOverRecording(documentsBefore: documentsPassed) }
            return !accumulator.isRecordingInBackground
        }) {
            guard case .document(let number) = item, let document = items.document(at: number),
                accumulator.add(document, number: number)
            else { continue }
            analysed += 1
            if analysed % 4_096 == 0, let progress, !progress(analysed) {
                return accumulator.finalReport(includingExchanges: false)
            }
        }
        return accumulator.finalReport(includingExchanges: true)
    }

    /// Analyses the value at `path` in every document of a collection that has one, together,
    /// as the thing a model is made for (see ``analyze(_:at:)``). Waits until the collection is
    /// loaded.
    ///
    /// ```swift
    /// let report = DriftAnalyzer().analyze(try JSONCollection.load(path: "events.jsonl"), at: ["payload"])
    /// report.documentCount   // documents that have $.payload
    /// ```
    ///
    /// - Parameters:
    ///   - collection: the documents.
    ///   - path: the value to model in each document; documents without it are left out.
    /// - Returns: One report over every document's value at `path`.
    public func analyze(_ collection: JSONCollection, at path: JSONPath) -> DriftReport {
        collection.waitUntilLoaded()
        var walker = DriftWalker(rootIsGrouped: true, rootPath: path, options: options) {
            collection.document(at: $0)
        }
        var count = 0
        collection.forEachDocument { number, document in
            guard let node = try? path.resolve(in: document.root) else { return }
            walker.walk(document, number: number, from: node.index, layout: nil)
            count += 1
        }
        walker.finish()
        let trie = walker.trie
        let input = DriftInput(
            root: { number in collection.document(at: number).flatMap { try? path.resolve(in: $0.root) } },
            reference: { Self.reference(collection, $0) })
        return report([(trie, nil)], input: input, rootPath: path, isJSONAPI: false, documentCount: count)
    }

    /// The tape indices (``JSONNode/index``) of every value of a drifting member, in document
    /// order: what a view marks, and where `m`/`M` jump (`DriftMarks` wraps them with lookups).
    /// Walks the document once more. `report` must be this document's whole-document report
    /// (``analyze(_:)-(JSONDocument)``); any other gives no indices.
    ///
    /// ```swift
    /// let report = DriftAnalyzer().analyze(document)
    /// let marks = DriftAnalyzer().driftingValueIndices(in: document, report: report)
    /// document.node(atTapeIndex: marks[0])?.location   // the first drifting value
    /// ```
    ///
    /// - Parameters:
    ///   - document: the document analysed.
    ///   - report: its whole-document report.
    /// - Returns: Sorted tape indices; empty when nothing drifts.
    package func driftingValueIndices(in document: JSONDocument, report: DriftReport) -> [Int] {
        locateDriftingValues(in: document, report: report).positions.map(\.index)
    }

    /// The drifting values' positions and the finding of each, for a whole-document report.
    func locateDriftingValues(
        in document: JSONDocument, report: DriftReport
    ) -> (positions: [DriftPosition], nodes: [Int32]) {
        // The walk must route objects as the analysis did: only the report's own tries can.
        guard report.root.isRoot, report.documentCount == nil, !report.findings.isEmpty,
            let trie = report.routing.tries.first
        else { return ([], []) }
        var walker = DriftWalker(
            locatingIn: trie, options: report.routing.options, collecting: report.driftingNodes(section: 0))
        walker.walk(document, number: 0, layout: JSONAPILayout(document: document))
        return (walker.collected, walker.collectedNodes)
    }

    // MARK: - Helpers

    static func reference(_ collection: JSONCollection, _ number: Int) -> DriftDocument? {
        guard let source = collection.source(ofDocument: number) else { return nil }
        return DriftDocument(index: number, label: source.label, shortLabel: source.shortLabel)
    }

    func report(
        _ sections: [(trie: PatternTrie, endpoint: DriftEndpoint?)], input: DriftInput, rootPath: JSONPath,
        isJSONAPI: Bool, documentCount: Int?, sectionOfDocument: [Int32] = []
    ) -> DriftReport {
        var groups: [DriftGroup] = []
        var members: [DriftMember] = []
        var findings: [DriftMember] = []
        var unions: [DriftUnion] = []
        for (position, section) in sections.enumerated() {
            let built = DriftReportBuilder(
                trie: section.trie, input: input, rootPath: rootPath, section: Int32(position),
                endpoint: section.endpoint
            ).build()
            groups += built.groups
            members += built.members
            findings += built.findings
            unions += built.unions
        }
        var report = DriftReport(
            root: rootPath, isJSONAPI: isJSONAPI, groups: groups, members: members, findings: findings,
            documentCount: documentCount, endpoints: sections.compactMap(\.endpoint), unions: unions)
        report.routing = DriftRouting(
            tries: sections.map(\.trie), options: options, sectionOfDocument: sectionOfDocument)
        return report
    }
}
