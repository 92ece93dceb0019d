import Coax
import Foundation
import Testing

@testable import CoaxInspector

@Suite("Line numbers")
struct LineIndexTests {
    @Test func countsVisibleRowsAndNumbersAnyRow() throws {
        let text = "[" + (0..<3_000).map { #"{"n": \#($0)}"# }.joined(separator: ",") + "]"
        let document = try JSONDocument(parsing: text)
        let navigator = TreeNavigator(document: document, openContainers: OpenContainers(openDepth: 2))
        let lines = LineIndex()
        #expect(lines.advance(navigator: navigator, until: .distantFuture))
        #expect(lines.total == 1 + 3_000 * 2)
        let target = try #require(document.root[2_500]?["n"])
        let cursor = try #require(navigator.cursor(toTapeIndex: target.index))
        #expect(lines.line(of: cursor, navigator: navigator) == 1 + 2_500 * 2 + 2)
    }

    @Test func rowsBeyondThePartCountedHaveNoLineYet() throws {
        let text = "[" + (0..<50_000).map(String.init).joined(separator: ",") + "]"
        let document = try JSONDocument(parsing: text)
        let navigator = TreeNavigator(document: document, openContainers: OpenContainers(openDepth: 1))
        let lines = LineIndex()
        #expect(!lines.advance(navigator: navigator, until: .distantPast))
        #expect(lines.total == nil)
        #expect(lines.line(of: navigator.lastRow(), navigator: navigator) == nil)
        #expect(lines.line(of: .root, navigator: navigator) == 1)
    }
}
