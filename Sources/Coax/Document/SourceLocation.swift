/// A position in JSON source: 1-based line and column, columns counted in characters
/// (Unicode scalars), plus the 0-based byte offset.
///
/// ```swift
/// let document = try JSONDocument(parsing: "{\n  \"a\": 1\n}")
/// document.location(ofByte: 9)   // line 2, column 8
/// ```
public struct SourceLocation: Sendable, Hashable {
    /// The 0-based byte offset in the input.
    public var byteOffset: Int
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in characters (Unicode scalars), not bytes.
    public var column: Int

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - byteOffset: from 0, in the input's bytes.
    ///   - line: from 1.
    ///   - column: from 1, in Unicode scalars.
    public init(byteOffset: Int, line: Int, column: Int) {
        self.byteOffset = byteOffset
        self.line = line
        self.column = column
    }
}

extension SourceLocation: CustomStringConvertible {
    /// `LINE:COL`, as used in diagnostics.
    ///
    /// ```swift
    /// "\(SourceLocation(byteOffset: 9, line: 2, column: 8))"   // "2:8"
    /// ```
    public var description: String { "\(line):\(column)" }
}
