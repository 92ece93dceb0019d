import Coax

/// The work the expansion contenders time: what `coax expand` does, output discarded.
enum ExpansionWork {
    /// The include list in the generated JSON:API document's own `links.self`.
    static let generatedInclude = "author,editor,comments.author,tags"

    static func expand(path: String, include: String?) throws {
        let document = try JSONDocument.load(path: path)
        let list = try include.map { text in try IncludeList(parsing: text) }
        let expansion = try Expander(include: list).expand(document.root)
        _ = JSONWriter.pretty.bytes(for: expansion.value).count
    }
}
