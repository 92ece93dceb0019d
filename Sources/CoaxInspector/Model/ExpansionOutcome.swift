/// The result of asking for a document's expanded view.
public enum ExpansionOutcome: Sendable {
    /// The document was expanded.
    case expanded(ExpandedDocument)
    /// The document has no expanded form; the text says why.
    case unavailable(String)
}
