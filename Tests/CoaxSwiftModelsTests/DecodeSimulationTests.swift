import CoaxSamples
import CoaxSwiftModels
import Foundation
import Testing

@testable import Coax

// The models below are compiled into this test and also read, from this file's own text, by
// SwiftModelReader: the simulation of the read models is held to JSONDecoder on the compiled ones.
// BEGIN MODELS
struct Product: Codable {
    let id: Int
    let name: String
    var price: Double
    let tags: [String]?
    let stock: Int8
    let rating: Float?
    let cost: Decimal
    let kind: Kind
    let created: Date
    let homepage: URL?
    let uuid: UUID?
    let attributes: [String: Int]?
    let counts: [Int: String]?
    var flag: Bool = false
    var doubled: Int { id * 2 }
    static let shared = 3

    enum Kind: String, Codable {
        case physical
        case digital = "DIGITAL"
    }
}

struct Page<T: Decodable>: Decodable {
    let items: [T]
    let next: String?
    let total: UInt16
}

final class Order: Decodable {
    let id: Int
    let lines: [Line]
    let status: Status
    let placedAt: Date?

    struct Line: Decodable {
        let sku: String
        let quantity: UInt8
        let note: Note?
    }

    enum CodingKeys: String, CodingKey {
        case id = "order_id"
        case lines
        case status
        case placedAt = "placed_at"
    }
}

struct Note: Codable { let text: String }

enum Status: Int, Codable {
    case open = 1
    case closed
    case cancelled = 9
}

typealias Products = [Product]

struct Account: Decodable {
    let userId: Int
    let avatarUrl: String?
    let displayName: String
}

struct Blob: Decodable {
    let bytes: Data
    let when: Date
    let ids: Set<Int64>
}

struct Tree: Decodable {
    let value: UInt
    let children: [Tree]?
}

struct Gauge: Decodable { let level: Level }

enum Level: Double, Decodable {
    case low = 0.5
    case high = 2
}

struct Wrapper<T: Decodable>: Decodable { let value: T }
// END MODELS

