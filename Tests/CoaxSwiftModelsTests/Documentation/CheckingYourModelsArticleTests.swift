import Coax
import CoaxSwiftModels
import Testing

/// The examples of the DocC article "Checking your own models" and of the declared-model types,
/// run as written: a library user gets a model set only from `SwiftModelReader`.
@Suite("Checking your own models (DocC)")
struct CheckingYourModelsArticleTests {
    @Test("the article's example reads the model from source and gives the results it shows")
    func theArticleExampleDoesWhatItSays() throws {
        let models = try SwiftModelReader.read(sources: [
            ("Models.swift", "struct Product: Decodable { let id: Int; let price: Double }")
        ])
        let checker = DeclaredModelChecker(models: models, type: .named("Product"))
        let document = try JSONDocument(parsing: #"{"id": 7, "price": "12.90"}"#)

        guard case .failed(let failure) = checker.verdict(for: document) else {
            Issue.record("expected a failure, got \(checker.verdict(for: document))")
            return
        }
        #expect(failure.kind == .typeMismatch)
        #expect(failure.codingPath == [.key("price")])
        #expect(failure.path?.formatted(.short) == "$.price")
        // The article wraps this one line in two.
        #expect(
            failure.printed
                == "DecodingError.typeMismatch: expected value of type Double. Path: price. "
                + "Debug description: Expected to decode Double but found a string instead.")
        #expect(checker.lenientVerdict(for: document) == .decoded)
    }

    @Test("a declared type shows its name and where it is declared")
    func declaredTypeShowsNameAndPosition() throws {
        let models = try SwiftModelReader.read(sources: [
            ("Models.swift", "struct Product: Decodable { let id: Int }")
        ])
        #expect(models.types.map(\.name) == ["Product"])
        #expect(models.types.first?.position?.description == "Models.swift:1:1")
    }

    @Test("a model set names its types, nested ones by their qualified names")
    func modelSetNamesNestedTypes() throws {
        let models = try SwiftModelReader.read(sources: [
            (
                "Models.swift",
                "struct Order: Decodable { struct Line: Decodable { let sku: String }; let lines: [Line] }"
            )
        ])
        #expect(models.types.map(\.name) == ["Order.Line", "Order"])
    }
}
