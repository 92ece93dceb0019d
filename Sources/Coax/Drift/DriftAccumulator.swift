/// Drift analysis of a collection a few documents at a time: for a collection that is still
/// loading or followed (`tail -f app.jsonl | coax`), whose input may never end.
///
/// Give it the documents loaded so far (``analyze(documentsIn:)``, or
/// ``analyzeLoadedDocuments()``), ask for a ``report()`` whenever one is wanted, and go on with
/// the documents that arrive next. A report covers the documents analysed so far; once every
/// document has been analysed, it is the report ``DriftAnalyzer/analyze(_:progress:)`` gives for
/// the whole collection.
///
/// Each document is walked once. Memory grows with the number of distinct patterns and variants,
/// not with documents: what a report says about a value is taken while its document is at hand,
/// as in the whole-collection analysis. (The bodies of an HTTP archive are the exception: they
/// are grouped by endpoint in each report, so they are kept.) A collection opened with
/// `keepsDocuments: false` lets each chunk go once the accumulator has analysed its documents.
///
/// ```swift
/// let live = JSONCollection.open(paths: ["app.jsonl"], follow: true)
/// var drift = DriftAccumulator(collection: live)
/// drift.analyzeLoadedDocuments()          // → 120: the documents read so far
/// drift.report().findings.count           // → 0
/// // … more records arrive …
/// drift.analyzeLoadedDocuments()          // → 3
/// drift.report().findings.first?.description
/// // "$.price: number ×122 (app.jsonl:1 $.price), string ×1 (app.jsonl:123 $.price)"
/// ```
public struct DriftAccumulator: Sendable {
    /// The documents analysed.
    public let collection: JSONCollection
    /// How tagged unions are found.
    public let options: DriftOptions
    /// The first document not looked at yet: every document before it is in the next report
    /// (documents a stream let go before they were reached excepted).
    public private(set) var nextDocument = 0
    /// The walk of every document but the bodies of HTTP archives.
    private var walker: DriftWalker
    /// Documents walked by ``walker``.
    private var plainCount = 0
    /// Bodies of HTTP archives, grouped by endpoint in each report: the endpoints depend on them all.
    private var exchanges: [(number: Int, exchange: HTTPExchange)] = []
    private var exchangeDocuments: [Int: ExchangeDocument] = [:]
    private var isJSONAPI = false

    private struct ExchangeDocument: Sendable {
        let document: JSONDocument
        let reference: DriftDocument?
    }

    /// Creates an accumulator for `collection` that has analysed nothing yet.
    ///
    /// ```swift
    /// var drift = DriftAccumulator(collection: collection, analyzer: DriftAnalyzer(options: options))
    /// drift.nextDocument   // → 0
    /// ```
    ///
    /// - Parameters:
    ///   - collection: the documents, loaded, loading or followed.
    ///   - analyzer: the analysis (its options say how tagged unions are found).
    public init(collection: JSONCollection, analyzer: DriftAnalyzer = DriftAnalyzer()) {
        self.collection = collection
        self.options = analyzer.options
        self.walker = DriftWalker(
            streamingWith: { DriftAnalyzer.reference(collection, $0) }, rootIsGrouped: true,
            options: analyzer.options)
    }

    /// The number of documents the next report covers.
    ///
    /// ```swift
    /// drift.analyzedDocumentCount   // → 123
    /// ```
    public var analyzedDocumentCount: Int { plainCount + exchanges.count }

    /// Analyses the documents numbered `range` (from 0) that are loaded, in order, and never
    /// waits. Documents are analysed once each: those before ``nextDocument`` are skipped, and
    /// ``nextDocument`` moves to the end of the range (to the number of documents loaded, when
    /// fewer are). Pass consecutive ranges to cover every document.
    ///
    /// ```swift
    /// drift.analyze(documentsIn: 0..<100)
    /// drift.analyze(documentsIn: 100..<collection.count)
    /// ```
    ///
    /// - Parameter range: document numbers, from 0.
    /// - Complexity: one walk of each document's tape.
    public mutating func analyze(documentsIn range: Range<Int>) {
        let end = min(range.upperBound, collection.count)
        var number = max(range.lowerBound, nextDocument)
        while number < end {
            if let document = collection.document(at: number) { add(document, number: number) }
            number += 1
        }
        nextDocument = max(nextDocument, end)
        // A collection that lets its documents go once read waits until they were.
        if collection.releasesReadParts { collection.releaseParts(before: nextDocument) }
    }

