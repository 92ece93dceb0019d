/// Where one document of a ``JSONCollection`` came from: its input, its first line, its bytes,
/// and for an HTTP archive the exchange.
///
/// ```swift
/// let collection = try JSONCollection.load(path: "orders.jsonl")
/// let source = collection.source(ofDocument: 411)!
/// source.label       // "orders.jsonl:412"
/// source.line        // 412
/// source.byteRange   // 205_311..<205_829
/// ```
public struct DocumentSource: Sendable, Hashable {
    /// The input's name as given (a path, or `-` for standard input).
    public var input: String
    /// The 1-based line of the document's first byte in its input (for a body of an HTTP
    /// archive: the line of the body's text in the archive).
    public var line: Int
    /// The 1-based column (in characters) of the document's first byte.
    public var column: Int
    /// The document's bytes in its input (for a body of an HTTP archive: the body's JSON string
    /// in the archive).
    public var byteRange: Range<Int>
    /// The HTTP exchange, for a body of an HTTP archive.
    public var exchange: HTTPExchange?
    /// Whether the document is its input's only value (a plain `.json` file among several), so
    /// that the input's name alone names it.
    public var isWholeInput: Bool = false

    /// The input's name as shown: `<stdin>` for standard input.
    package var inputName: String { input == "-" ? "<stdin>" : input }

    /// How the document is named in messages and in the inspector: `orders.jsonl:412` (with
    /// `:COLUMN` when it does not start a line), `a.json` for a whole file, or the exchange's
    /// label for a body of an HTTP archive. Not escaped for terminals (see `PrintableText`).
    ///
    /// ```swift
    /// DocumentSource(input: "a.jsonl", line: 3, column: 1, byteRange: 40..<80).label   // → "a.jsonl:3"
    /// ```
    package var label: String {
        if let exchange { return exchange.label }
        if isWholeInput { return inputName }
        return column == 1 ? "\(inputName):\(line)" : "\(inputName):\(line):\(column)"
    }

    /// As ``label``, with an exchange's URL reduced to its path: `GET /products/17 → 200 (entry 2)`.
    package var shortLabel: String {
        exchange?.shortLabel ?? label
    }
}
