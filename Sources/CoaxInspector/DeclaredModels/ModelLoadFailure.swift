/// Why the models a prompt named could not be read: the message the status line shows (a model
/// that does not parse names its file, line and column).
///
/// ```swift
/// ModelLoadFailure(message: "Models.swift:3:9: error: expected a type").message
/// ```
public struct ModelLoadFailure: Error, Sendable, Hashable {
    /// The message.
    public var message: String

    /// Creates a failure.
    ///
    /// - Parameter message: what is wrong, for the status line.
    public init(message: String) {
        self.message = message
    }
}
