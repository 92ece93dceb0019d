import Testing

@testable import Coax

@Suite struct JSONPathParsingTests {
    @Test(arguments: [
        "$['posts'][0]['id']",
        "$[\"posts\"][0][\"id\"]",
        "$.posts[0].id",
        "posts[0].id",
        ".posts[0].id",
        "$.posts.0.id",
        "/posts/0/id",
        "$[ 'posts' ][ 0 ]['id']",
    ])
    func everySpellingOfTheSameLocationGivesTheSameComponents(text: String) throws {
        #expect(try JSONPath(parsing: text).components == [.key("posts"), .index(0), .key("id")])
    }

    @Test func rootHasFourSpellings() throws {
        #expect(try JSONPath(parsing: "$").isRoot)
        #expect(try JSONPath(parsing: "").isRoot)
        #expect(try JSONPath(pointer: "").isRoot)
        #expect(try JSONPath(parsing: "/").components == [.key("")], "'/' is the empty key, not the root")
    }

    @Test func quotedNamesKeepDotsBracketsAndQuotes() throws {
        #expect(try JSONPath(parsing: "$[\"key.with.dots\"]").components == [.key("key.with.dots")])
        #expect(try JSONPath(parsing: "$['a[0]']").components == [.key("a[0]")])
        #expect(try JSONPath(parsing: "$['it\\'s']").components == [.key("it's")])
        #expect(try JSONPath(parsing: "$[\"it's\"]").components == [.key("it's")])
        #expect(try JSONPath(parsing: "$['say \"hi\"']").components == [.key("say \"hi\"")])
        #expect(try JSONPath(parsing: "$['']").components == [.key("")])
        #expect(try JSONPath(parsing: "$['0']").components == [.key("0")], "a quoted number is a key")
    }

    @Test func quotedNamesDecodeJSONEscapes() throws {
        let path = try JSONPath(parsing: #"$['a\nb\t\\\/\b\f\r\u00e9\u001b\ud83d\ude00']"#)
        #expect(path.components == [.key("a\nb\t\\/\u{08}\u{0C}\r\u{E9}\u{1B}😀")])
    }

    @Test func bareNamesAllowHyphensAndNonASCII() throws {
        #expect(try JSONPath(parsing: "user-name.ключ.キー").components == [.key("user-name"), .key("ключ"), .key("キー")])
        #expect(
            try JSONPath(parsing: "$.a01.01").components == [.key("a01"), .key("01")],
            "digits with a leading zero are not an index, so they stay a key")
    }

    @Test func jsonPointerUnescapesTildeAndSlash() throws {
        #expect(try JSONPath(pointer: "/a~1b/m~0n/~01").components == [.key("a/b"), .key("m~n"), .key("~1")])
        #expect(try JSONPath(pointer: "/posts/10/").components == [.key("posts"), .index(10), .key("")])
        #expect(
            try JSONPath(pointer: "/01/-").components == [.key("01"), .key("-")],
            "RFC 6901 array indices have no leading zero; '-' is a key here")
    }

    @Test func pointerWithoutLeadingSlashIsRejected() {
        #expect(throws: JSONPathParseError.self) { try JSONPath(pointer: "posts/0") }
    }

    @Test func hugeIndicesAreRejectedNotWrapped() throws {
        let error = try #require(throws: JSONPathParseError.self) {
            try JSONPath(parsing: "$[99999999999999999999999]")
        }
        #expect(error.reason == .indexTooLarge)
        #expect(error.column == 3)
        #expect(
            try JSONPath(parsing: "/99999999999999999999999").components == [.key("99999999999999999999999")],
            "a pointer token too large for an index is a key")
    }

    @Test(arguments: [
        ("posts[0", 8, JSONPathParseError.Reason.expected("']' after the index")),
        ("$.posts[", 9, .expected("an index or a quoted name after '['")),
        ("$['posts'", 10, .expected("']' after the quoted name")),
        ("$['posts]", 3, .unterminatedName),
        ("$..id", 3, .unsupported("recursive descent '..'")),
        ("$.posts[*]", 9, .unsupported("the wildcard '*'")),
        ("$.posts[-1]", 9, .unsupported("a negative index")),
        ("$.posts[0:2]", 10, .unsupported("an array slice")),
        ("$.posts[?@.id]", 9, .unsupported("a filter '[?…]'")),
        ("$[01]", 3, .leadingZero),
        ("$['a\\x']", 5, .invalidEscape),
        ("$['\\ud83d']", 4, .loneSurrogate),
        ("$['\\ude00']", 4, .loneSurrogate),
        ("$.", 3, .expected("a member name after '.'")),
        ("$x", 2, .expected("'.' or '[' before the next step")),
        ("a b", 2, .expected("a name without spaces (quote it: [\"a b\"])")),
        ("/a~2", 3, .invalidPointerEscape),
        ("/a~", 3, .invalidPointerEscape),
    ])
    func malformedPathsFailAtTheOffendingColumn(text: String, column: Int, reason: JSONPathParseError.Reason) throws {
        let error = try #require(throws: JSONPathParseError.self) { try JSONPath(parsing: text) }
        #expect(error.reason == reason)
        #expect(error.column == column)
        #expect(error.description.hasPrefix("column \(column): "))
    }

    @Test func errorColumnsCountCharactersNotBytes() throws {
        let error = try #require(throws: JSONPathParseError.self) { try JSONPath(parsing: "$.é👨‍👩‍👧.x[") }
        #expect(error.column == 8)
    }

    @Test func renderedErrorPutsACaretUnderTheProblemAndEscapesControls() throws {
        let error = try #require(throws: JSONPathParseError.self) { try JSONPath(parsing: "posts[0") }
        #expect(error.rendered == "posts[0\n       ^ expected ']' after the index")

        let control = try #require(throws: JSONPathParseError.self) { try JSONPath(parsing: "$['\u{1B}[31m") }
        #expect(!control.rendered.contains("\u{1B}"))
        #expect(control.rendered.hasPrefix("$['\\u001b[31m\n"))
    }

    @Test func losslessStringConvertibleParsesOrReturnsNil() {
        #expect(JSONPath("$.a[1]") == ["a", 1])
        #expect(JSONPath("$[") == nil)
    }
}
