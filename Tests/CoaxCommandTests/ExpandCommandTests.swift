import Foundation
import Testing

/// `coax expand`, run as the built binary.
@Suite struct ExpandCommandTests {
    @Test func prettyJSONOnStandardOutputAndWarningsOnStandardError() throws {
        let result = try CoaxRun(["expand", CoaxRun.sample("jsonapi-blog.json")])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("{\n  \"jsonapi\": {\n    \"version\": \"1.1\"\n  },\n"))
        #expect(result.output.contains("\"rating\": 4.50,"))
        #expect(result.output.hasSuffix("}\n"))
        #expect(
            result.error == CoaxRun.sample("jsonapi-blog.json")
                + ": warning: $['data'][1]['relationships']['comments']['data']: 1 linked resource is not in the "
                + "document (comments/99); it stays an identifier object\n")
    }

    @Test func theReadmeExampleIsPrintedAsTheFixture() throws {
        let result = try CoaxRun(["expand", CoaxRun.sample("jte-example-2.json")])
        let expected = try String(
            contentsOfFile: CoaxRun.packageRoot + "/Tests/CoaxTests/Expansion/Fixtures/jte-readme-2.expected.json",
            encoding: .utf8)
        #expect(result.status == 0)
        #expect(result.output == expected)
        #expect(result.error.isEmpty)
    }

    @Test func compactPrintsOneLine() throws {
        let result = try CoaxRun(["expand", "--compact", CoaxRun.sample("jte-example-1.json")])
        #expect(result.status == 0)
        #expect(
            result.output == #"{"posts":[{"id":"1","title":"Rails is Omakase","comments":{"href":"#
                + #""http://example.com/posts/1/comments"}},{"id":"2","title":"The Parley Letter","comments":"#
                + #"{"href":"http://example.com/posts/2/comments"}}]}"# + "\n")
    }

    @Test func includeAndFormatOptionsReachTheExpander() throws {
        let result = try CoaxRun(
            ["expand", "--format", "jsonapi", "--include", "", "--compact", CoaxRun.sample("jsonapi-blog.json")])
        #expect(result.status == 0)
        #expect(result.output.contains(#""author":{"type":"people","id":"9"},"comments""#))
        let wrong = try CoaxRun(["expand", "--format", "links", "-"], input: #"{"data": []}"#)
        #expect(wrong.status == 1)
        #expect(wrong.error.contains("error: the document has no top-level \"links\" object"))
    }

    @Test func neitherFormatExitsOneWithAClearMessage() throws {
        let result = try CoaxRun(["expand", "-"], input: #"{"name": "Ada"}"#)
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("<stdin>: error: the document is neither a URL-template links document"))
    }

    @Test func aBadIncludeListIsAUsageError() throws {
        let result = try CoaxRun(["expand", "--include", "a..b", CoaxRun.sample("jsonapi-blog.json")])
        #expect(result.status == 64)
        #expect(result.error.contains(#"--include: include path "a..b" has an empty relationship name"#))
    }

    @Test func aBadIncludeListIsShownEscaped() throws {
        let result = try CoaxRun(["expand", "--include", "a\u{1B}[31m..b", CoaxRun.sample("jsonapi-blog.json")])
        #expect(result.status == 64)
        #expect(result.error.contains(#"include path "a\u001b[31m..b" has an empty relationship name"#))
        #expect(result.rawControlCharactersInError.isEmpty)
    }

    @Test func warningsNeverCarryRawControlCharacters() throws {
        let input = #"{"links": {"posts\u001b[31m": "x", "posts.a": "{posts.a}"}, "posts": []}"#
        let result = try CoaxRun(["expand", "-"], input: input)
        #expect(result.status == 0)
        #expect(result.error.contains(#"\u001b[31m"#))
        #expect(!result.error.contains("\u{1B}"))
    }

    @Test func unreadableFilesExitTwo() throws {
        let result = try CoaxRun(["expand", "/nonexistent/coax-expand.json"])
        #expect(result.status == 2)
    }
}
