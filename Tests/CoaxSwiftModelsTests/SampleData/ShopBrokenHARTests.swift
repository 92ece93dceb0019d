import Foundation
import Testing

@testable import Coax
@testable import CoaxSwiftModels

/// SampleData's app model (`SampleData/AppModels`) against the responses of
/// `SampleData/shop-broken.har`, decoded by the real JSONDecoder (the models compiled with swiftc):
/// which responses fail and why is pinned here, so the sample and docs/models.md stay true.
@Suite struct ShopBrokenHARTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The app's routes: the endpoint (as drift templates it) and the type its responses decode as.
    static let routes: [(method: String, pattern: String, type: String)] = [
        ("GET", "/v1/products", "ProductPage"),
        ("GET", "/v1/products/{id}", "Product"),
        ("GET", "/v1/orders/{id}", "Order"),
        ("GET", "/v1/customers/{id}", "Customer"),
    ]

    /// The decoder the app uses.
    static let strategies = DecodeStrategies(keys: .convertFromSnakeCase, dates: .iso8601)

    /// What JSONDecoder makes of every 2xx response, by request line.
    static let expected: KeyValuePairs<String, String> = [
        "GET /v1/products?page=1": "ok",
        "GET /v1/products?page=2": #"typeMismatch at ["items", 1, "price"]"#,
        "GET /v1/products/1042": "ok",
        "GET /v1/products/1043": "keyNotFound at [] key category",
        "GET /v1/products/1047": #"dataCorrupted at ["category"]"#,
        // Swift 6.3's JSONDecoder reports a number out of range and a bad ISO 8601 date with an
        // empty codingPath.
        "GET /v1/products/1048": "dataCorrupted at []",
        "GET /v1/orders/5f2b7c3d": "ok",
        "GET /v1/orders/a81c0e4f": "dataCorrupted at []",
        "GET /v1/orders/c9d1e2f3": #"valueNotFound at ["customer", "name"]"#,
        "GET /v1/customers/3f0c1c2e": "ok",
        "GET /v1/customers/9b2e4d61": #"typeMismatch at ["newsletter"]"#,
    ]

    /// The route a request's path matches: `{id}` stands for one segment.
    static func route(for path: String) -> Int? {
        let segments = path.split(separator: "?")[0].split(separator: "/")
        return routes.firstIndex { route in
            let pattern = route.pattern.split(separator: "/")
            return pattern.count == segments.count
                && zip(pattern, segments).allSatisfy { $0.hasPrefix("{") || $0 == $1 }
        }
    }

    /// Every 2xx response the routes cover: its request line, route and body.
    static func responses() throws -> (responses: [(request: String, route: Int, body: String)], notJSON: Int) {
        let har = try JSONDocument.load(path: root.appendingPathComponent("SampleData/shop-broken.har").path)
        let entries = try #require(har.root["log"]?["entries"]?.elements)
        var responses: [(request: String, route: Int, body: String)] = []
        var notJSON = 0
        for entry in entries {
            guard let status = entry["response"]?["status"]?.numberLiteral.flatMap({ Int($0) }),
                (200..<300).contains(status),
                let method = entry["request"]?["method"]?.string, let url = entry["request"]?["url"]?.string,
                let body = entry["response"]?["content"]?["text"]?.string
            else { continue }
            let path = String(url.dropFirst("https://shop.example.com".count))
            guard let route = Self.route(for: path) else {
                notJSON += 1
                continue
            }
            responses.append(("\(method) \(path)", route, body))
        }
        return (responses, notJSON)
    }

    /// The app's model files, in name order.
    static func modelFiles(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }.sorted()
            .map { directory + "/" + $0 }
    }

    @Test func theRealDecoderFailsExactlyTheBrokenResponsesAndSaysWhy() throws {
        let (responses, notJSON) = try Self.responses()
        #expect(notJSON == 1)
        let scratch = try ExactScratch(kept: "shop-broken")
        let files = try Self.modelFiles(in: Self.root.appendingPathComponent("SampleData/AppModels").path)
        let program = try ExactDecodeProgram.build(
            modelFiles: files,
            targets: Self.routes.map { ExactDecodeTarget(typeExpression: $0.type, strategies: Self.strategies) },
            cacheDirectory: scratch.path, optimization: .none)
        let verdicts = try program.verdicts(for: responses.map { ($0.route, Array($0.body.utf8)) })
        let requests = responses.map(\.request)
        let found = Dictionary(uniqueKeysWithValues: zip(requests, verdicts.map(\.comparable)))
        #expect(requests == Self.expected.map(\.key))
        for (request, verdict) in Self.expected {
            #expect(found[request] == verdict, "\(request)")
        }
    }

    /// The suggested changes applied as a person would, by editing a copy of the model files:
    /// each declaration replaced where it is written, new enum cases added to their enum, the
    /// helper types in a file of their own, a date strategy given to the decoder; then the real
    /// JSONDecoder decodes every response, with no LenientDecoder anywhere.
    @Test func theSuggestedChangesAppliedToTheModelFilesDecodeEveryResponseWithTheRealDecoder() throws {
        let (responses, _) = try Self.responses()
        let originals = try Self.modelFiles(in: Self.root.appendingPathComponent("SampleData/AppModels").path)
        let declared = try SwiftModelReader.read(files: originals)
        let types = try Self.routes.map { try TypeExpressionParser.parse($0.type, in: declared) }
        let items = try responses.map {
            ModelSuggester.Item(document: try JSONDocument(parsing: $0.body), type: types[$0.route], path: nil)
        }
        let suggestions = ModelSuggester(models: declared, strategies: Self.strategies).suggest(for: items)
        #expect(suggestions.stillFailing == 0)
        #expect(!suggestions.needsLenientDecoder)

        // Each broken field is named by a change.
        let broken = items.compactMap { item -> DecodeSite? in
            DeclaredModelChecker(models: declared, type: item.type, strategies: Self.strategies)
                .simulate(item.document).site
        }
        #expect(broken.count == 7)
        for site in broken {
            #expect(suggestions.changes.contains { $0.matches(site) }, "no change for \(site)")
        }

        let scratch = try ExactScratch()
        var sources = try originals.map { try String(contentsOfFile: $0, encoding: .utf8) }
        var strategies = Self.strategies
        for change in suggestions.changes {
            if change.after.hasPrefix("decoder.dateDecodingStrategy") {
                strategies = suggestions.strategies
            } else if change.before.isEmpty {
                // New enum cases go first in the enum's body.
                let enumName = try #require(change.typeName.split(separator: ".").last)
                let opening = try #require(
                    sources.indices.first { sources[$0].contains("enum \(enumName):") }, "enum \(enumName)")
                var lines = sources[opening].components(separatedBy: "\n")
                let line = try #require(lines.firstIndex { $0.contains("enum \(enumName):") })
                let cases = change.after.components(separatedBy: "; ").map { "        " + $0 }
                lines.insert(contentsOf: cases, at: line + 1)
                sources[opening] = lines.joined(separator: "\n")
            } else {
                // The declaration is replaced where the type declaring it writes it: the first
                // occurrence after `struct Name`.
                let typeName = try #require(change.typeName.split(separator: ".").last)
                let file = try #require(
                    sources.indices.first { sources[$0].contains("struct \(typeName):") }, "struct \(typeName)")
                let declaration = try #require(sources[file].range(of: "struct \(typeName):"))
                let written = try #require(
                    sources[file].range(of: change.before, range: declaration.upperBound..<sources[file].endIndex),
                    "`\(change.before)` in \(typeName)")
                sources[file].replaceSubrange(written, with: change.after)
            }
        }
        var files = try zip(originals, sources).map { original, source in
            try scratch.write(source, named: "AppModels/" + URL(fileURLWithPath: original).lastPathComponent)
        }
        #expect(suggestions.addedDeclarations.count == 2)
        files.append(
            try scratch.write(suggestions.addedDeclarations.joined(separator: "\n\n"), named: "AppModels/Added.swift"))
        let program = try ExactDecodeProgram.build(
            modelFiles: files,
            targets: Self.routes.map { ExactDecodeTarget(typeExpression: $0.type, strategies: strategies) },
            cacheDirectory: scratch.path, optimization: .none)
        let verdicts = try program.verdicts(for: responses.map { ($0.route, Array($0.body.utf8)) })
        #expect(verdicts.count == 11)
        for (response, verdict) in zip(responses, verdicts) {
            #expect(verdict == .decoded, "\(response.request)")
        }
    }
}
