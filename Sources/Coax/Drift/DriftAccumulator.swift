/// Drift analysis of a collection a few documents at a time: for a collection that is still
/// loading or followed (`tail -f app.jsonl | coax`), whose input may never end.
///
/// Give it the documents loaded so far (``analyzeLoadedDocuments()``), ask for a ``report()``
/// whenever one is wanted, and go on with the documents that arrive next. A report covers the documents analysed so far; once every
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
    package let collection: JSONCollection
    /// How tagged unions are found.
    package let options: DriftOptions
    /// The first document not looked at yet: every document before it is in the next report
    /// (documents a stream let go before they were reached excepted).
    package private(set) var nextDocument = 0
    /// The walks of every document but the bodies of HTTP archives: one per group of files
    /// whose roots are alike (`DriftSourceGrouping`), usually one.
    private var walkers: [DriftWalker]
    /// Per walk: its files, and the documents it walked.
    private var sourceFiles: [[String]] = [[]]
    private var sourceCounts: [Int] = [0]
    /// Which files go together, the input being read and its group.
    private var sourceGrouping = DriftSourceGrouping()
    private var currentInput: String?
    private var currentSource = 0
    /// The documents from which on each group's walk takes them (first document, group), in order.
    private var sourceRuns: [(start: Int, source: Int)] = []
    /// Documents walked by ``walkers``, and the number of the last.
    private var plainCount = 0
    private var lastWalked = -1
    /// Bodies of HTTP archives, grouped by endpoint in each report: the endpoints depend on them all.
    private var exchanges: [(number: Int, exchange: HTTPExchange)] = []
    private var exchangeDocuments: [Int: ExchangeDocument] = [:]
    private var isJSONAPI = false
    /// Whether the first group's values are recorded on a thread of their own (see
    /// ``recordInBackground()``).
    private(set) var recordsInBackground = false

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
        self.walkers = [Self.walker(collection, options: analyzer.options)]
    }

    private static func walker(_ collection: JSONCollection, options: DriftOptions) -> DriftWalker {
        DriftWalker(
            streamingWith: { DriftAnalyzer.reference(collection, $0) }, rootIsGrouped: true, options: options)
    }

    /// The number of documents the next report covers.
    ///
    /// ```swift
    /// drift.analyzedDocumentCount   // → 123
    /// ```
    package var analyzedDocumentCount: Int { plainCount + exchanges.count }

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
    package mutating func analyze(documentsIn range: Range<Int>) {
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

    /// Analyses every document loaded since the last call, and never waits.
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
    ///   ``DriftReport/documentCount``.
    /// - Complexity: proportional to the patterns and variants found (and the objects still set
    ///   aside to tell whether their group is a tagged union), not to the documents; for an HTTP
    ///   archive, its bodies are grouped by endpoint and walked again.
    public func report() -> DriftReport {
        if nextDocument > 0, collection.status.isFinished, collection.isSingleDocument,
            let only = collection.document(at: 0)
        {
            return DriftAnalyzer(options: options).analyze(only)
        }
        var walkers = walkers
        for index in walkers.indices { walkers[index].finish() }
        return report(plain: walkers.map(\.trie), includingExchanges: true)
    }

    // MARK: - For the analyzer

    /// Records the values of the first group of files (usually the only one) on a thread of
    /// their own once its walk is long enough (``DriftWalker/backgroundThreshold`` documents),
    /// and lets the collection's parts go behind that thread: the caller lets none go itself
    /// while ``isRecordingInBackground``. The accumulator must then end with
    /// ``finalReport(includingExchanges:)``, never be copied. Call before the first document.
    mutating func recordInBackground() {
        recordsInBackground = true
        let collection = collection
        walkers[0].recordsInBackground = { before in
            if collection.releasesReadParts { collection.releaseParts(before: before) }
        }
    }

    /// Whether values are being recorded on another thread, which then lets the parts go.
    var isRecordingInBackground: Bool { walkers[0].isRecordingInBackground }

    /// Hands the values walked so far to the recording thread, which then lets the parts of
    /// every document before `documentsBefore` go (all were analysed): call before waiting for
    /// input.
    mutating func handOverRecording(documentsBefore: Int) {
        walkers[0].handOverRecording(documentsBefore: documentsBefore)
    }

    /// Walks document `number`, or keeps it for the endpoint grouping when it is the body of an
    /// HTTP archive; returns whether it was walked now.
    @discardableResult
    mutating func add(_ document: JSONDocument, number: Int) -> Bool {
        // Bodies of HTTP archives (and whole files) start at byte 0 of their own text; only
        // those can have an exchange, so the lookup is rare for records.
        if document.origin.byteOffset == 0, let source = collection.source(ofDocument: number) {
            if let exchange = source.exchange {
                exchanges.append((number, exchange))
                exchangeDocuments[number] = ExchangeDocument(
                    document: document,
                    reference: DriftDocument(index: number, label: source.label, shortLabel: source.shortLabel))
                return false
            }
            if source.input != currentInput {
                currentInput = source.input
                startInput(source.inputName, first: document, number: number)
            }
        }
        let layout = JSONAPILayout(document: document)
        if layout != nil { isJSONAPI = true }
        walkers[currentSource].walk(document, number: number, layout: layout)
        sourceCounts[currentSource] += 1
        lastWalked = number
        plainCount += 1
        return true
    }

    /// A new input begins with `first`: its documents go to the group of files whose roots are
    /// like its root.
    private mutating func startInput(_ name: String, first: JSONDocument, number: Int) {
        let source = sourceGrouping.group(of: first)
        if source == walkers.count {
            walkers.append(Self.walker(collection, options: options))
            sourceFiles.append([])
            sourceCounts.append(0)
        }
        sourceFiles[source].append(name)
        if source != currentSource || sourceRuns.isEmpty { sourceRuns.append((number, source)) }
        currentSource = source
    }

    /// The report at the end of the analysis, without copying the walk; `includingExchanges`
    /// false leaves out the bodies of HTTP archives (an analysis stopped early).
    consuming func finalReport(includingExchanges: Bool) -> DriftReport {
        for index in walkers.indices { walkers[index].finish() }
        return report(plain: walkers.map(\.trie), includingExchanges: includingExchanges)
    }

    private func report(plain: [PatternTrie], includingExchanges: Bool) -> DriftReport {
        var sections: [(trie: PatternTrie, endpoint: DriftEndpoint?)]
        var sectionOfDocument: [Int32] = []
        if plain.count == 1 {
            sections = [(plain[0], nil)]
        } else {
            sections = plain.indices.map { index in
                (plain[index], DriftEndpoint(files: sourceFiles[index], documentCount: sourceCounts[index]))
            }
            // Each document's section, up to the last run of a group other than the first.
            if let last = sourceRuns.lastIndex(where: { $0.source != 0 }) {
                let end = last + 1 < sourceRuns.count ? sourceRuns[last + 1].start : lastWalked + 1
                sectionOfDocument = [Int32](repeating: 0, count: max(end, 0))
                for (position, run) in sourceRuns.enumerated() {
                    let runEnd = position + 1 < sourceRuns.count ? sourceRuns[position + 1].start : end
                    for number in run.start..<max(run.start, min(runEnd, end)) {
                        sectionOfDocument[number] = Int32(run.source)
                    }
                }
            }
        }
        var isJSONAPI = isJSONAPI
        var documentCount = plainCount
        if !exchanges.isEmpty, includingExchanges {
            let documents = exchangeDocuments
            let grouping = DriftEndpointGrouping(documents: exchanges) { documents[$0]?.document }
            let longest = max(sectionOfDocument.count, (exchanges.map(\.number).max() ?? 0) + 1)
            sectionOfDocument += [Int32](repeating: 0, count: longest - sectionOfDocument.count)
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
