import Coax
import Foundation
import Testing

@testable import CoaxInspector

/// The smaller defects seen in jless hands, each pinned.
@Suite("Smaller items")
struct InspectorSmallerItemsTests {
    @Test func semicolonAndOtherUnboundKeysExplainThemselves() throws {
        let harness = try Harness(#"{"a": 1}"#)
        harness.type(";")
        #expect(harness.inspector.messageText == "; is not a key: ? lists them")
        harness.press(.key(.function(2)))
        #expect(harness.inspector.messageText == "F2 is not a key: ? lists them")
    }

    @Test func aBadRecordsPanelIsItsErrorNotAStringsReadings() {
        let harness = Harness(
            jsonLines: "{\"a\": 1}\n{\"a\": oops}\n", name: "bad.jsonl",
            configuration: InspectorConfiguration(fileName: "bad.jsonl", theme: .monochrome), rows: 24, columns: 120)
        harness.type("]")
        let lines = harness.inspector.panelLines(width: 50).map(\.text)
        #expect(lines.first == "Bad record")
        #expect(lines.contains { $0.contains("bad.jsonl:2:7: error:") })
        #expect(!lines.contains { $0.hasPrefix("string ") }, "no kind and literal of the stand-in")
    }

    @Test func aWrappedOverlayLineGoesOnUnderItsText() {
        let inspectorText = String(repeating: "word ", count: 40)
        let harness = try! Harness(#"{"a": 1}"#, rows: 20, columns: 40)
        harness.inspector.showMessage("    " + inspectorText)
        harness.type("!")
        let content = OverlayContent(.message(scroll: 0), of: harness.inspector, width: 40)
        #expect(content.lines.count > 2)
        #expect(content.lines.dropFirst().allSatisfy { $0.text.hasPrefix("      ") }, "continuations are indented")
    }
}

@Suite("Paths from a collection name their document")
struct CollectionPathTests {
    @Test func pPrintsThePathWithItsDocumentAndTheCopyMessageNamesIt() {
        let harness = Harness(
            jsonLines: "{\"a\": 1}\n{\"a\": 2}\n", name: "two.jsonl",
            configuration: InspectorConfiguration(fileName: "two.jsonl", reporters: []), rows: 12, columns: 80)
        harness.prompt(":", "#2 a")
        #expect(harness.type("p") == [.quitPrinting("#2 $['a']")])
        #expect(harness.type("yp") == [.copy(".a")])
        #expect(harness.inspector.messageText == "copied dot path .a (in #2 two.jsonl:2)")
    }

    @Test func oneDocumentsPathsHaveNoPrefix() throws {
        let harness = try Harness(#"{"a": 1}"#)
        harness.prompt(":", "a")
        #expect(harness.type("p") == [.quitPrinting("$['a']")])
    }
}
