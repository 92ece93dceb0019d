/// The last message shown to the user.
///
/// ```swift
/// StatusMessage("copied $.a", isError: false)
/// ```
public struct StatusMessage: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Whether it reports a problem.
    public var isError: Bool

    /// Creates a message.
    ///
    /// ```swift
    /// StatusMessage("no matches for 'x'", isError: true)
    /// ```
    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}
