import Coax
import Foundation

@testable import CoaxInspector

/// Builds inspectors from JSON text and drives them like a user.
struct Harness {
    let inspector: Inspector

    init(
        _ text: String,
        rows: Int = 12,
        columns: Int = 60,
        openDepth: Int = 2,
        theme: Theme = .color,
        reporter: (any ValueReporting)? = nil,
        expander: (@Sendable (JSONDocument) -> ExpansionOutcome)? = DocumentExpansion.expand,
        drift: DriftAnalyzer? = nil
    ) throws {
        let document = try JSONDocument(parsing: text)
        let configuration = InspectorConfiguration(
            fileName: "test.json", theme: theme, openDepth: openDepth, reporters: reporter.map { [$0] } ?? [],
            expander: expander,
            drift: drift
        )
        inspector = Inspector(
            document: document, configuration: configuration, size: ScreenSize(rows: rows, columns: columns))
        inspector.finishPendingWork()
    }

    /// Drives an inspector made elsewhere.
    init(inspector: Inspector) {
        self.inspector = inspector
    }

    /// Types characters one by one (each a key press).
    @discardableResult
    func type(_ keys: String) -> [InspectorEffect] {
        var effects: [InspectorEffect] = []
        for character in keys {
            effects += inspector.handle(.character(character))
        }
        inspector.finishPendingWork()
        return effects
    }

    @discardableResult
    func press(_ event: InputEvent) -> [InspectorEffect] {
        let effects = inspector.handle(event)
        inspector.finishPendingWork()
        return effects
    }

    /// Types a line into the prompt opened by `opener` and submits it.
    func prompt(_ opener: Character, _ text: String) {
        press(.character(opener))
        for character in text { press(.character(character)) }
        press(.key(.enter))
    }

    var path: String { inspector.selectionPath }

    var grid: CellGrid {
        let grid = CellGrid(size: inspector.size)
        inspector.render(into: grid)
        return grid
    }

    var screen: String { grid.text }
}

/// A report with one lossy and one exact row, naming the value's kind.
struct FakeReporter: ValueReporting {
    func report(for node: JSONNode) -> ValueReport {
        ValueReport(sections: [
            ValueReport.Section(
                .coercions, title: "Coercions",
                rows: [
                    ValueReport.Row(
                        name: "integer", value: "8", reason: "\(node.kind) read as an integer prefix",
                        losesInformation: true),
                    ValueReport.Row(name: "string", value: "\"x\"", reason: "unchanged", losesInformation: false),
                ])
        ])
    }
}
