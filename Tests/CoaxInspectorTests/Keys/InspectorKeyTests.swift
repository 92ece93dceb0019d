import Coax
import Testing

@testable import CoaxInspector

/// The keys a jless or fx user's hands expect: counts, `z` sequences, line scrolling, printing,
/// and Esc that never quits.
@Suite("Inspector keys: counts, sequences and Esc")
struct InspectorKeyTests {
    /// 40 elements, each an object of two members, so rows and depths are easy to count.
    static let list = "[" + (0..<40).map { #"{"id": \#($0), "tags": [\#($0), "t"]}"# }.joined(separator: ",") + "]"

    @Test func escAtTheTopLevelNeverQuits() throws {
        let harness = try Harness(Self.list, openDepth: 1)
        #expect(harness.press(.key(.escape)).isEmpty)
        harness.type("jj")
        #expect(harness.press(.key(.escape)).isEmpty)
        #expect(harness.path == "$[1]", "Esc keeps the selection")
    }

    @Test func qAndCtrlCStillQuit() throws {
        let harness = try Harness(Self.list)
        #expect(harness.type("q") == [.quit])
        #expect(harness.press(.control("c")) == [.quit])
    }

    @Test func aCountMovesThatManyRowsWithoutOpeningAnything() throws {
        let harness = try Harness(Self.list, rows: 30, columns: 60, openDepth: 1)
        let before = harness.inspector.tree.lines.total
        harness.type("5j")
        #expect(harness.path == "$[4]")
        #expect(harness.inspector.tree.lines.total == before, "digits no longer show N levels")
        harness.type("3k")
        #expect(harness.path == "$[1]")
        harness.type("12j")
        #expect(harness.path == "$[13]")
    }

    @Test func longCountedMovesJumpThroughTheLineIndex() throws {
        let text = "[" + String(repeating: "1,", count: 199_999) + "1]"
        let harness = try Harness(text, rows: 30, columns: 80, openDepth: 1)
        harness.type("150000j")
        #expect(harness.path == "$[149999]")
        #expect(harness.inspector.tree.selectedLine == 150_001)
        harness.type("100000k")
        #expect(harness.path == "$[49999]")
        harness.type("199000G")
        #expect(harness.path == "$[198998]")
        harness.type("9999999j")
        #expect(harness.path == "$[199999]", "a count past the end stops at the last row")
    }

    @Test func aCountRepeatsSiblingMoves() throws {
        let harness = try Harness(Self.list, rows: 30, columns: 60, openDepth: 3)
        harness.type("j")
        #expect(harness.path == "$[0]")
        harness.type("2J")
        #expect(harness.path == "$[2]", "J skips the open subtrees of its siblings")
        harness.type("2K")
        #expect(harness.path == "$[0]")
    }

    @Test func aCountBeforeGGoesToThatLine() throws {
        let harness = try Harness(Self.list, rows: 30, columns: 60, openDepth: 1)
        harness.type("10G")
        #expect(harness.inspector.tree.selectedLine == 10)
        #expect(harness.path == "$[8]")
        harness.type("G")
        #expect(harness.path == "$[39]", "without a count, G goes to the last row")
        harness.type("1G")
        #expect(harness.path == "$")
        harness.type("999G")
        #expect(harness.path == "$[39]", "a line past the end goes to the last row")
    }

    @Test func aCountBeforeDShowsThatManyLevels() throws {
        let harness = try Harness(Self.list, rows: 30, columns: 60, openDepth: 1)
        harness.type("2d")
        #expect(harness.inspector.tree.lines.total == 1 + 40 + 80)
        harness.type("1d")
        #expect(harness.inspector.tree.lines.total == 41)
        harness.type("3d")
        #expect(harness.inspector.tree.lines.total == 1 + 40 + 80 + 80)
        harness.type("d")
        #expect(harness.inspector.messages.current?.text.contains("3d") == true, "d alone explains itself")
    }

    @Test func zzZtAndZbPutTheSelectionInTheMiddleTopAndBottom() throws {
        let harness = try Harness(Self.list, rows: 14, columns: 60, openDepth: 1)
        let rows = harness.inspector.treeRows
        harness.type("20j")
        let tree = harness.inspector.tree
        harness.type("zt")
        #expect(tree.rowOffset(of: tree.selection, from: tree.top, limit: rows) == 0)
        harness.type("zb")
        #expect(tree.rowOffset(of: tree.selection, from: tree.top, limit: rows) == rows - 1)
        harness.type("zz")
        #expect(tree.rowOffset(of: tree.selection, from: tree.top, limit: rows) == (rows - 1) / 2)
        #expect(harness.path == "$[19]", "z keys never move the selection")
    }

    @Test func ctrlEAndCtrlYScrollOneLineKeepingTheSelectionOnScreen() throws {
        let harness = try Harness(Self.list, rows: 14, columns: 60, openDepth: 1)
        harness.type("5j")
        harness.press(.control("e"))
        #expect(harness.inspector.tree.top.ordinal == 0 && harness.inspector.tree.top.depth == 1)
        #expect(harness.path == "$[4]")
        harness.type("3")
        harness.press(.control("e"))
        #expect(harness.inspector.tree.top.ordinal == 3)
        harness.press(.control("y"))
        #expect(harness.inspector.tree.top.ordinal == 2)
        harness.type("9")
        harness.press(.control("e"))
        #expect(harness.path == "$[11]", "the selection is carried when it would leave the screen")
    }

    @Test func pPrintsThePathAndPPrintsTheValueAndBothQuit() throws {
        let harness = try Harness(#"{"a": {"b": [1, 2.50]}}"#, openDepth: 9)
        harness.type("jj")
        #expect(harness.type("p") == [.quitPrinting("$['a']['b']")])
        #expect(harness.type("P") == [.quitPrinting("[\n  1,\n  2.50\n]")])
    }

    @Test func escCancelsACountOrAStartedSequence() throws {
        let harness = try Harness(Self.list, rows: 30, columns: 60, openDepth: 1)
        harness.type("5")
        harness.press(.key(.escape))
        harness.type("j")
        #expect(harness.path == "$[0]")
        harness.type("z")
        harness.press(.key(.escape))
        harness.type("j")
        #expect(harness.path == "$[1]")
    }

    @Test func aPendingCountOrSequenceIsShownAndAnUnknownSequenceIsNamed() throws {
        let harness = try Harness(Self.list, rows: 30, columns: 100, openDepth: 1)
        harness.type("12")
        #expect(harness.screen.contains("12"))
        harness.press(.key(.escape))
        harness.type("z")
        #expect(harness.screen.contains("zz middle"))
        harness.type("x")
        #expect(harness.inspector.messages.current?.text.contains("z x") == true)
        #expect(harness.inspector.view == .document, "the x of an unknown sequence is not a key of its own")
    }

    @Test func noKeySequenceIsAPrefixOfAnother() {
        let sequences = KeyMap.commands.flatMap(\.sequences)
        #expect(Set(sequences).count == sequences.count, "no sequence is bound twice")
        for sequence in sequences {
            for other in sequences where other.count > sequence.count {
                #expect(Array(other.prefix(sequence.count)) != sequence, "\(sequence) is a prefix of \(other)")
            }
        }
    }
}
