import Testing

@testable import Coax

/// Hostile documents and queries: deep nesting, huge slice bounds, explosive nested descendants.
/// Each finishes with its nodelist or stops with an error; none recurses on the document or hangs.
@Suite struct QueryLimitsTests {
    static let deepDepth = 100_000

    static func deepDocument() throws -> JSONDocument {
        let text =
            String(repeating: "[", count: deepDepth) + #"{"x": 1}"# + String(repeating: "]", count: deepDepth)
        return try JSONDocument(parsing: text, options: JSONParseOptions(maximumDepth: .max))
    }

    @Test func descendantsOfAHundredThousandLevelsAreWalkedWithoutRecursion() throws {
        let document = try Self.deepDocument()
        let everything = try JSONQuery(parsing: "$..*").evaluate(on: document)
        #expect(everything.count == Self.deepDepth + 1)
        let x = try JSONQuery(parsing: "$..x").evaluate(on: document)
        #expect(x.count == 1)
        let path = try #require(x.normalizedPath(at: 0))
        #expect(path == "$" + String(repeating: "[0]", count: Self.deepDepth) + "['x']")
        #expect(try JSONQuery(parsing: "$..[?@.x == 1]").evaluate(on: document).count == 1)
    }

    /// `$..*..*..*` on 30 nested arrays selects each chain of three below the root, C(29, 3)
    /// nodes; counted, the last segment's nodes are never listed.
    @Test(arguments: [
        "$..*..*..*", "$..*", "$[0][0]..*", "$..[0]", "$..[?@[0]]", "$", "$.missing", "$..*..*..*..*",
        "$..[0,0,-1]..*", "$[*,0]..*[*,*]", "$..*[?@..*]..[0]", "$..*[?count(@..*) > 20]..*",
    ])
    func countingGivesTheListsLength(query text: String) throws {
        let document = try JSONDocument(
            parsing: String(repeating: "[", count: 30) + String(repeating: "]", count: 30))
        let query = try JSONQuery(parsing: text)
        let listed = try query.evaluate(on: document, options: JSONQueryOptions(tracksPaths: false)).count
        #expect(try query.count(on: document) == listed)
        if text == "$..*..*..*" { #expect(listed == 29 * 28 * 27 / 6) }
    }

    @Test func countingStopsAtTheWorkLimitAsListingDoes() throws {
        let document = try JSONDocument(
            parsing: String(repeating: "[", count: 200) + String(repeating: "]", count: 200))
        let query = try JSONQuery(parsing: "$..*..*..*")
        let options = JSONQueryOptions(tracksPaths: false, workLimit: 10_000)
        #expect(throws: JSONQueryEvaluationError.workLimitReached(10_000)) {
            try query.count(on: document, options: options)
        }
        #expect(throws: JSONQueryEvaluationError.workLimitReached(10_000)) {
            try query.evaluate(on: document, options: options)
        }
    }

    /// The nodes of `$..*..*..*..*` on 1,000 nested arrays are the C(999, 4) chains of four below
    /// the root: listing them takes more than a hundred million steps (and as many nodes), but
    /// counting them applies each segment once to each distinct node, within a few million steps,
    /// and so keeps no more nodes than those steps made.
    @Test func countingADeepChainTakesWorkForItsDistinctNodesNotForEveryChain() throws {
        let depth = 1_000
        let document = try JSONDocument(
            parsing: String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        let query = try JSONQuery(parsing: "$..*..*..*..*")
        let options = JSONQueryOptions(tracksPaths: false, workLimit: 5_000_000)
        #expect(try query.count(on: document, options: options) == 999 * 998 * 997 * 996 / 24)
        #expect(throws: JSONQueryEvaluationError.workLimitReached(5_000_000)) {
            try query.evaluate(on: document, options: options)
        }
    }

    @Test func aCountPastTheLargestIntegerStopsWithAnError() throws {
        // C(999, 8), about 2.4e19 nodes, is more than Int.max.
        let document = try JSONDocument(
            parsing: String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000))
        let query = try JSONQuery(parsing: "$..*..*..*..*..*..*..*..*")
        #expect(throws: JSONQueryEvaluationError.countTooLarge) { try query.count(on: document) }
        #expect(
            "\(JSONQueryEvaluationError.countTooLarge)"
                == "the query selects more than 9,223,372,036,854,775,807 nodes; they cannot be counted")
    }

    @Test func comparingDeepValuesUsesAStackToo() throws {
        let deep = String(repeating: "[", count: 50_000) + "1" + String(repeating: "]", count: 50_000)
        let document = try JSONDocument(
            parsing: "{\"a\": \(deep), \"b\": \(deep), \"c\": [\(deep)]}", options: JSONParseOptions(maximumDepth: .max)
        )
        #expect(try JSONQuery(parsing: "$[?$.a == $.b]").evaluate(on: document).count == 3)
        #expect(try JSONQuery(parsing: "$[?$.a == $.c]").evaluate(on: document).isEmpty)
    }

    @Test(arguments: [
        ("$[0:9007199254740991:1]", ["1", "2", "3"]),
        ("$[9007199254740991:-9007199254740991:-1]", ["3", "2", "1"]),
        ("$[::9007199254740991]", ["1"]),
        ("$[-9007199254740991::2]", ["1", "3"]),
        ("$[::-9007199254740991]", ["3"]),
        ("$[1:0]", []),
    ])
    func hugeSliceBoundsCostOnlyTheArraysLength(query: String, expected: [String]) throws {
        let document = try JSONDocument(parsing: "[1, 2, 3]")
        let options = JSONQueryOptions(workLimit: 100)
        #expect(try JSONQuery(parsing: query).evaluate(on: document, options: options).map(\.description) == expected)
    }

    @Test func manyIndicesOnALargeArrayFindTheElementsOnce() throws {
        let count = 20_000
        let document = try JSONDocument(parsing: "[" + (0..<count).map(String.init).joined(separator: ",") + "]")
        let query = try JSONQuery(parsing: "$[" + (0..<count).reversed().map(String.init).joined(separator: ",") + "]")
        let options = JSONQueryOptions(workLimit: 10 * count)
        let nodes = try query.evaluate(on: document, options: options)
        #expect(nodes.count == count)
        #expect(nodes.first?.description == "\(count - 1)")
    }

    @Test func nestedDescendantsStopAtTheWorkLimitInsteadOfRunningAway() throws {
        let document = try JSONDocument(
            parsing: "[" + Array(repeating: #"{"a": [{"b": [1, 2, {"c": 3}]}]}"#, count: 2_000).joined(separator: ",")
                + "]")
        let query = try JSONQuery(parsing: "$..*..*..*..*")
        #expect(throws: JSONQueryEvaluationError.workLimitReached(50_000)) {
            try query.evaluate(on: document, options: JSONQueryOptions(workLimit: 50_000))
        }
        let filter = try JSONQuery(parsing: "$..[?@..[?@..[?@..c]]]")
        #expect(throws: JSONQueryEvaluationError.workLimitReached(50_000)) {
            try filter.evaluate(on: document, options: JSONQueryOptions(workLimit: 50_000))
        }
    }

    @Test func aCancelledControlStopsTheEvaluation() throws {
        let document = try JSONDocument(
            parsing: "[" + Array(repeating: "[1, [2, [3]]]", count: 20_000).joined(separator: ",") + "]")
        let control = JSONQueryControl()
        control.cancel()
        #expect(throws: JSONQueryEvaluationError.cancelled) {
            try JSONQuery(parsing: "$..*").evaluate(on: document, options: JSONQueryOptions(control: control))
        }
    }

    @Test func progressEndsAtOne() throws {
        let document = try JSONDocument(
            parsing: "[" + Array(repeating: "[1, [2, [3]]]", count: 20_000).joined(separator: ",") + "]")
        let control = JSONQueryControl()
        let nodes = try JSONQuery(parsing: "$..*").evaluate(on: document, options: JSONQueryOptions(control: control))
        #expect(nodes.count == 20_000 * 6)
        #expect(control.progress == 1)
    }

    @Test func longTextsAgainstLargePatternsCountTheirStepsAgainstTheLimit() throws {
        let text = String(repeating: "a", count: 200_000)
        let document = try JSONDocument(parsing: "[\"\(text)\"]")
        let query = try JSONQuery(parsing: "$[?search(@, 'a{1000}b')]")
        #expect(throws: JSONQueryEvaluationError.workLimitReached(1_000_000)) {
            try query.evaluate(on: document, options: JSONQueryOptions(workLimit: 1_000_000))
        }
    }
}
