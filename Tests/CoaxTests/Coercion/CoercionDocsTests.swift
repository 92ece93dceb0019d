import Foundation
import Testing

@testable import Coax

/// `docs/coercion-rules.md` is `coax rules` output, and `docs/coercion.md` names every coercion.
@Suite struct CoercionDocsTests {
    /// The package root: this file is `Tests/CoaxTests/Coercion/CoercionDocsTests.swift`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
    }

    @Test func ruleTableDocumentIsTheGeneratorsOutput() throws {
        let file = try CoercionDocsTests.read("docs/coercion-rules.md")
        let generated = CoercionRuleTable.markdown()
        // On a mismatch, name the first differing line instead of dumping two long documents.
        let fileLines = file.split(separator: "\n", omittingEmptySubsequences: false)
        let generatedLines = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(fileLines, generatedLines).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(
            firstDifference == nil,
            "docs/coercion-rules.md line \((firstDifference?.offset ?? 0) + 1) differs; run `coax rules > docs/coercion-rules.md`"
        )
        #expect(fileLines.count == generatedLines.count)
        #expect(file == generated)
    }

    @Test func ruleTableHasASectionPerCoercionAndARowPerInput() {
        let markdown = CoercionRuleTable.markdown()
        for method in CoercionMethod.allCases {
            #expect(markdown.contains("\n## \(method.rawValue)\n"), "\(method)")
        }
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| `") }
        let scalarMethods = CoercionMethod.allCases.filter { !$0.isTypedArray }.count
        let typedMethods = CoercionMethod.allCases.filter(\.isTypedArray).count
        #expect(
            rows.count
                == scalarMethods * CoercionRuleTable.inputs.count + typedMethods * CoercionRuleTable.arrayInputs.count
                * 2)
        #expect(!Fixture.hasRawControl(markdown.replacingOccurrences(of: "\n", with: "")))
    }

    @Test func ruleTableShowsTheReadmeRows() {
        let markdown = CoercionRuleTable.markdown()
        #expect(
            markdown.contains(
                #"| `"the 21.5 slices"` | `21` | cleaned, truncated | "the 21.5 slices" → trimmed to "21.5" → integer prefix 21 |"#
            ))
        #expect(markdown.contains("| `-1` | `0` | clamped | -1 is negative → 0 |"))
        #expect(markdown.contains("| `5.94` | `\"5.94\"` |  | 5.94 → \"5.94\" |"))
    }

    @Test func mappingTableHasOneRowPerEBTExtractorMethod() throws {
        let doc = try CoercionDocsTests.read("docs/coercion.md")
        let methods = [
            "boolForKey:", "integerForKey:", "unsignedIntegerForKey:", "numberForKey:", "stringForKey:",
            "unixDateForKey:", "decimalNumberForKey:", "arrayForKey:", "dictionaryForKey:", "extractorForKey:",
            "arrayOfNumbersForKey:", "arrayOfStringsForKey:", "arrayOfUnixDatesForKey:",
            "arrayOfDecimalNumbersForKey:", "arrayOfArraysForKey:", "arrayOfDictionariesForKey:",
            "arrayOfExtractorsForKey:", "forcedNumberForKey:", "forcedStringForKey:", "forcedUnixDateForKey:",
            "forcedDecimalNumberForKey:", "forcedArrayForKey:", "forcedDictionaryForKey:", "forcedExtractorForKey:",
        ]
        let rows = doc.split(separator: "\n").filter { $0.hasPrefix("| `-") || $0.hasPrefix("| `+") }
        for method in methods {
            #expect(rows.filter { $0.contains("`- \(method)`") || $0.contains(" \(method)`") }.count >= 1, "\(method)")
        }
        for method in methods where method.hasPrefix("arrayOf") || method.hasPrefix("forcedArrayOf") {
            let marker = method + "unconvertibleMarker:"
            #expect(rows.contains { $0.contains(marker) }, "\(marker)")
        }
    }
}
