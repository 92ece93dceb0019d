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

    @Test func countOfEveryChainInADeepDocumentDoesNotListThem() throws {
        // C(999, 4) nodes, counted within 5,000,000 steps; listed, they take far more.
        let deep = String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)
        let run = try CoaxRun(["query", "--count", "--max-work", "5000000", "-", "$..*..*..*..*"], input: deep)
        #expect(run.status == 0)
        #expect(run.output == "\(999 * 998 * 997 * 996 / 24)\n")
        let listed = try CoaxRun(["query", "--max-work", "5000000", "-", "$..*..*..*..*"], input: deep)
        #expect(listed.status == 1)
        #expect(listed.error.contains("the work limit"))
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

/// `coax query --where EXPR INPUT…`: whole records kept by a filter expression on each document.
@Suite struct QueryWhereTests {
    static let log = """
        {"id":1,"level":"info","msg":"started"}
        {"id":2,"level":"error","msg":"db down","status":503}
        not json
        {"id":3,"level":"error","msg":"retry","status":500.0}

        """

    @Test func printsEachDocumentForWhichTheExpressionHoldsOnALineOfItsOwn() throws {
        let run = try CoaxRun(["query", "--where", "@.level == 'error'", "-"], input: Self.log)
        #expect(
            run.output == #"{"id":2,"level":"error","msg":"db down","status":503}"# + "\n"
                + #"{"id":3,"level":"error","msg":"retry","status":500.0}"# + "\n")
        #expect(run.status == 1, "a bad record still makes the exit status 1")
        #expect(run.error.contains("<stdin>:3"))
    }

    @Test func countAndWithSourceApply() throws {
        let count = try CoaxRun(["query", "--where", "@.status >= 500", "--count", "-"], input: Self.log)
        #expect(count.output == "2\n")
        let sourced = try CoaxRun(["query", "--with-source", "--where", "@.id == 3", "-"], input: Self.log)
        #expect(sourced.output.hasPrefix("<stdin>:4\t{\"id\":3"))
    }

    @Test func anInvalidExpressionExits64WithACaret() throws {
        let run = try CoaxRun(["query", "--where", "@.level = 'error'", "-"], input: Self.log)
        #expect(run.status == 64)
        #expect(run.error.contains("@.level = 'error'\n        ^"))
        let paths = try CoaxRun(["query", "--paths", "--where", "@.id", "-"], input: Self.log)
        #expect(paths.status == 64)
    }
}

/// `--raw` prints strings as their text (jq's `-r`), `--depth -1` and a directory without JSON
/// files get clear messages.
@Suite struct RawAndMessagesTests {
    static let input = #"{"a": "line one\nline \"two\"", "n": 1.50, "list": ["x", 2]}"#

    @Test func getRawPrintsAStringsTextAndOtherValuesAsJSON() throws {
        let run = try CoaxRun(["get", "--raw", "-", "a"], input: Self.input)
        #expect(run.output == "line one\nline \"two\"\n")
        let number = try CoaxRun(["get", "--raw", "-", "n"], input: Self.input)
        #expect(number.output == "1.50\n")
    }

    @Test func queryRawPrintsEachStringsText() throws {
        let run = try CoaxRun(["query", "--raw", "-", "$.list[*]"], input: Self.input)
        #expect(run.output == "x\n2\n")
    }

    @Test func aNegativeDepthSaysWhatDepthTakes() throws {
        let run = try CoaxRun(["inspect", "--depth", "-1", "-"], input: Self.input)
        #expect(run.status == 64)
        #expect(run.error.contains("--depth must be at least 1"))
        #expect(!run.error.contains("Missing value"))
    }

    @Test func aDirectoryWithoutJSONFilesSaysSo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coax-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("hello".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        let run = try CoaxRun(["check", directory.path], input: "")
        #expect(run.error.contains("a directory with no .json, .jsonl, .ndjson or .har file below it"))
        #expect(!run.error.contains("not a JSON file"))
    }
}

/// In a collection, `query --paths` and `--with-paths` say which document each path is in.
@Suite struct CollectionQueryPathTests {
    @Test func pathsFromACollectionStartWithTheirDocument() throws {
        let run = try CoaxRun(["query", "--with-paths", "-", "$.a"], input: "{\"a\": 1}\n{\"b\": 0}\n{\"a\": 3}\n")
        #expect(run.output == "#1 $['a']\t1\n#3 $['a']\t3\n")
        let sourced = try CoaxRun(
            ["query", "--paths", "--with-source", "-", "$.a"], input: "{\"a\": 1}\n{\"a\": 2}\n")
        #expect(sourced.output == "<stdin>:1\t$['a']\n<stdin>:2\t$['a']\n")
    }
}
