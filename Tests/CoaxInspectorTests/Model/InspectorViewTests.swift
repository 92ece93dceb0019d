import Coax
import Foundation
import Testing

@testable import CoaxInspector

@Suite("Inspector expanded view, panel and copy")
struct InspectorViewTests {
    static let text = #"{"data": [{"id": "1", "author": "7"}], "included": [{"id": "7", "name": "Ada"}]}"#

    /// A stand-in expansion that inlines the author, shaped like JSON:API's expanded output.
    static func expander(_ document: JSONDocument) -> ExpansionOutcome {
        let value: JSONValue = ["data": [["id": "1", "author": ["id": "7", "name": "Ada"]]]]
        return .expanded(
            ExpandedDocument(document: JSONDocument(value), formatName: "JSON:API", warnings: ["$.included[0]: unused"])
        )
    }

    @Test func togglingTheViewKeepsTheSelectionByPath() throws {
        let harness = try Harness(Self.text, rows: 20, openDepth: 1, expander: Self.expander)
        harness.prompt(":", "data[0].author")
        harness.type("x")
        #expect(harness.inspector.view == .expanded)
        #expect(harness.path == "$.data[0].author")
        #expect(harness.inspector.tree.selectedNode.kind == .object)
        #expect(harness.inspector.messages.current?.text == "expanded view (JSON:API), 1 warning: w lists them")
        harness.type("l")
        harness.type("j")
        #expect(harness.path == "$.data[0].author.id")
        harness.type("x")
        #expect(harness.inspector.view == .document)
        #expect(harness.path == "$.data[0].author", "the nearest existing value in the document")
        #expect(harness.inspector.messages.current?.text.contains("nearest") == true)
    }

    @Test func expandingRunsInTheBackgroundAndEscStopsIt() throws {
        let harness = try Harness(Self.text, rows: 20, openDepth: 1, expander: Self.expander)
        let effects = harness.inspector.handle(.character("x"))
        #expect(effects.isEmpty)
        #expect(harness.inspector.view == .document, "the key returns before the expansion is made")
        #expect(harness.inspector.messages.current?.text == "expanding the document… (Esc stops)")
        #expect(harness.inspector.hasPendingWork)
        #expect(harness.inspector.handle(.key(.escape)).isEmpty, "Esc stops the expansion instead of quitting")
        #expect(harness.inspector.messages.current?.text == "expansion stopped")
        #expect(!harness.inspector.hasPendingWork)
        harness.type("x")
        #expect(harness.inspector.view == .expanded)
    }

    @Test func warningsAreListed() throws {
        let harness = try Harness(Self.text, rows: 20, columns: 60, expander: Self.expander)
        harness.type("w")
        #expect(harness.inspector.overlay == .warnings(scroll: 0))
        #expect(harness.screen.contains("$.included[0]: unused"))
        harness.type("z")
        #expect(harness.inspector.overlay == nil)
    }

