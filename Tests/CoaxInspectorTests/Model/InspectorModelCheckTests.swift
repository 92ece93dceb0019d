import Coax
import Foundation
import Testing

@testable import CoaxInspector

/// The user's models in the inspector: `✗` marks, the panel's "your model" section first, `u`/`U`,
/// the `L` list, the status line's count, the `O` prompt, and the check of a followed file.
@Suite("Inspector checking your models")
struct InspectorModelCheckTests {
    static func configuration(
        model: ModelCheckSetup? = ModelFixture.setup, reporters: [any ValueReporting] = []
    ) -> InspectorConfiguration {
        var configuration = InspectorConfiguration(
            fileName: "products.jsonl", reporters: reporters, expander: nil, drift: nil)
        configuration.modelCheck = model
        configuration.modelLoader = { text in
            text == "Models.swift Product"
                ? .success(ModelFixture.setup)
                : .failure(ModelLoadFailure(message: "Models.swift:1:1: error: no type \(text)"))
        }
        return configuration
    }

    static func harness(model: ModelCheckSetup? = ModelFixture.setup, rows: Int = 24, columns: Int = 120) -> Harness {
        Harness(
            jsonLines: ModelFixture.lines, name: "products.jsonl", configuration: configuration(model: model),
            rows: rows, columns: columns)
    }

    private func rows(of harness: Harness) -> [String] {
        harness.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The panel's rows, trailing blanks cut.
    private func panelRows(_ harness: Harness) throws -> [String] {
        let grid = harness.grid
        let panel = try #require(harness.inspector.layout.panel)
        return (panel.row..<(panel.row + panel.rows)).map {
            String(grid.line($0).dropFirst(panel.column))
                .replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
    }

    @Test("✗ marks each failing document's row, in the error colour, and no other")
    func marksFailingDocuments() throws {
        let harness = Self.harness()
        let grid = harness.grid
        let rows = rows(of: harness)
        for number in 1...5 {
            let row = try #require(rows.firstIndex { $0.contains("#\(number) ") && $0.contains("products.jsonl") })
            let marked = number != 1
            #expect(rows[row].hasPrefix("✗") == marked, "#\(number)")
            if marked { #expect(grid.cell(row: row, column: 0)?.style.role == .error) }
        }
    }

    @Test("u selects each failing value in turn, wrapping; U goes back; the message names the error")
    func nextAndPreviousFailure() {
        let harness = Self.harness()
        harness.type("u")
        #expect(harness.inspector.selectionDocumentPrefix + harness.path == "#2 $.price")
        #expect(
            harness.inspector.messageText
                == "failure 1 of 4 (#2): Product.price: Double → typeMismatch: Expected to decode Double but found a string instead."
        )
        harness.type("u")
        #expect(harness.inspector.selectionDocumentPrefix + harness.path == "#3 $")
        harness.type("2u")
        #expect(harness.inspector.selectionDocumentPrefix + harness.path == "#5 $.price")
        harness.type("u")
        #expect(harness.inspector.selectionDocumentPrefix + harness.path == "#2 $.price")
        #expect(harness.inspector.messageText?.hasSuffix("(wrapped to the top)") == true)
        harness.type("U")
        #expect(harness.inspector.selectionDocumentPrefix + harness.path == "#5 $.price")
        harness.type("U")
        #expect(harness.inspector.selectionDocumentPrefix + harness.path == "#4 $.tags[1]")
        // The failing value itself carries the mark once its document is open.
        let row = rows(of: harness).first { $0.contains("1: null") }
        #expect(row?.hasPrefix("✗") == true)
    }

    @Test("the panel starts with your model: the error, LenientDecoder and the change, before the coercions")
    func panelSectionFirst() throws {
        let harness = Self.harness(columns: 160)
        harness.type("u")
        let panel = try panelRows(harness)
        #expect(panel.count > 5)
        #expect(panel[1] == "your model")
        #expect(panel[2].hasPrefix("Product.price: Double → typeMismatch: Expected to decode Double"))
        #expect(panel.contains("  codingPath      price"))
        #expect(panel.contains("  LenientDecoder  decodes"))
        #expect(
            panel.contains {
                $0.hasPrefix(
                    "  change          Product.price: `let price: Double` → `let price: NumberOrText<Double>?`")
            })
        // On another value of the same document, one line saying where it fails.
        harness.type("k")
        #expect(
            try panelRows(harness)[2]
                == "this document fails to decode as Product at $.price (typeMismatch); u goes there")
    }

