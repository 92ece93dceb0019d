import Coax
import Testing

@testable import CoaxInspector

/// What `p` and `--print-path` print for a key holding controls: a normalized path whose names
/// escape what JSON output escapes, which reads back as the same path.
@Suite struct InspectorPrintedPathTests {
    static let key = "a\u{9B}31mX\u{7F}\u{2028}"

    @Test func pPrintsANormalizedPathWithoutRawControls() throws {
        let harness = try Harness(#"{"a\u009b31mX\u007f\u2028": {"b": 1}}"#, rows: 8, columns: 40)
        harness.type("j")
        #expect(harness.inspector.tree.selectedNode.members?.first?.key == "b")
        let effects = harness.type("p")
        #expect(effects == [.quitPrinting(#"$['a\u009b31mX\u007f\u2028']"#)])
        let printed = harness.inspector.selectionPath(in: .normalized)
        #expect(printed == #"$['a\u009b31mX\u007f\u2028']"#)
        #expect(try JSONPath(parsing: printed) == JSONPath([.key(Self.key)]))
        // The library's normalized form stays exactly RFC 9535's.
        #expect(harness.inspector.tree.path(of: harness.inspector.tree.selection).normalized == "$['\(Self.key)']")
    }
}
