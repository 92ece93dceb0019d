/// The last message shown to the user.
struct StatusMessage: Hashable, Sendable {
    /// The text.
    var text: String
    /// Whether it reports a problem.
    var isError: Bool

    /// Creates a message.
    init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}
