import Testing

@testable import Coax

@Suite struct IncludeListTests {
    @Test func pathsAreCommaSeparatedAndNamesDotSeparated() throws {
        let list = try IncludeList(parsing: "author,comments.author")
        #expect(list.paths == [["author"], ["comments", "author"]])
        #expect(list.depth == 2)
        #expect(list.description == "author,comments.author")
    }

    @Test func spacesAroundNamesAreIgnored() throws {
        #expect(
            try IncludeList(parsing: " author , comments . author ").paths == [["author"], ["comments", "author"]])
    }

    @Test func theEmptyListIncludesNothing() throws {
        let list = try IncludeList(parsing: "")
        #expect(list.paths.isEmpty)
        #expect(list.depth == 0)
        #expect(try IncludeList(parsing: "  ").paths.isEmpty)
    }

    @Test func emptyNamesAreErrorsNamingThePath() {
        #expect(throws: IncludeListError.emptyName(in: "comments..author")) {
            try IncludeList(parsing: "author,comments..author")
        }
        #expect(throws: IncludeListError.emptyName(in: "")) { try IncludeList(parsing: "author,") }
        #expect(throws: IncludeListError.emptyName(in: ".author")) { try IncludeList(parsing: ".author") }
        #expect(
            IncludeListError.emptyName(in: "a..b").description
                == #"include path "a..b" has an empty relationship name"#)
    }

    @Test func anIncludeListLimitsTheExpansionDepth() throws {
        let root: JSONValue = [
            "data": ["type": "n", "id": "1", "relationships": ["next": ["data": ["type": "n", "id": "2"]]]],
            "included": [
                ["type": "n", "id": "2", "relationships": ["next": ["data": ["type": "n", "id": "3"]]]],
                ["type": "n", "id": "3"],
            ],
        ]
        let expansion = try Expander(include: try IncludeList(parsing: "next")).expand(root)
        #expect(expansion.value["data"]?["next"]?["next"] == ["type": "n", "id": "3"])
        #expect(expansion.value["data"]?["next"]?["id"] == "2")
        #expect(expansion.warnings.isEmpty, "limits chosen by an include list are not warnings")
    }

    @Test func aRelationshipWithoutDataStillMatchesItsIncludePath() throws {
        let root: JSONValue = [
            "data": ["type": "a", "id": "1", "relationships": ["history": ["links": ["related": "x"]]]]
        ]
        let expansion = try Expander(include: try IncludeList(parsing: "history,nope")).expand(root)
        #expect(expansion.warnings.map(\.description) == [#"$: the include path "nope" matches no relationship"#])
        #expect(expansion.value["data"]?["relationships"]?["history"] == ["links": ["related": "x"]])
    }
}
