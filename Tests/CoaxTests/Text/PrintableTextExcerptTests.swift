import CoaxSamples
import Testing

@testable import Coax

/// The excerpt of a long source line under a diagnostic: it looks only at the scalars near the
/// caret, yet shows exactly what a walk over the whole line would.
@Suite struct PrintableTextExcerptTests {
    /// The rule spelled out over the whole line: every scalar becomes a piece, and the window
    /// grows from the caret's piece, alternately left and right, while it fits the width.
    static func wholeLineExcerpt(of line: String, column: Int, width: Int) -> (line: String, caretColumn: Int) {
        let pieces: [(text: String, columns: Int)] = line.unicodeScalars.map { scalar in
            if scalar == "\t" { return (" ", 1) }
            if PrintableText.needsEscape(scalar) {
                let text = PrintableText.escaped(String(scalar))
                return (text, text.count)
            }
            return (String(scalar), PrintableText.columns(of: scalar))
        }
        let budget = max(width, 10)
        let target = max(0, min(column - 1, pieces.count))
        var lower = target
        var upper = target
        var used = target < pieces.count ? pieces[target].columns : 1
        var leftTurn = true
        while true {
            let left = lower > 0 && used + pieces[lower - 1].columns <= budget
            let right = upper + 1 < pieces.count && used + pieces[upper + 1].columns <= budget
            guard left || right else { break }
            if (leftTurn && left) || !right {
                lower -= 1
                used += pieces[lower].columns
            } else {
                upper += 1
                used += pieces[upper].columns
            }
            leftTurn.toggle()
        }
        let shown = pieces.indices.filter { $0 >= lower && $0 <= min(upper, pieces.count - 1) }
        let prefix = lower > 0 ? "…" : ""
        let suffix = min(upper, pieces.count - 1) < pieces.count - 1 ? "…" : ""
        let caret = prefix.count + shown.filter { $0 < target }.reduce(0) { $0 + pieces[$1].columns }
        return (prefix + shown.map { pieces[$0].text }.joined() + suffix, caret)
    }

    @Test func randomLinesGiveTheWholeLineResult() {
        let alphabet: [String] = [
            "a", "b", "{", "\"", " ", "\t", "\u{1B}", "\u{7F}", "\u{9B}", "é", "e\u{301}",
            "日", "😀", "\u{200B}", "\u{2028}",
        ]
        var random = SeededRandomNumberGenerator(seed: 20_240_501)
        for round in 0..<400 {
            let length = random.below(round < 200 ? 120 : 3_000)
            let line = (0..<length).map { _ in random.pick(alphabet) ?? "a" }.joined()
            let column = random.between(-2...(line.unicodeScalars.count + 3))
            let width = random.pick([1, 10, 40, 80, 100]) ?? 80
            let fast = PrintableText.excerpt(of: line, column: column, width: width)
            let whole = Self.wholeLineExcerpt(of: line, column: column, width: width)
            #expect(fast.line == whole.line, "round \(round), column \(column), width \(width)")
            #expect(fast.caretColumn == whole.caretColumn, "round \(round), column \(column), width \(width)")
        }
    }

    @Test func theEndsOfAVeryLongLineAreCut() {
        let line = String(repeating: "0123456789", count: 2_000_000)
        let middle = PrintableText.excerpt(of: line, column: 10_000_001, width: 80)
        #expect(middle.line.hasPrefix("…"))
        #expect(middle.line.hasSuffix("…"))
        #expect(middle.line.count == 82)
        #expect(Array(middle.line)[middle.caretColumn] == "0")
        let last = PrintableText.excerpt(of: line, column: 20_000_001, width: 80)
        #expect(last.line == "…" + String(line.suffix(79)))
        #expect(last.caretColumn == 80)
    }

    @Test func aLongRunOfZeroWidthCharactersIsStillCut() {
        let line = "[" + String(repeating: "\u{301}", count: 50_000) + "x"
        let excerpt = PrintableText.excerpt(of: line, column: 50_002, width: 40)
        // Compared by scalars: the marks combine with the leading "…" into one Character.
        #expect(excerpt.line.unicodeScalars.first == "…")
        #expect(excerpt.line.unicodeScalars.last == "x")
        #expect(excerpt.line.unicodeScalars.count < 1_000)
    }
}
