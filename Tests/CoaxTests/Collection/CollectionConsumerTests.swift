import CoaxSamples
import Foundation
import Testing

@testable import Coax

/// Everything that reads a `JSONDocument` reads a document of a collection the same way: each
/// consumer gives, for every document, exactly what it gives for that value parsed on its own.
@Suite struct CollectionConsumerTests {
    /// The expansion fixtures, the sample data and a generated API document, one per line.
    static let values: [JSONDocument] = {
        var documents: [JSONDocument] = []
        for (folder, name) in ExpansionPlanTests.jsonAPIFixtures + ExpansionPlanTests.linksFixtures {
            if let document = try? ExpansionFixtures.document("\(folder)/\(name).input.json") {
                documents.append(document)
            }
        }
        for name in ["type-drift.json", "jsonapi-blog.json", "coercion-table.json", "unicode.json"] {
            if let document = try? ExpansionFixtures.sample(name) { documents.append(document) }
        }
        let generated = APIDocumentGenerator(variant: .drifting, seed: 5).bytes(size: .kilobytes(40))
        if let document = try? JSONDocument(parsing: generated) { documents.append(document) }
        return documents
    }()

    static let collection: JSONCollection = {
        let lines = values.map { JSONWriter.compact.bytes(for: $0.root) + [0x0A] }
        return JSONCollection(parsing: Array(lines.joined()), name: "all.jsonl")
    }()

    /// The same values written compactly and parsed alone, so that byte offsets agree too.
    static let alone: [JSONDocument] = values.compactMap {
        try? JSONDocument(parsing: JSONWriter.compact.bytes(for: $0.root))
    }

    @Test func theCollectionHoldsEveryValue() {
        #expect(Self.values.count > 20)
        #expect(Self.collection.count == Self.values.count)
        #expect(Self.collection.badRecords.isEmpty)
    }

    @Test func writingGivesTheSameText() {
        for (index, alone) in Self.alone.enumerated() {
            let view = Self.collection[index]
            #expect(JSONWriter.pretty.bytes(for: view.root) == JSONWriter.pretty.bytes(for: alone.root), "\(index)")
            #expect(JSONValue(view.root) == JSONValue(alone.root))
        }
    }

    @Test func driftAnalysisGivesTheSameReport() {
        for (index, alone) in Self.alone.enumerated() {
            let view = Self.collection[index]
            #expect(DriftAnalyzer().analyze(view).json() == DriftAnalyzer().analyze(alone).json(), "\(index)")
            #expect(DriftMarks(document: view).indices == DriftMarks(document: alone).indices)
        }
    }

    @Test func expansionGivesTheSameOutputOrTheSameError() {
        for (index, alone) in Self.alone.enumerated() {
            let view = Self.collection[index]
            let viewResult = Result { () throws(ExpansionError) in try Expander().plan(view.root).bytes(.pretty) }
            let aloneResult = Result { () throws(ExpansionError) in try Expander().plan(alone.root).bytes(.pretty) }
            switch (viewResult, aloneResult) {
            case (.success(let one), .success(let two)): #expect(one == two, "\(index)")
            case (.failure(let one), .failure(let two)): #expect(one.description == two.description, "\(index)")
            default: Issue.record("document \(index): one expanded, the other did not")
            }
        }
    }

    @Test func coercionReportsPathsAndQueriesGiveTheSameResults() throws {
        let query = try JSONQuery(parsing: "$..*")
        for (index, alone) in Self.alone.enumerated() {
            let view = Self.collection[index]
            let viewNodes = try query.evaluate(on: view)
            let aloneNodes = try query.evaluate(on: alone)
            #expect(viewNodes.count == aloneNodes.count, "\(index)")
            for position in stride(from: 0, to: min(viewNodes.count, aloneNodes.count), by: 7) {
                let path = try #require(viewNodes.normalizedPath(at: position))
                #expect(path == aloneNodes.normalizedPath(at: position))
                let parsed = try JSONPath(parsing: path)
                let one = try parsed.resolve(in: view.root)
                let two = try parsed.resolve(in: alone.root)
                #expect(one.index == two.index)
                #expect(one.location.byteOffset - view.root.location.byteOffset == two.location.byteOffset)
                #expect(
                    try CoercionReport(at: parsed, in: view.root).table(path: path)
                        == (try CoercionReport(at: parsed, in: alone.root).table(path: path)))
            }
        }
    }

    struct Product: Decodable, Equatable {
        var id: Int?
        var name: String?
        var price: Decimal?
        var inStock: Bool?
    }

    struct Feed: Decodable, Equatable {
        var products: [Product]?
    }

    @Test func theLenientDecoderDecodesTheSameValues() throws {
        for (index, alone) in Self.alone.enumerated() {
            let view = Self.collection[index]
            let one = try? LenientDecoder().decode(Feed.self, from: view)
            let two = try? LenientDecoder().decode(Feed.self, from: alone)
            #expect(one == two, "\(index)")
        }
        let drift = try #require(Self.values.firstIndex { $0.root["products"] != nil })
        #expect(try LenientDecoder().decode(Feed.self, from: Self.collection[drift]).products?.isEmpty == false)
    }

    @Test func locationsAreThoseOfTheWholeInput() throws {
        let collection = JSONCollection(parsing: "[1]\n{\"a\": {\n\"b\": \"é\", \"c\": 2}}\n", name: "x.jsonl")
        let document = collection[1]
        #expect(document.root.location == SourceLocation(byteOffset: 4, line: 2, column: 1))
        #expect(document.root["a"]?["c"]?.location == SourceLocation(byteOffset: 28, line: 3, column: 16))
        #expect(document.root["a"]?["c"]?.byteOffset == 24)
        #expect(document.lineCount == 2)
        #expect(document.byteCount == 27)
    }
}
