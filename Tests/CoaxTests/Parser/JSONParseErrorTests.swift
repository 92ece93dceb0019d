import Testing

@testable import Coax

@Suite struct JSONParseErrorTests {
    func error(parsing text: String) -> JSONParseError? {
        do {
            _ = try JSONDocument(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func missingCommaNamesTheExpectationAndLocation() throws {
        let failure = try #require(error(parsing: "{\n  \"price\": 8.45\n  \"tax\": 1\n}"))
        #expect(failure.message == "unexpected '\"': expected ',' or '}' after an object member")
        #expect(failure.location.line == 3)
        #expect(failure.location.column == 3)
        #expect(
            failure.rendered(fileName: "order.json") == """
                order.json:3:3: error: unexpected '"': expected ',' or '}' after an object member
                  "tax": 1
                  ^
                """)
    }

    @Test(arguments: [
        ("", "empty input: expected a JSON value", 1, 1),
        ("[1,]", "unexpected ']': expected a value after ','", 1, 4),
        ("{\"a\" 1}", "unexpected '1': expected ':' after an object key", 1, 6),
        ("{'a': 1}", "unexpected ''': expected a string key in double quotes", 1, 2),
        ("[1 2]", "unexpected '2': expected ',' or ']' after an array element", 1, 4),
        ("[01]", "invalid number: leading zeros are not allowed", 1, 3),
        ("-", "unexpected end of input: expected a digit", 1, 2),
        ("[1.]", "invalid number: expected a digit after '.'", 1, 4),
        ("\"abc", "unexpected end of input: expected '\"' to close the string", 1, 5),
        ("\"a\\x\"", "invalid escape '\\x' in string", 1, 3),
        ("tru", "unexpected end of input: expected 'true'", 1, 4),
        ("nul1", "unexpected '1': expected 'null'", 1, 4),
        ("{} {}", "unexpected '{': expected end of input after the top-level value", 1, 4),
        ("[\"a\u{1}\"]", "control character U+0001 must be escaped in a string", 1, 4),
        ("[", "unexpected end of input: expected a value", 1, 2),
        ("{\"a\":1", "unexpected end of input: expected ',' or '}' after an object member", 1, 7),
    ])
    func errorsDescribeWhatWasExpected(_ text: String, _ message: String, _ line: Int, _ column: Int) throws {
        let failure = try #require(error(parsing: text))
        #expect(failure.message == message)
        #expect(failure.location.line == line)
        #expect(failure.location.column == column)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let failure = try #require(error(parsing: "{\"日本語\": tru}"))
        #expect(failure.location.column == 12)
        let lines = failure.rendered(fileName: "x").split(separator: "\n", omittingEmptySubsequences: false)
        // The caret sits under the '}' after 'tru', past three double-width characters.
        #expect(lines[2] == String(repeating: " ", count: 14) + "^")
    }

    @Test func longLinesAreCutAroundTheColumn() throws {
        let text = "[" + String(repeating: "1,", count: 5_000) + "x]"
        let failure = try #require(error(parsing: text))
        #expect(failure.location.column == 10_002)
        let lines = failure.rendered(fileName: "minified.json", maximumLineWidth: 60)
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[0] == "minified.json:1:10002: error: unexpected 'x': expected a value after ','")
        #expect(lines[1].hasPrefix("…"))
        #expect(lines[1].hasSuffix("x]"))
        #expect(lines[1].count <= 61)
        let caret = try #require(lines[2].firstIndex(of: "^"))
        let caretColumn = lines[2].distance(from: lines[2].startIndex, to: caret)
        #expect(Array(lines[1])[caretColumn] == "x")
    }

    @Test func controlCharactersInTheSourceLineAreShownEscaped() throws {
        let failure = try #require(error(parsing: "[\"\u{1B}[31m\" oops]"))
        let rendered = failure.rendered(fileName: "x.json")
        #expect(!rendered.unicodeScalars.contains { $0.value == 0x1B })
        #expect(rendered.contains("\\u001b"))
    }

    @Test func invalidUTF8IsReportedByByte() throws {
        do {
            _ = try JSONDocument(parsing: [0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D])
            Issue.record("accepted invalid UTF-8")
        } catch {
            #expect(error.message == "invalid UTF-8 byte 0xFF")
            #expect(error.location.column == 4)
        }
    }
}
