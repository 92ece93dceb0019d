import Coax
import Foundation
import Testing

@testable import CoaxInspector

/// The coercion panel on a small terminal (80×24): what a user sees without scrolling.
@Suite("Panel at 80×24")
struct PanelAtSmallSizeTests {
    static let sampleData = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SampleData").path

    static func typeDrift(rows: Int = 24, columns: Int = 80) throws -> Harness {
        let text = try String(contentsOfFile: sampleData + "/type-drift.json", encoding: .utf8)
        return try Harness(
            text, rows: rows, columns: columns, openDepth: 2,
            reporter: CoercionReporter(timeZone: TimeZone(identifier: "UTC")!))
    }

    /// The panel's rows (below the separator) as text.
    static func panel(_ harness: Harness) -> [String] {
        let layout = harness.inspector.layout
        guard let panel = layout.panel else { return [] }
        let grid = harness.grid
        return (panel.row..<(panel.row + panel.rows)).map { grid.line($0) }
    }

    /// The panel as text without trailing blanks.
    static func panelText(_ harness: Harness) -> String {
        var text = panel(harness).map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        while text.last?.isEmpty == true { text.removeLast() }
        return text.joined(separator: "\n")
    }

    /// Whether the panel shows a result row named `name` (after the `! ` or `  ` marker).
    static func hasRow(_ name: String, in harness: Harness) -> Bool {
        panel(harness).contains { $0.dropFirst(2).hasPrefix(name + "  ") }
    }

