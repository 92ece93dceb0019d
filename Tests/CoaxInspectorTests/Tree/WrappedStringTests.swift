import Coax
import Testing

@testable import CoaxInspector

/// Long strings in the tree: `W` wraps the selected one over as many lines as it needs.
@Suite("Wrapped strings")
struct WrappedStringTests {
    static let words = (0..<120).map { "word\($0)" }.joined(separator: " ")
    static let text = #"{"before": 1, "long": "\#(words)", "after": true}"#

    /// The tree pane's rows as text.
    static func treeLines(_ harness: Harness) -> [String] {
        let pane = harness.inspector.layout.tree
        let grid = harness.grid
        return (pane.row..<(pane.row + pane.rows)).map {
            let line = grid.line($0)
            return String(line.prefix(pane.columns)).replacingOccurrences(
                of: " +$", with: "", options: .regularExpression)
        }
    }

    @Test func wWrapsTheSelectedStringAndWAgainPutsItBackOnOneLine() throws {
        let harness = try Harness(Self.text, rows: 40, columns: 100, openDepth: 1)
        harness.type("jj")
        #expect(Self.treeLines(harness).filter { $0.contains("word") }.count == 1)
        harness.type("W")
        let lines = Self.treeLines(harness)
        let wrapped = lines.filter { $0.contains("word") }
        #expect(wrapped.count > 5)
        #expect(wrapped.last?.hasSuffix("word119\"") == true, "the last line ends with the closing quote")
        // Every word is there, once, in order: nothing is cut.
        let shown = wrapped.joined(separator: " ").split(separator: " ").filter { $0.contains("word") }
        #expect(shown.count == 120)
        #expect(lines.contains { $0.contains("after: true") }, "the rows after it follow")
        harness.type("W")
        #expect(Self.treeLines(harness).filter { $0.contains("word") }.count == 1)
    }

    @Test func wrappedLinesFitTheWidthAndLineUpUnderTheText() throws {
        let harness = try Harness(Self.text, rows: 40, columns: 60, openDepth: 1)
        harness.type("jjW")
        let lines = Self.treeLines(harness).filter { $0.contains("word") }
        let column = try #require(lines.first?.firstIndex(of: "\"")).utf16Offset(in: lines[0])
        for line in lines.dropFirst() {
            #expect(TerminalText.width(of: line) <= 60)
            #expect(line.prefix(column + 1).allSatisfy { $0 == " " }, "continuations start under the text: \(line)")
        }
    }

    @Test func escapesAreNeverSplitAcrossLines() throws {
        let text = #"{"s": ""# + String(repeating: #"ab\n\u001b\"é"#, count: 40) + #""}"#
        let harness = try Harness(text, rows: 40, columns: 30, openDepth: 1)
        harness.type("jW")
        let lines = Self.treeLines(harness).filter { !$0.isEmpty }
        let joined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        #expect(joined.contains(String(repeating: #"ab\n\u001b\"é"#, count: 3)))
        for line in lines { #expect(!line.hasSuffix("\\"), "no line ends inside an escape: \(line)") }
    }

    @Test func jScrollsThroughAWrappedStringTallerThanTheScreenThenMovesOn() throws {
        let harness = try Harness(Self.text, rows: 8, columns: 40, openDepth: 1)
        harness.type("jjWzt")
        let rows = harness.inspector.treeRows
        let height = harness.inspector.tree.height(of: harness.inspector.tree.selection)
        #expect(height > rows)
        var steps = 0
        while harness.path == "$.long", steps < 200 {
            harness.type("j")
            steps += 1
        }
        #expect(harness.path == "$.after")
        #expect(steps == height - rows + 1, "one step per hidden line, then the next row")
        harness.type("k")
        #expect(harness.path == "$.long")
        #expect(Self.treeLines(harness).contains { $0.contains("word119") }, "k comes back to the string's end")
    }

    @Test func aHugeStringWrapsItsStartAndSaysHowLongItIs() throws {
        let long = String(repeating: "x", count: 3_000_000)
        let harness = try Harness(#"{"big": "\#(long)"}"#, rows: 20, columns: 80, openDepth: 1)
        harness.type("j")
        #expect(Self.treeLines(harness).first { $0.contains("big:") }?.hasSuffix("…") == true, "one line, cut")
        harness.type("W")
        let height = harness.inspector.tree.height(of: harness.inspector.tree.selection)
        #expect(height < WrappedString.byteLimit / 50, "only the start is wrapped")
        harness.type("G")
        #expect(harness.screen.contains("3,000,000 bytes in all: v opens the whole value"))
    }

    @Test func wOnANumberSaysItWrapsStrings() throws {
        let harness = try Harness(Self.text, rows: 20, columns: 60, openDepth: 1)
        harness.type("jW")
        #expect(harness.inspector.messages.current?.text.contains("W wraps strings") == true)
    }

    @Test func aClickOnAContinuationLineSelectsTheString() throws {
        let harness = try Harness(Self.text, rows: 40, columns: 100, openDepth: 1)
        harness.type("jjWg")
        harness.press(.mouse(MouseEvent(action: .press, row: 4, column: 20)))
        #expect(harness.path == "$.long")
    }
}
