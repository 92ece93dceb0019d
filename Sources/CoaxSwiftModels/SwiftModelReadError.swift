import Coax

/// Why Swift model sources could not be read: a file that cannot be opened, source that does not
/// parse, or a type name that names nothing. Printed as compiler diagnostics are:
/// `FILE:LINE:COL: error: MESSAGE`, then the line and a caret.
///
/// ```swift
/// SwiftModelReadError(position: DeclaredSourcePosition(file: "Models.swift", line: 3, column: 14),
///                     message: "expected '}' to end struct", sourceLine: "struct A { let x: Int")
///     .description
/// // "Models.swift:3:14: error: expected '}' to end struct\nstruct A { let x: Int\n             ^"
/// ```
public struct SwiftModelReadError: Error, Sendable, Hashable {
    /// Where the problem is; nil when it concerns no place in a file (a `--type` that names
    /// nothing in any file).
    public var position: DeclaredSourcePosition?
    /// What is wrong.
    public var message: String
    /// The source line the position is on, shown under the message with a caret.
    public var sourceLine: String?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - position: where the problem is; nil when it concerns no place in a file.
    ///   - message: what is wrong.
    ///   - sourceLine: the source line at `position`, shown with a caret; nil shows none.
    public init(position: DeclaredSourcePosition?, message: String, sourceLine: String? = nil) {
        self.position = position
        self.message = message
        self.sourceLine = sourceLine
    }
}

extension SwiftModelReadError: CustomStringConvertible {
    /// The diagnostic: `FILE:LINE:COL: error: MESSAGE`, and the line with a caret under the column.
    public var description: String {
        guard let position else { return "error: \(message)" }
        var text = "\(position): error: \(message)"
        if let sourceLine {
            let printable = PrintableText.escaped(sourceLine)
            text += "\n\(printable)\n" + String(repeating: " ", count: max(0, position.column - 1)) + "^"
        }
        return text
    }
}
