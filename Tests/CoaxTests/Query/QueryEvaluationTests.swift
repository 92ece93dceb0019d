import Testing

@testable import Coax

/// What a query selects where RFC 9535 leaves a choice or Coax adds something: repeated keys,
/// exact numbers, normalized paths of unusual names, query arguments below the root.
@Suite struct QueryEvaluationTests {
    func values(_ query: String, _ json: String) throws -> [String] {
        try JSONQuery(parsing: query).evaluate(on: JSONDocument(parsing: json)).map(\.description)
    }

    func paths(_ query: String, _ json: String) throws -> [String] {
        let nodes = try JSONQuery(parsing: query).evaluate(on: JSONDocument(parsing: json))
        return nodes.indices.compactMap { nodes.normalizedPath(at: $0) }
    }

    @Test func aNameSelectsTheLastOfRepeatedKeysAndTheWildcardSelectsEveryMember() throws {
        let json = #"{"a": 1, "b": 2, "a": 3}"#
        #expect(try values("$.a", json) == ["3"])
        #expect(try values("$.*", json) == ["1", "2", "3"])
        #expect(try paths("$.*", json) == ["$['a']", "$['b']", "$['a']"])
        #expect(try values("$[?@ > 1]", json) == ["2", "3"])
    }

    @Test func numbersCompareByExactDecimalValue() throws {
        let json = "[12345678901234567890, 12345678901234567891, 1.0, 1e2, -0, 0.1, 1E-1]"
        #expect(try values("$[?@ == 12345678901234567890]", json) == ["12345678901234567890"])
        #expect(try values("$[?@ > 12345678901234567890]", json) == ["12345678901234567891"])
        #expect(try values("$[?@ == 1]", json) == ["1.0"])
        #expect(try values("$[?@ == 100]", json) == ["1e2"])
        #expect(try values("$[?@ == 0]", json) == ["-0"])
        #expect(try values("$[?@ == 0.1]", json) == ["0.1", "1E-1"])
        #expect(try values("$[?@ < 0.5 && @ > -0.5]", json) == ["-0", "0.1", "1E-1"])
    }

    @Test func stringsCompareByScalarsWhateverTheirEscapes() throws {
        let document = try JSONDocument(parsing: #"["\u00e9", "é", "e\u0301", "z", "\ud83d\ude00"]"#)
        func strings(_ query: String) throws -> [[Unicode.Scalar]] {
            try JSONQuery(parsing: query).evaluate(on: document).map { Array(($0.string ?? "").unicodeScalars) }
        }
        let composed: [Unicode.Scalar] = ["\u{E9}"]
        #expect(try strings("$[?@ == 'é']") == [composed, composed], "no normalization: e + U+0301 is not é")
        #expect(try strings("$[?@ > 'z']") == [composed, composed, ["\u{1F600}"]])
        #expect(try strings("$[?length(@) == 2]") == [["e", "\u{301}"]])
    }

    @Test func objectsCompareMemberNamesByScalars() throws {
        let json = #"{"y": {"\u00e9": 1}, "items": [{"x": {"e\u0301": 1}}, {"x": {"é": 1}}]}"#
        #expect(try paths("$.items[?@.x == $.y]", json) == ["$['items'][1]"], "e + U+0301 is not é")
        #expect(try paths("$.items[?@.x != $.y]", json) == ["$['items'][0]"])
    }

    @Test func normalizedPathsAreExactlyRFC9535s() throws {
        let json = #"{"0": 1, "it's": 2, "a\\b": 3, "\u000b\n\u007f": 4, "\u2028😀": 5, "[x]": 6}"#
        #expect(
            try paths("$.*", json) == [
                "$['0']", #"$['it\'s']"#, #"$['a\\b']"#, "$['\\u000b\\n\u{7F}']", "$['\u{2028}😀']", "$['[x]']",
            ])
        #expect(try paths("$[0]", "[7]") == ["$[0]"])
        #expect(try paths("$[-1]", "[7, 8]") == ["$[1]"])
    }

    @Test func pathsAreRelativeToTheQueryArgument() throws {
        let document = try JSONDocument(parsing: #"{"outer": {"inner": [10, 20]}}"#)
        let argument = try #require(document.root["outer"])
        let nodes = try JSONQuery(parsing: "$.inner[1]").evaluate(on: argument)
        #expect(nodes.normalizedPath(at: 0) == "$['inner'][1]")
        #expect(nodes.path(at: 0) == ["inner", 1])
        #expect(nodes.ancestorTapeIndices(at: 0) == [argument.index, argument.index + 2])
    }

    @Test func theDescendantSegmentVisitsEachContainerBeforeItsDescendants() throws {
        let json = #"{"o": {"j": 1, "k": 2}, "a": [5, 3, [{"j": 4}, {"k": 6}]]}"#
        #expect(
            try paths("$..*", json) == [
                "$['o']", "$['a']", "$['o']['j']", "$['o']['k']", "$['a'][0]", "$['a'][1]", "$['a'][2]",
                "$['a'][2][0]", "$['a'][2][1]", "$['a'][2][0]['j']", "$['a'][2][1]['k']",
            ])
        #expect(try values("$..j", json) == ["1", "4"])
    }

    @Test func withoutPathsTheSameNodesComeBack() throws {
        let document = try JSONDocument(parsing: #"{"a": [{"b": 1}, {"b": 2}], "c": {"b": 3}}"#)
        let query = try JSONQuery(parsing: "$..b")
        let tracked = try query.evaluate(on: document)
        let untracked = try query.evaluate(on: document, options: JSONQueryOptions(tracksPaths: false))
        #expect(tracked.map(\.index) == untracked.map(\.index))
        #expect(!untracked.hasPaths)
        #expect(untracked.normalizedPath(at: 0) == nil)
    }

    @Test func patternsFromTheDocumentAreCompiledOnce() throws {
        let json = #"{"p": "^a.c$", "values": ["abc", "xabc", "a\nc", "adc"]}"#
        #expect(try values("$.values[?match(@, $.p)]", json) == [#""abc""#, #""adc""#])
        #expect(try values("$.values[?search(@, 'b')]", json) == [#""abc""#, #""xabc""#])
    }

    @Test func aTooLargePatternFromTheDocumentStopsTheEvaluationWithAnError() throws {
        let document = try JSONDocument(parsing: #"{"p": "a{1000000}", "v": ["a"]}"#)
        #expect(throws: JSONQueryEvaluationError.self) {
            try JSONQuery(parsing: "$.v[?match(@, $.p)]").evaluate(on: document)
        }
    }
}
