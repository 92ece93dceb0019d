import Coax
import Foundation
import Testing

@testable import CoaxInspector

/// The panel's JSONDecoder and LenientDecoder sections.
@Suite("Decoders in the panel")
struct DecodersReporterTests {
    static func node(_ json: String) throws -> JSONNode {
        try JSONDocument(parsing: json).root
    }

    @Test func twoSectionsNamedByTheirRuleSetWithARowPerType() throws {
        let report = DecodersReporter().report(for: try Self.node(#""12.90""#))
        #expect(report.sections.map(\.title) == ["JSONDecoder", "LenientDecoder"])
        #expect(report.sections.map(\.id) == [.jsonDecoder, .lenientDecoder])
        for section in report.sections {
            #expect(
                section.rows.map(\.name) == [
                    "Bool", "Int", "Int64", "UInt64", "Double", "Float", "Decimal", "String", "URL", "UUID",
                    "Date.seconds", "Date.millis", "Date.iso8601", "Date.rfc1123", "Date.twitter",
                ])
        }
        let double = report.sections[0].rows[4]
        #expect(double.value == "typeMismatch")
        #expect(double.reason == "Expected to decode Double but found a string instead.")
        #expect(double.folds)
        #expect(report.sections[1].rows[4].value == "12.9")
        #expect(report.sections[1].rows[4].reason == #""12.90" → 12.9 → Double 12.9"#)
        #expect(report.sections[1].rows[1].losesInformation)
        #expect(DecodersReporter().completion(for: try Self.node(#""12.90""#)) == nil)
    }

    @Test func onlyTheMostCommonErrorFolds() throws {
        let report = DecodersReporter().report(for: try Self.node("null"))
        let json = report.sections[0].rows
        #expect(json.filter(\.folds).allSatisfy { $0.value == "valueNotFound" })
        #expect(json.first { $0.name == "Bool" }?.folds == false)
        #expect(json.first { $0.name == "Bool" }?.value == "typeMismatch")
    }

    @Test func aLongStringIsFinishedByItsCompletion() throws {
        let text = "\"" + String(repeating: "lorem ipsum ", count: 2_000) + "\""
        let node = try Self.node(text)
        let reporter = DecodersReporter()
        let quick = reporter.report(for: node)
        #expect(quick.sections[0].rows.first { $0.name == "URL" }?.value == "…")
        #expect(quick.sections[0].notes == ["1 result needs the whole value: working…"])
        let finish = try #require(reporter.completion(for: node))
        let sections = finish()
        #expect(sections.map(\.id) == [.jsonDecoder, .lenientDecoder])
        #expect(sections.flatMap(\.rows).allSatisfy { $0.value != "…" })
        #expect(sections.flatMap(\.notes).isEmpty)
        #expect(sections[0].rows.first { $0.name == "URL" }?.value.hasPrefix("lorem%20ipsum") == true)
        #expect(sections[1].rows.first { $0.name == "Int" }?.value == "typeMismatch")
        #expect(reporter.completion(for: try Self.node("1")) == nil)
    }

    @Test func askingForAnotherValueStopsTheEarlierWork() throws {
        let node = try Self.node("\"" + String(repeating: "lorem ipsum ", count: 2_000) + "\"")
        let reporter = DecodersReporter()
        let finish = try #require(reporter.completion(for: node))
        // The selection moves on to a short value (a copy of the reporter shares the count).
        let copy = reporter
        #expect(copy.completion(for: try Self.node("1")) == nil)
        #expect(finish().flatMap(\.rows).contains { $0.value == "…" })
        // The latest request runs to the end.
        let again = try #require(reporter.completion(for: node))
        #expect(again().flatMap(\.rows).allSatisfy { $0.value != "…" })
    }

    @Test func theInspectorFinishesThePanelOnceTheKeysStop() throws {
        let text = #"{"short": "x", "long": ""# + String(repeating: "lorem ipsum ", count: 2_000) + #""}"#
        let harness = try Harness(text, rows: 40, columns: 120, openDepth: 2, reporter: DecodersReporter())
        harness.prompt(":", "long")
        // The first frame asks for the report; its slow part runs when the harness does pending work.
        _ = harness.screen
        #expect(harness.inspector.panel.completion != nil)
        #expect(harness.inspector.selectionReport?.sections[0].rows.first { $0.name == "URL" }?.value == "…")
        harness.inspector.finishPendingWork()
        #expect(harness.inspector.panel.completion == nil)
        let report = try #require(harness.inspector.selectionReport)
        #expect(report.sections[0].rows.first { $0.name == "URL" }?.value.hasPrefix("lorem%20ipsum") == true)
        #expect(harness.screen.contains("lorem%20ipsum"))
    }

    @Test func movingOnDropsTheUnfinishedWork() throws {
        let text = #"{"long": ""# + String(repeating: "lorem ipsum ", count: 2_000) + #"", "short": "x"}"#
        let harness = try Harness(text, rows: 40, columns: 120, openDepth: 2, reporter: DecodersReporter())
        harness.prompt(":", "long")
        _ = harness.screen
        #expect(harness.inspector.panel.completion != nil)
        _ = harness.inspector.handle(.character("j"))
        #expect(harness.inspector.panel.completion == nil)
        #expect(harness.path == "$.short")
        harness.inspector.finishPendingWork()
        #expect(harness.inspector.panel.completion == nil)
        #expect(!harness.screen.contains("working…"))
    }

    @Test func aPastedErrorShowsTheDecodersFirst() throws {
        let text = #"{"products": [{"price": 8.45}, {"price": "12.90"}]}"#
        let document = try JSONDocument(parsing: text)
        let inspector = Inspector(
            document: document, configuration: InspectorConfiguration(fileName: "shop.json", openDepth: 3),
            size: ScreenSize(rows: 24, columns: 80))
        inspector.finishPendingWork()
        struct Shop: Decodable {
            struct Product: Decodable { var price: Double }
            var products: [Product]
        }
        var printed = ""
        do { _ = try JSONDecoder().decode(Shop.self, from: Data(text.utf8)) } catch { printed = "\(error)" }
        for event in [InputEvent.character(":")] + printed.map(InputEvent.character) + [.key(.enter)] {
            inspector.handle(event)
        }
        inspector.finishPendingWork()
        #expect(inspector.selectionPath == "$.products[1].price")
        #expect(inspector.messageText == "JSONDecoder expected Double; this is a string: LenientDecoder reads 12.9")
        let grid = CellGrid(size: inspector.size)
        inspector.render(into: grid)
        let screen = grid.text
        #expect(screen.contains("\nJSONDecoder"))
        #expect(screen.contains(#"String        "12.90""#))
        // Scrolled to the decoders, the panel's title names them, not the first section.
        #expect(screen.contains(" JSONDecoder · lines "))
        #expect(!screen.contains("EBTExtractor rules · lines "))
    }
}
