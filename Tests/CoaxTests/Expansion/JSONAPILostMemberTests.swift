import Testing

@testable import Coax

/// JSON:API members written in a shape the format does not allow are read as far as they can be
/// and kept, each with a warning; none disappears.
@Suite struct JSONAPILostMemberTests {
    static func expand(_ text: String) throws -> Expansion {
        try Expander().expand(try JSONDocument(parsing: text).root)
    }

    @Test func anIncludedObjectIsReadAsTheOneIncludedResource() throws {
        let expansion = try Self.expand(
            #"{"data": {"type": "a", "id": "1", "relationships": {"p": {"data": {"type": "people", "id": "9"}}}}, "#
                + #""included": {"type": "people", "id": "9", "attributes": {"name": "Ann"}}}"#)
        #expect(expansion.value["data"]?["p"]?["name"] == "Ann")
        #expect(expansion.value.object?.keys == ["data"])
        #expect(
            expansion.warnings.map(\.description) == [
                #"$['included']: "included" is an object, not an array; it is read as the one included resource"#
            ])
    }

    @Test func anIncludedObjectNothingLinksToIsKeptAsWritten() throws {
        let expansion = try Self.expand(
            #"{"data": [], "included": {"type": "people", "id": "9", "attributes": {"name": "Ann"}}}"#)
        #expect(expansion.value["included"]?["attributes"]?["name"] == "Ann")
        #expect(expansion.warnings.map(\.problem.code) == [.includedNotArray, .unlinkedResource])
    }

    @Test func anIncludedValueOfAnotherKindIsKeptAsWritten() throws {
        let expansion = try Self.expand(#"{"data": [], "included": "people/9"}"#)
        #expect(expansion.value["included"] == "people/9")
        #expect(
            expansion.warnings.map(\.description) == [
                #"$['included']: "included" is a string, not an array; kept as it is"#
            ])
    }

    @Test func anEmptyRelationshipIsKeptWithAWarning() throws {
        let expansion = try Self.expand(
            #"{"data": {"type": "a", "id": "1", "relationships": {"empty": {}, "none": {"data": null}}}}"#)
        #expect(expansion.value["data"]?["empty"] == [:])
        #expect(expansion.value["data"]?["none"] == .null)
        #expect(
            expansion.warnings.map(\.description) == [
                #"$['data']['relationships']['empty']: the relationship is empty (no "data", "links" or "meta"); "#
                    + "kept as it is"
            ])
    }
}
