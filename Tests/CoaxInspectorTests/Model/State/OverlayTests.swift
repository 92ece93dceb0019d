import Testing

@testable import CoaxInspector

/// The overlays' scroll, and what each key means in them.
@Suite("Overlay: scrolling and the keys an overlay takes")
struct OverlayTests {
    @Test func scrollingKeepsTheKindOfListAndTheDriftSelection() {
        let overlays: [Inspector.Overlay] = [
            .help(scroll: 1), .warnings(scroll: 1), .drift(selection: 4, scroll: 1), .message(scroll: 1),
            .string(scroll: 1),
        ]
        #expect(overlays.map(\.scroll) == [1, 1, 1, 1, 1])
        #expect(
            overlays.map { $0.scrolled(to: 7) } == [
                .help(scroll: 7), .warnings(scroll: 7), .drift(selection: 4, scroll: 7), .message(scroll: 7),
                .string(scroll: 7),
            ])
    }

    @Test(arguments: [
        (InputEvent.character("j"), Inspector.OverlayKey.lineDown), (.key(.down), .lineDown),
        (.character("k"), .lineUp), (.key(.up), .lineUp),
        (.mouse(MouseEvent(action: .wheelDown, row: 0, column: 0)), .wheelDown),
        (.mouse(MouseEvent(action: .wheelUp, row: 0, column: 0)), .wheelUp),
        (.key(.pageDown), .pageDown), (.character(" "), .pageDown), (.control("d"), .pageDown),
        (.control("f"), .pageDown), (.key(.pageUp), .pageUp), (.control("u"), .pageUp), (.control("b"), .pageUp),
        (.character("g"), .top), (.key(.home), .top), (.character("G"), .bottom), (.key(.end), .bottom),
        (.key(.enter), .choose), (.control("c"), .quit),
    ])
    func theListKeysMoveChooseOrQuit(event: InputEvent, key: Inspector.OverlayKey) {
        #expect(Inspector.OverlayKey(event) == key)
    }

    @Test(arguments: [
        InputEvent.character("q"), .key(.escape), .character("x"), .key(.left),
        .mouse(MouseEvent(action: .press, row: 0, column: 0)),
    ])
    func everyOtherInputCloses(event: InputEvent) {
        #expect(Inspector.OverlayKey(event) == .close)
    }
}
