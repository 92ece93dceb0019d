/// The last message shown to the user.
///
/// ```swift
/// StatusMessage("copied $.a", isError: false)
/// ```
struct StatusMessage: Hashable, Sendable {
    /// The text.
    var text: String
    /// Whether it reports a problem.
    var isError: Bool

    /// Creates a message.
    ///
    /// ```swift
    /// StatusMessage("no matches for 'x'", isError: true)
    /// ```
    init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}
