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
        #expect(collection.status.skippedBodyCount == 2)
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

    /// An archive of one entry per `(request body, response body)`, each body as JSON text.
    static func archive(_ bodies: [(request: String?, response: String, mimeType: String)]) -> String {
        func quoted(_ text: String) -> String { JSONWriter.compact.string(for: JSONValue.string(text)) }
        let entries = bodies.enumerated().map { index, body in
            let request = body.request.map {
                #", "postData": {"mimeType": "application/json", "text": \#(quoted($0))}"#
            }
            return #"{"request": {"method": "POST", "url": "https://x.test/\#(index)"\#(request ?? "")}, "#
                + #""response": {"status": 200, "content": {"mimeType": \#(quoted(body.mimeType)), "#
                + #""text": \#(quoted(body.response))}}}"#
        }
        return #"{"log": {"entries": ["# + entries.joined(separator: ", ") + "]}}"
    }

    @Test func everyValueOfABodyOfJSONLinesIsADocumentOfItsExchange() throws {
        let files = try ScratchFiles()
        let path = try files.write(
            Self.archive([
                (nil, "{\"id\":\"a1\"}\n{\"id\":\"a2\"}", "application/x-ndjson"),
                (nil, "{\"id\":\"b1\"}\n{\"id\":\"b2\"}\n", "application/json"),
                (nil, "true story", "text/plain"),
            ]), named: "stream.har")
        let collection = try JSONCollection.load(path: path)
        #expect((0..<collection.count).map { collection[$0].root["id"]?.string } == ["a1", "a2", "b1", "b2"])
        #expect((0..<collection.count).map { collection.source(ofDocument: $0)?.exchange?.entryIndex } == [0, 0, 1, 1])
        #expect(collection.badRecords.isEmpty)
        // The plain text that starts like JSON is no body of JSON.
        #expect(collection.status.skippedBodyCount == 1)
    }

    @Test func aBadBodyIsReportedWithItsOwnTextAndNoFraming() throws {
        let files = try ScratchFiles()
        let path = try files.write(
            Self.archive([(#"{"qty": "#, #"{"ok": true}"#, "application/json")]), named: "bad-request.har")
        let collection = try JSONCollection.load(path: path)
        #expect(collection.count == 1)
        let bad = try #require(collection.badRecords.first)
        #expect(bad.source.exchange?.body == .request)
        #expect(bad.error.sourceLine == #"{"qty": "#)
        #expect(bad.error.location.line == 1)
        // Just after its last character: the space after it is no part of the error.
        #expect(bad.error.location.column == 8)
        #expect(!bad.rendered().contains("\\u001e"))
        #expect(!bad.rendered().contains("ok"))
    }

    @Test func aBadValueAmongTheValuesOfABodyHidesNoneOfTheOthers() throws {
        let files = try ScratchFiles()
        let path = try files.write(
            Self.archive([(nil, "{\"id\": 1}\n{\"id\": tru}\n{\"id\": 3}", "application/json")]), named: "mixed.har")
        let collection = try JSONCollection.load(path: path)
        #expect((0..<collection.count).map { collection[$0].root["id"]?.numberLiteral } == ["1", "3"])
        let bad = try #require(collection.badRecords.first)
        #expect(collection.badRecords.count == 1)
        #expect(bad.position == 1)
        #expect(bad.error.location.line == 2)
    }

    @Test func aOneLineArchiveLocatesEveryBodyInItsLine() throws {
        let files = try ScratchFiles()
        let text = Self.archive((0..<50).map { (nil, "{\"n\": \($0)}", "application/json") })
        let path = try files.write(text, named: "one-line.har")
        let collection = try JSONCollection.load(path: path)
        #expect(collection.count == 50)
        let archive = try JSONDocument(parsing: text)
        let entries = try #require(archive.root["log"]?["entries"]?.elements)
        for (index, entry) in entries.enumerated() {
            let expected = try #require(entry["response"]?["content"]?["text"]).location
            #expect(collection.source(ofDocument: index)?.line == expected.line)
            #expect(collection.source(ofDocument: index)?.column == expected.column)
        }
    }
}