@Suite("DeclaredModelChecker against JSONDecoder")
struct DecodeSimulationTests {
    static let models: DeclaredModelSet = {
        let text = (try? String(contentsOfFile: #filePath, encoding: .utf8)) ?? ""
        let start = text.range(of: "// BEGIN MODELS")?.upperBound ?? text.startIndex
        let end = text.range(of: "// END MODELS")?.lowerBound ?? text.endIndex
        // Kept for the whole run: its `DeclaredTypeReference` trees are indirect enums.
        return LeakSanitizerExemption.building {
            (try? SwiftModelReader.read(sources: [("Models.swift", String(text[start..<end]))]))
                ?? DeclaredModelSet(types: [])
        }
    }()

    /// A decode by the real JSONDecoder into a compiled type.
    struct Target {
        var type: String
        var decode: (JSONDecoder, Data) throws -> Void
    }

    static func target<T: Decodable>(_ type: String, _: T.Type) -> Target {
        Target(type: type) { decoder, data in _ = try decoder.decode(T.self, from: data) }
    }

    static let productJSON = #"""
        {"id": 7, "name": "Lamp", "price": 12.9, "tags": ["a", "b"], "stock": 3, "rating": 4.5, "cost": 12.90,
         "kind": "DIGITAL", "created": 700000000, "homepage": "https://example.com/p/7",
         "uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "attributes": {"w": 1}, "counts": {"1": "one"},
         "unused": 5, "flag": true}
        """#

    static let orderJSON = #"""
        {"order_id": 1, "lines": [{"sku": "A-1", "quantity": 2, "note": {"text": "gift"}}, {"sku": "B", "quantity": 1}],
         "status": 2, "placed_at": 1.5}
        """#

    /// Checks every one-place mutation of `base` with the simulation, the lenient walk run under
    /// JSONDecoder, and JSONDecoder on the compiled type; returns how many documents were compared.
    @discardableResult
    static func compare(
        _ target: Target, base: String, strategies: DecodeStrategies = DecodeStrategies(),
        configure: (JSONDecoder) -> Void = { _ in }
    ) throws -> Int {
        let reference = try TypeExpressionParser.parse(target.type, in: models)
        let checker = DeclaredModelChecker(models: models, type: reference, strategies: strategies)
        let decoder = JSONDecoder()
        configure(decoder)
        let root = MutableJSON(try JSONDocument(parsing: base).root)
        var compared = 0
        for document in [root] + root.mutations {
            let text = document.text
            let expected = DeclaredModelChecker.verdict { try target.decode(decoder, Data(text.utf8)) }
            let simulated = checker.verdict(for: try JSONDocument(parsing: text))
            #expect(withoutPath(simulated) == expected, "\(target.type): \(text)")
            do { try target.decode(decoder, Data(text.utf8)) } catch {
                if case .failed(let failure) = simulated { #expect(failure.printed == "\(error)", "\(text)") }
            }
            let walked = DeclaredModelChecker.verdict {
                try DeclaredDecodable.decodeTop(checker.step) { type in
                    _ = try decoder.decode(type, from: Data(text.utf8))
                }
            }
            #expect(walked == expected, "walk under JSONDecoder, \(target.type): \(text)")
            compared += 1
        }
        return compared
    }

    static func withoutPath(_ verdict: DecodeVerdict) -> DecodeVerdict {
        guard case .failed(var failure) = verdict else { return verdict }
        failure.path = nil
        return .failed(failure)
    }

    @Test("every one-place change of a product gives JSONDecoder's verdict")
    func product() throws {
        let count = try Self.compare(Self.target("Product", Product.self), base: Self.productJSON)
        #expect(count > 500)
    }

    @Test("generic types, arrays of models and typealiases give JSONDecoder's verdict")
    func genericsAndArrays() throws {
        let page = #"{"items": [\#(Self.productJSON)], "next": null, "total": 1}"#
        try Self.compare(Self.target("Page<Product>", Page<Product>.self), base: page)
        try Self.compare(Self.target("Products", Products.self), base: "[\(Self.productJSON)]")
        try Self.compare(
            Self.target("[String: Page<Int>]", [String: Page<Int>].self), base: #"{"a": {"items": [1, 2], "total": 2}}"#
        )
        try Self.compare(Self.target("Wrapper<Int?>", Wrapper<Int?>.self), base: #"{"value": 3}"#)
        try Self.compare(Self.target("Wrapper<[Int?]>", Wrapper<[Int?]>.self), base: #"{"value": [3, null]}"#)
    }

    @Test("classes, nested types, CodingKeys with raw values and Int enums give JSONDecoder's verdict")
    func orders() throws {
        try Self.compare(Self.target("Order", Order.self), base: Self.orderJSON)
        try Self.compare(Self.target("Gauge", Gauge.self), base: #"{"level": 0.5}"#)
        try Self.compare(
            Self.target("Tree", Tree.self),
            base: #"{"value": 1, "children": [{"value": 2}, {"value": 3, "children": []}]}"#)
    }

    /// A checker of a recursive type frees its plans with itself: the plan of `Tree` holds a step
    /// that holds the same plan, a cycle that kept every such checker's plans forever.
    @Test func aCheckerOfARecursiveTypeFreesItsPlansWithItself() throws {
        weak var treePlan: DecodeObjectPlan?
        do {
            let checker = DeclaredModelChecker(models: Self.models, type: .named("Tree"))
            guard case .object(let plan) = checker.step else {
                Issue.record("Tree is not compiled to an object plan: \(checker.step)")
                return
            }
            treePlan = plan
            let document = try JSONDocument(parsing: #"{"value": 1, "children": [{"value": 2, "children": []}]}"#)
            #expect(checker.verdict(for: document) == .decoded)
        }
        #expect(treePlan == nil)
    }

    @Test("convertFromSnakeCase converts an object's keys as JSONDecoder does")
    func snakeCase() throws {
        try Self.compare(
            Self.target("Account", Account.self), base: #"{"user_id": 1, "avatar_url": "x", "display_name": "Ann"}"#,
            strategies: DecodeStrategies(keys: .convertFromSnakeCase)
        ) { $0.keyDecodingStrategy = .convertFromSnakeCase }
        try Self.compare(
            Self.target("Order", Order.self), base: Self.orderJSON,
            strategies: DecodeStrategies(keys: .convertFromSnakeCase)
        ) { $0.keyDecodingStrategy = .convertFromSnakeCase }
        // Keys compared as bytes against each field's snake-case form, and those that are not
        // that form (capitals, doubled or leading underscores, the camel-case key itself, a
        // repeat, a key no field has): the same first member wins as in JSONDecoder.
        for base in [
            #"{"user_id": 1, "userId": "x", "avatar_url": "x", "display_name": "Ann", "extra_field": 1}"#,
            #"{"userId": 1, "user_id": "x", "USER_ID": 2, "avatar__url": "x", "display_name": "Ann"}"#,
            #"{"_user_id": 1, "avatar_url_": "x", "display_name": "Ann", "user_id": 4}"#,
        ] {
            try Self.compare(
                Self.target("Account", Account.self), base: base,
                strategies: DecodeStrategies(keys: .convertFromSnakeCase)
            ) { $0.keyDecodingStrategy = .convertFromSnakeCase }
        }
    }

    @Test("every date and data strategy gives JSONDecoder's verdict")
    func strategies() throws {
        let cases: [(DecodeStrategies.Dates, JSONDecoder.DateDecodingStrategy, String)] = [
            (.deferredToDate, .deferredToDate, "12.5"),
            (.secondsSince1970, .secondsSince1970, "1700000000"),
            (.millisecondsSince1970, .millisecondsSince1970, "1700000000000"),
            (.iso8601, .iso8601, #""2024-01-01T00:00:00Z""#),
            (.formatted("yyyy-MM-dd"), .formatted(DateFormats.formatter("yyyy-MM-dd")), #""2024-02-30""#),
        ]
        for (dates, foundation, value) in cases {
            for (data, foundationData, bytes) in [
                (DecodeStrategies.DataEncoding.base64, JSONDecoder.DataDecodingStrategy.base64, #""aGVsbG8=""#),
                (.deferredToData, .deferredToData, "[104, 105]"),
            ] {
                try Self.compare(
                    Self.target("Blob", Blob.self), base: #"{"bytes": \#(bytes), "when": \#(value), "ids": [1, 2]}"#,
                    strategies: DecodeStrategies(dates: dates, data: data)
                ) {
                    $0.dateDecodingStrategy = foundation
                    $0.dataDecodingStrategy = foundationData
                }
            }
        }
    }

    @Test("numbers at the edges of each type give JSONDecoder's verdict")
    func numbers() throws {
        let literals = [
            "0", "-0", "1.0", "1e3", "1E2", "-1", "127", "128", "-128", "-129", "255", "256", "65535", "65536",
            "2147483647", "2147483648", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
            "-9223372036854775809", "18446744073709551615", "18446744073709551616", "9007199254740993.0",
            "9223372036854775807.0", "1.5", "1e30", "1e400", "1e-400", "4.9e-324", "1.7976931348623159e308",
            "3.4028235e38", "3.5e38", "1e-45", "1e-50", "0e-400", "0.1", "1e127", "1e128", "1e-128", "1e-129",
            "123456789012345678901234567890123456789012", "0.0000001e7", "-0.0", "100.00000000000001",
        ]
        let targets = [
            Self.target("Wrapper<Int>", Wrapper<Int>.self), Self.target("Wrapper<Int8>", Wrapper<Int8>.self),
            Self.target("Wrapper<Int16>", Wrapper<Int16>.self), Self.target("Wrapper<Int32>", Wrapper<Int32>.self),
            Self.target("Wrapper<Int64>", Wrapper<Int64>.self), Self.target("Wrapper<UInt>", Wrapper<UInt>.self),
            Self.target("Wrapper<UInt8>", Wrapper<UInt8>.self), Self.target("Wrapper<UInt16>", Wrapper<UInt16>.self),
            Self.target("Wrapper<UInt32>", Wrapper<UInt32>.self), Self.target("Wrapper<UInt64>", Wrapper<UInt64>.self),
            Self.target("Wrapper<Double>", Wrapper<Double>.self), Self.target("Wrapper<Float>", Wrapper<Float>.self),
            Self.target("Wrapper<Decimal>", Wrapper<Decimal>.self),
            Self.target("Wrapper<Status>", Wrapper<Status>.self),
            Self.target("Wrapper<Level>", Wrapper<Level>.self),
        ]
        let decoder = JSONDecoder()
        for target in targets {
            let checker = DeclaredModelChecker(
                models: Self.models, type: try TypeExpressionParser.parse(target.type, in: Self.models))
            for literal in literals {
                let text = #"{"value": \#(literal)}"#
                let expected = DeclaredModelChecker.verdict { try target.decode(decoder, Data(text.utf8)) }
                let simulated = Self.withoutPath(checker.verdict(for: try JSONDocument(parsing: text)))
                #expect(simulated == expected, "\(target.type): \(text)")
            }
        }
    }

    @Test("strings for URL, UUID and ISO 8601 dates give JSONDecoder's verdict")
    func strings() throws {
        let strings = [
            "", "x", "a b", "http://[x", "ht tp://x", "https://example.com/a?b#c", "//host", "mailto:a@b",
            "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
            "E621E1F8C36C495A93FC0C247A3E6E5F", "2024-01-01T00:00:00Z", "2024-01-01T00:00:00.5Z", "2024-01-01",
            "2024-01-01T00:00:00+01:00", "2024-01-01T00:00:00", "2024-01-01 00:00:00Z", "2024-13-01T00:00:00Z",
            "2024-02-30T00:00:00Z", "aGVsbG8=", "aGVsbG8", "!!", "caf\u{e9}",
        ]
        let decoder = JSONDecoder()
        let iso = JSONDecoder()
        iso.dateDecodingStrategy = .iso8601
        let checks: [(Target, JSONDecoder, DecodeStrategies)] = [
            (Self.target("Wrapper<URL>", Wrapper<URL>.self), decoder, DecodeStrategies()),
            (Self.target("Wrapper<UUID>", Wrapper<UUID>.self), decoder, DecodeStrategies()),
            (Self.target("Wrapper<Data>", Wrapper<Data>.self), decoder, DecodeStrategies()),
            (Self.target("Wrapper<Date>", Wrapper<Date>.self), iso, DecodeStrategies(dates: .iso8601)),
        ]
        for (target, decoder, strategies) in checks {
            let checker = DeclaredModelChecker(
                models: Self.models, type: try TypeExpressionParser.parse(target.type, in: Self.models),
                strategies: strategies)
            for string in strings {
                let text = #"{"value": \#(JSONWriter.compact.string(for: .string(string)))}"#
                let expected = DeclaredModelChecker.verdict { try target.decode(decoder, Data(text.utf8)) }
                #expect(
                    Self.withoutPath(checker.verdict(for: try JSONDocument(parsing: text))) == expected,
                    "\(target.type): \(text)")
            }
        }
    }

    /// Timestamps near the canonical shape: every field drawn past its range at both ends, and
    /// one byte in three of the rest replaced by a separator, a letter or a digit.
    static func generatedTimestamps(count: Int) -> [String] {
        var random = SeededRandomNumberGenerator(seed: 8601, stream: 0)
        func digits(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        let replacements = Array("-T:Z+ tz0159.")
        var strings: [String] = []
        for _ in 0..<count {
            let year =
                Bool.random(using: &random)
                ? Int.random(in: 1890...2210, using: &random) : Int.random(in: 0...9999, using: &random)
            let month = digits(Int.random(in: 0...13, using: &random), 2)
            let day = digits(Int.random(in: 0...32, using: &random), 2)
            let hour = digits(Int.random(in: 0...25, using: &random), 2)
            let minute = digits(Int.random(in: 0...61, using: &random), 2)
            let second = digits(Int.random(in: 0...61, using: &random), 2)
            var text = "\(digits(year, 4))-\(month)-\(day)T\(hour):\(minute):\(second)Z"
            if Int.random(in: 0..<3, using: &random) == 0 {
                var characters = Array(text)
                characters[Int.random(in: 0..<characters.count, using: &random)] =
                    replacements[Int.random(in: 0..<replacements.count, using: &random)]
                text = String(characters)
            }
            strings.append(text)
        }
        return strings
    }

    @Test("the canonical ISO 8601 shortcut accepts only what the formatter reads; verdicts stay JSONDecoder's")
    func canonicalTimestamps() throws {
        let strings = Self.generatedTimestamps(count: 4_000) + ["2024-02-29T00:00:00Z", "2023-02-29T00:00:00Z"]
        let iso = JSONDecoder()
        iso.dateDecodingStrategy = .iso8601
        let target = Self.target("Wrapper<Date>", Wrapper<Date>.self)
        let checker = DeclaredModelChecker(
            models: Self.models, type: try TypeExpressionParser.parse(target.type, in: Self.models),
            strategies: DecodeStrategies(dates: .iso8601))
        var shortcut = 0
        var readable = 0
        for string in strings {
            let formatterReads = (try? Date.ISO8601FormatStyle().parse(string)) != nil
            if formatterReads { readable += 1 }
            if CanonicalISO8601.isCertainlyReadable(string) {
                shortcut += 1
                #expect(formatterReads, "the shortcut accepts \(string), the formatter does not")
            }
            let text = #"{"value": "\#(string)"}"#
            let expected = DeclaredModelChecker.verdict { try target.decode(iso, Data(text.utf8)) }
            #expect(Self.withoutPath(checker.verdict(for: try JSONDocument(parsing: text))) == expected, "\(text)")
        }
        // Both sides of the shortcut are exercised: many go through it, many are left to the formatter.
        #expect(shortcut > 500)
        #expect(readable > shortcut)
        #expect(strings.count - readable > 500)
    }

    @Test("a failure's path is the normalized path of the value in the document")
    func failurePath() throws {
        let checker = DeclaredModelChecker(models: Self.models, type: .named("Order"))
        let document = try JSONDocument(
            parsing:
                #"{"order_id": 1, "lines": [{"sku": "A", "quantity": 1}, {"sku": "B", "quantity": 300}], "status": 1}"#)
        guard case .failed(let failure) = checker.verdict(for: document) else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.codingPath.isEmpty)
        #expect(failure.path?.normalized == "$['lines'][1]['quantity']")
        let missing = try JSONDocument(parsing: #"{"order_id": 1, "lines": [{"quantity": 1}], "status": 1}"#)
        guard case .failed(let keyFailure) = checker.verdict(for: missing) else {
            Issue.record("expected a failure")
            return
        }
        #expect(keyFailure.codingPath == [.key("lines"), .index(0)])
        #expect(keyFailure.path?.normalized == "$['lines'][0]")
    }

    @Test("--at decodes the value at a path, with codingPaths starting there")
    func atPath() throws {
        let checker = DeclaredModelChecker(
            models: Self.models, type: .named("Note"), at: try JSONPath(parsing: "$.data[0]"))
        let document = try JSONDocument(parsing: #"{"data": [{"text": 3}]}"#)
        guard case .failed(let failure) = checker.verdict(for: document) else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.codingPath == [.key("text")])
        #expect(failure.path?.normalized == "$['data'][0]['text']")
        #expect(checker.verdict(for: try JSONDocument(parsing: #"{"data": []}"#)).isDecoded == false)
    }
}
