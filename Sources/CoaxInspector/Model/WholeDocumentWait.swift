/// Something asked for while only the start of a large document is shown that needs all of it
/// (`G`, a search, a filter, the expanded view, drift…): it runs once the document is parsed,
/// unless Esc drops it first.
///
/// ```swift
/// inspector.wholeDocumentWait = WholeDocumentWait(what: "G") { $0.perform(.bottom) }
/// // the parse ends: the wait runs, the selection is on the last row
/// ```
struct WholeDocumentWait {
    /// What waits, as messages name it: `G`, `the search for 'id'`.
    let what: String
    /// Does it, on the whole document.
    let run: (Inspector) -> Void
}
