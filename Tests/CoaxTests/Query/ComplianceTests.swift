import Testing

@testable import Coax

/// Every case of the JSONPath Compliance Test Suite: valid selectors give exactly `result` (or
/// one of `results`) with the paths of `result_paths`; invalid selectors are rejected.
@Suite struct ComplianceTests {
    /// CI has the suite beside the package: its absence fails here instead of passing silently.
    @Test func suiteIsPresent() throws {
        try #require(
            ComplianceTestSuite.location != nil,
            "JSONPath Compliance Test Suite not found at ../shared/conformance/jsonpath-compliance-test-suite/cts.json")
        #expect(ComplianceTestSuite.cases.count == 703)
    }

    @Test(
        .enabled(if: ComplianceTestSuite.location != nil, "the compliance suite is not beside the package"),
        arguments: ComplianceTestSuite.cases)
    func compliance(_ testCase: ComplianceTestSuite.Case) throws {
        let test = ComplianceTestSuite.tests[testCase.number]
        let selector = try #require(test["selector"]?.string)
        if test["invalid_selector"]?.bool == true {
            #expect(throws: JSONPathParseError.self, "\(selector) was accepted") {
                try JSONQuery(parsing: selector)
            }
            return
        }
        let query = try JSONQuery(parsing: selector)
        let argument = try #require(test["document"])
        let nodes = try query.evaluate(on: argument)
        // Counting without the list gives the list's length.
        #expect(try query.count(on: argument) == nodes.count)
        let actualValues = Array(nodes)
        let actualPaths = nodes.indices.map { nodes.normalizedPath(at: $0) ?? "" }

        var alternatives: [(values: [JSONNode], paths: [String])] = []
        if let result = test["result"]?.elements {
            let paths = (test["result_paths"]?.elements).map { $0.compactMap(\.string) } ?? []
            alternatives.append((Array(result), paths))
        } else if let results = test["results"]?.elements, let resultsPaths = test["results_paths"]?.elements {
            for (result, paths) in zip(results, resultsPaths) {
                alternatives.append(
                    (Array(result.elements ?? .init()), (paths.elements ?? .init()).compactMap(\.string)))
            }
        }
        #expect(!alternatives.isEmpty)
        let matched = alternatives.contains { expected in
            expected.values.count == actualValues.count
                && zip(expected.values, actualValues).allSatisfy(ComplianceTestSuite.sameJSON)
                && expected.paths == actualPaths
        }
        #expect(
            matched,
            """
            \(selector)
            got:      \(actualValues.map(\.description)) at \(actualPaths)
            expected: \(alternatives.map { ($0.values.map(\.description), $0.paths) })
            """)
    }
}
