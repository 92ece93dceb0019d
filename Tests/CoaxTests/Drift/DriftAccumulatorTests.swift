import Foundation
import Testing

@testable import Coax

/// Drift over the documents loaded so far, going on with the next ones: a report at any point
/// is the report of the documents analysed so far, and once every document was analysed it is
/// the whole collection's report. Marks updated from earlier marks are the marks made afresh.
@Suite struct DriftAccumulatorTests {
    /// 6,000 records with a three-variant union that drifts, a nested union, and late drift.
    static let records = DriftStreamingTests.records

    /// The first `count` records of ``records``.
    static func firstRecords(_ count: Int) -> String {
        records.split(separator: "\n").prefix(count).joined(separator: "\n") + "\n"
    }

    /// Analyses `collection` in batches of `sizes` (then the rest), taking a report after each.
    static func accumulate(_ collection: JSONCollection, batches sizes: [Int]) -> DriftAccumulator {
        var accumulator = DriftAccumulator(collection: collection)
        var start = 0
        for size in sizes {
            accumulator.analyze(documentsIn: start..<(start + size))
            start += size
            // Reports in between must leave the accumulator as it was.
            _ = accumulator.report()
        }
        accumulator.analyzeLoadedDocuments()
        return accumulator
    }

    @Test func afterEveryDocumentTheReportIsTheWholeCollectionsReport() throws {
        let collection = JSONCollection(parsing: Self.records, name: "events.jsonl")
        let accumulator = Self.accumulate(collection, batches: [1, 6, 300, 999, 1_200])
        #expect(accumulator.nextDocument == 6_000)
        #expect(accumulator.analyzedDocumentCount == 6_000)
        let whole = DriftAnalyzer().analyze(collection)
        let report = accumulator.report()
        #expect(report == whole)
        #expect(report.text(name: "events.jsonl") == whole.text(name: "events.jsonl"))
        #expect(report.json() == whole.json())
        #expect(report.unions.map(\.by) == ["type", "kind"])
        #expect(report.findings.contains { $0.pattern.description.hasSuffix(".total") })
        // Asking again changes nothing.
        #expect(accumulator.report() == report)
    }

    @Test func aReportMidwayIsTheReportOfTheDocumentsSoFar() throws {
        let collection = JSONCollection(parsing: Self.records, name: "events.jsonl")
        var accumulator = DriftAccumulator(collection: collection)
        var start = 0
        // Before and after the union is decided (1,000 objects), with the nested groups young.
        for end in [1, 40, 1_000, 2_600] {
            accumulator.analyze(documentsIn: start..<end)
            start = end
            let soFar = JSONCollection(parsing: Self.firstRecords(end), name: "events.jsonl")
            let expected = DriftAnalyzer().analyze(soFar)
            let report = accumulator.report()
            #expect(report.documentCount == end)
            #expect(report.text(name: "events.jsonl") == expected.text(name: "events.jsonl"), "after \(end) documents")
            #expect(report.json() == expected.json(), "after \(end) documents")
        }
    }

    @Test func withoutVariantsTheReportIsTheWholeCollectionsReportToo() throws {
        let collection = JSONCollection(parsing: Self.records, name: "events.jsonl")
        let analyzer = DriftAnalyzer(options: DriftOptions(findsVariants: false))
        var accumulator = DriftAccumulator(collection: collection, analyzer: analyzer)
        accumulator.analyze(documentsIn: 0..<4_999)
        #expect(accumulator.report().member(at: "$.code")?.kinds.count == 1, "only strings so far")
        accumulator.analyze(documentsIn: 4_999..<6_000)
        let report = accumulator.report()
        #expect(report == analyzer.analyze(collection))
        #expect(report.member(at: "$.code")?.kinds.map(\.count) == [5_000, 1_000])
    }

    @Test func aTaggedUnionFromSampleDataGivesTheSameReport() throws {
        let collection = try JSONCollection.load(path: PackageRoot.file("SampleData/github-events.jsonl").path)
        let accumulator = Self.accumulate(collection, batches: [2, 5, 3])
        let report = accumulator.report()
        let whole = DriftAnalyzer().analyze(collection)
        #expect(report == whole)
        #expect(report.text(name: "github-events.jsonl") == whole.text(name: "github-events.jsonl"))
        #expect(report.unions.first?.by == "type")
    }

