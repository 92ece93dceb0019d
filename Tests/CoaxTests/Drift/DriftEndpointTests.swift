import Coax
import Foundation
import Testing

/// The documents of HTTP archives are compared endpoint by endpoint: method plus templated path,
/// request bodies apart from each response status.
@Suite struct DriftEndpointTests {
    static func archive(
        _ exchanges: [(method: String, url: String, status: Int, request: String?, response: String)]
    )
        -> String
    {
        let entries = exchanges.map { exchange in
            let post = exchange.request.map {
                #", "postData": {"mimeType": "application/json", "text": \#(JSONWriter.compact.string(for: .string($0)))}"#
            }
            return """
                {"request": {"method": "\(exchange.method)", "url": "\(exchange.url)", "headers": []\(post ?? "")},
                 "response": {"status": \(exchange.status), "content": {"mimeType": "application/json",
                   "text": \(JSONWriter.compact.string(for: .string(exchange.response)))}}}
                """
        }
        return #"{"log": {"version": "1.2", "creator": {"name": "t", "version": "1"}, "entries": ["#
            + entries.joined(separator: ",\n") + "]}}"
    }

    private func report(_ archive: String) -> DriftReport {
        DriftAnalyzer().analyze(JSONCollection(parsing: archive, format: .har, name: "capture.har"))
    }