    @Test("the status line counts the failing documents")
    func statusCount() {
        let harness = Self.harness()
        let status = rows(of: harness)[harness.inspector.size.rows - 2]
        #expect(status.contains("✗ 4 of 5 fail Product (L lists)"))
        // Narrower, the count stays and the words go first.
        let narrow = Self.harness(columns: 70)
        #expect(rows(of: narrow)[narrow.inspector.size.rows - 2].contains("✗ 4 of 5 fail"))
    }

    @Test("L lists the failures grouped as coax decode's report; Enter jumps to a document's failing value")
    func list() throws {
        let harness = Self.harness()
        harness.type("L")
        let screen = harness.screen
        #expect(screen.contains("4 of 5 documents fail to decode as Product"))
        #expect(screen.contains("$.price  typeMismatch (Double): 2 documents"))
        #expect(screen.contains("$.tags[*]  valueNotFound (String): 1 document"))
        #expect(screen.contains("#5  products.jsonl:5  $.price"))
        // Down to the second document of the first group and Enter.
        let lines = harness.inspector.modelFailureListLines
        let target = try #require(lines.firstIndex { $0.text.hasPrefix("  #5 ") })
        for _ in 0..<target { harness.type("j") }
        harness.press(.key(.enter))
        #expect(harness.inspector.overlay == nil)
        #expect(harness.inspector.selectionDocumentPrefix + harness.path == "#5 $.price")
    }

    @Test("O loads a model while running; a model that does not read says why and changes nothing")
    func promptLoadsModel() {
        let harness = Self.harness(model: nil)
        #expect(!harness.screen.contains("✗"))
        harness.type("u")
        #expect(harness.inspector.messageText == "no model to check against: O loads one (Models.swift Product)")
        harness.prompt("O", "Models.swift Nothing")
        #expect(harness.inspector.messageText == "Models.swift:1:1: error: no type Models.swift Nothing")
        #expect(harness.inspector.modelCheck == nil)
        harness.prompt("O", "Models.swift Product")
        #expect(harness.screen.contains("✗ 4 of 5 fail Product"))
        #expect(rows(of: harness).filter { $0.hasPrefix("✗") }.count == 4)
        // An empty line drops the model.
        harness.press(.character("O"))
        harness.press(.key(.enter))
        #expect(harness.inspector.modelCheck == nil)
        #expect(harness.inspector.messageText == "no model: the marks are gone")
        #expect(!harness.screen.contains("✗"))
    }

    @Test("one document: the failing value is marked and u goes to it")
    func oneDocument() throws {
        let document = try JSONDocument(parsing: #"{"id": 1, "price": 2, "tags": ["a", 3]}"#)
        var configuration = Self.configuration()
        configuration.openDepth = 3
        let inspector = Inspector(
            document: document, configuration: configuration, size: ScreenSize(rows: 16, columns: 100))
        inspector.finishPendingWork()
        let harness = Harness(inspector: inspector)
        let marked = rows(of: harness).filter { $0.hasPrefix("✗") }
        #expect(marked.count == 2, "the root and the failing value")
        #expect(marked.contains { $0.contains("1: 3") })
        harness.type("u")
        #expect(harness.path == "$.tags[1]")
        #expect(harness.screen.contains("✗ 1 of 1 fail Product"))
    }

    @Test("a followed file: documents are checked as they arrive, and the count says so far")
    func followedFile() throws {
        let followed = try FollowedJSONLines(
            #"{"id": 1, "price": 1, "tags": []}"# + "\n", rows: 14, columns: 120,
            configuration: { _ in Self.configuration() })
        #expect(followed.run { followed.inspector.modelCheck?.hasUpdate == true })
        #expect(followed.harness.screen.contains("✗ 0 of 1 fail Product so far"))
        try followed.append(#"{"id": 2, "price": "2", "tags": []}"# + "\n")
        #expect(followed.run { followed.inspector.modelCheck?.verdicts.checkedCount == 2 })
        #expect(followed.harness.screen.contains("✗ 1 of 2 fail Product so far"))
        #expect(rows(of: followed.harness).contains { $0.hasPrefix("✗") && $0.contains("#2 ") })
    }
}
