import Coax
import CoaxSwiftModels
import Foundation
import Testing

/// `--exact` against documents whose JSONDecoder errors are known: each test states the error
/// Swift 6.3's JSONDecoder gives, and the real one (compiled with swiftc) must give it.
@Suite(.serialized) struct ExactDecodeRunnerTests {
    static let models = """
        import Foundation

        struct Product: Codable {
            enum Kind: String, Codable { case tea, pot }
            let id: Int
            let name: String
            let price: Double
            let kind: Kind
            let tags: [String]?
            let stock: Int8
            let createdAt: Date
        }

        struct Page<Item: Decodable>: Decodable {
            let items: [Item]
            let total: Int
        }
        """

    /// One scratch directory and build cache for the suite: each type expression is compiled
    /// once, and the later tests find it in the cache.
    static let scratch = Result { try ExactScratch(kept: "runner") }

    func runner(type: String, strategies: DecodeStrategies = DecodeStrategies()) throws -> ExactDecodeRunner {
        let scratch = try Self.scratch.get()
        let file = try scratch.write(Self.models, named: "Models/Product.swift")
        return ExactDecodeRunner(
            modelFiles: [file], typeExpression: type, strategies: strategies, cacheDirectory: scratch.path + "/cache")
    }

    static let good = #"{"id": 1, "name": "Sencha", "price": 8.45, "kind": "tea", "stock": 3, "createdAt": 0}"#

    func failureOf(_ verdict: DecodeVerdict?) -> DecodeFailure? {
        guard case .failed(let failure) = verdict else { return nil }
        return failure
    }

