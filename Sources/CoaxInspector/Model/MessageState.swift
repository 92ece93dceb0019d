/// The status line's message, and the last one shown, kept for `!` after the line has moved on.
///
/// ```swift
/// var messages = MessageState()
/// messages.current = StatusMessage("copied key id")
/// messages.current = nil
/// messages.last?.text   // "copied key id"
/// ```
struct MessageState: Hashable, Sendable {
    /// The message on the status line, if any; each one shown becomes ``last``.
    var current: StatusMessage? {
        didSet { if let current { last = current } }
    }
    /// The last message shown, still there after the status line was cleared.
    private(set) var last: StatusMessage?
}
