import Foundation
import Testing

/// `coax get`, run as the built binary: every path syntax, exact literals, `--pretty`, and the
/// messages for paths that do not exist or do not parse.
@Suite struct GetCommandTests {
    static let blog = CoaxRun.sample("jsonapi-blog.json")

    /// `get`, `coerce` and `model` take their inputs then a path; the same check refuses operands
    /// without one before anything is read.
    @Test(arguments: ["get", "coerce", "model"])
    func operandsWithoutAPathAreAUsageError(command: String) throws {
        let run = try CoaxRun([command, Self.blog])
        #expect(run.status == 64)
        let expected = "Error: expected one or more inputs (FILE…, - for standard input) followed by PATH\n"
        #expect(run.error.hasPrefix(expected))
        #expect(run.error.contains("Usage: coax \(command) FILE… PATH"))
        #expect(run.output.isEmpty)
    }

    @Test(arguments: [
        "$['data'][0]['attributes']['rating']",
        "data[0].attributes.rating",
        "$.data[0].attributes.rating",
        #"$["data"][0]["attributes"]["rating"]"#,
        "/data/0/attributes/rating",
    ])
    func everyPathSyntaxReachesTheSameValue(path: String) throws {
        let run = try CoaxRun(["get", Self.blog, path])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(run.output == "4.50\n")
    }

    @Test func quotedNamesAndPointerEscapesReachKeysWithDotsAndSlashes() throws {
        let input = #"{"a.b": {"c/d": {"e~f": [10, 20]}}}"#
        for path in [#"$["a.b"]['c/d']['e~f'][1]"#, "/a.b/c~1d/e~0f/1"] {
            let run = try CoaxRun(["get", "-", path], input: input)
            #expect(run.status == 0, "path \(path)")
            #expect(run.output == "20\n", "path \(path)")
        }
    }

    @Test func numberLiteralsAreCopiedExactly() throws {
        let input =
            #"{"id": 123456789012345678901234567890, "price": 0.10, "tiny": 1.000000000000000000000001, "#
            + #""huge": 1E+400, "negativeZero": -0, "list": [2.50, 1e-7]}"#
        let expected = [
            "id": "123456789012345678901234567890",
            "price": "0.10",
            "tiny": "1.000000000000000000000001",
            "huge": "1E+400",
            "negativeZero": "-0",
            "list": "[2.50,1e-7]",
        ]
        for (key, literal) in expected {
            let run = try CoaxRun(["get", "-", key], input: input)
            #expect(run.status == 0)
            #expect(run.output == literal + "\n", "key \(key)")
        }
    }

    @Test func compactByDefaultAndIndentedWithPretty() throws {
        let input = #"{"meta": {"ids": [1, 2.0], "empty": {}, "none": [], "name": "Zoë"}}"#
        let compact = try CoaxRun(["get", "-", "meta"], input: input)
        #expect(compact.output == #"{"ids":[1,2.0],"empty":{},"none":[],"name":"Zoë"}"# + "\n")
        let pretty = try CoaxRun(["get", "--pretty", "-", "meta"], input: input)
        #expect(pretty.status == 0)
        #expect(
            pretty.output == """
                {
                  "ids": [
                    1,
                    2.0
                  ],
                  "empty": {},
                  "none": [],
                  "name": "Zoë"
                }

                """)
    }

    @Test func controlCharactersInStringsAreWrittenEscaped() throws {
        let run = try CoaxRun(["get", "-", "$"], input: #"{"a": "\u001b[31mred\u0007\u009b"}"#)
        #expect(run.status == 0)
        #expect(run.output == #"{"a":"\u001b[31mred\u0007\u009b"}"# + "\n")
    }

    @Test func aMissingKeyNamesTheLongestExistingPrefixAndItsKeys() throws {
        let run = try CoaxRun(["get", Self.blog, "data[0].attributes.score"])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(
            run.error == "$['data'][0]['attributes'] has no key 'score'; its keys are 'title', 'slug', "
                + "'publishedAt', 'wordCount', 'rating'\n")
    }

    @Test func anIndexOutOfRangeNamesTheArrayLength() throws {
        let run = try CoaxRun(["get", Self.blog, "/data/7/id"])
        #expect(run.status == 1)
        #expect(run.error == "$['data'] has no index 7; it is an array of 2 elements (indices 0...1)\n")
    }

    @Test func goingIntoAScalarSaysWhatIsThere() throws {
        let run = try CoaxRun(["get", Self.blog, "data[0].id.x"])
        #expect(run.status == 1)
        #expect(run.error == "$['data'][0]['id'] has no key 'x'; it is a string, not an object or array\n")
    }

    @Test func anInvalidPathIsAUsageErrorWithACaret() throws {
        let run = try CoaxRun(["get", Self.blog, "data[0"])
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(
            run.error == "invalid path: expected ']' after the index\ndata[0\n      ^ expected ']' after the index\n")
    }

    @Test func anInvalidPathIsReportedBeforeTheFileIsRead() throws {
        let run = try CoaxRun(["get", "/nonexistent/data.json", "a[*]"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("invalid path: the wildcard '*' is not supported"))
    }

    @Test func aPathWithControlCharactersIsShownEscaped() throws {
        let run = try CoaxRun(["get", Self.blog, "$['a\u{1B}[2J']"])
        #expect(run.status == 64)
        #expect(run.rawControlCharactersInError.isEmpty)
        #expect(run.error.contains(#"\u001b[2J"#))
    }

    @Test func invalidJSONAndUnreadableFilesUseTheCheckMessages() throws {
        let invalid = try CoaxRun(["get", "-", "a"], input: #"{"a" 1}"#)
        #expect(invalid.status == 1)
        #expect(
            invalid.error == "<stdin>:1:6: error: unexpected '1': expected ':' after an object key\n{\"a\" 1}\n     ^\n"
        )
        let missing = try CoaxRun(["get", "/nonexistent/data.json", "a"])
        #expect(missing.status == 2)
        #expect(missing.error == "/nonexistent/data.json: no such file\n")
    }
}

extension GetCommandTests {
    @Test func aPointerIsReadOnScalarsNotCharacters() throws {
        // RFC 6901: `/́x` is the key "́x" (a combining acute accent, then x), not the key "/́x".
        let run = try CoaxRun(["get", "-", "/\u{301}x"], input: "{\"\u{301}x\": 1, \"/\u{301}x\": 2}")
        #expect(run.status == 0)
        #expect(run.output == "1\n")
    }
}
