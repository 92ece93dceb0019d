import Foundation
import Testing

/// The commands over collections: JSON Lines, several files, directories and HTTP archives, as
/// the built binary runs them, with bad records reported and their exit statuses.
@Suite struct CollectionCommandTests {
    static let orders = """
        {"id": 1, "price": "8.45", "paid": true}
        {"id": 2, "price": 12.50}

        {"id": 3, "paid": "false"}
        {"id": 4, "price": 0.10
        {"id": 5, "price": -0}

        """

    static func ordersFile(in directory: TemporaryDirectory) throws -> String {
        try directory.write(orders, named: "orders.jsonl")
    }

    @Test func checkSummarizesACollectionAndReportsBadRecordsOnStandardError() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.ordersFile(in: directory)
        let run = try CoaxRun(["check", path])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("\(path): 4 documents, 1 bad record, 142 bytes, 13 values, parsed in "))
        #expect(
            run.error == """
                \(path):5:24: error: unexpected end of line: expected ',' or '}' after an object member
                {"id": 4, "price": 0.10
                                       ^

                """)
    }

    @Test func checkOfAValidCollectionExitsZero() throws {
        let run = try CoaxRun(["check", "-"], input: "[1]\n[2]\n[3]\n")
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(run.output.hasPrefix("<stdin>: 3 documents, 12 bytes, 6 values, parsed in "))
    }

    @Test func checkShowsTheFirstTwentyBadRecordsThenACount() throws {
        let lines = (0..<50).map { $0 % 2 == 0 ? "{\"n\": \($0)}" : "{\"n\": }" }.joined(separator: "\n")
        let run = try CoaxRun(["check", "--input-format", "jsonl", "-"], input: lines)
        #expect(run.status == 1)
        #expect(run.error.components(separatedBy: ": error: ").count - 1 == 20)
        #expect(run.error.hasSuffix("coax: 5 more bad records not shown\n"))
        #expect(run.output.contains("25 documents, 25 bad records"))
    }

    @Test func checkOfOneDocumentIsUnchanged() throws {
        let run = try CoaxRun(["check", "-"], input: "{\"a\": [1, 2]}")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("<stdin>: valid JSON, 13 bytes, 4 values, depth 2, parsed in "))
    }

    @Test func getPrintsTheValueOfEveryDocumentThatHasIt() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.ordersFile(in: directory)
        let run = try CoaxRun(["get", path, "price"])
        #expect(run.status == 1)  // the bad record
        #expect(run.output == "\"8.45\"\n12.50\n-0\n")
        #expect(run.error.contains("orders.jsonl:5:24: error:"))
    }

    @Test func getWithSourcePrefixesEachLineWithTheDocumentsLabel() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.ordersFile(in: directory)
        let run = try CoaxRun(["get", path, "$.paid", "--with-source"])
        #expect(run.output == "\(path):1\ttrue\n\(path):4\t\"false\"\n")
    }

    @Test func getOfAPathNoDocumentHasExitsOne() throws {
        let run = try CoaxRun(["get", "-", "missing"], input: "{\"a\": 1}\n{\"b\": 2}\n")
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("coax: no document has $['missing'] (in the first: "))
    }

    @Test func getOfOneDocumentPicksIt() throws {
        let run = try CoaxRun(["get", "-", "a", "--document", "2", "--pretty"], input: "{\"a\": 1}\n{\"a\": [1, 2]}\n")
        #expect(run.status == 0)
        #expect(run.output == "[\n  1,\n  2\n]\n")
        let outOfRange = try CoaxRun(["get", "-", "a", "--document", "3"], input: "{\"a\": 1}\n{\"a\": 2}\n")
        #expect(outOfRange.status == 64)
        #expect(outOfRange.error == "coax: --document 3: the input has 2 documents\n")
        let missing = try CoaxRun(["get", "-", "b", "--document", "1"], input: "{\"a\": 1}\n{\"b\": 2}\n")
        #expect(missing.status == 1)
    }

    @Test func severalFilesAndADirectoryAreOneCollection() throws {
        let directory = try TemporaryDirectory()
        let first = try directory.write("{\"id\": \"a\"}", named: "a.json")
        try FileManager.default.createDirectory(atPath: directory.path + "/more", withIntermediateDirectories: true)
        try directory.write("{\"id\": \"c\"}\n{\"id\": \"d\"}\n", named: "more/c.ndjson")
        try directory.write("{\"id\": \"b\"}", named: "more/b.json")
        let run = try CoaxRun(["get", first, directory.path + "/more", "id", "--with-source"])
        #expect(run.status == 0)
        #expect(
            run.output == """
                \(first)\t"a"
                \(directory.path)/more/b.json\t"b"
                \(directory.path)/more/c.ndjson:1\t"c"
                \(directory.path)/more/c.ndjson:2\t"d"

                """)
    }

    @Test func aMissingInputAmongSeveralExitsTwoAfterTheOthers() throws {
        let directory = try TemporaryDirectory()
        let first = try directory.write("{\"id\": 1}", named: "a.json")
        let run = try CoaxRun(["get", first, directory.path + "/none.json", "id"])
        #expect(run.status == 2)
        #expect(run.output == "1\n")
        #expect(run.error == "\(directory.path)/none.json: no such file\n")
    }

    @Test func anHTTPArchiveGivesEveryJSONBody() throws {
        let directory = try TemporaryDirectory()
        let body = Data(#"{"id": 17}"#.utf8).base64EncodedString()
        let archive = """
            {"log": {"entries": [
              {"request": {"method": "GET", "url": "https://api.example.com/products/17"},
               "response": {"status": 200, "content": {"mimeType": "application/json", "encoding": "base64", "text": "\(body)"}}},
              {"request": {"method": "GET", "url": "https://example.com/"},
               "response": {"status": 200, "content": {"mimeType": "text/html", "text": "<p>hi</p>"}}},
              {"request": {"method": "POST", "url": "https://api.example.com/orders",
                           "postData": {"mimeType": "application/json", "text": "{\\"id\\": 9}"}},
               "response": {"status": 201, "content": {"mimeType": "application/json", "text": "{\\"id\\": \\"9\\"}"}}}
            ]}}
            """
        let path = try directory.write(archive, named: "capture.har")
        let run = try CoaxRun(["get", path, "id", "--with-source"])
        #expect(run.status == 0)
        #expect(
            run.output == """
                GET https://api.example.com/products/17 → 200 (entry 1)\t17
                POST https://api.example.com/orders (request, entry 3)\t9
                POST https://api.example.com/orders → 201 (entry 3)\t"9"

                """)
        let check = try CoaxRun(["check", path])
        #expect(check.output.contains("3 documents, 1 entry without a JSON body"))
        let plain = try CoaxRun(["get", path, "--input-format", "json", "log.entries[0].request.method"])
        #expect(plain.output == "\"GET\"\n")
    }

    @Test func coerceReportsTheFirstDocumentWhereThePathExistsAndSaysWhich() throws {
        let run = try CoaxRun(["coerce", "-", "price"], input: "{\"id\": 1}\n{\"price\": \"8.45\"}\n")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("document 2: <stdin>:2\n\npath   $['price']\n"))
        let json = try CoaxRun(["coerce", "-", "price", "--format", "json"], input: "{\"id\": 1}\n{\"price\": 8}\n")
        #expect(json.error == "coax: document 2: <stdin>:2\n")
        #expect(json.output.hasPrefix("{"))
        let chosen = try CoaxRun(["coerce", "-", "id", "--document", "2"], input: "{\"id\": 1}\n{\"id\": \"x\"}\n")
        #expect(chosen.output.contains("value  \"x\""))
    }

    @Test func modelAndExpandReadOneDocumentOrEach() throws {
        let model = try CoaxRun(
            ["model", "-", "$", "--name", "Order", "--document", "2"],
            input: "{\"a\": 1}\n{\"id\": 7, \"price\": \"8.45\"}\n")
        #expect(model.status == 0)
        #expect(model.output.contains("struct Order"))
        #expect(model.output.contains("price"))
        let links =
            #"{"links": {"posts.author": "https://example.com/people/{posts.author}"}, "posts": [{"id": "1", "author": "9"}]}"#
        let expand = try CoaxRun(["expand", "-", "--compact"], input: "\(links)\n[1, 2]\n")
        #expect(expand.status == 1)
        #expect(expand.error.contains("<stdin>:1: warning: "))
        #expect(expand.error.contains("<stdin>:2: error: the document's root is an array"))
        #expect(expand.output.split(separator: "\n").count == 1)
    }

    @Test func queryRunsOnEveryDocumentAndCounts() throws {
        let input = "{\"items\": [{\"id\": 1}, {\"id\": 2}]}\n{\"items\": [{\"id\": 3}]}\n"
        let run = try CoaxRun(["query", "-", "$..id", "--with-source"], input: input)
        #expect(run.status == 0)
        #expect(run.output == "<stdin>:1\t1\n<stdin>:1\t2\n<stdin>:2\t3\n")
        let count = try CoaxRun(["query", "-", "$..id", "--count"], input: input)
        #expect(count.output == "3\n")
        let one = try CoaxRun(["query", "-", "$..id", "--document", "2"], input: input)
        #expect(one.output == "3\n")
    }

    @Test func printingACollectionGivesJSONLinesWithLiteralsUnchanged() throws {
        let run = try CoaxRun([], input: "{\"a\": 1.50, \"b\": \"\\u00e9\"}\n\n[ 1e2 , -0 ]\r\n")
        #expect(run.status == 0)
        #expect(run.output == "{\"a\":1.50,\"b\":\"\\u00e9\"}\n[1e2,-0]\n")
        let single = try CoaxRun([], input: "[1]")
        #expect(single.output == "[\n  1\n]\n")
    }

    @Test func concatenatedAndRecordSeparatedInputsAreCollectionsToo() throws {
        let concatenated = try CoaxRun(["get", "-", "a"], input: "{\n  \"a\": 1\n}\n{\n  \"a\": 2\n}\n")
        #expect(concatenated.output == "1\n2\n")
        let sequence = try CoaxRun(["get", "-", "a", "--with-source"], input: "\u{1E}{\"a\": 1}\n\u{1E}{\"a\": 2}\n")
        #expect(sequence.output == "<stdin>:1:2\t1\n<stdin>:2:2\t2\n")
    }
}
