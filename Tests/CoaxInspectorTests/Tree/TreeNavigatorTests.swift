import Coax
import Testing

@testable import CoaxInspector

@Suite("Tree navigation over the tape")
struct TreeNavigatorTests {
    static let text = #"{"a": 1, "b": [10, 20, {"c": null}], "d": {"e": "x", "e": "y"}, "f": []}"#

    private func rows(_ navigator: TreeNavigator) -> [Int] {
        var cursor = TreeCursor.root
        var seen = [cursor.index]
        while navigator.next(&cursor) { seen.append(cursor.index) }
        return seen
    }

    @Test func nextVisitsEveryValueInDocumentOrderWhenAllIsOpen() throws {
        let document = try JSONDocument(parsing: Self.text)
        let navigator = TreeNavigator(document: document, openContainers: OpenContainers(openDepth: 10))
        #expect(rows(navigator) == [0, 2, 4, 5, 6, 7, 9, 13, 15, 17, 20])
    }

    @Test func previousRetracesTheSameRowsBackwards() throws {
        let document = try JSONDocument(parsing: Self.text)
        let navigator = TreeNavigator(document: document, openContainers: OpenContainers(openDepth: 10))
        var cursor = navigator.lastRow()
        #expect(cursor.index == 20)
        var seen = [cursor.index]
        while navigator.previous(&cursor) { seen.append(cursor.index) }
        #expect(seen == [20, 17, 15, 13, 9, 7, 6, 5, 4, 2, 0])
    }

    @Test func closedContainersHideTheirChildren() throws {
        let document = try JSONDocument(parsing: Self.text)
        var open = OpenContainers(openDepth: 1)
        #expect(TreeNavigator(document: document, openContainers: open).lastRow().index == 20)
        #expect(rows(TreeNavigator(document: document, openContainers: open)) == [0, 2, 4, 13, 20])
        open.set(index: 4, open: true)
        #expect(rows(TreeNavigator(document: document, openContainers: open)) == [0, 2, 4, 5, 6, 7, 13, 20])
    }

    @Test func ordinalsFollowSiblingMoves() throws {
        let document = try JSONDocument(parsing: Self.text)
        let navigator = TreeNavigator(document: document, openContainers: OpenContainers(openDepth: 10))
        let cursor = try #require(navigator.cursor(toTapeIndex: 9))
        #expect(
            cursor.frames == [
                TreeFrame(index: 0, ordinal: 0), TreeFrame(index: 4, ordinal: 1),
                TreeFrame(index: 7, ordinal: 2), TreeFrame(index: 9, ordinal: 0),
            ])
        #expect(navigator.cursor(toTapeIndex: 8) == nil)
    }

    @Test func largeArraysAreWalkedBackwardsThroughTheLocator() throws {
        let count = 5_000
        let text = "[" + (0..<count).map { "[\($0)]" }.joined(separator: ",") + "]"
        let document = try JSONDocument(parsing: text)
        let navigator = TreeNavigator(document: document, openContainers: OpenContainers(openDepth: 1))
        var cursor = navigator.lastRow()
        #expect(cursor.ordinal == count - 1)
        for _ in 0..<300 { navigator.previous(&cursor) }
        #expect(cursor.ordinal == count - 301)
        #expect(document.node(atTapeIndex: cursor.index)?[0]?.numberLiteral == "\(count - 301)")
        let found = try #require(navigator.cursor(toTapeIndex: cursor.index + 1))
        #expect(found.frames.map(\.ordinal) == [0, count - 301, 0])
    }

    @Test func revealOpensEveryAncestor() throws {
        let document = try JSONDocument(parsing: Self.text)
        var navigator = TreeNavigator(document: document, openContainers: OpenContainers(openDepth: 1))
        let deep = try #require(navigator.cursor(toTapeIndex: 9))
        #expect(!navigator.isVisible(deep))
        navigator.reveal(deep)
        #expect(navigator.isVisible(deep))
    }
}
