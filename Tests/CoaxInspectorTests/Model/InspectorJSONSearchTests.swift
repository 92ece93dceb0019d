import Coax
import Testing

@testable import CoaxInspector

/// `/` understands JSON: a quoted string finds that string value, `key: value` finds that member,
/// `re:` searches with an I-Regexp.
@Suite("Inspector JSON-aware search")
struct InspectorJSONSearchTests {
    static let text = #"""
        {"statuses": [
          {"metadata": {"result_type": "recent"}, "text": "the most recent one", "lang": "en", "retweet_count": 1.0},
          {"metadata": {"result_type": "popular"}, "text": "recent, and popular", "lang": "recent", "retweet_count": 12},
          {"metadata": {"result_type": "recent"}, "text": "x", "lang": "ja", "retweet_count": 1, "note": "12:30"}
        ]}
        """#

    @Test func theFormsAreReadFromWhatIsTyped() {
        #expect(SearchQuery("recent").kind == .text)
        #expect(SearchQuery(#""recent""#).kind == .value)
        #expect(SearchQuery(#"result_type: "recent""#).kind == .member)
        #expect(SearchQuery(#""result_type":"recent""#).kind == .member)
        #expect(SearchQuery("retweet_count: 1").kind == .member)
        #expect(SearchQuery("12:30").kind == .text, "a bare key needs ': ' after it")
        #expect(SearchQuery("http://example.com").kind == .text)
        #expect(SearchQuery("note: hello there").kind == .text, "the value must be JSON")
        #expect(SearchQuery("re:[0-9]+").kind == .regexp)
        #expect(SearchQuery(#"re:\d"#).problem != nil)
    }

    @Test func aQuotedStringFindsOnlyThatStringValue() throws {
        let harness = try Harness(Self.text, rows: 30, columns: 100, openDepth: 1)
        harness.prompt("/", #""recent""#)
        #expect(harness.path == "$.statuses[0].metadata.result_type")
        #expect(harness.inspector.messageText == #"match 1 of 3 for '"recent"'"#)
        harness.type("n")
        #expect(harness.path == "$.statuses[1].lang", "not the texts that merely contain the word")
        harness.type("n")
        #expect(harness.path == "$.statuses[2].metadata.result_type")
    }

    @Test func aKeyAndValueFindThatMember() throws {
        let harness = try Harness(Self.text, rows: 30, columns: 100, openDepth: 1)
        harness.prompt("/", #"result_type: "recent""#)
        #expect(harness.inspector.messageText == #"match 1 of 2 for 'result_type: "recent"'"#)
        #expect(harness.path == "$.statuses[0].metadata.result_type")
        harness.type("n")
        #expect(harness.path == "$.statuses[2].metadata.result_type")
    }

    @Test func numbersInAMemberSearchCompareByValue() throws {
        let harness = try Harness(Self.text, rows: 30, columns: 100, openDepth: 1)
        harness.prompt("/", "retweet_count: 1")
        #expect(harness.inspector.messageText == "match 1 of 2 for 'retweet_count: 1'", "1.0 and 1 are the same number")
    }

    @Test func reSearchesWithAnIRegexp() throws {
        let harness = try Harness(Self.text, rows: 30, columns: 100, openDepth: 1)
        harness.prompt("/", "re:^[0-9]+:[0-9]+$")
        #expect(harness.path == "$.statuses[2].note")
        #expect(harness.inspector.messageText == "match 1 of 1 for 're:^[0-9]+:[0-9]+$'")
    }

    @Test func anInvalidPatternSaysWhere() throws {
        let harness = try Harness(Self.text, rows: 30, columns: 100, openDepth: 1)
        harness.prompt("/", #"re:a\d"#)
        #expect(
            harness.inspector.messageText?.hasPrefix(#"not an I-Regexp: column 5: '\d' is not part of I-Regexp"#)
                == true)
    }
}
