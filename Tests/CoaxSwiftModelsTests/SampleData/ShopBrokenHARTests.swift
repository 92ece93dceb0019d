import Coax
import CoaxSwiftModels
import Foundation
import Testing

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

    @Test func theRealDecoderFailsExactlyTheBrokenResponsesAndSaysWhy() throws {
        let har = try JSONDocument.load(path: Self.root.appendingPathComponent("SampleData/shop-broken.har").path)
        let entries = try #require(har.root["log"]?["entries"]?.elements)
        var requests: [String] = []
        var records: [(target: Int, bytes: [UInt8])] = []
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
            requests.append("\(method) \(path)")
            records.append((route, Array(body.utf8)))
        }
        #expect(notJSON == 1)
        let scratch = try ExactScratch(kept: "shop-broken")
        let models = Self.root.appendingPathComponent("SampleData/AppModels").path
        let files = try FileManager.default.contentsOfDirectory(atPath: models).filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { models + "/" + $0 }
        let program = try ExactDecodeProgram.build(
            modelFiles: files,
            targets: Self.routes.map { ExactDecodeTarget(typeExpression: $0.type, strategies: Self.strategies) },
            cacheDirectory: scratch.path, optimization: .none)
        let verdicts = try program.verdicts(for: records)
        let found = Dictionary(uniqueKeysWithValues: zip(requests, verdicts.map(\.comparable)))
        #expect(requests == Self.expected.map(\.key))
        for (request, verdict) in Self.expected {
            #expect(found[request] == verdict, "\(request)")
        }
    }
}
