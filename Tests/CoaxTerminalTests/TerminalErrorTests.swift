import Testing

@testable import CoaxTerminal

/// Messages about `TERM` name the terminal escaped: the environment may hold anything.
@Suite struct TerminalErrorTests {
    @Test func aTerminalNameHoldingAnEscapeSequenceIsShownEscaped() {
        let name = "x\u{1B}]2;pwned\u{7}\u{9B}2J"
        for error in [TerminalError.unknownTerminal(name: name), .noCursorAddressing(name: name)] {
            let message = error.description
            #expect(message.contains(#"'x\u001b]2;pwned\u0007\u009b2J'"#))
            #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }
}