    @Test func anHTTPArchiveGivesTheSameReportEndpointByEndpoint() throws {
        let collection = try JSONCollection.load(path: PackageRoot.file("SampleData/shop-api.har").path)
        #expect(collection.count > 3)
        let accumulator = Self.accumulate(collection, batches: [1, 2])
        let report = accumulator.report()
        let whole = DriftAnalyzer().analyze(collection)
        #expect(!report.endpoints.isEmpty)
        #expect(report == whole)
        #expect(report.text(name: "shop-api.har") == whole.text(name: "shop-api.har"))
        #expect(report.json() == whole.json())
        // Its marks are the marks of the whole analysis.
        let marks = DriftMarks(collection: collection, report: report)
        let wholeMarks = DriftMarks(collection: collection, report: whole)
        #expect(Self.described(marks) == Self.described(wholeMarks))
        #expect(marks.count > 0)
    }

    @Test func oneDocumentIsAnalysedAsTheDocumentItIs() throws {
        let text = #"{"posts": [{"id": "7"}, {"id": 7}, {"id": 8}]}"#
        let files = try ScratchFiles()
        let collection = try JSONCollection.load(path: files.write(text, named: "posts.json"))
        #expect(collection.isSingleDocument)
        var accumulator = DriftAccumulator(collection: collection)
        accumulator.analyzeLoadedDocuments()
        let report = accumulator.report()
        #expect(report == DriftAnalyzer().analyze(collection))
        #expect(report.documentCount == nil)
        #expect(report.findings.first?.pattern.description == "$.posts[*].id")
    }

    @Test func documentsAreAnalysedOnceWhateverTheRangesAsked() throws {
        let collection = JSONCollection(parsing: Self.firstRecords(50), name: "events.jsonl")
        var accumulator = DriftAccumulator(collection: collection)
        accumulator.analyze(documentsIn: 0..<20)
        accumulator.analyze(documentsIn: 10..<30)
        accumulator.analyze(documentsIn: 0..<500)
        #expect(accumulator.nextDocument == 50, "no further than the documents loaded")
        #expect(accumulator.analyzeLoadedDocuments() == 0)
        #expect(accumulator.report() == DriftAnalyzer().analyze(collection))
    }

