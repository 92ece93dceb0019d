import Foundation
import Testing

@testable import CoaxInspector

/// `docs/inspector.md` lists exactly the keys the binary has.
@Suite("Key documentation")
struct KeyDocumentationTests {
    static let documentPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/inspector.md").path

    /// The key tables as `docs/inspector.md` must show them: one per help group.
    static var expectedTables: String {
        KeyCommand.Group.allCases.map { group in
            let rows = KeyMap.commands.filter { $0.group == group }.map { command in
                let keys = command.keys.components(separatedBy: "  ").map { "`\($0)`" }.joined(separator: " ")
                return "| \(keys) | \(command.meaning) |"
            }
            return (["**\(group.rawValue)**", "", "| Keys | What they do |", "|---|---|"] + rows).joined(
                separator: "\n")
        }.joined(separator: "\n\n")
    }

    @Test func theDocumentedKeyTablesAreTheKeyMap() throws {
        let text = try String(contentsOfFile: Self.documentPath, encoding: .utf8)
        #expect(
            text.contains(Self.expectedTables),
            "docs/inspector.md should contain these tables (generated from KeyMap.commands):\n\(Self.expectedTables)")
    }
}