    /// Analyses every document loaded since the last call (from ``nextDocument`` on), and never
    /// waits.
    ///
    /// ```swift
    /// drift.analyzeLoadedDocuments()   // → 3: three records arrived since
    /// ```
    ///
    /// - Returns: How many documents were looked at.
    @discardableResult
    public mutating func analyzeLoadedDocuments() -> Int {
        let start = nextDocument
        analyze(documentsIn: start..<collection.count)
        return nextDocument - start
    }

    /// The report over the documents analysed so far; the accumulator goes on from where it was.
    /// Once loading has ended and every document was analysed, it is the report of
    /// ``DriftAnalyzer/analyze(_:progress:)`` — for a collection that turned out to be one plain
    /// document, that document's report.
    ///
    /// ```swift
    /// drift.report().documentCount   // → 123
    /// ```
    ///
    /// - Returns: Findings, groups, members and unions over the documents so far, with
    ///   ``DriftReport/documentCount``; ``CollectionDriftMarks`` locates its drifting values.
    /// - Complexity: proportional to the patterns and variants found (and the objects still set
    ///   aside to tell whether their group is a tagged union), not to the documents; for an HTTP
    ///   archive, its bodies are grouped by endpoint and walked again.
    public func report() -> DriftReport {
        if nextDocument > 0, collection.status.isFinished, collection.isSingleDocument,
            let only = collection.document(at: 0)
        {
            return DriftAnalyzer(options: options).analyze(only)
        }
        var walker = walker
        walker.finish()
        return report(plain: walker.trie, includingExchanges: true)
    }

    // MARK: - For the analyzer

    /// Walks document `number`, or keeps it for the endpoint grouping when it is the body of an
    /// HTTP archive; returns whether it was walked now.
    @discardableResult
    mutating func add(_ document: JSONDocument, number: Int) -> Bool {
        // Bodies of HTTP archives (and whole files) start at byte 0 of their own text; only
        // those can have an exchange, so the lookup is rare for records.
        if document.origin.byteOffset == 0, let source = collection.source(ofDocument: number),
            let exchange = source.exchange
        {
            exchanges.append((number, exchange))
            exchangeDocuments[number] = ExchangeDocument(
                document: document,
                reference: DriftDocument(index: number, label: source.label, shortLabel: source.shortLabel))
            return false
        }
        let layout = JSONAPILayout(document: document)
        if layout != nil { isJSONAPI = true }
        walker.walk(document, number: number, layout: layout)
        plainCount += 1
        return true
    }

    /// The report at the end of the analysis, without copying the walk; `includingExchanges`
    /// false leaves out the bodies of HTTP archives (an analysis stopped early).
    consuming func finalReport(includingExchanges: Bool) -> DriftReport {
        walker.finish()
        return report(plain: walker.trie, includingExchanges: includingExchanges)
    }

    private func report(plain: PatternTrie, includingExchanges: Bool) -> DriftReport {
        var sections: [(trie: PatternTrie, endpoint: DriftEndpoint?)] = [(plain, nil)]
        var sectionOfDocument: [Int32] = []
        var isJSONAPI = isJSONAPI
        var documentCount = plainCount
        if !exchanges.isEmpty, includingExchanges {
            let documents = exchangeDocuments
            let grouping = DriftEndpointGrouping(documents: exchanges) { documents[$0]?.document }
            sectionOfDocument = [Int32](repeating: 0, count: (exchanges.map(\.number).max() ?? 0) + 1)
            for (endpoint, members) in grouping.endpoints {
                var walker = DriftWalker(
                    streamingWith: { documents[$0]?.reference }, rootIsGrouped: true, options: options)
                for number in members {
                    guard let document = documents[number]?.document else { continue }
                    let layout = JSONAPILayout(document: document)
                    if layout != nil { isJSONAPI = true }
                    walker.walk(document, number: number, layout: layout)
                }
                walker.finish()
                for number in members { sectionOfDocument[number] = Int32(sections.count) }
                sections.append((walker.trie, endpoint))
            }
            documentCount += exchanges.count
        }
        return DriftAnalyzer(options: options).report(
            sections, input: DriftInput(root: { _ in nil }, reference: { _ in nil }), rootPath: .root,
            isJSONAPI: isJSONAPI, documentCount: documentCount, sectionOfDocument: sectionOfDocument)
    }
}
