import Testing

@testable import Coax

@Suite struct JSONPathResolvingTests {
    let feed: JSONValue = [
        "posts": [
            ["id": 1, "title": "Rails is Omakase", "comments": [["id": "c1"], ["id": "c2"]]],
            ["id": "2", "title": "The Parley Letter", "comments": []],
        ],
        "key.with.dots": "dots",
        "0": "numeric key",
        "a/b": ["m~n": true],
        "dup": 1,
        "dup": 2,
        "nothing": nil,
    ]

    @Test func resolvesTheSameValueFromEverySyntax() throws {
        for text in [
            "$['posts'][0]['comments'][1]['id']", "posts[0].comments[1].id", "$.posts[0].comments[1].id",
            "/posts/0/comments/1/id", "posts.0.comments.1.id",
        ] {
            #expect(try JSONPath(parsing: text).resolve(in: feed) == "c2", "\(text)")
        }
        #expect(try JSONPath(parsing: "$[\"key.with.dots\"]").resolve(in: feed) == "dots")
        #expect(try JSONPath(parsing: "/a~1b/m~0n").resolve(in: feed) == true)
        #expect(try JSONPath(parsing: "$.nothing").resolve(in: feed) == .null)
        #expect(try JSONPath.root.resolve(in: feed) == feed)
    }

    @Test func resolvesOnParsedDocumentNodesToo() throws {
        let document = try JSONDocument(
            parsing: #"{"posts": [{"id": 1}, {"id": 123456789012345678901234567890}], "0": "zero"}"#)
        let node = try JSONPath(parsing: "posts[1].id").resolve(in: document.root)
        #expect(node.numberLiteral == "123456789012345678901234567890")
        #expect(try JSONPath(parsing: "/0").resolve(in: document.root).string == "zero")
        let error = try #require(throws: JSONPathResolveError.self) {
            try JSONPath(parsing: "posts[2]").resolve(in: document.root)
        }
        #expect(error.description == "$['posts'] has no index 2; it is an array of 2 elements (indices 0...1)")
    }

    @Test func pointerIndexTokenOnAnObjectSelectsTheKey() throws {
        #expect(try JSONPath(parsing: "/0").resolve(in: feed) == "numeric key")
        #expect(try JSONPath(parsing: "$['0']").resolve(in: feed) == "numeric key")
    }

    @Test func lastDuplicateKeyWins() throws {
        #expect(try JSONPath(parsing: "dup").resolve(in: feed) == 2)
    }

    @Test func missingKeyNamesTheExistingPrefixAndItsKeys() throws {
        let error = try #require(throws: JSONPathResolveError.self) {
            try JSONPath(parsing: "posts[0].titel").resolve(in: feed)
        }
        #expect(error.existingPrefix == ["posts", 0])
        #expect(error.failedComponent == .key("titel"))
        #expect(error.found == .object(keys: ["id", "title", "comments"], keyCount: 3))
        #expect(error.description == "$['posts'][0] has no key 'titel'; its keys are 'id', 'title', 'comments'")
    }

    @Test func indexOutOfRangeGivesTheArrayLength() throws {
        let error = try #require(throws: JSONPathResolveError.self) {
            try JSONPath(parsing: "/posts/5/id").resolve(in: feed)
        }
        #expect(error.existingPrefix == ["posts"])
        #expect(error.found == .array(count: 2))
        #expect(error.description == "$['posts'] has no index 5; it is an array of 2 elements (indices 0...1)")

        let empty = try #require(throws: JSONPathResolveError.self) {
            try JSONPath(parsing: "posts[1].comments[0]").resolve(in: feed)
        }
        #expect(empty.description == "$['posts'][1]['comments'] has no index 0; it is an empty array")
    }

    @Test func negativeIndicesCountFromTheEndAndLocateGivesTheRealPosition() throws {
        let last = try (["posts", -1] as JSONPath).locate(in: feed)
        #expect(last.path == ["posts", 1])
        #expect(try JSONPath(parsing: "$.posts[-2]").resolve(in: feed) == feed["posts"]?[0])
        let error = try #require(throws: JSONPathResolveError.self) {
            try (["posts", -3] as JSONPath).resolve(in: feed)
        }
        #expect(error.found == .array(count: 2))
    }

    @Test func anIndexThatSelectedAKeyIsLocatedAsTheKey() throws {
        let located = try JSONPath(parsing: "/0").locate(in: feed)
        #expect(located.value == "numeric key")
        #expect(located.path.normalized == "$['0']", "RFC 9535's $[0] would mean the first element of an array")
    }

    @Test func keyOnAnArrayOrStepIntoAScalarSaysWhatIsThere() throws {
        let onArray = try #require(throws: JSONPathResolveError.self) {
            try JSONPath(parsing: "posts.id").resolve(in: feed)
        }
        #expect(
            onArray.description
                == "$['posts'] has no key 'id'; it is an array of 2 elements (indices 0...1), not an object")

        let intoScalar = try #require(throws: JSONPathResolveError.self) {
            try JSONPath(parsing: "posts[0].title.length").resolve(in: feed)
        }
        #expect(intoScalar.existingPrefix == ["posts", 0, "title"])
        #expect(intoScalar.found == .scalar(.string))
        #expect(
            intoScalar.description
                == "$['posts'][0]['title'] has no key 'length'; it is a string, not an object or array")

        let intoNull = try #require(throws: JSONPathResolveError.self) {
            try JSONPath(parsing: "nothing[0]").resolve(in: feed)
        }
        #expect(intoNull.description == "$['nothing'] has no index 0; it is null, not an object or array")
    }

    @Test func longKeyListsAreCutAfterTenWithACount() throws {
        var object = JSONObject()
        for number in 1...25 {
            object.append(key: "k\(number)", value: .number(JSONNumber(number)))
        }
        object.append(key: "k1", value: "duplicate, counted once")
        let error = try #require(throws: JSONPathResolveError.self) {
            try JSONPath(parsing: "missing").resolve(in: JSONValue.object(object))
        }
        #expect(error.found == .object(keys: (1...10).map { "k\($0)" }, keyCount: 25))
        #expect(error.description.hasSuffix("'k9', 'k10' and 15 more"))
    }

    @Test func emptyObjectAndEscapedKeysInMessages() throws {
        let value: JSONValue = ["a": [:]]
        let error = try #require(throws: JSONPathResolveError.self) {
            try (["a", "\u{1B}[2J"] as JSONPath).resolve(in: value)
        }
        #expect(error.description == "$['a'] has no key '\\u001b[2J'; it is an empty object")
    }

    @Test func valueReturnsNilInsteadOfThrowing() {
        #expect((["posts", 1, "id"] as JSONPath).value(in: feed) == "2")
        #expect((["posts", 9] as JSONPath).value(in: feed) == nil)
    }
}
