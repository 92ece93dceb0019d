import Testing

@testable import CoaxInspector

/// The status line's message and the last one shown (`!`).
@Suite("MessageState: the message and the last one shown")
struct MessageStateTests {
    @Test func theLastMessageOutlivesTheStatusLine() {
        var messages = MessageState()
        #expect(messages.last == nil)
        messages.current = StatusMessage("copied key id")
        messages.current = nil
        #expect(messages.current == nil)
        #expect(messages.last == StatusMessage("copied key id"))
    }

    @Test func eachMessageShownBecomesTheLast() {
        var messages = MessageState()
        messages.current = StatusMessage("one")
        messages.current = StatusMessage("two", isError: true)
        #expect(messages.last == StatusMessage("two", isError: true))
    }
}
