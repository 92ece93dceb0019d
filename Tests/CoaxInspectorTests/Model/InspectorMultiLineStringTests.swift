import Coax
import Testing

@testable import CoaxInspector

/// A string with newlines (a stack trace, a SQL query, a poem) can be read line by line.
@Suite("Multi-line strings")
struct InspectorMultiLineStringTests {
    static let text = #"{"trace": "Error: boom\n  at f (a.js:1)\n  at g (b.js:2)", "n": 1}"#

    @Test func wBreaksAtEveryNewline() throws {
        let harness = try Harness(Self.text, rows: 12, columns: 80, theme: .monochrome)
        harness.prompt(":", "trace")
        harness.type("W")
        let rows = harness.screen.split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.hasSuffix(#"trace: "Error: boom\n"#) })
        #expect(rows.contains { $0.trimmingCharacters(in: .whitespaces) == #"at f (a.js:1)\n"# })
        #expect(rows.contains { $0.trimmingCharacters(in: .whitespaces) == #"at g (b.js:2)""# })
    }

    @Test func capitalVShowsTheTextUnescapedToScrollThrough() throws {
        let harness = try Harness(Self.text, rows: 12, columns: 80, theme: .monochrome)
        harness.prompt(":", "trace")
        harness.type("V")
        #expect(harness.inspector.overlay == .string(scroll: 0))
        let screen = harness.screen
        #expect(screen.contains("$.trace as text"))
        #expect(screen.contains("Error: boom\n"))
        #expect(screen.contains("  at f (a.js:1)"))
        #expect(!screen.contains(#"\n"#))
        harness.type("q")
        #expect(harness.inspector.overlay == nil)
        harness.prompt(":", "n")
        harness.type("V")
        #expect(harness.inspector.messages.current?.isError == true)
    }

    @Test func vOpensAStringAsPlainText() throws {
        let harness = try Harness(Self.text, rows: 12, columns: 80)
        harness.prompt(":", "trace")
        #expect(
            harness.type("v") == [
                .openInEditor(text: "Error: boom\n  at f (a.js:1)\n  at g (b.js:2)", fileName: "trace.txt")
            ])
        harness.prompt(":", "n")
        #expect(harness.type("v") == [.openInEditor(text: "1", fileName: "n.json")])
    }
}
