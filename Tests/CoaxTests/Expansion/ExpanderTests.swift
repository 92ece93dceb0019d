import Testing

@testable import Coax

@Suite struct ExpanderTests {
    @Test func aDocumentNodeAndItsOwnedValueExpandAlike() throws {
        for name in ["jsonapi-blog.json", "jte-example-2.json"] {
            let document = try ExpansionFixtures.sample(name)
            let fromNode = try Expander().expand(document.root)
            let fromValue = try Expander().expand(JSONValue(document.root))
            #expect(fromNode == fromValue, "\(name)")
        }
    }

    @Test func theBlogSampleExpandsWithOneWarningForItsMissingComment() throws {
        let expansion = try Expander().expand(try ExpansionFixtures.sample("jsonapi-blog.json").root)
        #expect(expansion.format == .jsonAPI)
        #expect(
            expansion.warnings.map(\.description) == [
                "$['data'][1]['relationships']['comments']['data']: 1 linked resource is not in the document "
                    + "(comments/99); it stays an identifier object"
            ])
        let first = try #require(expansion.value["data"]?[0])
        #expect(first["rating"]?.number?.literal == "4.50")
        #expect(first["author"]?["name"] == "Dana Hollis")
        // The cycle article 1 → author → pinned article 1 ends in an identifier object.
        #expect(first["author"]?["pinnedArticle"] == ["type": "articles", "id": "1"])
        #expect(first["comments"]?[1]?["author"]?["handle"] == "@dhollis")
        #expect(expansion.value["data"]?[1]?["comments"]?[1]?["lid"] == "draft-1")
        #expect(expansion.value.object?.keys == ["jsonapi", "links", "meta", "data"])
    }

    @Test func theBlogSampleWithAnIncludeListIsPinned() throws {
        let document = try ExpansionFixtures.sample("jsonapi-blog.json")
        let expansion = try Expander(include: try IncludeList(parsing: "author,comments.author")).expand(document.root)
        let expected = try ExpansionFixtures.text("jsonapi-blog.include.expected.json")
        #expect(ExpansionFixtures.pretty(expansion.value) == expected)
        #expect(expansion.value["data"]?[0]?["tags"]?[0] == ["type": "tags", "id": "3", "meta": ["primary": true]])
    }

    @Test func optionsAreClampedToMeaningfulValues() {
        #expect(Expander(maximumDepth: -4).maximumDepth == 0)
        var expander = Expander()
        expander.maximumDepth = 999
        #expect(expander.maximumDepth == Expander.depthCeiling)
        #expect(Expander(workLimit: -1).workLimit == 0)
    }

    @Test func depthZeroExpandsOnlyThePrimaryResources() throws {
        let document = try ExpansionFixtures.document("jsonapi/to-one-and-to-many.input.json")
        let expansion = try Expander(maximumDepth: 0).expand(document.root)
        #expect(expansion.value["data"]?["author"] == ["type": "people", "id": "9"])
        #expect(expansion.warnings.map(\.problem) == [.depthLimitReached(depth: 0, count: 4)])
    }
}
