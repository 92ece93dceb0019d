import Foundation
import Testing

@testable import Coax

/// Drift over a collection visits each document once and keeps none: what a report says about a
/// value (its path, document, the engine's reasons) is taken while its document is at hand, and
/// objects set aside to find tagged unions are copies. The reports must not change.
@Suite struct DriftStreamingTests {
    /// 6,000 records: a tagged union of three variants (`type`) where one variant really
    /// drifts, nested arrays of objects that are themselves a union (`items[*].kind`), a member
    /// that is text in the first 5,000 records and a number afterwards (more strings wait than
    /// are ever kept), first failures inside objects set aside, and a rare nested group.
    static let records: String = {
        var lines: [String] = []
        for number in 1...6_000 {
            let type = ["order", "refund", "note"][number % 3]
            var fields = [#""id": \#(number)"#, #""type": "\#(type)""#]
            switch type {
            case "order":
                let total = number % 97 == 0 ? #""\#(number).50""# : "\(number).5"
                fields.append(#""total": \#(total)"#)
                let items = (0..<(number % 4)).map { item -> String in
                    item % 2 == 0
                        ? #"{"kind": "product", "sku": "S-\#(number)-\#(item)", "qty": \#(number == 1_503 ? "\"2\"" : "2")}"#
                        : #"{"kind": "fee", "amount": "\#(item).25"}"#
                }
                fields.append(#""items": [\#(items.joined(separator: ", "))]"#)
            case "refund":
                fields.append(#""amount": \#(number).25"#)
                fields.append(#""reason": "\#(number % 5 == 0 ? "damaged" : "late")""#)
            default:
                fields.append(#""text": "note \#(number)""#)
            }
            fields.append(#""code": \#(number <= 5_000 ? "\"C\(number)\"" : "\(number)")"#)
            if number % 500 == 1 {
                let at = number % 1_000 == 1 ? "\"1700000000\"" : "1700000000"
                fields.append(#""audit": [{"by": "u\#(number)", "at": \#(at)}]"#)
            }
            lines.append("{" + fields.joined(separator: ", ") + "}")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func aStreamGivesTheReportOfTheLoadedCollection() throws {
        let files = try ScratchFiles()
        let path = try files.write(Self.records, named: "events.jsonl")
        let loaded = try JSONCollection.load(path: path)
        let stream = JSONCollection.open(paths: [path], keepsDocuments: false)
        let fromStream = DriftAnalyzer().analyze(stream)
        let fromLoaded = DriftAnalyzer().analyze(loaded)
        // The stream let its documents go behind the analysis.
        #expect(stream.count == 6_000)
        #expect(stream.document(at: 0) == nil)
        #expect(fromStream.text(name: "events.jsonl") == fromLoaded.text(name: "events.jsonl"))
        #expect(fromStream.json() == fromLoaded.json())
        #expect(fromStream.findings == fromLoaded.findings)
    }

    /// Past ``DriftWalker/backgroundThreshold`` documents, a collection's values are counted on a
    /// thread of their own, which lets the stream's parts go behind it: the report is the one of
    /// the walk that counts every value itself (the accumulator, fed range by range), with the
    /// same places named from documents the stream has let go since.
    @Test func valuesCountedOnAThreadOfTheirOwnGiveTheSameReport() throws {
        #expect(DriftWalker.backgroundThreshold < 6_000 / 2, "most documents are counted in the background")
        let files = try ScratchFiles()
        let path = try files.write(Self.records, named: "events.jsonl")
        for options in [DriftOptions(), DriftOptions(findsVariants: false)] {
            let stream = JSONCollection.open(paths: [path], keepsDocuments: false)
            let inBackground = DriftAnalyzer(options: options).analyze(stream)
            #expect(stream.document(at: 0) == nil)
            let loaded = try JSONCollection.load(path: path)
            var accumulator = DriftAccumulator(collection: loaded, analyzer: DriftAnalyzer(options: options))
            for start in stride(from: 0, to: 6_000, by: 700) { accumulator.analyze(documentsIn: start..<(start + 700)) }
            let counted = accumulator.report()
            #expect(inBackground == counted)
            #expect(inBackground.text(name: "events.jsonl") == counted.text(name: "events.jsonl"))
            #expect(inBackground.json() == counted.json())
            #expect(!inBackground.findings.isEmpty)
            if !options.findsVariants {
                let code = try #require(inBackground.member(at: "$.code"))
                let labels = code.kinds.map { $0.firstDocument?.label ?? "" }
                #expect(
                    labels.count == 2 && labels[0].hasSuffix("/events.jsonl:1")
                        && labels[1].hasSuffix("/events.jsonl:5001"))
            }
        }
    }

    /// A directory whose first file is long enough to be counted in the background and whose
    /// other files form another group (other roots): the documents of that group never reach the
    /// recorder, yet the stream must let them go for the loader to go on reading (it holds a few
    /// parts at most). The analysis ends, with the report of the loaded directory.
    @Test func aSecondGroupOfFilesIsLetGoWhileTheFirstIsCountedInTheBackground() throws {
        let files = try ScratchFiles()
        try files.write(Self.firstRecords(DriftWalker.backgroundThreshold + 500), named: "logs/a.jsonl")
        for file in 1...8 {
            let lines = (0..<200).map { line -> String in
                let value = line % 3 == 0 ? #""1""# : "1"
                return #"[\#(file * 1_000 + line), "x", {"k": \#(value)}]"#
            }
            try files.write(lines.joined(separator: "\n") + "\n", named: "logs/b\(file).jsonl")
        }
        let folder = files.path + "/logs"
        let result = LockedValue<DriftReport?>(nil)
        let worker = try #require(
            WorkerThread.start(name: "drift-test") { _ in
                let stream = JSONCollection.open(paths: [folder], keepsDocuments: false)
                let report = DriftAnalyzer().analyze(stream)
                result.withLock { $0 = report }
            })
        #expect(worker.wait(until: Date(timeIntervalSinceNow: 60)), "the analysis ended")
        let report = try #require(result.withLock { $0 })
        let loaded = try JSONCollection.load(path: folder)
        #expect(report.text(name: "logs") == DriftAnalyzer().analyze(loaded).text(name: "logs"))
        #expect(report.documentCount == DriftWalker.backgroundThreshold + 500 + 8 * 200)
        #expect(report.endpoints.count == 2)
    }

    /// The first `count` records of ``records``.
    static func firstRecords(_ count: Int) -> String {
        records.split(separator: "\n").prefix(count).joined(separator: "\n") + "\n"
    }

    /// The same documents analysed with every document at hand (the model analysis of `$`,
    /// which reads paths and reasons from the documents when the report is made) give the same
    /// findings, first places and reasons as the analysis that takes them while walking.
    @Test func whatTheWalkTakesIsWhatTheDocumentsSay() throws {
        let collection = JSONCollection(parsing: Self.records, name: "events.jsonl")
        let streamed = DriftAnalyzer().analyze(collection)
        let fromDocuments = DriftAnalyzer().analyze(collection, at: .root)
        #expect(streamed.text(name: "events.jsonl") == fromDocuments.text(name: "events.jsonl"))
        #expect(streamed.findings == fromDocuments.findings)
        #expect(streamed.unions.map(\.by) == ["type", "kind"])
        let total = try #require(streamed.findings.first { $0.pattern.description.hasSuffix(".total") })
        #expect(total.kinds.map(\.count) == [1_980, 20])
        #expect(total.kinds.last?.firstDocument?.label == "events.jsonl:291")
        let quantity = try #require(streamed.findings.first { $0.pattern.description.hasSuffix(".qty") })
        #expect(quantity.kinds.last?.firstPath.shortForm == "$.items[0].qty")
        #expect(quantity.kinds.last?.firstDocument?.label == "events.jsonl:1503")
        let at = streamed.findings.filter { $0.pattern.description.hasSuffix(".at") }
        #expect(
            Set(at.map { $0.kinds.map { $0.firstDocument?.label ?? "" }.joined(separator: " ") }) == [
                "events.jsonl:1 events.jsonl:1501", "events.jsonl:1001 events.jsonl:2501",
                "events.jsonl:501 events.jsonl:2001",
            ])
    }

    /// Without variants, 5,000 strings come before the first number at `$.code`: more than ever
    /// wait to be evaluated.
    @Test func manyStringsBeforeTheFirstNumberAreAllEvaluated() throws {
        let collection = JSONCollection(parsing: Self.records, name: "events.jsonl")
        let analyzer = DriftAnalyzer(options: DriftOptions(findsVariants: false))
        let streamed = analyzer.analyze(collection)
        let fromDocuments = analyzer.analyze(collection, at: .root)
        #expect(streamed.text(name: "events.jsonl") == fromDocuments.text(name: "events.jsonl"))
        #expect(streamed.findings == fromDocuments.findings)
        let code = try #require(streamed.member(at: "$.code"))
        #expect(code.kinds.map(\.count) == [5_000, 1_000])
        #expect(code.kinds.map(\.firstDocument?.label) == ["events.jsonl:1", "events.jsonl:5001"])
        let integer = try #require(code.tally(.integer))
        #expect(integer.failedCount == 5_000)
        #expect(integer.firstFailure?.description == #"events.jsonl:1 $.code: "C1" → trimmed to "1" → 1"#)
    }
}
