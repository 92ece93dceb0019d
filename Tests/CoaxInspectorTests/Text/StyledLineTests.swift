import Testing

@testable import CoaxInspector

@Suite("Lines cut by display width")
struct StyledLineTests {
    @Test func textThatFitsIsKept() {
        var line = StyledLine(capacity: 5)
        line.append("abcde", style: .plain)
        #expect(line.text == "abcde")
        #expect(!line.isCut)
    }

    @Test func longTextEndsWithAnEllipsisWithinTheWidth() {
        var line = StyledLine(capacity: 5)
        line.append("abcdef", style: .plain)
        #expect(line.text == "abcd…")
        #expect(line.isCut)
    }

    @Test func aWideCharacterThatWouldStraddleTheEdgeIsDropped() {
        var line = StyledLine(capacity: 6)
        line.append("ab界界界", style: .plain)
        #expect(line.text == "ab界…")
        #expect(TerminalText.width(of: line.text) == 5)
    }

    @Test func escapesTakeTheEscapeRole() {
        var line = StyledLine(capacity: 20)
        line.append("a\u{1b}", style: CellStyle(role: .string))
        #expect(line.cells.map(\.style.role) == [.string] + Array(repeating: .escape, count: 6))
    }

    @Test func zeroCapacityDrawsNothing() {
        var line = StyledLine(capacity: 0)
        line.append("abc", style: .plain)
        #expect(line.cells.isEmpty)
    }

    @Test func padFillsToTheWidth() {
        var line = StyledLine(capacity: 4)
        line.append("a", style: .plain)
        line.pad(to: 10)
        #expect(line.width == 4)
    }

    @Test func wrapBreaksAtSpacesAndHardBreaksLongWords() {
        #expect(
            TextWrap.lines("trimmed to 21.5 then integer prefix 21", width: 16) == [
                "trimmed to 21.5", "then integer", "prefix 21",
            ])
        #expect(TextWrap.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWrap.lines("", width: 4) == [""])
    }

    @Test func fittedTextKeepingTheEndCutsItsStart() {
        #expect(FittedText.fit("$.data[12].attributes.title", width: 12, keeping: .end) == "…butes.title")
        #expect(FittedText.fit("short", width: 12, keeping: .end) == "short")
        #expect(FittedText.fit("x", width: 0, keeping: .end) == "")
    }

    @Test func fittedTextKeepingTheStartCutsItsEnd() {
        #expect(FittedText.fit("$..[?@.retweet_count > 10]", width: 12, keeping: .start) == "$..[?@.retw…")
        #expect(FittedText.fit("abcdef", width: 4, keeping: .start) == "abc…")
        #expect(FittedText.fit("short", width: 12, keeping: .start) == "short")
        #expect(FittedText.fit("x", width: 0, keeping: .start) == "")
    }
}
