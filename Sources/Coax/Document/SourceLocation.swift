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
}

extension SourceLocation: CustomStringConvertible {
    /// `LINE:COL`, as used in diagnostics.
    ///
    /// ```swift
    /// "\(SourceLocation(byteOffset: 9, line: 2, column: 8))"   // "2:8"
    /// ```
    public var description: String { "\(line):\(column)" }
}
