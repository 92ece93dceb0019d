import Foundation
import Testing

@testable import Coax

/// The two examples of the JSON Templates Expander README, the reference for the links format.
@Suite struct JTEReadmeTests {
    @Test func exampleOneGivesTheReadmeOutputInTheReadmeOrder() throws {
        let expansion = try Expander().expand(try ExpansionFixtures.sample("jte-example-1.json").root)
        let readme = try ExpansionFixtures.document("jte-readme-1.readme-output.json")
        #expect(expansion.format == .links)
        #expect(expansion.warnings.isEmpty)
        // Here the README's order is also the expansion's order, so plain (ordered) equality holds.
        #expect(expansion.value == JSONValue(readme.root))
    }

    @Test func exampleTwoGivesTheReadmeOutput() throws {
        let expansion = try Expander().expand(try ExpansionFixtures.sample("jte-example-2.json").root)
        let readme = try ExpansionFixtures.document("jte-readme-2.readme-output.json")
        #expect(expansion.format == .links)
        #expect(expansion.warnings.isEmpty)
        // The README printed Objective-C dictionaries, whose key order is arbitrary ("name, id,
        // href" for authors but "href, id, body" for comments): the same members and values,
        // arrays in order, literals exact, is what "exactly" can mean for it.
        #expect(JSONStructure.equalIgnoringKeyOrder(expansion.value, JSONValue(readme.root)))
        #expect(expansion.value != JSONValue(readme.root), "the README's key order is not Coax's")
    }

    @Test func exampleTwoKeepsEachResourcesOwnKeyOrderWithHrefLast() throws {
        let expansion = try Expander().expand(try ExpansionFixtures.sample("jte-example-2.json").root)
        let expected = try ExpansionFixtures.text("jte-readme-2.expected.json")
        #expect(ExpansionFixtures.pretty(expansion.value) == expected)
        let author = expansion.value["posts"]?[0]?["author"]?.object
        #expect(author?.keys == ["id", "name", "href"])
        let comment = expansion.value["posts"]?[0]?["comments"]?[0]?.object
        #expect(comment?.keys == ["id", "body", "href"])
    }

    @Test func exampleOneIsPinnedAsPrettyText() throws {
        let expansion = try Expander().expand(try ExpansionFixtures.sample("jte-example-1.json").root)
        #expect(ExpansionFixtures.pretty(expansion.value) == (try ExpansionFixtures.text("jte-readme-1.expected.json")))
    }

    /// CI has the README beside the package: its absence fails here instead of passing silently.
    @Test func sampleInputsAreTheReadmeInputsAsGiven() throws {
        try #require(JTEReadme.text != nil, "../shared/seeds/JTE-README.md is not beside the package")
        let blocks = JTEReadme.jsonBlocks
        try #require(blocks.count == 4)
        let one = try String(contentsOf: PackageRoot.file("SampleData/jte-example-1.json"), encoding: .utf8)
        let two = try String(contentsOf: PackageRoot.file("SampleData/jte-example-2.json"), encoding: .utf8)
        #expect(one == blocks[0])
        #expect(two == blocks[2])
        #expect(try ExpansionFixtures.text("jte-readme-1.readme-output.json") == blocks[1])
        #expect(try ExpansionFixtures.text("jte-readme-2.readme-output.json") == blocks[3])
    }
}

/// The JTE README from the shared design folder, when it is there.
enum JTEReadme {
    static let text: String? = try? String(
        contentsOf: PackageRoot.url.deletingLastPathComponent().appendingPathComponent("shared/seeds/JTE-README.md"),
        encoding: .utf8)

    /// The README's ```json blocks, without the blank lines around them, each ending in a newline.
    static var jsonBlocks: [String] {
        guard let text else { return [] }
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```json" {
                current = []
            } else if current != nil, line == "```" {
                let lines = current ?? []
                let trimmed = lines.drop(while: \.isEmpty).reversed().drop(while: \.isEmpty).reversed()
                blocks.append(trimmed.joined(separator: "\n") + "\n")
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }
}