    @Test func aDocumentWithoutExpansionSaysSo() throws {
        let harness = try Harness(Self.text, expander: { _ in .unavailable("neither links templates nor JSON:API") })
        harness.type("x")
        #expect(harness.inspector.view == .document)
        #expect(
            harness.inspector.messages.current
                == StatusMessage("no expanded view: neither links templates nor JSON:API", isError: true))
    }

    @Test func copyingGivesThePathAndTheValue() throws {
        let harness = try Harness(Self.text, rows: 20, openDepth: 3)
        harness.prompt(":", "included[0]")
        #expect(harness.type("yp") == [.copy(".included[0]")])
        #expect(harness.inspector.messages.current?.text == "copied dot path .included[0]")
        #expect(harness.type("yy") == [.copy("{\n  \"id\": \"7\",\n  \"name\": \"Ada\"\n}")])
        let value = harness.type("Y")
        #expect(value == [.copy("{\n  \"id\": \"7\",\n  \"name\": \"Ada\"\n}")])
        #expect(harness.inspector.messages.current?.text == "copied value of $.included[0] (32 bytes)")
    }

    @Test func everyPathSyntaxHasItsOwnCopyKey() throws {
        let harness = try Harness(#"{"statuses": [{"user": {"screen name": "ada", "id": 7}}]}"#, rows: 20, openDepth: 4)
        harness.prompt(":", "$.statuses[0].user['screen name']")
        // jless's keys first, then Coax's other forms.
        let expected: [(String, String, String)] = [
            ("yp", #".statuses[0].user["screen name"]"#, "copied dot path"),
            ("yb", #"["statuses"][0]["user"]["screen name"]"#, "copied bracket path"),
            ("yq", #".statuses[].user["screen name"]"#, "copied jq path"),
            ("y$", #"$.statuses[0].user["screen name"]"#, "copied JSONPath"),
            ("yn", "$['statuses'][0]['user']['screen name']", "copied normalized path"),
            ("y/", "/statuses/0/user/screen name", "copied JSON Pointer"),
        ]
        for (keys, text, message) in expected {
            #expect(harness.type(keys) == [.copy(text)], "\(keys)")
            #expect(harness.inspector.messages.current?.text == "\(message) \(text)", "\(keys)")
        }
        #expect(harness.type("yy") == [.copy(#""ada""#)])
        #expect(harness.type("yv") == [.copy(#""ada""#)])
        #expect(harness.type("ys") == [.copy("ada")], "the string's text, unescaped")
        #expect(harness.type("yk") == [.copy("screen name")])
        #expect(harness.type("Y") == [.copy(#""ada""#)])
    }

    @Test func osc52IsWrappedForTmux() {
        let plain = String(decoding: Clipboard.sequence(for: "$.a", insideTmux: false), as: UTF8.self)
        #expect(plain == "\u{1b}]52;c;JC5h\u{7}")
        let wrapped = String(decoding: Clipboard.sequence(for: "$.a", insideTmux: true), as: UTF8.self)
        #expect(wrapped == plain + "\u{1b}Ptmux;\u{1b}\u{1b}]52;c;JC5h\u{7}\u{1b}\\")
    }

    @Test func tabFocusesThePanelWhichScrolls() throws {
        let harness = try Harness(Self.text, rows: 8, columns: 100, openDepth: 3, reporter: FakeReporter())
        harness.type("r")
        harness.press(.key(.tab))
        #expect(harness.inspector.focus == .panel)
        harness.type("j")
        #expect(harness.inspector.panel.scroll == 1)
        #expect(harness.path == "$", "the selection does not move while the panel has the focus")
        harness.press(.key(.tab))
        #expect(harness.inspector.focus == .tree)
    }

    @Test func helpListsEveryKeyAndAnyKeyClosesIt() throws {
        let harness = try Harness(Self.text, rows: 40, columns: 80)
        harness.type("?")
        let screen = harness.screen
        for entry in KeyMap.helpLines.prefix(20) {
            #expect(screen.contains(entry.meaning), "help shows \(entry.keys)")
        }
        harness.press(.resize(ScreenSize(rows: 12, columns: 80)))
        harness.type("j")
        #expect(harness.inspector.overlay == .help(scroll: 1))
        harness.type("q")
        #expect(harness.inspector.overlay == nil)
    }
}

@Suite("Inspector expanded view of real documents")
struct InspectorExpandedDocumentTests {
    static let sampleData = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SampleData")

    private func harness(_ name: String) throws -> Harness {
        let text = try String(contentsOf: Self.sampleData.appendingPathComponent(name), encoding: .utf8)
        return try Harness(text, rows: 30, columns: 100, openDepth: 2)
    }

    @Test func jsonAPIExpansionKeepsTheSelectedArticle() throws {
        let harness = try harness("jsonapi-blog.json")
        harness.prompt(":", "data[0].id")
        harness.type("x")
        #expect(harness.inspector.view == .expanded)
        #expect(harness.path == "$.data[0].id")
        #expect(harness.inspector.messages.current?.text.hasPrefix("expanded view (JSON:API)") == true)
        harness.prompt(":", "data[0].author.name")
        #expect(harness.inspector.tree.selectedNode.string == "Dana Hollis")
        harness.type("x")
        #expect(harness.inspector.view == .document)
        #expect(harness.path == "$.data[0]", "the document has no author.name under the article")
    }

    @Test func linksExpansionIsDetected() throws {
        let harness = try harness("jte-example-1.json")
        harness.type("x")
        #expect(harness.inspector.view == .expanded)
        #expect(harness.inspector.messages.current?.text.hasPrefix("expanded view (URL-template links)") == true)
    }

    @Test func aPlainDocumentHasNoExpandedView() throws {
        let harness = try harness("type-drift.json")
        harness.type("x")
        #expect(harness.inspector.view == .document)
        #expect(harness.inspector.messages.current?.text.hasPrefix("no expanded view: the document is neither") == true)
    }
}

@Suite("Coercion panel")
struct CoercionPanelTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current

    @Test func everyCoercionHasARowWithItsReason() throws {
        let report = CoercionReporter(timeZone: Self.utc).report(for: try JSONDocument(parsing: "5.94").root)
        #expect(
            report.sections.map(\.title) == ["EBTExtractor rules", "EBTExtractor forced (fall back instead of nil)"])
        let names = report.sections.flatMap(\.rows).map(\.name)
        #expect(
            names.starts(with: [
                "integer", "decimal", "string", "unix date", "unix date (ms)", "bool", "unsigned integer", "number",
                "array", "dictionary",
            ]), "a number's most useful readings come first")
        let integer = try #require(report.sections[0].rows.first { $0.name == "integer" })
        #expect(integer.value == "5")
        #expect(integer.losesInformation)
        #expect(integer.reason.contains("truncated"))
        let string = try #require(report.sections[0].rows.first { $0.name == "string" })
        #expect(!string.losesInformation)
    }

    @Test func datesAreAlsoShownInLocalTime() throws {
        let reporter = CoercionReporter(timeZone: TimeZone(identifier: "Europe/Paris") ?? Self.utc)
        let report = reporter.report(for: try JSONDocument(parsing: "1415162234").root)
        let date = try #require(report.sections[0].rows.first { $0.name == "unix date" })
        #expect(date.value == "2014-11-05T04:37:14Z")
        #expect(date.details == ["local time 2014-11-05T05:37:14+01:00 (Europe/Paris)"])
    }

    @Test func arraysGetTypedArraysWithinTheElementLimit() throws {
        let text = "[" + (0..<5_000).map { "\"\($0)\"" }.joined(separator: ",") + "]"
        let report = CoercionReporter(elementLimit: 10).report(for: try JSONDocument(parsing: text).root)
        #expect(report.sections.map(\.title).contains("EBTExtractor typed arrays"))
        let numbers = try #require(report.sections.flatMap(\.rows).first { $0.name == "array of numbers" })
        #expect(numbers.value.hasPrefix("[0,1,2"))
    }

    @Test func thePanelFlagsLossyRowsWithAMarkAndTheLossyRole() throws {
        let harness = try Harness(
            #"{"price": "8.45"}"#, rows: 30, columns: 110, reporter: CoercionReporter(timeZone: Self.utc))
        harness.type("j")
        let grid = harness.grid
        let lines = (0..<grid.size.rows).map { grid.line($0) }
        let integerRow = try #require(lines.firstIndex { $0.contains("│! integer") })
        let column = try #require(lines[integerRow].firstIndex(of: "!")).utf16Offset(in: lines[integerRow])
        let markerColumn = TerminalText.width(of: String(lines[integerRow].prefix(column)))
        #expect(grid.cell(row: integerRow, column: markerColumn)?.style.role == .lossy)
        #expect(lines.contains { $0.contains("string   \"8.45\"") })
        #expect(lines.contains { $0.contains("→ integer prefix 8") })
    }
}
