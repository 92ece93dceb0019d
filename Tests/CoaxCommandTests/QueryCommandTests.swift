import Foundation
import Testing

/// `coax query`, run as the built binary: values with exact literals, normalized paths as RFC 9535
/// prints them (with the characters JSON output escapes escaped too), counts, and the located
/// error for an invalid query.
@Suite struct QueryCommandTests {
    static let input =
        #"{"statuses": [{"id": 10, "user": {"followers_count": 1.50}, "text": "caf\u00e9"}, "#
        + #"{"id": 12345678901234567890, "user": {"followers_count": 7}, "text": "tab\there"}], "#
        + #""0": {"it's": 1, "\u0001\u007f": 2}}"#

    @Test func valuesArePrintedOnePerLineWithTheirLiteralsAsInTheFile() throws {
        let run = try CoaxRun(["query", "-", "$..id"], input: Self.input)
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(run.output == "10\n12345678901234567890\n")
        let texts = try CoaxRun(["query", "-", "$.statuses[*].text"], input: Self.input)
        #expect(texts.output == #""caf\u00e9""# + "\n" + #""tab\there""# + "\n")
        let users = try CoaxRun(["query", "-", "$.statuses[*].user"], input: Self.input)
        #expect(users.output == #"{"followers_count":1.50}"# + "\n" + #"{"followers_count":7}"# + "\n")
    }

    @Test func pathsAreNormalizedPathsWithControlsEscapedAsInJSON() throws {
        let run = try CoaxRun(["query", "--paths", "-", "$['0'].*"], input: Self.input)
        #expect(run.status == 0)
        #expect(
            run.output == "$['0']['it\\'s']\n$['0']['\\u0001\\u007f']\n",
            "the key \"0\" is quoted; controls and DEL are escaped as JSON output escapes them")
        let index = try CoaxRun(["query", "--paths", "-", "$.statuses[-1].id"], input: Self.input)
        #expect(index.output == "$['statuses'][1]['id']\n")
    }

    @Test func noKeyPutsARawControlIntoAPrintedPath() throws {
        // C1 CSI, DEL and a line separator in a key: each printed as a `\u` escape that reads back.
        let input = "{\"a\u{9B}31mX\u{7F}\u{2028}\": {\"b\": 1}}"
        for flag in ["--paths", "--with-paths"] {
            let run = try CoaxRun(["query", flag, "-", "$.*"], input: input)
            #expect(run.status == 0)
            #expect(run.output.hasPrefix("$['a\\u009b31mX\\u007f\\u2028']"))
            #expect(!run.output.unicodeScalars.contains { $0.value == 0x7F || (0x80...0x9F).contains($0.value) })
            #expect(!run.output.unicodeScalars.contains { $0 == "\u{2028}" })
        }
        let found = try CoaxRun(["query", "-", "$['a\\u009b31mX\\u007f\\u2028'].b"], input: input)
        #expect(found.output == "1\n")
    }

    @Test func withPathsPrintsThePathATabAndTheValue() throws {
        let run = try CoaxRun(
            ["query", "--with-paths", "-", "$.statuses[?@.user.followers_count > 1]"], input: Self.input)
        #expect(run.status == 0)
        #expect(
            run.output == "$['statuses'][0]\t"
                + #"{"id":10,"user":{"followers_count":1.50},"text":"caf\u00e9"}"# + "\n$['statuses'][1]\t"
                + #"{"id":12345678901234567890,"user":{"followers_count":7},"text":"tab\there"}"# + "\n")
    }

    @Test func countPrintsTheNumberOfNodes() throws {
        let run = try CoaxRun(["query", "--count", "-", "$..*"], input: Self.input)
        #expect(run.status == 0)
        #expect(run.output == "14\n")
        let none = try CoaxRun(["query", "--count", "-", "$.missing"], input: Self.input)
        #expect(none.output == "0\n")
    }

    @Test func noMatchIsNotAnError() throws {
        let run = try CoaxRun(["query", "-", "$.statuses[?@.id > 99999999999999999999]"], input: Self.input)
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.error.isEmpty)
    }

    @Test func anInvalidQueryExits64WithTheQueryACaretAndWhatWasExpected() throws {
        let run = try CoaxRun(["query", "-", "$.statuses[?@.user.followers_count = 10]"], input: Self.input)
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(
            run.error == """
                coax: invalid query (column 36):
                $.statuses[?@.user.followers_count = 10]
                                                   ^ expected '==' (a single '=' is not an operator)

                """)
    }

    @Test func theQueryIsCheckedBeforeTheFileIsRead() throws {
        let run = try CoaxRun(["query", "/nonexistent.json", "$.&"])
        #expect(run.status == 64)
        #expect(run.error.contains("^ expected a name or '*' after '.'"))
    }

    @Test func aShortFormPathOrAPointerSelectsTheOneValueItNames() throws {
        for path in ["statuses[1].user.followers_count", "/statuses/1/user/followers_count"] {
            let run = try CoaxRun(["query", "--with-paths", "-", path], input: Self.input)
            #expect(run.status == 0, "\(path)")
            #expect(run.output == "$['statuses'][1]['user']['followers_count']\t7\n", "\(path)")
        }
    }

    @Test func aQueryPastTheWorkLimitStopsWithAMessage() throws {
        let run = try CoaxRun(["query", "--max-work", "5", "-", "$..*"], input: Self.input)
        #expect(run.status == 1)
        #expect(run.error == "coax: the query needs more than 5 steps on this document (the work limit); stopped\n")
    }

    @Test func outputFlagsCannotBeCombined() throws {
        let run = try CoaxRun(["query", "--paths", "--count", "-", "$"], input: Self.input)
        #expect(run.status == 64)
        #expect(run.error.contains("--paths, --with-paths and --count cannot be combined"))
    }

    @Test func invalidJSONIsReportedWithItsLocation() throws {
        let run = try CoaxRun(["query", "-", "$"], input: "[1,]")
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("<stdin>:1:4: error: "))
    }
}
