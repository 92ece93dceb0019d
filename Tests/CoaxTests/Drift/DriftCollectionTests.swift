import Foundation
import Testing

@testable import Coax

/// Drift across the documents of a collection: the same path in every document is one member,
/// with the first document of each kind.
@Suite struct DriftCollectionTests {
    static let orders = """
        {"id": 1, "price": 8.45, "qty": 2}
        {"id": 2, "price": 12.9, "qty": 1}
        {"id": 3, "price": "4.20", "qty": 1}

        {"id": 4, "price": 3, "qty": "5", "note": "gift"}
        {"id": 5, "price": "7.00", "qty": 1}
        """

    @Test func theSamePathInEveryJSONLinesRecordIsOneMember() throws {
        let collection = JSONCollection(parsing: Self.orders, name: "orders.jsonl")
        let report = DriftAnalyzer().analyze(collection)
        #expect(report.documentCount == 5)
        let price = try #require(report.member(at: "$.price"))
        #expect(price.count(of: .number) == 3)
        #expect(price.count(of: .string) == 2)
        #expect(price.kinds.map(\.firstDocument?.label) == ["orders.jsonl:1", "orders.jsonl:3"])
        #expect(price.kinds.map(\.firstPath.shortForm) == ["$.price", "$.price"])
        #expect(price.best == .decimal)
        #expect(price.severity == .kindChange)
        #expect(
            price.description
                == "$.price: number ×3 (orders.jsonl:1 $.price), string ×2 (orders.jsonl:3 $.price)")
        let quantity = try #require(report.member(at: "$.qty"))
        #expect(quantity.tally(.integer)?.readsAll == true)
        // Line 4 is blank: the fourth record is on line 5.
        #expect(quantity.kinds.first { $0.kind == .string }?.firstDocument?.label == "orders.jsonl:5")
        let note = try #require(report.member(at: "$.note"))
        #expect(note.severity == .optionality)
        #expect(note.presentCount == 1 && note.missingCount == 4)
        #expect(report.member(at: "$.id")?.isDrifting == false)
        #expect(report.group(at: "$")?.objectCount == 5)
    }

    @Test func textNamesTheDocumentsAndTheFirstDocumentOfEachKind() throws {
        let report = DriftAnalyzer().analyze(JSONCollection(parsing: Self.orders, name: "orders.jsonl"))
        let text = report.text(name: "orders.jsonl")
        #expect(text.hasPrefix("orders.jsonl: 3 drifting members in 1 of 1 group of objects, in 5 documents\n"))
        #expect(text.contains("  $.price: number ×3 (orders.jsonl:1 $.price), string ×2 (orders.jsonl:3 $.price)\n"))
        #expect(
            text.contains("integer would truncate 4 values (orders.jsonl:1 $.price: 8.45 truncated toward zero → 8)"))
    }

    @Test func jsonAddsTheDocumentCountAndTheFirstDocumentNextToTheFirstPath() throws {
        let report = DriftAnalyzer().analyze(JSONCollection(parsing: Self.orders, name: "orders.jsonl"))
        let json = report.json()
        #expect(json["documents"] == 5)
        let price = try #require(json["findings"]?.array?.first { $0["pattern"] == "$.price" })
        let kinds = try #require(price["kinds"]?.array)
        #expect(kinds[1]["first"] == "$['price']")
        #expect(kinds[1]["firstDocument"] == "orders.jsonl:3")
        let integer = try #require(price["readings"]?.array?.first { $0["coercion"] == "integer" })
        #expect(integer["firstFailure"]?["document"] == "orders.jsonl:1")
    }

    @Test func severalFilesAreOneCollection() throws {
        let files = try ScratchFiles()
        let first = try files.write(#"{"user": {"id": 7, "name": "Ada"}}"#, named: "a.json")
        let second = try files.write(#"{"user": {"id": "8", "name": "Linus"}}"#, named: "b.json")
        let third = try files.write("{\"user\": {\"id\": 9}}\n{\"user\": null}\n", named: "c.jsonl")
        let collection = try JSONCollection.load(paths: [first, second, third])
        let report = DriftAnalyzer().analyze(collection)
        #expect(report.documentCount == 4)
        let id = try #require(report.member(at: "$.user.id"))
        #expect(id.kinds.map(\.count) == [2, 1])
        #expect(
            id.kinds.map { $0.firstDocument.map { ($0.label as NSString).lastPathComponent } } == ["a.json", "b.json"])
        #expect(id.best == .integer)
        let user = try #require(report.member(at: "$.user"))
        #expect(user.severity == .optionality)
        #expect(user.nullCount == 1)
        #expect(report.member(at: "$.user.name")?.missingCount == 1)
    }

    @Test func oneDocumentIsAnalysedExactlyAsBefore() throws {
        let files = try ScratchFiles()
        let path = try files.write(
            try String(decoding: SampleDataFile.bytes("type-drift.json"), as: UTF8.self), named: "t.json")
        let collection = try JSONCollection.load(path: path)
        #expect(collection.isSingleDocument)
        let fromCollection = DriftAnalyzer().analyze(collection)
        let fromDocument = DriftAnalyzer().analyze(try JSONDocument.load(path: path))
        #expect(fromCollection.documentCount == nil)
        #expect(fromCollection.text(name: "t.json") == fromDocument.text(name: "t.json"))
        #expect(fromCollection.json() == fromDocument.json())
    }

    @Test func documentsOfDifferentKindsDriftAtTheRoot() throws {
        let collection = JSONCollection(parsing: "{\"a\": 1}\n[1, 2]\n{\"a\": 2}\n", name: "mixed.jsonl")
        let root = try #require(DriftAnalyzer().analyze(collection).member(at: "$"))
        #expect(root.kinds.map(\.kind) == [.object, .array])
        #expect(root.severity == .incompatible)
    }

    @Test func countsAgreeWithOneArrayHoldingEveryDocument() throws {
        // The documents of a collection compare as the elements of one array would: counts,
        // presence and kinds per pattern agree with the same records as `[r1, r2, …]`.
        let lines = try String(decoding: SampleDataFile.bytes("github-events.jsonl"), as: UTF8.self)
        var options = DriftOptions(findsVariants: false)
        options.discriminators = []
        let collection = DriftAnalyzer(options: options).analyze(JSONCollection(parsing: lines, name: "e.jsonl"))
        let array = "[" + lines.split(separator: "\n").joined(separator: ",") + "]"
        let single = DriftAnalyzer(options: options).analyze(try JSONDocument(parsing: array))
        for member in single.members {
            let steps = Array(member.pattern.steps.dropFirst())
            let same = collection.member(DriftPattern(steps: steps))
            #expect(same?.kinds.map(\.count) == member.kinds.map(\.count), "\(member.pattern)")
            #expect(same?.presentCount == member.presentCount, "\(member.pattern)")
        }
        #expect(collection.members.count == single.members.count)
    }

    @Test func stringsMetBeforeTheFirstNumberAreAllEvaluatedEvenPastTheWaitingLimit() throws {
        // More strings than wait for evaluation, then a number: the strings are read again by a
        // second walk, and the tallies are those of evaluating every string as it came.
        let count = PatternStatistics.pendingLimit + 20
        var records = ["{\"code\": \"x1\"}"]
        records += (1..<count).map { "{\"code\": \"\($0)\"}" }
        records.append("{\"code\": 7}")
        let report = DriftAnalyzer().analyze(JSONCollection(parsing: records.joined(separator: "\n"), name: "c.jsonl"))
        let code = try #require(report.member(at: "$.code"))
        #expect(code.count(of: .string) == count)
        let integer = try #require(code.tally(.integer))
        #expect(integer.exactCount == count)
        #expect(integer.failedCount == 1)
        #expect(integer.firstFailure?.document?.label == "c.jsonl:1")
        #expect(code.best == .string)
        // The same strings in one document (a second walk of the document) agree.
        let array = DriftAnalyzer().analyze(try JSONDocument(parsing: "[" + records.joined(separator: ",") + "]"))
        #expect(array.member(at: "$[*].code")?.readings.map(\.exactCount) == code.readings.map(\.exactCount))
        #expect(array.member(at: "$[*].code")?.readings.map(\.failedCount) == code.readings.map(\.failedCount))
    }
}
