import Testing

@testable import Coax

@Suite struct JSONPathParsingTests {
    @Test(arguments: [
        "$['posts'][0]['id']",
        "$[\"posts\"][0][\"id\"]",
        "$.posts[0].id",
        "posts[0].id",
        ".posts[0].id",
        "posts.0.id",
        "$ .posts [0] .id",
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
            try JSONPath(parsing: "a01.01").components == [.key("a01"), .key("01")],
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
        #expect(error.reason == .invalid("an index must be between -9007199254740991 and 9007199254740991"))
        #expect(error.column == 3)
        let shortForm = try #require(throws: JSONPathParseError.self) {
            try JSONPath(parsing: "posts[99999999999999999999999]")
        }
        #expect(shortForm.reason == .indexTooLarge)
        #expect(
            try JSONPath(parsing: "/99999999999999999999999").components == [.key("99999999999999999999999")],
            "a pointer token too large for an index is a key")
    }

    /// The error for a character that cannot follow '.' shows it, and the quoted name it suggests,
    /// escaped: the message reaches the terminal (`coax get FILE PATH`).
    @Test func aNameCharacterErrorShowsControlAndBidiCharactersEscaped() throws {
        for text in ["$.\u{0}x", "$.a\u{1B}[2J", "$.\u{202E}\u{0}"] {
            let error = try #require(throws: JSONPathParseError.self) { try JSONPath(parsing: text) }
            #expect(
                !error.description.unicodeScalars.contains(where: PrintableText.needsEscape),
                "\(error.description.debugDescription)")
        }
    }

    /// Every index a path holds can be printed as a normalized path that reads back: RFC 9535
    /// allows indices up to 2^53 - 1, so larger ones, though they fit an `Int`, are keys (pointers,
    /// dotted names) or errors (brackets), as indices too large for an `Int` are.
    @Test func indicesBeyondTwoToTheFiftyThirdAreTooLargeInEveryForm() throws {
        let largest = 9_007_199_254_740_991
        #expect(try JSONPath(parsing: "/\(largest)").components == [.index(largest)])
        #expect(try JSONPath(parsing: "a.\(largest)").components == [.key("a"), .index(largest)])
        #expect(try JSONPath(parsing: "/9007199254740992").components == [.key("9007199254740992")])
        #expect(try JSONPath(parsing: "a.8446744073709551615").components == [.key("a"), .key("8446744073709551615")])
        let bracket = try #require(throws: JSONPathParseError.self) { try JSONPath(parsing: "a[9007199254740992]") }
        #expect(bracket.reason == .indexTooLarge)
        for text in ["/9007199254740992", "a.8446744073709551615", "/\(largest)"] {
            let path = try JSONPath(parsing: text)
            #expect(try JSONPath(parsing: path.normalized) == path, "\(text) → \(path.normalized)")
        }
    }

    @Test(arguments: [
        ("posts[0", 8, JSONPathParseError.Reason.expected("']' after the index")),
        ("$.posts[", 9, .expected("a selector and ']'")),
        ("$['posts'", 10, .expected("']' to close the brackets")),
        ("$['posts]", 3, .unterminatedName),
        ("$..id", 2, .unsupported("the descendant segment '..'")),
        ("$.posts[*]", 8, .unsupported("the wildcard '*'")),
        ("$.posts[0:2]", 8, .unsupported("an array slice")),
        ("$.posts[?@.id]", 8, .unsupported("a filter '[?…]'")),
        ("$.posts[0,1]", 8, .unsupported("a list of selectors")),
        ("$[01]", 3, .leadingZero),
        ("$['a\\x']", 5, .invalidEscape),
        ("$['\\ud83d']", 4, .loneSurrogate),
        ("$['\\ude00']", 4, .loneSurrogate),
        ("$.", 3, .expected("a name or '*' after '.'")),
        ("$x", 2, .expected("'.name', '[…]' or '..' to start the next segment")),
        ("$.&", 3, .expected("a name or '*' after '.' (quote other names: ['…'])")),
        (
            "$.1", 3,
            .invalid("a name after '.' starts with a letter or '_'; write an index as [1], or quote the name: ['1']")
        ),
        ("$.user-name", 7, .invalid("'-' cannot be part of a name after '.'; quote the name: ['user-name']")),
        ("$['a'] ", 7, .invalid("a query cannot end with blank space")),
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
}
