import Coax
import Testing

@testable import CoaxInspector

/// The `:` and `/` lines: history with Up/Down, and Tab completing keys.
@Suite("Inspector prompts: history and completion")
struct InspectorPromptTests {
    static let text = #"""
        {"products": [{"id": 1, "price": 8.45, "price_old": 9, "name": "Tea"}],
         "meta": {"page": 1, "per page": 10, "Pager": true}, "path/with~": 1}
        """#

    @Test func upAndDownGoThroughEarlierPathsAndBackToTheLineBeingTyped() throws {
        let harness = try Harness(Self.text)
        harness.prompt(":", "products[0].id")
        harness.prompt(":", "meta.page")
        harness.type(":")
        harness.type("pro")
        harness.press(.key(.up))
        #expect(harness.inspector.prompt.line?.text == "meta.page")
        harness.press(.key(.up))
        #expect(harness.inspector.prompt.line?.text == "products[0].id")
        harness.press(.key(.up))
        #expect(harness.inspector.prompt.line?.text == "products[0].id", "the oldest stays")
        harness.press(.key(.down))
        harness.press(.key(.down))
        #expect(harness.inspector.prompt.line?.text == "pro", "past the newest, the line being typed comes back")
        harness.press(.key(.up))
        harness.press(.key(.enter))
        #expect(harness.path == "$.meta.page")
    }

    @Test func searchesHaveTheirOwnHistory() throws {
        let harness = try Harness(Self.text)
        harness.prompt(":", "meta")
        harness.prompt("/", "Tea")
        harness.type("/")
        harness.press(.key(.up))
        #expect(harness.inspector.prompt.line?.text == "Tea")
        harness.press(.key(.up))
        #expect(harness.inspector.prompt.line?.text == "Tea")
    }

    @Test func tabCompletesTheOnlyMatchingKey() throws {
        let harness = try Harness(Self.text)
        harness.type(":")
        harness.type("products[0].na")
        harness.press(.key(.tab))
        #expect(harness.inspector.prompt.line?.text == "products[0].name")
        harness.press(.key(.enter))
        #expect(harness.path == "$.products[0].name")
    }

    @Test func tabCompletesTheCommonStartListsTheKeysAndThenGoesThroughThem() throws {
        let harness = try Harness(Self.text, rows: 20, columns: 100)
        harness.type(":")
        harness.type("products[0].pr")
        harness.press(.key(.tab))
        #expect(harness.inspector.prompt.line?.text == "products[0].price")
        #expect(harness.screen.contains("2 keys (Tab goes through them): price  price_old"))
        harness.press(.key(.tab))
        #expect(harness.inspector.prompt.line?.text == "products[0].price")
        harness.press(.key(.tab))
        #expect(harness.inspector.prompt.line?.text == "products[0].price_old")
        harness.press(.key(.tab))
        #expect(harness.inspector.prompt.line?.text == "products[0].price")
    }

    @Test func completionWritesKeysThatAreNotNamesQuotedAndMatchesAnyCaseWhenItMust() throws {
        let root = try JSONDocument(parsing: Self.text).root
        #expect(PathCompletion(completing: "meta.per", in: root)?.texts == [#"meta["per page"]"#])
        #expect(PathCompletion(completing: "meta.pa", in: root)?.texts == ["meta.page"])
        #expect(PathCompletion(completing: "meta.PAG", in: root)?.texts == ["meta.page", "meta.Pager"])
        #expect(PathCompletion(completing: "$['meta']['per", in: root)?.texts == [#"$['meta']['per page']"#])
        #expect(PathCompletion(completing: "/pa", in: root)?.texts == ["/path~1with~0"])
        #expect(PathCompletion(completing: "me", in: root)?.texts == ["meta"])
        #expect(PathCompletion(completing: "$", in: root)?.keys == ["products", "meta", "path/with~"])
        #expect(PathCompletion(completing: "products.x", in: root) == nil, "an array has no keys")
        #expect(PathCompletion(completing: "nothing.x", in: root) == nil)
    }

    @Test func tabWithNothingToCompleteSaysSo() throws {
        let harness = try Harness(Self.text, rows: 20, columns: 100)
        harness.type(":")
        harness.type("meta.zz")
        harness.press(.key(.tab))
        #expect(harness.inspector.prompt.line?.text == "meta.zz")
        #expect(harness.screen.contains("no key to complete there"))
    }
}