    @Test func thePanelStartsAtItsTopWhenTheSelectionChanges() throws {
        let harness = try Self.typeDrift()
        harness.prompt(":", "products[1].price")
        harness.press(.key(.tab))
        harness.press(.control("d"))
        #expect(harness.inspector.panel.scroll > 0)
        harness.press(.key(.tab))
        harness.type("j")
        #expect(harness.path == "$.products[1].in_stock")
        #expect(harness.inspector.panel.scroll == 0)
        let panel = Self.panel(harness)
        #expect(
            panel.contains { $0.hasPrefix("number") },
            "the kind and literal lead the panel:\n\(panel.joined(separator: "\n"))")
    }

    @Test func aNumberShowsIntegerDecimalStringAndDatesWithoutScrolling() throws {
        let harness = try Self.typeDrift()
        harness.prompt(":", "products[0].price")
        let panel = Self.panel(harness).joined(separator: "\n")
        for name in ["integer", "decimal", "string", "unix date", "unix date (ms)"] {
            #expect(Self.hasRow(name, in: harness), "\(name) is visible:\n\(panel)")
        }
        #expect(panel.contains("8.45"))
    }

    @Test func aStringShowsStringIntegerDecimalBoolAndDatesWithoutScrolling() throws {
        let harness = try Self.typeDrift()
        harness.prompt(":", "products[1].price")
        let panel = Self.panel(harness).joined(separator: "\n")
        for name in ["string", "integer", "decimal", "bool", "unix date", "unix date (ms)"] {
            #expect(Self.hasRow(name, in: harness), "\(name) is visible:\n\(panel)")
        }
    }

    @Test func anObjectFoldsItsFallbacksIntoOneLine() throws {
        let harness = try Self.typeDrift()
        harness.prompt(":", "products[0].vendor")
        let panel = Self.panel(harness)
        let text = panel.joined(separator: "\n")
        #expect(text.contains("2 members"))
        #expect(text.contains("dictionary"), "the reading that works is visible:\n\(text)")
        #expect(panel.filter { $0.contains("not numeric") }.count <= 1, "fallbacks are folded:\n\(text)")
    }

    @Test func fullReasonsAreOneKeyAway() throws {
        let harness = try Self.typeDrift(rows: 60, columns: 80)
        harness.prompt(":", "products[0].vendor")
        harness.type("r")
        let text = Self.panel(harness).joined(separator: "\n")
        #expect(text.contains("path"))
        #expect(text.contains("object (2 members) is not numeric → nil → 0"), "every reading in full:\n\(text)")
        harness.type("r")
        #expect(!Self.panel(harness).joined(separator: "\n").contains("→ nil → 0"))
    }

    /// A document whose `note` is a sentence of 1,799 bytes.
    static let longNote: String = {
        let words: [String] = (1...150).map { number in
            let digits = String(number)
            return "sentence" + String(repeating: "0", count: 3 - digits.count) + digits
        }
        return #"{"note": ""# + words.joined(separator: " ") + #"", "n": 1}"#
    }()

    @Test func aLongStringLeavesRoomForEveryReadingThatMattersAt80By24() throws {
        let harness = try Harness(
            Self.longNote, rows: 24, columns: 80, openDepth: 1,
            reporter: CoercionReporter(timeZone: TimeZone(identifier: "UTC")!))
        harness.type("j")
        #expect(harness.path == "$.note")
        let panel = Self.panel(harness)
        let text = panel.joined(separator: "\n")
        // The literal: its first line after the kind, continuations under it, at most three lines
        // in all, cut with … and its length.
        let literal = panel.dropFirst().prefix { $0.hasPrefix("string   ") || $0.hasPrefix("         ") }
        #expect((1...3).contains(literal.count), "the literal takes at most three lines:\n\(text)")
        #expect(literal.contains { $0.contains("…") }, "cut with …:\n\(text)")
        #expect(literal.contains { $0.contains("1,799 bytes") }, "with its length:\n\(text)")
        #expect(text.contains("first 1,024"), "the readings say they looked at the start only:\n\(text)")
        for name in ["string", "integer", "decimal", "bool", "unix date", "unix date (ms)"] {
            #expect(Self.hasRow(name, in: harness), "\(name) is visible without scrolling:\n\(text)")
        }
    }

    @Test func aCutLiteralGivesItsOwnLength() throws {
        let words = (0..<60).map { "w\($0)" }.joined(separator: " ")
        let digits = String(repeating: "7", count: 400)
        let harness = try Harness(
            #"{"s": "\#(words)", "n": \#(digits)}"#, rows: 24, columns: 80, openDepth: 1,
            reporter: CoercionReporter(timeZone: TimeZone(identifier: "UTC")!))
        harness.type("j")
        let string = Self.panel(harness).joined(separator: "\n")
        #expect(string.contains("\(words.utf8.count) bytes"), "the string's length:\n\(string)")
        harness.type("j")
        let number = Self.panel(harness).joined(separator: "\n")
        #expect(number.contains("400 bytes"), "the number literal's length:\n\(number)")
    }

    @Test func theCompactFormDoesNotRepeatALongStringAtTheStartOfEveryReason() throws {
        let harness = try Harness(
            Self.longNote, rows: 40, columns: 200, openDepth: 1,
            reporter: CoercionReporter(timeZone: TimeZone(identifier: "UTC")!))
        harness.type("j")
        let panel = Self.panel(harness)
        let quoting = panel.filter { $0.contains(#"sent…" "#) }
        #expect(quoting.isEmpty, "reasons start after the value they read:\n\(panel.joined(separator: "\n"))")
        #expect(panel.contains { $0.contains("→ trimmed") }, "\(panel.joined(separator: "\n"))")
    }

    @Test func aLongNumbersReasonsStartAfterIt() throws {
        let digits = String(repeating: "7", count: 400)
        let harness = try Harness(
            #"{"n": \#(digits)}"#, rows: 24, columns: 80, openDepth: 1,
            reporter: CoercionReporter(timeZone: TimeZone(identifier: "UTC")!))
        harness.type("j")
        let panel = Self.panel(harness)
        let quoting = panel.filter { $0.contains(String(repeating: "7", count: 30)) }
        // The literal's two lines and the string reading's value.
        #expect(quoting.count == 3, "reasons do not restate the number:\n\(panel.joined(separator: "\n"))")
        #expect(panel.contains { $0.contains("is outside") }, "\(panel.joined(separator: "\n"))")
    }

    // MARK: Snapshots at 80×24 (the nine panel rows)

    @Test func snapshotOfANumber() throws {
        let harness = try Self.typeDrift()
        harness.prompt(":", "products[0].price")
        #expect(
            Self.panelText(harness) == #"""
                 EBTExtractor rules · lines 1–8 of 16 · Tab: scroll · r: reasons
                number   8.45
                ! integer           8       truncated toward zero → 8 [truncated]
                  decimal           8.45    read exactly → 8.45
                  string            "8.45"  → "8.45"
                  unix date         1970-01-01T00:00:08.45Z  8.45 s → 1970-01-01T00:00:08.45Z
                  unix date (ms)    1970-01-01T00:00:00.00845Z  8.45 ÷ 1000 → 0.00845 s → 1970-…
                ! bool              true    truncated toward zero → 8 is non-zero → true [trunc…
                ! unsigned integer  8       truncated toward zero → 8 [truncated]
                """#)
    }

    @Test func snapshotOfAString() throws {
        let harness = try Self.typeDrift()
        harness.prompt(":", "products[1].price")
        #expect(
            Self.panelText(harness) == #"""
                 EBTExtractor rules · lines 1–8 of 16 · Tab: scroll · r: reasons
                string   "12.90"
                  string            "12.90"  is a string → unchanged
                ! integer           12       → integer prefix 12 [truncated]
                  decimal           12.9     → 12.9
                ! bool              true     → integer prefix 12 is non-zero → true [truncated]
                  unix date         1970-01-01T00:00:12.9Z  → 12.9 s → 1970-01-01T00:00:12.9Z
                  unix date (ms)    1970-01-01T00:00:00.0129Z  → 12.9 ÷ 1000 → 0.0129 s → 1970-…
                ! unsigned integer  12       → integer prefix 12 [truncated]
                """#)
    }

    @Test func snapshotOfAnObject() throws {
        let harness = try Self.typeDrift()
        harness.prompt(":", "products[0].vendor")
        #expect(
            Self.panelText(harness) == #"""
                 EBTExtractor rules · Tab: scroll · r: reasons
                object   2 members
                  dictionary  {"id":7,"name":"Kyoto Leaf Co."}  object (2 members) → itself
                ! 9 more: nil or a fallback — array, bool, integer, unsigned integer, number, s…
                EBTExtractor forced (fall back instead of nil)
                  forced dictionary  {"id":7,"name":"Kyoto Leaf Co."}  object (2 members) → its…
                ! 5 more: nil or a fallback — forced array, forced number, forced string, force…
                """#)
    }
}
