import Coax

/// The work the expansion contenders time.
enum ExpansionWork {
    /// The include list in the generated JSON:API document's own `links.self`.
    static let generatedInclude = "author,editor,comments.author,tags"

    /// What `coax expand FILE [--include …] > /dev/null` does: load, expand, stream the pretty
    /// JSON (discarded here).
    static func stream(path: String, include: String?) throws {
        let document = try JSONDocument.load(path: path)
        let plan = try Expander(include: try include.map { try IncludeList(parsing: $0) }).plan(document.root)
        var total = 0
        try plan.write(.pretty) { chunk in total += chunk.count }
        guard total > 0 else { throw ExpansionWorkError.emptyOutput }
    }

    /// What the inspector's expanded view does: load, expand everything, index the result.
    static func document(path: String) throws {
        let document = try JSONDocument.load(path: path)
        let expanded = try Expander().plan(document.root).document()
        guard expanded.valueCount > document.valueCount else { throw ExpansionWorkError.emptyOutput }
    }

    /// The owned-value API: load, expand to a `JSONValue`, write it pretty.
    static func value(path: String, include: String?) throws {
        let document = try JSONDocument.load(path: path)
        let expansion = try Expander(include: try include.map { try IncludeList(parsing: $0) }).expand(document.root)
        guard !JSONWriter.pretty.bytes(for: expansion.value).isEmpty else { throw ExpansionWorkError.emptyOutput }
    }
}

/// A contender's work produced nothing: the measurement would be meaningless.
enum ExpansionWorkError: Error {
    case emptyOutput
}
