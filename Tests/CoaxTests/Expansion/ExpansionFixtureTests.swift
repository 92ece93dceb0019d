import Foundation
import Testing

@testable import Coax

/// Every `Fixtures/<format>/<name>.input.json` expands to `<name>.expected.json` exactly (key
/// order and number literals included), with exactly the warnings in `<name>.warnings.txt`.
@Suite struct ExpansionFixtureTests {
    @Test func bothFixtureSetsArePresent() {
        #expect(ExpansionFixtures.cases(in: "jsonapi").count >= 17)
        #expect(ExpansionFixtures.cases(in: "links").count >= 9)
    }

    @Test(arguments: ExpansionFixtures.cases(in: "jsonapi"))
    func jsonAPIFixtureExpandsExactly(_ name: String) throws {
        try check(name, in: "jsonapi", format: .jsonAPI)
    }

    @Test(arguments: ExpansionFixtures.cases(in: "links"))
    func linksFixtureExpandsExactly(_ name: String) throws {
        try check(name, in: "links", format: .links)
    }

    private func check(_ name: String, in folder: String, format: ExpansionFormat) throws {
        let input = try ExpansionFixtures.document("\(folder)/\(name).input.json")
        let expected = try ExpansionFixtures.document("\(folder)/\(name).expected.json")
        let warnings = try ExpansionFixtures.text("\(folder)/\(name).warnings.txt")
            .split(separator: "\n").map(String.init)
        let expander = try ExpansionFixtureOptions(name: name, folder: folder).expander
        let expansion = try expander.expand(input.root)
        #expect(expansion.format == format)
        #expect(
            ExpansionFixtures.pretty(expansion.value) == ExpansionFixtures.pretty(JSONValue(expected.root)))
        #expect(expansion.value == JSONValue(expected.root))
        #expect(expansion.warnings.map(\.description) == warnings)
    }
}
