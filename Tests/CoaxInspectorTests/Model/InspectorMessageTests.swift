import Coax
import Foundation
import Testing

@testable import CoaxInspector

/// Messages longer than the last line, and overlays that wrap instead of cutting.
@Suite("Inspector messages and overlays")
struct InspectorMessageTests {
    static let sampleData = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SampleData").path

    static func sample(_ name: String, rows: Int = 24, columns: Int = 80) throws -> Harness {
        let text = try String(contentsOfFile: sampleData + "/" + name, encoding: .utf8)
        return try Harness(text, rows: rows, columns: columns, openDepth: 2)
    }

    /// All the screen's text as one line of words, to look for a sentence whatever its wrapping.
    static func words(_ screen: String) -> String {
        screen.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "│" }).joined(separator: " ")
    }

    @Test func aMessageTooLongForTheLastLineIsReadableWholeWithBang() throws {
        let harness = try Self.sample("type-drift.json")
        harness.type("x")
        let message = try #require(harness.inspector.messages.current?.text)
        #expect(TerminalText.width(of: message) > 80, "the message is longer than the line: \(message)")
        let hintLine = harness.grid.line(23)
        #expect(hintLine.hasSuffix("… (! shows all)"), "the last line is cut and names the key: \(hintLine)")
        harness.type("!")
        #expect(Self.words(harness.screen).contains(Self.words(message)), "! shows it whole:\n\(harness.screen)")
        harness.type("q")
        #expect(harness.inspector.overlay == nil, "any other key closes the overlay, q does not quit")
    }

    @Test func bangWithNoMessageSaysSo() throws {
        let harness = try Self.sample("type-drift.json")
        harness.type("!")
        #expect(harness.inspector.overlay == nil)
        #expect(harness.inspector.messages.current?.text == "no message to show")
    }

    @Test func theWarningsOverlayWrapsEveryWarningWhole() throws {
        let harness = try Self.sample("jsonapi-blog.json")
        harness.type("w")
        let warnings = try #require(harness.inspector.expansion.document?.warnings)
        let long = try #require(warnings.first { TerminalText.width(of: $0) > 78 }, "a warning longer than a line")
        let text = Self.words(harness.screen)
        #expect(text.contains(Self.words(long)), "the long warning is there whole:\n\(harness.screen)")
    }

    @Test func theHelpWrapsMeaningsOnANarrowScreen() throws {
        let harness = try Harness(#"{"a": 1}"#, rows: 300, columns: 44)
        harness.type("?")
        let text = Self.words(harness.screen)
        for command in KeyMap.commands {
            #expect(text.contains(Self.words(command.meaning)), "help shows \(command.keys) whole")
        }
    }
}
