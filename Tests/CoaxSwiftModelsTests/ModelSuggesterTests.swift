import CoaxSwiftModels
import Testing

@testable import Coax

@Suite("ModelSuggester")
struct ModelSuggesterTests {
    static func suggest(
        _ source: String, type: String, _ documents: [String], strategies: DecodeStrategies = DecodeStrategies()
    ) throws -> ModelSuggestions {
        let models = try SwiftModelReader.read(sources: [("Models.swift", source)])
        let reference = try TypeExpressionParser.parse(type, in: models)
        let items = try documents.map {
            ModelSuggester.Item(document: try JSONDocument(parsing: $0), type: reference, path: nil)
        }
        return ModelSuggester(models: models, strategies: strategies).suggest(for: items)
    }

    @Test("a missing key or a null in an array makes the type optional where it failed")
    func optionals() throws {
        let suggestions = try Self.suggest(
            "struct Post: Decodable { let title: String; var tags: [String] }", type: "Post",
            [#"{"title": "a", "tags": ["x"]}"#, #"{"tags": ["x", null]}"#, #"{"title": "b"}"#])
        #expect(
            suggestions.changes.map(\.description) == [
                "Post.title: `let title: String` → `let title: String?`",
                "Post.tags: `var tags: [String]` → `var tags: [String?]?`",
            ])
        #expect(suggestions.stillFailing == 0)
        let checker = DeclaredModelChecker(models: suggestions.models, type: .named("Post"))
        #expect(checker.verdict(for: try JSONDocument(parsing: #"{"tags": [null]}"#)) == .decoded)
    }

    @Test("unknown raw values become cases named as the enum's others are")
    func enumCases() throws {
        let suggestions = try Self.suggest(
            """
            struct Event: Decodable { let type: Kind }
            enum Kind: String, Decodable { case push = "PushEvent"; case issues = "IssuesEvent" }
            """, type: "[Event]",
            [#"[{"type": "PushEvent"}, {"type": "GollumEvent"}, {"type": "PullRequestReviewEvent"}]"#])
        #expect(
            suggestions.changes.map(\.after) == [
                #"case gollum = "GollumEvent"; case pullRequestReview = "PullRequestReviewEvent""#
            ])
        #expect(suggestions.stillFailing == 0)
    }

    @Test("numbers a type cannot hold widen it; numeric text beside numbers is read through NumberOrText")
    func numbers() throws {
        let suggestions = try Self.suggest(
            "struct Line: Decodable { let quantity: Int8; let price: Double; let weight: Int }", type: "[Line]",
            [#"[{"quantity": 300, "price": "12.90", "weight": 1.5}, {"quantity": 1, "price": 8.5, "weight": 2}]"#])
        #expect(
            suggestions.changes.map(\.description) == [
                "Line.quantity: `let quantity: Int8` → `let quantity: Int`",
                "Line.price: `let price: Double` → `let price: NumberOrText<Double>`",
                "Line.weight: `let weight: Int` → `let weight: Double`",
            ])
        #expect(!suggestions.needsLenientDecoder)
        #expect(suggestions.addedDeclarations.count == 1)
        #expect(suggestions.addedDeclarations.first?.contains("struct NumberOrText<Value") == true)
        #expect(suggestions.stillFailing == 0)
    }

    @Test("0 and 1 beside Bools are read through BoolOrNumber; a 2 among them gets no change that fails")
    func flags() throws {
        let flags = try Self.suggest(
            "struct Account: Decodable { let newsletter: Bool }", type: "[Account]",
            [#"[{"newsletter": true}, {"newsletter": 1}, {"newsletter": 0}]"#])
        #expect(flags.changes.map(\.after) == ["let newsletter: BoolOrNumber"])
        #expect(flags.stillFailing == 0)
        let two = try Self.suggest(
            "struct Account: Decodable { let newsletter: Bool }", type: "[Account]",
            [#"[{"newsletter": true}, {"newsletter": 2}]"#])
        #expect(two.changes.allSatisfy { !$0.after.contains("BoolOrNumber") })
    }

    @Test("numeric text where a Decimal is declared is read with LenientDecoder: no plain type reads both")
    func decimalText() throws {
        let suggestions = try Self.suggest(
            "import Foundation\nstruct Line: Decodable { let price: Decimal }", type: "Line", [#"{"price": "12.90"}"#])
        #expect(
            suggestions.changes.map(\.description) == [
                "Line.price: `let price: Decimal`, read with LenientDecoder"
            ])
        #expect(suggestions.needsLenientDecoder)
    }

    @Test("dates in forms no one strategy reads are kept as String; nested types are named as written")
    func mixedDates() throws {
        let suggestions = try Self.suggest(
            """
            import Foundation
            struct Order: Decodable {
                enum Status: String, Decodable { case paid }
                let status: Status
                let createdAt: Date
                let paidAt: Date?
            }
            """, type: "[Order]",
            [
                #"[{"status": "paid", "createdAt": "2024-06-10T09:00:00Z", "paidAt": "2024-06-11T10:15:00Z"},"#
                    + #" {"createdAt": "2024-06-10T09:00:00Z", "paidAt": "2024-06-11 10:15:00"}]"#
            ], strategies: DecodeStrategies(dates: .iso8601))
        #expect(
            suggestions.changes.map(\.description) == [
                "Order.status: `let status: Status` → `let status: Status?`",
                "Order.paidAt: `let paidAt: Date?` → `let paidAt: String?`",
            ])
        #expect(suggestions.strategies.dates == .iso8601)
        #expect(suggestions.stillFailing == 0)
    }

    @Test("dates in another form change the date strategy")
    func dates() throws {
        let suggestions = try Self.suggest(
            "import Foundation\nstruct Stamp: Decodable { let at: Date }", type: "Stamp",
            [#"{"at": "2024-05-03T10:00:00Z"}"#])
        #expect(suggestions.changes.map(\.after) == ["decoder.dateDecodingStrategy = .iso8601"])
        #expect(suggestions.strategies.dates == .iso8601)
        #expect(suggestions.stillFailing == 0)
    }

    @Test("a failure no change fixes is left, and counted")
    func unfixable() throws {
        let suggestions = try Self.suggest(
            "struct Box: Decodable { let items: [Int] }", type: "Box", [#"{"items": {"a": 1}}"#])
        #expect(suggestions.changes.isEmpty)
        #expect(suggestions.stillFailing == 1)
    }

    @Test("routes match a method and a templated path; the most literal route wins")
    func routes() throws {
        let route = try DecodeRoute(parsing: "get /v1/products/{id}=Page<Product>")
        #expect(route.method == "GET")
        #expect(route.typeText == "Page<Product>")
        #expect(route.matches(method: "GET", url: "https://shop.example/v1/products/17?x=1"))
        #expect(!route.matches(method: "POST", url: "https://shop.example/v1/products/17"))
        #expect(!route.matches(method: "GET", url: "https://shop.example/v1/products"))
        #expect(!route.matches(method: "GET", url: "https://shop.example/v1/products/17/reviews"))
        #expect(try DecodeRoute(parsing: "GET /v1/products/featured=X").literalSegmentCount == 3)
        #expect(throws: DecodeRouteParseError.self) { try DecodeRoute(parsing: "GET /v1/products") }
        #expect(throws: DecodeRouteParseError.self) { try DecodeRoute(parsing: "/v1/products=X") }
    }
}
