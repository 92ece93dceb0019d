import Foundation
import Testing

@testable import Coax

/// HTTP archives: one document per JSON body, labelled with its exchange.
@Suite struct HARTests {
    /// An archive with a plain JSON response, a base64 one, an HTML page, a JSON request body with
    /// its response, a response that claims JSON and is not, a form post and an image.
    static let archive: String = {
        let base64 = Data(#"{"id": 17, "price": "8.45"}"#.utf8).base64EncodedString()
        func entry(_ method: String, _ url: String, _ status: Int, request: String = "", content: String) -> String {
            """
                {
                  "request": {"method": "\(method)", "url": "\(url)", "headers": []\(request)},
                  "response": {"status": \(status), "content": \(content)}
                }
            """
        }
        let entries = [
            entry(
                "GET", "https://api.example.com/products", 200,
                content: #"{"mimeType": "application/json; charset=utf-8", "text": "[{\"id\": 1}, {\"id\": \"2\"}]"}"#),
            entry(
                "GET", "https://api.example.com/products/17", 200,
                content: #"{"mimeType": "application/json", "encoding": "base64", "text": "\#(base64)"}"#),
            entry(
                "GET", "https://www.example.com/", 200, content: #"{"mimeType": "text/html", "text": "<html></html>"}"#),
            entry(
                "POST", "https://api.example.com/orders?x=1", 201,
                request: #", "postData": {"mimeType": "application/json", "text": "{\"qty\": \"3\"}"}"#,
                content: #"{"mimeType": "application/vnd.api+json", "text": "{\"data\": {\"id\": \"9\"}}"}"#),
            entry(
                "GET", "https://api.example.com/broken", 500,
                content: #"{"mimeType": "application/json", "text": "{\"error\": \n  tru}"}"#),
            entry(
                "POST", "https://www.example.com/form", 302,
                request: #", "postData": {"mimeType": "application/x-www-form-urlencoded", "params": []}"#,
                content: #"{"mimeType": "text/plain", "text": "[1, 2]"}"#),
            entry(
                "GET", "https://www.example.com/logo.png", 200,
                content: #"{"mimeType": "image/png", "encoding": "base64", "text": "iVBORw0KGgo="}"#),
        ]
        return
            "{\"log\": {\"version\": \"1.2\", \"creator\": {\"name\": \"test\", \"version\": \"1\"}, \"entries\": [\n"
            + entries.joined(separator: ",\n") + "\n]}}\n"
    }()

    @Test func everyJSONBodyIsADocumentLabelledWithItsExchange() throws {
        let files = try ScratchFiles()
        let path = try files.write(Self.archive, named: "capture.har")
        let collection = try JSONCollection.load(path: path)
        #expect(!collection.isSingleDocument)
        #expect(
            (0..<collection.count).compactMap { collection.source(ofDocument: $0)?.label } == [
                "GET https://api.example.com/products → 200 (entry 1)",
                "GET https://api.example.com/products/17 → 200 (entry 2)",
                "POST https://api.example.com/orders?x=1 (request, entry 4)",
                "POST https://api.example.com/orders?x=1 → 201 (entry 4)",
                "POST https://www.example.com/form → 302 (entry 6)",
            ])
        #expect(collection.source(ofDocument: 1)?.shortLabel == "GET /products/17 → 200 (entry 2)")
        #expect(collection[0].root[1]?["id"]?.string == "2")
        #expect(collection[1].root["price"]?.string == "8.45")
        #expect(collection[2].root["qty"]?.string == "3")
        #expect(collection[3].root["data"]?["id"]?.string == "9")
        #expect(collection[4].root[1]?.numberLiteral == "2")
        let exchange = try #require(collection.source(ofDocument: 3)?.exchange)
        #expect(exchange.entryIndex == 3)
        #expect(exchange.status == 201)
        #expect(exchange.body == .response)
        #expect(exchange.mimeType == "application/vnd.api+json")
        // The HTML page and the image have no JSON body.
        #expect(collection.status.skippedBodies == 2)
    }

    @Test func aBodyThatClaimsJSONAndIsNotIsABadRecordLocatedInTheBody() throws {
        let files = try ScratchFiles()
        let path = try files.write(Self.archive, named: "capture.har")
        let collection = try JSONCollection.load(path: path)
        let bad = try #require(collection.badRecords.first)
        #expect(collection.badRecords.count == 1)
        #expect(bad.position == 4)
        #expect(bad.source.exchange?.url == "https://api.example.com/broken")
        #expect(bad.error.location.line == 2)
        #expect(bad.error.location.column == 6)
        let archiveLine = Self.archive.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("api.example.com/broken") }.map { $0 + 2 }
        #expect(bad.source.line == archiveLine)
        #expect(
            bad.rendered() == """
                \(path):\(bad.source.line):\(bad.source.column): error: response body of GET https://api.example.com/broken → 500 (entry 5), line 2, column 6: unexpected '}': expected 'true'
                  tru}
                     ^
                """)
    }

    @Test func theArchiveItselfReadAsJSONIsOneDocument() throws {
        let files = try ScratchFiles()
        let path = try files.write(Self.archive, named: "capture.har")
        let collection = try JSONCollection.load(path: path, format: .json)
        #expect(collection.isSingleDocument)
        #expect(collection[0].root["log"]?["entries"]?.count == 7)
    }

    @Test func anArchiveWithoutEntriesIsAnInputError() throws {
        let files = try ScratchFiles()
        let path = try files.write("{\"log\": {}}", named: "empty.har")
        #expect(throws: JSONLoadError.self) { try JSONCollection.load(path: path) }
    }

    @Test func mediaTypesThatSayJSON() {
        #expect(HARReader.isJSONMediaType("application/json"))
        #expect(HARReader.isJSONMediaType("Application/JSON; charset=utf-8"))
        #expect(HARReader.isJSONMediaType("application/problem+json"))
        #expect(HARReader.isJSONMediaType("text/json"))
        #expect(!HARReader.isJSONMediaType("text/html"))
        #expect(!HARReader.isJSONMediaType("application/jsonp"))
        #expect(!HARReader.isJSONMediaType(nil))
    }
}
