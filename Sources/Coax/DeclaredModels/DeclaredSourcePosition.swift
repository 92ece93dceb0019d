/// Where a declaration stands in a Swift source file: the file as given, and the 1-based line and
/// column (in UTF-8 bytes, as the Swift compiler counts them).
///
/// ```swift
/// DeclaredSourcePosition(file: "Models.swift", line: 12, column: 5).description
/// // "Models.swift:12:5"
/// ```
public struct DeclaredSourcePosition: Sendable, Hashable {
    /// The file's path as it was given.
    public package(set) var file: String
    /// From 1.
    public package(set) var line: Int
    /// From 1, in UTF-8 bytes.
    public package(set) var column: Int

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - file: the file's path as it was given.
    ///   - line: the line, from 1.
    ///   - column: the column, from 1, in UTF-8 bytes.
    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

extension DeclaredSourcePosition: CustomStringConvertible {
    /// `FILE:LINE:COL`, as compiler diagnostics write it.
    public var description: String { "\(file):\(line):\(column)" }
}
