/// Where a document's first byte lies in its input: line 1, column 1, byte 0 for a document read
/// on its own; elsewhere for one document of a collection, whose source and tape are slices.
struct DocumentOrigin: Sendable, Hashable {
    /// The 0-based byte offset of the document's first byte in its input.
    var byteOffset: Int
    /// The 1-based line of the document's first byte.
    var line: Int
    /// The 1-based column (in characters) of the document's first byte.
    var column: Int

    static let start = DocumentOrigin(byteOffset: 0, line: 1, column: 1)
}
