/// Lines and columns of byte offsets of one document asked for in increasing order, each
/// counted on from the one before: one pass over the source for all of them, where
/// ``JSONDocument/location(ofByte:)`` counts each column from the start of its line (on a
/// document that is one long line, time proportional to the line for every offset).
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"a":"x","b":"y"}"#)
/// var locator = ForwardLocator(document: document)
/// locator.location(ofByte: 5).column    // 6
/// locator.location(ofByte: 13).column   // 14, counted on from column 6
/// ```
///
/// - Complexity: O(bytes between consecutive offsets); an offset before the previous one is
///   located as ``JSONDocument/location(ofByte:)`` does.
struct ForwardLocator {
    let document: JSONDocument
    /// The last offset located (from the document's first byte) and its location.
    private var mark: (offset: Int, location: SourceLocation)?

    init(document: JSONDocument) {
        self.document = document
    }

    /// The location of `offset` (from the document's first byte, clamped to the document).
    mutating func location(ofByte offset: Int) -> SourceLocation {
        let source = document.source
        let offset = max(0, min(offset, source.count))
        guard let mark, mark.offset <= offset else {
            let location = document.location(ofByte: offset)
            self.mark = (offset, location)
            return location
        }
        var line = mark.location.line
        var lastNewline: Int?
        var cursor = mark.offset
        while let newline = source.firstIndex(of: 0x0A, from: cursor, to: offset) {
            line += 1
            lastNewline = newline
            cursor = newline + 1
        }
        let column =
            if let lastNewline {
                source.characterCount(from: lastNewline + 1, to: offset) + 1
            } else {
                mark.location.column + source.characterCount(from: mark.offset, to: offset)
            }
        let location = SourceLocation(
            byteOffset: mark.location.byteOffset + (offset - mark.offset), line: line, column: column)
        self.mark = (offset, location)
        return location
    }
}
