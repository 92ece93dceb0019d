import Coax
import Foundation
import Testing

@testable import CoaxInspector

@Suite("Inspector search")
struct InspectorSearchTests {
    static let text =
        #"{"Name": "Ada", "items": [{"name": "tea", "price": 4}, {"name": "Teapot", "price": 40}], "note": "no tea here", "count": 40}"#

    @Test func smartCaseIgnoresCaseForLowercaseQueries() {
        #expect(SearchQuery("tea").matchesText("Teapot"))
        #expect(!SearchQuery("Tea").matchesText("tea"))
        #expect(SearchQuery("Tea").matchesText("Teapot"))
        #expect(SearchQuery("é").matchesText("CAFÉ"))
        #expect(!SearchQuery("").matchesText("x"))
    }

    @Test func searchFindsKeysAndValuesAndCountsMatches() throws {
        let harness = try Harness(Self.text, rows: 20, openDepth: 1)
        harness.prompt("/", "tea")
        #expect(harness.path == "$.items[0].name")
        #expect(harness.inspector.messages.current?.text == "match 1 of 3 for 'tea'")
        harness.type("n")
        #expect(harness.path == "$.items[1].name")
        harness.type("n")
        #expect(harness.path == "$.note")
        harness.type("n")
        #expect(harness.path == "$.items[0].name")
        #expect(harness.inspector.messages.current?.text == "match 1 of 3 for 'tea' (wrapped to the top)")
        harness.type("N")
        #expect(harness.path == "$.note")
        #expect(harness.inspector.messages.current?.text == "match 3 of 3 for 'tea' (wrapped to the bottom)")
    }

    @Test func keysMatchToo() throws {
        let harness = try Harness(Self.text, rows: 20, openDepth: 1)
        harness.prompt("/", "name")
        #expect(harness.path == "$.Name")
        #expect(harness.inspector.messages.current?.text == "match 1 of 3 for 'name'")
        harness.prompt("/", "Name")
        #expect(harness.inspector.messages.current?.text == "match 1 of 1 for 'Name'")
    }

    @Test func numbersMatchTheirLiteral() throws {
        let harness = try Harness(Self.text, rows: 20, openDepth: 1)
        harness.prompt("/", "40")
        #expect(harness.path == "$.items[1].price")
        harness.type("n")
        #expect(harness.path == "$.count")
    }

    @Test func noMatchSaysSo() throws {
        let harness = try Harness(Self.text, rows: 20)
        harness.prompt("/", "zebra")
        #expect(harness.path == "$")
        #expect(harness.inspector.messages.current == StatusMessage("no matches for 'zebra'", isError: true))
    }

    @Test func searchOpensTheContainersAroundAMatch() throws {
        let harness = try Harness(Self.text, rows: 20, openDepth: 1)
        harness.prompt("/", "teapot")
        #expect(harness.screen.contains("name: \"Teapot\""))
    }

    @Test func escapeStopsALongSearchAndKeepsItsMatches() throws {
        let text = "[" + (0..<300_000).map { "\"v\($0)\"" }.joined(separator: ",") + "]"
        let document = try JSONDocument(parsing: text)
        let inspector = Inspector(
            document: document, configuration: InspectorConfiguration(fileName: "big.json", openDepth: 1),
            size: ScreenSize(rows: 20, columns: 60)
        )
        inspector.handle(.character("/"))
        inspector.handle(.character("9"))
        inspector.handle(.key(.enter))
        let search = try #require(inspector.search)
        if search.isRunning {
            #expect(inspector.hasPendingWork)
            let effects = inspector.handle(.key(.escape))
            #expect(effects.isEmpty, "Esc stops the search instead of quitting")
            #expect(!search.isRunning)
            #expect(inspector.messages.current?.text.hasPrefix("search stopped") == true)
        }
        #expect(search.matchCount > 0)
    }

    @Test func escapeClosesThePromptWithoutSearching() throws {
        let harness = try Harness(Self.text)
        harness.press(.character("/"))
        harness.press(.character("x"))
        #expect(harness.inspector.prompt.line?.text == "x")
        harness.press(.key(.backspace))
        #expect(harness.inspector.prompt.line?.text == "")
        harness.press(.key(.escape))
        #expect(harness.inspector.prompt.line == nil)
        #expect(harness.inspector.search == nil)
    }
}
