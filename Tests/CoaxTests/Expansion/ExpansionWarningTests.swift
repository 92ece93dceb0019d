import Testing

@testable import Coax

@Suite struct ExpansionWarningTests {
    @Test func aWarningPrintsAsPathColonMessage() {
        let path = JSONPath([.key("links"), .key("posts")])
        let warning = ExpansionWarning(path: path, problem: .malformedLinkKey("posts"))
        let message = #"link key "posts" is not of the form "parent.child"; ignored"#
        #expect(warning.message == message)
        #expect(warning.description == "$['links']['posts']: " + message)
    }

    @Test func countsAreWrittenInSingularAndPlural() {
        #expect(
            ExpansionProblem.unresolvedLinkages(["people/1"]).description
                == "1 linked resource is not in the document (people/1); it stays an identifier object")
        #expect(
            ExpansionProblem.unresolvedLinkages(["a/1", "a/2"]).description
                == "2 linked resources are not in the document (a/1, a/2); they stay identifier objects")
        #expect(
            ExpansionProblem.depthLimitReached(depth: 3, count: 1).description
                == "expansion stops 3 relationships deep; 1 linkage stays an identifier object "
                + "(choose the relationships to expand with an include list)")
    }

    @Test func documentTextInMessagesHasItsControlCharactersEscaped() {
        let message = ExpansionProblem.malformedLinkKey("evil\u{1B}[31m\"key\u{9B}").description
        #expect(message == #"link key "evil\u001b[31m\"key\u009b" is not of the form "parent.child"; ignored"#)
        #expect(!message.unicodeScalars.contains { PrintableText.needsEscape($0) })
        let listed = ExpansionProblem.unlinkedResource("people/\u{7}").description
        #expect(listed.hasPrefix(#"people/\u0007 is side-loaded"#))
    }

    @Test func pathsAreNormalizedAndEscaped() throws {
        let root: JSONValue = ["links": ["it's\n\u{7F}": "x", "posts.a": "{posts.a}"], "posts": []]
        let expansion = try Expander().expand(root)
        #expect(expansion.warnings.map(\.path.description) == ["$['links']['it\\'s\\n\u{7F}']"], "exactly RFC 9535's")
        #expect(
            expansion.warnings.first?.description.hasPrefix(#"$['links']['it\'s\n\u007f']: "#) == true,
            "escaped to print")
        #expect(expansion.warnings.first?.path == JSONPath([.key("links"), .key("it's\n\u{7F}")]))
    }

    @Test func numericIdsAreComparedByTheirLiteralText() throws {
        let literal = try #require(JSONNumber(literal: "1.0"))
        let root: JSONValue = [
            "data": ["type": "a", "id": "1", "relationships": ["b": ["data": ["type": "b", "id": .number(literal)]]]],
            "included": [["type": "b", "id": "1"], ["type": "b", "id": "1.0", "attributes": ["hit": true]]],
        ]
        let expansion = try Expander().expand(root)
        #expect(expansion.value["data"]?["b"]?["hit"] == true)
        #expect(
            expansion.warnings.map(\.description) == [
                #"$['data']['relationships']['b']['data']['id']: "#
                    + #"the id 1.0 is a number, not a string; it is compared by its text "1.0""#,
                #"$['included'][0]: b/1 is included but no linkage from the primary data reaches it; "#
                    + #"it stays under "included""#,
            ])
    }
}
