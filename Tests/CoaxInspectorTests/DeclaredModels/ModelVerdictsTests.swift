import Coax
import Foundation
import Testing

@testable import CoaxInspector

/// A small catalogue model and documents that break it in three ways, shared by the tests of the
/// inspector's model checking.
enum ModelFixture {
    /// `struct Product: Decodable { let id: Int; let price: Double; let tags: [String] }`.
    /// Built on each use, not kept in a `static let`: `DeclaredTypeReference` is an indirect enum,
    /// whose boxes LeakSanitizer cannot follow from static storage (it reports them as leaks).
    static var models: DeclaredModelSet {
        DeclaredModelSet(types: [
            DeclaredType(
                name: "Product", kind: .structure,
                properties: [
                    DeclaredProperty(name: "id", type: .named("Int")),
                    DeclaredProperty(name: "price", type: .named("Double")),
                    DeclaredProperty(name: "tags", type: .array(.named("String"))),
                ],
                isDecodable: true)
        ])
    }

    /// The same type, compiled, to hold the simulated verdicts to the real `JSONDecoder`.
    struct Product: Decodable {
        let id: Int
        let price: Double
        let tags: [String]
    }

    /// #1 decodes; #2 and #5 have a string price, #3 has no price, #4 a null tag.
    static let lines = """
        {"id": 1, "price": 9.5, "tags": []}
        {"id": 2, "price": "12.90", "tags": ["tea"]}
        {"id": 3, "tags": []}
        {"id": 4, "price": 1, "tags": ["a", null]}
        {"id": 5, "price": "3", "tags": []}
        """

    static var setup: ModelCheckSetup {
        ModelCheckSetup(models: models, type: .named("Product"), typeText: "Product", strategies: DecodeStrategies())
    }

    static var collection: JSONCollection {
        JSONCollection(parsing: lines, format: .jsonLines, name: "products.jsonl")
    }

    /// The verdicts on every line.
    static func verdicts(suggesting: Bool = false) -> ModelVerdicts {
        let collection = collection
        var verdicts = ModelVerdicts(setup: setup)
        verdicts.check(documentsIn: 0..<collection.count, of: collection)
        if suggesting { verdicts.suggest { collection.document(at: $0) } }
        return verdicts
    }
}

@Suite("The verdicts of the user's models per document")
struct ModelVerdictsTests {
    @Test("the failing documents are those JSONDecoder fails on")
    func failingDocumentsMatchJSONDecoder() throws {
        let verdicts = ModelFixture.verdicts()
        let real = ModelFixture.lines.split(separator: "\n").enumerated().compactMap { number, line in
            (try? JSONDecoder().decode(ModelFixture.Product.self, from: Data(line.utf8))) == nil ? number : nil
        }
        #expect(verdicts.failingDocuments == real)
        #expect(verdicts.failingDocuments == [1, 2, 3, 4])
        #expect(verdicts.decodedCount == 1)
        #expect(verdicts.checkedCount == 5)
    }

    @Test("the mark is on the failing value (the object for a missing key) and on the document's root")
    func marksFailingValueAndRoot() throws {
        let collection = ModelFixture.collection
        let verdicts = ModelFixture.verdicts()
        let price = try #require(collection.document(at: 1)?.root["price"])
        #expect(verdicts.isMarked(document: 1, index: price.index))
        #expect(verdicts.isFailingValue(document: 1, index: price.index))
        #expect(verdicts.isMarked(document: 1, index: 0))
        #expect(!verdicts.isFailingValue(document: 1, index: 0))
        let id = try #require(collection.document(at: 1)?.root["id"])
        #expect(!verdicts.isMarked(document: 1, index: id.index))
        // The missing price: the object that lacks it.
        #expect(verdicts.failure(ofDocument: 2)?.valueIndex == 0)
        let tag = try #require(collection.document(at: 3)?.root["tags"]?[1])
        #expect(verdicts.isFailingValue(document: 3, index: tag.index))
        #expect(!verdicts.isMarked(document: 0, index: 0))
    }

    @Test("next and previous step through one failing value per document, in order")
    func nextAndPrevious() throws {
        let verdicts = ModelFixture.verdicts()
        var place = (document: 0, index: -1)
        var visited: [Int] = []
        while let next = verdicts.next(afterDocument: place.document, index: place.index) {
            visited.append(next.document)
            place = next
        }
        #expect(visited == [1, 2, 3, 4])
        var backward: [Int] = []
        place = (document: Int.max, index: Int.max)
        while let previous = verdicts.previous(beforeDocument: place.document, index: place.index) {
            backward.append(previous.document)
            place = previous
        }
        #expect(backward == [4, 3, 2, 1])
        // From a value before the failing one in its document, the next is that document's.
        #expect(verdicts.next(afterDocument: 1, index: 0)?.document == 1)
        #expect(verdicts.ordinal(ofDocument: 3) == 2)
        #expect(verdicts.ordinal(ofDocument: 0) == nil)
    }

    @Test("failures are grouped by place and error, as coax decode's report groups them")
    func groups() {
        let verdicts = ModelFixture.verdicts()
        let groups = verdicts.report.groups.map { "\($0.pattern) \($0.kind.rawValue) \($0.count)" }
        #expect(groups == ["$.price typeMismatch 2", "$.price keyNotFound 1", "$.tags[*] valueNotFound 1"])
        #expect(verdicts.groupDocuments == [[1, 4], [2], [3]])
    }

    @Test("the suggested change for a failing value is the one the report gives for its place")
    func suggestions() throws {
        let verdicts = ModelFixture.verdicts(suggesting: true)
        let failure = try #require(verdicts.failure(ofDocument: 3))
        #expect(
            verdicts.changes(for: failure).map(\.description) == [
                "Product.tags: `let tags: [String]` → `let tags: [String?]`"
            ])
        #expect(!verdicts.needsSuggestions)
    }

    @Test("routes choose each document's type; documents no route covers are counted, not checked")
    func routes() throws {
        let har = """
            {"log": {"version": "1.2", "creator": {"name": "t", "version": "1"}, "entries": [
              {"request": {"method": "GET", "url": "https://shop.example.com/v1/products/1", "headers": []},
               "response": {"status": 200, "headers": [], "content": {"mimeType": "application/json",
                 "text": "{\\"id\\": 1, \\"price\\": \\"1\\", \\"tags\\": []}"}}},
              {"request": {"method": "GET", "url": "https://shop.example.com/v1/other", "headers": []},
               "response": {"status": 200, "headers": [], "content": {"mimeType": "application/json",
                 "text": "{\\"x\\": 1}"}}},
              {"request": {"method": "GET", "url": "https://shop.example.com/v1/products/2", "headers": []},
               "response": {"status": 404, "headers": [], "content": {"mimeType": "application/json",
                 "text": "{\\"error\\": 1}"}}}
            ]}}
            """
        let collection = JSONCollection(parsing: har, format: .har, name: "shop.har")
        let route = try DecodeRoute(parsing: "GET /v1/products/{id}=Product")
        let setup = ModelCheckSetup(
            models: ModelFixture.models, routes: [(route, .named("Product"))], strategies: DecodeStrategies())
        var verdicts = ModelVerdicts(setup: setup)
        verdicts.check(documentsIn: 0..<collection.count, of: collection)
        #expect(collection.count == 3)
        #expect(verdicts.failingDocuments == [0])
        #expect(verdicts.failure(ofDocument: 0)?.route == "GET /v1/products/{id}=Product")
        #expect(verdicts.uncoveredCount == 2)
        #expect(verdicts.isUncovered(document: 2))
        #expect(setup.subject == "1 route")
    }
}
