import Coax

/// Why Swift model sources could not be read: a file that cannot be opened, source that does not
/// parse, or a type name that names nothing. Printed as compiler diagnostics are:
/// `FILE:LINE:COL: error: MESSAGE`, then the line and a caret.
///
/// ```swift
/// SwiftModelReadError(position: DeclaredSourcePosition(file: "Models.swift", line: 3, column: 14),
///                     message: "expected '}' in struct 'A'", sourceLine: "struct A { let x: Int")
///     .description
/// // "Models.swift:3:14: error: expected '}' in struct 'A'\nstruct A { let x: Int\n             ^"
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
    /// The file name, the message (swift-syntax quotes the source in it) and the line are escaped
    /// with the one terminal escaping policy, and the caret follows the escaped line.
    public var description: String {
        guard let position else { return "error: \(PrintableText.escaped(message))" }
        let header = "\(PrintableText.escaped(position.file)):\(position.line):\(position.column): error: "
        var text = header + PrintableText.escaped(message)
        if let sourceLine {
            let excerpt = PrintableText.excerpt(
                of: sourceLine, column: Self.scalarColumn(ofByteColumn: position.column, in: sourceLine), width: 100)
            text += "\n" + excerpt.line + "\n" + String(repeating: " ", count: excerpt.caretColumn) + "^"
        }
        return text
    }

    /// swift-syntax counts columns in UTF-8 bytes; the excerpt counts Unicode scalars.
    private static func scalarColumn(ofByteColumn column: Int, in line: String) -> Int {
        var bytes = 0
        var scalars = 0
        for scalar in line.unicodeScalars {
            guard bytes + 1 < column else { break }
            bytes += UTF8.width(scalar)
            scalars += 1
        }
        return scalars + 1 + max(0, column - 1 - bytes)
    }
}
