import Coax
import Testing

@testable import CoaxInspector

/// The filter view: `f` shows only what a query selects and the containers leading to it, `n`/`N`
/// step through the matches, `F` shows the whole document again with the selection kept.
@Suite("Inspector filter")
struct InspectorFilterTests {
    static let feed = #"""
        {"statuses": [
          {"id": 1, "user": {"name": "ada", "followers_count": 5}, "retweet_count": 0},
          {"id": 2, "user": {"name": "bo", "followers_count": 50}, "retweet_count": 12},
          {"id": 3, "user": {"name": "cy", "followers_count": 500}, "retweet_count": 40}
        ], "search_metadata": {"count": 3}}
        """#

    /// The rows' text, one per line, as drawn (trailing spaces trimmed).
    func rows(_ harness: Harness) -> [String] {
        harness.screen.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
    }

    @Test func theTreeShowsOnlyTheMatchesAndTheirAncestors() throws {
        let harness = try Harness(Self.feed, rows: 16, columns: 80)
        harness.prompt("f", "$.statuses[?@.retweet_count > 10].id")
        let filter = try #require(harness.inspector.tree.filter)
        #expect(filter.matches.count == 2)
        #expect(harness.path == "$.statuses[1].id", "the selection moves to the first match")
        let shown = rows(harness).prefix(5)
        #expect(shown[0].hasSuffix("▾ {2}"))
        #expect(shown[1].contains("▾ statuses: [3]"))
        #expect(shown[2].contains("▾ 1: {3}"), "ancestors show their real positions")
        #expect(shown[3].contains("id: 2"))
        #expect(shown[4].contains("▾ 2: {3}"))
        #expect(!harness.screen.contains("search_metadata"))
        #expect(!harness.screen.contains("\"ada\""))
        #expect(harness.screen.contains("filter: $.statuses[?@.retweet_count > 10].id (2 matches)"))
    }

    @Test func movingStaysOnKeptRowsAndSiblingsSkipWhatIsHidden() throws {
        let harness = try Harness(Self.feed, rows: 16, columns: 80)
        harness.prompt("f", "$..followers_count")
        #expect(harness.path == "$.statuses[0].user.followers_count")
        harness.type("j")
        #expect(harness.path == "$.statuses[1]")
        harness.type("K")
        #expect(harness.path == "$.statuses[0]")
        harness.type("J")
        #expect(harness.path == "$.statuses[1]")
        harness.type("G")
        #expect(harness.path == "$.statuses[2].user.followers_count")
        harness.type("k")
        #expect(harness.path == "$.statuses[2].user")
        harness.type("g")
        #expect(harness.path == "$")
        #expect(harness.inspector.positionText == "line 1 of 11")
    }

    @Test func nAndNStepThroughTheMatchesAndWrap() throws {
        let harness = try Harness(Self.feed, rows: 16, columns: 80)
        harness.prompt("f", "$..name")
        #expect(harness.path == "$.statuses[0].user.name")
        harness.type("n")
        #expect(harness.path == "$.statuses[1].user.name")
        #expect(harness.inspector.messageText == "match 2 of 3 for the filter $..name")
        harness.type("nn")
        #expect(harness.path == "$.statuses[0].user.name")
        #expect(harness.inspector.messageText == "match 1 of 3 for the filter $..name (wrapped to the top)")
        harness.type("N")
        #expect(harness.path == "$.statuses[2].user.name")
    }

    @Test func aMatchedContainerOpensToShowAllItsChildren() throws {
        let harness = try Harness(Self.feed, rows: 16, columns: 80)
        harness.prompt("f", "$.statuses[?@.id == 3]")
        #expect(harness.path == "$.statuses[2]")
        harness.press(.key(.enter))
        harness.type("j")
        #expect(harness.path == "$.statuses[2].id")
        harness.type("jl")
        #expect(harness.path == "$.statuses[2].user")
        harness.type("l")
        #expect(harness.path == "$.statuses[2].user.name", "inside a match every child is shown")
    }

    @Test func capitalFShowsTheWholeDocumentWithTheSelectionKept() throws {
        let harness = try Harness(Self.feed, rows: 16, columns: 80, openDepth: 1)
        harness.prompt("f", "$..followers_count")
        harness.type("nn")
        #expect(harness.path == "$.statuses[2].user.followers_count")
        harness.type("F")
        #expect(harness.inspector.tree.filter == nil)
        #expect(harness.path == "$.statuses[2].user.followers_count")
        #expect(harness.screen.contains("search_metadata"))
        #expect(harness.inspector.messageText == "filter removed: the whole document")
    }

    @Test func anEmptyQueryRemovesTheFilterToo() throws {
        let harness = try Harness(Self.feed, rows: 16, columns: 80)
        harness.prompt("f", "$..id")
        #expect(harness.inspector.tree.filter != nil)
        harness.press(.character("f"))
        harness.press(.control("u"))
        harness.press(.key(.enter))
        #expect(harness.inspector.tree.filter == nil)
    }

    @Test func anInvalidQuerySaysWhereAndKeepsTheTextForF() throws {
        let harness = try Harness(Self.feed, rows: 16, columns: 80)
        harness.prompt("f", "$.statuses[?@.id = 3]")
        #expect(harness.inspector.tree.filter == nil)
        #expect(
            harness.inspector.messageText
                == "not a query: column 18: expected '==' (a single '=' is not an operator) (f edits it)")
        harness.press(.character("f"))
        #expect(harness.inspector.prompt.line?.text == "$.statuses[?@.id = 3]")
    }

    @Test func noMatchesLeavesTheRootAlone() throws {
        let harness = try Harness(Self.feed, rows: 16, columns: 80)
        harness.prompt("f", "$..nothing")
        #expect(harness.path == "$")
        #expect(harness.inspector.positionText == "line 1 of 1")
        #expect(harness.inspector.messageText == "filter: $..nothing (0 matches)")
    }

    @Test func aPathOrAJumpToAHiddenValueSaysSo() throws {
        let harness = try Harness(Self.feed, rows: 16, columns: 80)
        harness.prompt("f", "$..name")
        harness.prompt(":", "search_metadata.count")
        #expect(harness.path == "$.statuses[0].user.name")
        #expect(
            harness.inspector.messageText?.hasSuffix("is hidden by the filter (F shows the whole document)") == true)
    }

    @Test func shortFormPathsFilterToTheOneValueTheyName() throws {
        let harness = try Harness(Self.feed, rows: 16, columns: 80)
        harness.prompt("f", "statuses[1].user")
        #expect(harness.inspector.tree.filter?.matches.count == 1)
        #expect(harness.path == "$.statuses[1].user")
    }

    @Test func escStopsAFilterStillRunning() throws {
        let big = "[" + Array(repeating: #"{"a": [1, 2, {"b": 3}]}"#, count: 20_000).joined(separator: ",") + "]"
        let harness = try Harness(big, rows: 16, columns: 80)
        harness.inspector.handle(.character("f"))
        for character in "$..*..*..*..*" { harness.inspector.handle(.character(character)) }
        harness.inspector.handle(.key(.enter))
        if harness.inspector.finder.pendingFilter != nil {
            harness.inspector.handle(.key(.escape))
            #expect(harness.inspector.finder.pendingFilter == nil)
            #expect(harness.inspector.messageText == "filter stopped")
        }
        harness.inspector.finishPendingWork()
        #expect(harness.inspector.tree.filter == nil || harness.inspector.finder.pendingFilter == nil)
    }
}