    @Test func eachDocumentGetsJSONDecodersOwnVerdict() throws {
        let documents = [
            Self.good,
            #"{"id": 1, "name": "Sencha", "price": "8.45", "kind": "tea", "stock": 3, "createdAt": 0}"#,
            #"{"id": 1, "price": 8.45, "kind": "tea", "stock": 3, "createdAt": 0}"#,
            #"{"id": 1, "name": null, "price": 8.45, "kind": "tea", "stock": 3, "createdAt": 0}"#,
            #"{"id": 1, "name": "Sencha", "price": 8.45, "kind": "cup", "stock": 3, "createdAt": 0}"#,
            #"{"id": 1, "name": "Sencha", "price": 8.45, "kind": "tea", "stock": 3, "createdAt": 0, "extra": [1]}"#,
            #"{"id": 1, "name": "#,
        ]
        let verdicts = try runner(type: "Product").verdicts(for: documents.map { Array($0.utf8) })
        try #require(verdicts.count == documents.count)
        #expect(verdicts[0] == .decoded)
        #expect(
            failureOf(verdicts[1])
                == DecodeFailure(
                    kind: .typeMismatch, codingPath: [.key("price")], expected: "Double",
                    debugDescription: "Expected to decode Double but found a string instead.",
                    path: JSONPath([.key("price")])))
        let missing = try #require(failureOf(verdicts[2]))
        #expect(missing.kind == .keyNotFound && missing.key == "name" && missing.codingPath == [])
        #expect(missing.path == .root)
        let null = try #require(failureOf(verdicts[3]))
        #expect(null.kind == .valueNotFound && null.codingPath == [.key("name")] && null.expected == "String")
        let unknownCase = try #require(failureOf(verdicts[4]))
        #expect(unknownCase.kind == .dataCorrupted && unknownCase.codingPath == [.key("kind")])
        #expect(unknownCase.debugDescription.contains("Cannot initialize Kind from invalid String value cup"))
        #expect(verdicts[5] == .decoded)
        let invalid = try #require(failureOf(verdicts[6]))
        #expect(invalid.kind == .dataCorrupted && invalid.codingPath == [])
    }

    @Test func codingPathsHoldArrayIndexesAsIntegersAndLeadToTheValue() throws {
        let page =
            "[" + Self.good + ", " + Self.good.replacingOccurrences(of: "\"stock\": 3", with: "\"stock\": true")
            + "]"
        let verdicts = try runner(type: "[Product]").verdicts(for: [Array(page.utf8), Array("[]".utf8)])
        let failure = try #require(failureOf(verdicts.first))
        #expect(failure.kind == .typeMismatch && failure.expected == "Int8")
        #expect(failure.codingPath == [.index(1), .key("stock")])
        #expect(failure.path?.normalized == "$[1]['stock']")
        #expect(verdicts.last == .decoded)
    }

    @Test func atAPathTheValueThereIsDecodedAndCodingPathsStartThere() throws {
        let wrapped = #"{"data": {"items": [\#(Self.good), {"id": 2}], "total": 2}}"#
        let runner = try runner(type: "Page<Product>")
        let verdicts = try runner.verdicts(
            for: [Array(wrapped.utf8), Array(#"{"error": "gone"}"#.utf8)], at: JSONPath([.key("data")]))
        let failure = try #require(failureOf(verdicts.first))
        #expect(failure.kind == .keyNotFound && failure.key == "name")
        #expect(failure.codingPath == [.key("items"), .index(1)])
        #expect(failure.path?.normalized == "$['data']['items'][1]")
        let absent = try #require(failureOf(verdicts.last))
        #expect(absent.kind == .valueNotFound && absent.codingPath == [])
    }

    @Test func strategiesAreJSONDecodersOwn() throws {
        var strategies = DecodeStrategies(keys: .convertFromSnakeCase, dates: .formatted("yyyy-MM-dd"))
        strategies.data = .base64
        let snake = #"{"id": 1, "name": "Sencha", "price": 8.45, "kind": "tea", "stock": 3, "created_at": "#
        let verdicts = try runner(type: "Product", strategies: strategies).verdicts(
            for: [Array((snake + #""2024-02-29"}"#).utf8), Array((snake + #""29/02/2024"}"#).utf8)])
        #expect(verdicts.first == .decoded)
        let badDate = try #require(failureOf(verdicts.last))
        #expect(badDate.kind == .dataCorrupted && badDate.codingPath == [.key("createdAt")])
        #expect(badDate.path?.normalized == "$['created_at']")
    }

    @Test func theSecondRunFindsTheBuildInTheCache() throws {
        let cache = try ExactScratch()
        var runner = try runner(type: "[String: Product]")
        runner.cacheDirectory = cache.path
        #expect(try runner.prepare() == false)
        #expect(try runner.prepare() == true)
        #expect(try runner.verdicts(for: [Array(#"{"a": \#(Self.good)}"#.utf8)]) == [.decoded])
        var other = runner
        other.strategies.keys = .convertFromSnakeCase
        #expect(try other.prepare() == false)
    }

    @Test func aModelThatDoesNotCompileGivesTheCompilersDiagnostics() throws {
        let scratch = try ExactScratch()
        let file = try scratch.write("struct Product: Decodable {\n    let id: Intt\n}\n", named: "Broken.swift")
        let runner = ExactDecodeRunner(modelFiles: [file], typeExpression: "Product", cacheDirectory: scratch.path)
        #expect {
            try runner.prepare()
        } throws: { error in
            guard case .compileFailed(let diagnostics) = error as? ExactDecodeError else { return false }
            return diagnostics.contains("Broken.swift:2:13: error: cannot find type 'Intt' in scope")
        }
    }

    @Test func aTypeThatNamesNothingIsTheCompilersErrorToo() throws {
        #expect {
            try runner(type: "Prodct").prepare()
        } throws: { error in
            guard case .compileFailed(let diagnostics) = error as? ExactDecodeError else { return false }
            return diagnostics.contains("cannot find type 'Prodct' in scope")
        }
        #expect(throws: ExactDecodeError.invalidTypeExpression("Product).self; exit(0); (Int")) {
            try runner(type: "Product).self; exit(0); (Int").prepare()
        }
    }

    @Test func noCompilerIsAClearError() throws {
        let scratch = try ExactScratch()
        let file = try scratch.write(Self.models, named: "Models.swift")
        let runner = ExactDecodeRunner(
            modelFiles: [file], typeExpression: "Product", compiler: scratch.path + "/no-swiftc",
            cacheDirectory: scratch.path)
        #expect(throws: ExactDecodeError.toolchainNotFound(searched: scratch.path + "/no-swiftc")) {
            try runner.prepare()
        }
        #expect(throws: ExactDecodeError.toolchainNotFound(searched: "PATH")) {
            try ExactDecodeProgram.findCompiler(environment: ["PATH": scratch.path])
        }
        #expect(throws: ExactDecodeError.toolchainNotFound(searched: "/nowhere/swiftc")) {
            try ExactDecodeProgram.findCompiler(environment: ["SWIFTC": "/nowhere/swiftc", "PATH": "/usr/bin"])
        }
    }

    @Test func aDocumentThatCrashesTheModelsOwnCodeHidesNoOther() throws {
        let scratch = try ExactScratch(kept: "trap")
        let file = try scratch.write(
            """
            struct Trap: Decodable {
                let name: String
                init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    name = try container.decode(String.self)
                    if name == "boom" { fatalError("the model traps") }
                }
            }
            """, named: "Trap.swift")
        let runner = ExactDecodeRunner(modelFiles: [file], typeExpression: "[Trap]", cacheDirectory: scratch.path)
        let verdicts = try runner.verdicts(
            for: [#"["a"]"#, #"["boom"]"#, #"[1]"#, #"["b"]"#].map { Array($0.utf8) })
        #expect(verdicts.count == 4)
        #expect(verdicts[0] == .decoded && verdicts[3] == .decoded)
        #expect(verdicts[1].isDecoded == nil)
        #expect(failureOf(verdicts[2])?.codingPath == [.index(0)])
    }

    @Test func aDocumentTheModelsOwnCodeNeverFinishesIsGivenUpAfterTheTimeLimitAndHidesNoOther() throws {
        let scratch = try ExactScratch(kept: "spin")
        let file = try scratch.write(
            """
            import Foundation
            struct Spin: Decodable {
                let name: String
                init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    name = try container.decode(String.self)
                    while name == "spin" { Thread.sleep(forTimeInterval: 0.01) }
                }
            }
            """, named: "Spin.swift")
        var runner = ExactDecodeRunner(modelFiles: [file], typeExpression: "[Spin]", cacheDirectory: scratch.path)
        runner.documentTimeLimit = .seconds(2)
        try runner.prepare()
        let started = ContinuousClock.now
        let verdicts = try runner.verdicts(for: [#"["a"]"#, #"["spin"]"#, #"[1]"#, #"["b"]"#].map { Array($0.utf8) })
        #expect(ContinuousClock.now - started < .seconds(60))
        #expect(verdicts.count == 4)
        #expect(verdicts[0] == .decoded && verdicts[3] == .decoded)
        guard case .notSimulated(let reason) = verdicts[1] else {
            Issue.record("the stalled document got \(verdicts[1])")
            return
        }
        #expect(reason.contains("did not finish this document within 2 s"))
        #expect(failureOf(verdicts[2])?.codingPath == [.index(0)])
    }
}
