import Coax
import CoaxSwiftModels
import Testing

@Suite("SwiftModelReader")
struct SwiftModelReaderTests {
    static func read(_ text: String) throws -> DeclaredModelSet {
        try SwiftModelReader.read(sources: [("Models.swift", text)])
    }

    @Test("stored properties are decoded in order; computed, static and initialized let ones are not")
    func storedProperties() throws {
        let models = try Self.read(
            """
            struct Product: Codable {
                let id: Int
                let kind = "product"
                var count: Int = 1
                var label = "x"
                var doubled: Int { id * 2 }
                var observed: Int { didSet {} }
                static let shared = 3
                let a, b: String
                var audited: Bool { get { true } set {} }
            }
            """)
        let product = try #require(models.type(named: "Product"))
        #expect(product.isDecodable)
        #expect(product.decodedProperties.map(\.name) == ["id", "count", "label", "observed", "a", "b"])
        #expect(product.properties.first { $0.name == "label" }?.type == .named("String"))
        #expect(product.properties.first { $0.name == "a" }?.type == .named("String"))
    }

    @Test("conformance directly, through an extension, a typealias or a protocol")
    func conformances() throws {
        let models = try Self.read(
            """
            typealias Model = Decodable & Sendable
            protocol APIModel: Codable {}
            struct A: Swift.Decodable { let x: Int }
            struct B { let x: Int }
            extension B: Codable {}
            struct C: Model { let x: Int }
            final class D: APIModel { let x: Int }
            struct E { let x: Int }
            """)
        #expect(models.types.filter(\.isDecodable).map(\.name) == ["A", "B", "C", "D"])
        #expect(models.type(named: "D")?.kind == .classType)
    }

    @Test("nested types have qualified names and references to them are resolved")
    func nestedTypes() throws {
        let models = try Self.read(
            """
            struct Order: Decodable {
                let lines: [Line]
                let total: Money?
                struct Line: Decodable { let sku: String }
            }
            struct Money: Decodable { let amount: Decimal }
            extension Order { struct Money: Decodable { let cents: Int } }
            """)
        let order = try #require(models.type(named: "Order"))
        #expect(order.properties.map(\.type) == [.array(.named("Order.Line")), .optional(.named("Order.Money"))])
        #expect(models.type(named: "Order.Line")?.properties.map(\.name) == ["sku"])
    }

    @Test("CodingKeys with and without raw values, covering a subset of the properties")
    func codingKeys() throws {
        let models = try Self.read(
            """
            struct User: Decodable {
                let id: Int
                let avatarURL: String
                var cache: [String] = []
                enum CodingKeys: String, CodingKey {
                    case id, avatarURL = "avatar_url"
                }
            }
            """)
        let user = try #require(models.type(named: "User"))
        #expect(user.decodedProperties.map(\.name) == ["id", "avatarURL"])
        #expect(user.decodedProperties.map { user.keyString(for: $0) } == ["id", "avatar_url"])
        #expect(models.type(named: "User.CodingKeys") == nil)
    }

    @Test("raw-valued enums: String cases default to their names, Int cases count on")
    func enums() throws {
        let models = try Self.read(
            """
            enum Kind: String, Codable { case push = "PushEvent", fork, `default` }
            enum Status: Int, Codable { case open = 1, closed, archived = 9, gone }
            """)
        #expect(
            models.type(named: "Kind")?.cases.map(\.rawValue) == [
                .string("PushEvent"), .string("fork"), .string("default"),
            ])
        #expect(
            models.type(named: "Status")?.cases.map(\.rawValue) == [
                .integer("1"), .integer("2"), .integer("9"), .integer("10"),
            ])
        #expect(models.type(named: "Status")?.notSimulated == nil)
    }

    @Test("what cannot be simulated is named: init(from:), property wrappers, associated values")
    func notSimulated() throws {
        let models = try Self.read(
            """
            struct Money: Decodable {
                let cents: Int
                init(from decoder: any Decoder) throws { cents = 0 }
            }
            struct Late: Decodable { let x: Int }
            extension Late { init(from decoder: Decoder) throws { x = 1 } }
            struct Clamped: Decodable { @Clamp var level: Int }
            enum Shape: Codable { case circle(radius: Double), square }
            enum Plain: Codable { case a, b }
            """)
        #expect(models.type(named: "Money")?.notSimulated == "Money.init(from:)")
        #expect(models.type(named: "Late")?.notSimulated == "Late.init(from:)")
        #expect(models.type(named: "Clamped")?.notSimulated == "Clamped.level: @Clamp")
        #expect(models.type(named: "Shape")?.notSimulated == "Shape: an enum with associated values")
        #expect(models.type(named: "Plain")?.notSimulated == "Plain: an enum without raw values")
    }

    @Test("generic types and typealiases")
    func generics() throws {
        let models = try Self.read(
            """
            struct Page<T: Decodable>: Decodable { let items: [T]; let next: Swift.Optional<String> }
            typealias Products = [Product]
            struct Product: Decodable { let id: Int }
            """)
        #expect(models.type(named: "Page")?.genericParameters == ["T"])
        #expect(
            models.type(named: "Page")?.properties.map(\.type) == [.array(.named("T")), .optional(.named("String"))])
        #expect(models.typealiases["Products"] == .array(.named("Product")))
    }

    @Test("source that does not parse gives file, line, column and a caret")
    func syntaxError() {
        #expect {
            _ = try Self.read("struct A: Decodable {\n    let x: Int\n    let y: = 3\n}\n")
        } throws: { error in
            guard let error = error as? SwiftModelReadError, let position = error.position else { return false }
            return position.file == "Models.swift" && position.line == 3 && error.sourceLine == "    let y: = 3"
                && error.description.hasPrefix("Models.swift:3:")
        }
    }

    @Test("--type expressions: generics, arrays, dictionaries, optionals, nested names")
    func typeExpressions() throws {
        let models = try Self.read(
            """
            struct Page<T: Decodable>: Decodable { let items: [T] }
            struct Product: Decodable { let id: Int }
            struct Order: Decodable { struct Line: Decodable { let sku: String } }
            """)
        #expect(
            try TypeExpressionParser.parse("Page<Product>", in: models)
                == .named("Page", arguments: [.named("Product")]))
        #expect(try TypeExpressionParser.parse("[Product]", in: models) == .array(.named("Product")))
        #expect(
            try TypeExpressionParser.parse("[String: Product]?", in: models)
                == .optional(.dictionary(key: .named("String"), value: .named("Product"))))
        #expect(try TypeExpressionParser.parse("Line", in: models) == .named("Order.Line"))
        #expect(throws: SwiftModelReadError.self) { try TypeExpressionParser.parse("Prodct", in: models) }
        #expect(throws: SwiftModelReadError.self) { try TypeExpressionParser.parse("Page", in: models) }
        #expect(throws: SwiftModelReadError.self) { try TypeExpressionParser.parse("[Product", in: models) }
        #expect(throws: SwiftModelReadError.self) { try TypeExpressionParser.parse("Product Product", in: models) }
    }
}