    @Test func aFollowedFileIsAnalysedAsItsRecordsArrive() throws {
        let files = try ScratchFiles()
        let path = try files.write("{\"price\": 1}\n{\"price\": 2}\n", named: "app.jsonl")
        let followed = JSONCollection.open(paths: [path], follow: true)
        defer { followed.stopLoading() }
        #expect(followed.waitForDocuments(count: 2, until: Date() + 60) == 2)
        var accumulator = DriftAccumulator(collection: followed)
        #expect(accumulator.analyzeLoadedDocuments() == 2)
        #expect(accumulator.report().isConsistent)
        #expect(accumulator.report().documentCount == 2)
        try files.append("{\"price\": \"3.50\"}\n", to: path)
        #expect(followed.waitForDocuments(count: 3, until: Date() + 60) == 3)
        #expect(accumulator.analyzeLoadedDocuments() == 1)
        let report = accumulator.report()
        #expect(followed.status.phase != .finished)
        #expect(
            report.findings.first?.description
                == "$.price: number ×2 (\(path):1 $.price), string ×1 (\(path):3 $.price)")
    }

    @Test func aCollectionThatLetsDocumentsGoIsReadThroughTheAccumulator() throws {
        let files = try ScratchFiles()
        let path = try StreamingTests.fifo(in: files, named: "events.jsonl")
        // About twenty pieces: more chunks than a stream holds before its reader lets some go.
        StreamingTests.feed(path, StreamingTests.pieces(of: Array(Self.records.utf8), sizes: [40_000]))
        let stream = JSONCollection.open(paths: [path], keepsDocuments: false)
        defer { stream.stopLoading() }
        var accumulator = DriftAccumulator(collection: stream)
        let deadline = Date() + 60
        while !(stream.status.isFinished && accumulator.nextDocument >= stream.count), Date() < deadline {
            if accumulator.analyzeLoadedDocuments() == 0 {
                stream.waitForDocuments(count: accumulator.nextDocument + 1, until: Date() + 0.05)
            }
        }
        #expect(accumulator.nextDocument == 6_000, "the stream was not held back")
        #expect(stream.document(at: 0) == nil, "documents analysed were let go")
        let expected = DriftAnalyzer().analyze(JSONCollection(parsing: Self.records, name: path))
        #expect(accumulator.report().text(name: "events.jsonl") == expected.text(name: "events.jsonl"))
    }

    // MARK: - Marks that follow

    /// Every mark: document, tape index and its finding's pattern.
    static func described(_ marks: DriftMarks) -> [String] {
        (0..<marks.count).compactMap { offset in
            guard let place = marks.position(at: offset) else { return nil }
            let pattern = marks.finding(document: place.document, index: place.index)?.pattern.description ?? "?"
            return "\(place.document):\(place.index) \(pattern)"
        }
    }

    @Test func marksUpdatedBatchByBatchAreTheMarksMadeAfresh() throws {
        let collection = JSONCollection(parsing: Self.records, name: "events.jsonl")
        var accumulator = DriftAccumulator(collection: collection)
        var marks: DriftMarks?
        var analysedMarks: DriftMarks?
        var start = 0
        var findingCounts: [Int] = []
        // Findings appear along the way (`.total` as a string at record 291, `.qty` at 1,503,
        // `.code` at 5,001) and the union is decided at 1,000 objects.
        for end in [10, 290, 292, 999, 1_001, 1_502, 1_504, 3_000, 5_000, 5_001, 6_000] {
            accumulator.analyze(documentsIn: start..<end)
            start = end
            let report = accumulator.report()
            findingCounts.append(report.findings.count)
            let fresh = DriftMarks(collection: collection, report: report)
            let updated = marks.map { DriftMarks(collection: collection, report: report, updating: $0) }
            if let updated {
                #expect(Self.described(updated) == Self.described(fresh), "after \(end) documents")
                #expect(updated.coveredDocumentCount == 6_000)
            }
            marks = updated ?? fresh
            // Marks of the documents analysed only, updated as the analysis goes on.
            let analysed = DriftMarks(collection: collection, report: report, upTo: end)
            let kept = analysedMarks.map {
                DriftMarks(collection: collection, report: report, updating: $0, upTo: end)
            }
            if let kept {
                #expect(Self.described(kept) == Self.described(analysed), "up to \(end) documents")
                #expect(kept.coveredDocumentCount == end)
                #expect(kept.next(afterDocument: end, index: -1) == nil, "no marks past the documents analysed")
            }
            analysedMarks = kept ?? analysed
        }
        #expect(analysedMarks.map(Self.described) == marks.map(Self.described), "every document analysed")
        #expect(findingCounts.first ?? 0 < findingCounts.last ?? 0, "findings appeared on the way: \(findingCounts)")
    }

    @Test func marksOfAGrowingCollectionWalkOnlyItsNewDocumentsWhileNothingChanges() throws {
        let files = try ScratchFiles()
        let path = try files.write("{\"price\": 1}\n{\"price\": \"2\"}\n", named: "app.jsonl")
        let followed = JSONCollection.open(paths: [path], follow: true)
        defer { followed.stopLoading() }
        #expect(followed.waitForDocuments(count: 2, until: Date() + 60) == 2)
        var accumulator = DriftAccumulator(collection: followed)
        accumulator.analyzeLoadedDocuments()
        let first = DriftMarks(collection: followed, report: accumulator.report())
        #expect(first.coveredDocumentCount == 2)
        #expect(first.count == 2)
        try files.append("{\"price\": 3}\n{\"price\": \"4\"}\n", to: path)
        #expect(followed.waitForDocuments(count: 4, until: Date() + 60) == 4)
        accumulator.analyzeLoadedDocuments()
        let report = accumulator.report()
        let second = DriftMarks(collection: followed, report: report, updating: first)
        #expect(second.coveredDocumentCount == 4)
        #expect(Self.described(second) == Self.described(DriftMarks(collection: followed, report: report)))
        #expect(second.count == 4)
        #expect(second.finding(document: 3, index: 2)?.kindSummary.hasPrefix("number ×2") == true)
        // A second member (sometimes missing) drifts: every document is walked again.
        try files.append("{\"price\": 5, \"id\": \"x\"}\n", to: path)
        #expect(followed.waitForDocuments(count: 5, until: Date() + 60) == 5)
        accumulator.analyzeLoadedDocuments()
        let later = accumulator.report()
        #expect(later.findings.count == 2)
        let third = DriftMarks(collection: followed, report: later, updating: second)
        #expect(Self.described(third) == Self.described(DriftMarks(collection: followed, report: later)))
        #expect(third.count == 6)
    }
}