    @Test func identifiersInPathsAreTemplatedAndQueryStringsIgnored() {
        let product = { (id: String, price: String) in #"{"id": \#(id), "price": \#(price)}"# }
        let report = report(
            Self.archive([
                ("GET", "https://api.test/products/17", 200, nil, product("17", "8.45")),
                ("GET", "https://api.test/products/18?fields=price", 200, nil, product("\"18\"", "\"12.90\"")),
                ("GET", "https://api.test/products/19#top", 200, nil, product("19", "3")),
                ("GET", "https://api.test/users/3f0c1c2e-8a4e-4d5b-9a57-6a1c2b7e9f10/cart", 200, nil, #"{"n": 1}"#),
                ("GET", "https://api.test/users/9B2E4D61-0C7F-4E2A-8F13-2D5C6A7B8E90/cart", 200, nil, #"{"n": "2"}"#),
                ("GET", "https://api.test/commits/5f2b7c3d9e1a4b6c8d0e", 200, nil, #"{"ok": true}"#),
                ("GET", "https://api.test/commits/a81c0e4f7b2d", 200, nil, #"{"ok": 1}"#),
                ("GET", "https://api.test/products/featured", 200, nil, #"[{"id": 1}]"#),
            ]))
        #expect(
            report.endpoints.map(\.description) == [
                "GET /products/{id} → 200", "GET /users/{id}/cart → 200", "GET /commits/{id} → 200",
                "GET /products/featured → 200",
            ])
        #expect(report.endpoints.map(\.documentCount) == [3, 2, 2, 1])
        let price = report.findings.first { $0.pattern.description == "$.price" }
        #expect(price?.endpoint?.path == "/products/{id}")
        #expect(price?.kinds.map(\.count) == [2, 1])
        #expect(price?.kinds.last?.firstDocument?.shortLabel == "GET /products/18?fields=price → 200 (entry 2)")
        #expect(report.findings.contains { $0.pattern.description == "$.n" && $0.endpoint?.path == "/users/{id}/cart" })
        #expect(report.findings.contains { $0.pattern.description == "$.ok" })
    }

    @Test func requestBodiesAndEachStatusAreComparedApart() {
        let report = report(
            Self.archive([
                ("POST", "https://api.test/orders", 201, #"{"qty": 2}"#, #"{"id": "o1", "total": "16.90"}"#),
                ("POST", "https://api.test/orders", 201, #"{"qty": "1"}"#, #"{"id": "o2", "total": 12.9}"#),
                ("POST", "https://api.test/orders", 422, #"{"qty": 0}"#, #"{"error": "empty"}"#),
            ]))
        #expect(
            report.endpoints.map(\.description) == [
                "POST /orders (request)", "POST /orders → 201", "POST /orders → 422",
            ])
        #expect(report.endpoints.map(\.documentCount) == [3, 2, 1])
        #expect(
            report.findings.map { "\($0.endpoint?.description ?? "-") \($0.pattern)" } == [
                "POST /orders (request) $.qty", "POST /orders → 201 $.total",
            ])
        // The error body is not mixed with the successful ones: no "sometimes missing".
        #expect(report.findings.allSatisfy { $0.severity != .optionality })
    }

    @Test func exchangesWithTheSameMethodURLAndStatusAreNamedApartByTheirEntry() throws {
        let archive = Self.archive([
            ("POST", "https://api.test/orders", 201, #"{"qty": 2}"#, #"{"total": "16.90"}"#),
            ("POST", "https://api.test/orders", 201, #"{"qty": "1"}"#, #"{"total": 12.9}"#),
        ])
        let collection = JSONCollection(parsing: archive, format: .har, name: "capture.har")
        let labels = (0..<collection.count).compactMap { collection.source(ofDocument: $0)?.shortLabel }
        #expect(
            labels == [
                "POST /orders (request, entry 1)", "POST /orders → 201 (entry 1)",
                "POST /orders (request, entry 2)", "POST /orders → 201 (entry 2)",
            ])
        #expect(Set((0..<collection.count).compactMap { collection.source(ofDocument: $0)?.label }).count == 4)
        let text = DriftAnalyzer().analyze(collection).text(name: "capture.har")
        #expect(
            text.contains(
                "    $.qty: number ×1 (POST /orders (request, entry 1) $.qty), string ×1 (POST /orders (request, entry 2) $.qty)\n"
            ))
        #expect(
            text.contains(
                "    $.total: string ×1 (POST /orders → 201 (entry 1) $.total), number ×1 (POST /orders → 201 (entry 2) $.total)\n"
            ))
    }

    @Test func segmentsThatVaryWhereTheAnswersAreAlikeBecomeNames() {
        let report = report(
            Self.archive([
                ("GET", "https://api.test/api/categories/tea/products", 200, nil, #"{"category": "tea", "items": []}"#),
                (
                    "GET", "https://api.test/api/categories/coffee/products", 200, nil,
                    #"{"category": "x", "items": []}"#
                ),
                ("GET", "https://api.test/api/cart", 200, nil, #"{"items": [], "total": "0.00"}"#),
                ("GET", "https://api.test/api/session", 200, nil, #"{"user": "u", "expires_at": 1}"#),
            ]))
        #expect(
            report.endpoints.map(\.description) == [
                "GET /api/categories/{name}/products → 200", "GET /api/cart → 200", "GET /api/session → 200",
            ])
    }

    @Test func textHasAHeadingPerEndpointAndJSONNamesIt() throws {
        let archive = Self.archive([
            ("GET", "https://api.test/products/1", 200, nil, #"{"price": 1.5}"#),
            ("GET", "https://api.test/products/2", 200, nil, #"{"price": "2.5"}"#),
            ("GET", "https://api.test/health", 200, nil, #"{"ok": true}"#),
        ])
        let report = report(archive)
        let text = report.text(name: "capture.har")
        #expect(text.hasPrefix("capture.har: 1 drifting member in 1 of 2 groups of objects, in 3 documents\n"))
        #expect(text.contains("\nGET /products/{id} → 200 (2 documents)\n\n  Kinds differ"))
        #expect(
            text.contains(
                "    $.price: number ×1 (GET /products/1 → 200 (entry 1) $.price), string ×1 (GET /products/2 → 200 (entry 2) $.price)\n"
            ))
        #expect(text.hasSuffix("\nGET /health → 200 (1 document): no drift\n"))
        let json = report.json()
        let endpoints = try #require(json["endpoints"]?.array)
        #expect(endpoints.first?["endpoint"] == "GET /products/{id} → 200")
        #expect(endpoints.first?["method"] == "GET")
        #expect(endpoints.first?["path"] == "/products/{id}")
        #expect(endpoints.first?["status"] == 200)
        #expect(endpoints.first?["body"] == "response")
        #expect(endpoints.first?["documents"] == 2)
        #expect(json["findings"]?.array?.first?["endpoint"] == "GET /products/{id} → 200")
        #expect(json["groups"]?.array?.first?["endpoint"] == "GET /products/{id} → 200")
        #expect(
            json["findings"]?.array?.first?["kinds"]?.array?.last?["firstDocument"]
                == "GET https://api.test/products/2 → 200 (entry 2)")
    }

    @Test func theSampleCaptureIsComparedPerEndpoint() throws {
        let collection = try JSONCollection.load(path: PackageRoot.file("SampleData/shop-api.har").path)
        let report = DriftAnalyzer().analyze(collection)
        #expect(report.documentCount == 18)
        #expect(report.endpoints.map(\.description).contains("GET /api/products/{id} → 200"))
        #expect(report.endpoints.map(\.description).contains("GET /api/products/{id} → 404"))
        #expect(report.endpoints.map(\.description).contains("GET /api/orders/{id} → 200"))
        #expect(report.endpoints.map(\.description).contains("GET /api/categories/{name}/products → 200"))
        #expect(report.endpoints.map(\.description).contains("POST /api/orders (request)"))
        let productPrice = report.findings.first {
            $0.endpoint?.description == "GET /api/products/{id} → 200" && $0.pattern.description == "$.price"
        }
        #expect(productPrice?.best == .decimal)
    }
}
