import Foundation
import Testing

@testable import Coax

/// The last section of `docs/coercion.md` is `coax rules --decoders` output.
@Suite struct RuleSetComparisonDocsTests {
    @Test func theDocsSectionIsTheGeneratorsOutput() throws {
        let page = try String(contentsOf: PackageRoot.file("docs/coercion.md"), encoding: .utf8)
        let heading = try #require(page.range(of: "## Three rule sets side by side"))
        let rest = page[heading.lowerBound...]
        let end = rest.dropFirst(3).range(of: "\n## ")?.lowerBound ?? rest.endIndex
        let section = String(rest[..<end])
        let generated = RuleSetComparison.markdown()
        let sectionLines = section.split(separator: "\n", omittingEmptySubsequences: false)
        let generatedLines = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(sectionLines, generatedLines).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(
            firstDifference == nil,
            "docs/coercion.md, section line \((firstDifference?.offset ?? 0) + 1) differs; replace the section with `coax rules --decoders`"
        )
        #expect(section == generated)
    }

    @Test func everyTableHasARowPerInputAndThreeRuleSets() {
        let markdown = RuleSetComparison.markdown()
        for (target, _) in RuleSetComparison.targets {
            #expect(markdown.contains("\n### \(target.name)\n"))
        }
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == RuleSetComparison.inputs.count * RuleSetComparison.targets.count)
        #expect(rows.allSatisfy { $0.split(separator: " | ").count == 4 })
    }
}
