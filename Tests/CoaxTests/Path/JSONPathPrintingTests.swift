import Testing

@testable import Coax

@Suite struct JSONPathPrintingTests {
    @Test func printsAllThreeForms() {
        let path: JSONPath = ["posts", 0, "id"]
        #expect(path.description == "$['posts'][0]['id']")
        #expect(path.normalized == "$['posts'][0]['id']")
        #expect(path.shortForm == "$.posts[0].id")
        #expect(path.pointer == "/posts/0/id")
        #expect(JSONPath.root.description == "$")
        #expect(JSONPath.root.shortForm == "$")
        #expect(JSONPath.root.pointer == "")
    }

    @Test func normalizedFormEscapesPerRFC9535() {
        let path: JSONPath = ["it's", "back\\slash", "tab\there", "nl\nx", "\u{01}", "\u{08}\u{0C}\r", "say \"hi\""]
        #expect(path.normalized == #"$['it\'s']['back\\slash']['tab\there']['nl\nx']['\u0001']['\b\f\r']['say "hi"']"#)
    }

    @Test func normalizedFormIsExactlyRFC9535sAndTheShortFormStaysTerminalSafe() {
        let path: JSONPath = ["\u{1B}[2J", "del\u{7F}", "c1\u{85}\u{9B}", "ls\u{2028}", "\u{0B}"]
        #expect(path.normalized == "$['\\u001b[2J']['del\u{7F}']['c1\u{85}\u{9B}']['ls\u{2028}']['\\u000b']")
        #expect(!path.shortForm.unicodeScalars.contains(where: PrintableText.needsEscape))
        #expect(!PrintableText.escaped(path.normalized).unicodeScalars.contains(where: PrintableText.needsEscape))
    }

    @Test func theKeyZeroIsQuotedAndTheIndexZeroIsNot() {
        #expect((["0"] as JSONPath).normalized == "$['0']")
        #expect(([0] as JSONPath).normalized == "$[0]")
    }

    @Test func shortFormUsesDotsOnlyForSimpleNames() {
        let path: JSONPath = [
            "posts", "_id", "k2", "über", "キー", "key.with.dots", "0", "2nd", "", "a b", "user-name", "🔑",
        ]
        #expect(path.shortForm == #"$.posts._id.k2.über.キー["key.with.dots"]["0"]["2nd"][""]["a b"]["user-name"]["🔑"]"#)
    }

    @Test func pointerEscapesTildeAndSlash() {
        let path: JSONPath = ["a/b", "m~n", "~1", "", 3]
        #expect(path.pointer == "/a~1b/m~0n/~01//3")
    }

    @Test(
        arguments: [
            ["posts", 0, "id"],
            [],
            ["key.with.dots", "a[0]", "it's", "say \"hi\"", "slash/and~tilde", "~0", "", " padded "],
            ["0", "01", "-", "$", "*", "@", "back\\slash", "new\nline", "ключ", "キー", "🔑"],
            ["e\u{301}", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{FEFF}", "😀"],
            [7, 0, 123456789],
        ] as [JSONPath])
    func normalizedAndShortFormsRoundTripExactly(path: JSONPath) throws {
        #expect(try JSONPath(parsing: path.normalized) == path)
        #expect(try JSONPath(parsing: path.shortForm) == path)
    }

    @Test func pointerRoundTripsExceptThatNumericKeysComeBackAsIndices() throws {
        let path: JSONPath = ["a/b", "~", "", "x", 4]
        #expect(try JSONPath(parsing: path.pointer) == path)
        let numericKey: JSONPath = ["list", "0"]
        #expect(try JSONPath(parsing: numericKey.pointer) == ["list", 0])
    }

    @Test func buildingPathsStepByStep() throws {
        let path = JSONPath.root.appending(key: "posts").appending(index: 2).appending(.key("id"))
        #expect(path == ["posts", 2, "id"])
        #expect(path.parent == ["posts", 2])
        #expect(path.lastComponent == .key("id"))
        #expect(JSONPath.root.parent == nil)
        #expect(path.hasPrefix(["posts"]))
        #expect(!path.hasPrefix(["post"]))
    }
}
