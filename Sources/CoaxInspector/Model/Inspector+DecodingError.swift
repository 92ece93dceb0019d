import Coax

/// `:` with a `DecodingError` or `codingPath` pasted from a console: go to the value it is about,
/// say in one line what it means for that value, and scroll the panel to the decoders.
extension Inspector {
    /// Selects the value `printed` leads to (for `keyNotFound`, the object that lacks the key; its
    /// keys matched to the document's, snake case included) and says what the error means for it.
    ///
    /// ```swift
    /// inspector.goToPrintedError(PrintedDecodingError("DecodingError.typeMismatch: … Path: products[1].price. …")!)
    /// inspector.messageText   // "JSONDecoder expected Double; this is a string: LenientDecoder reads 12.9"
    /// ```
    func goToPrintedError(_ printed: PrintedDecodingError) {
        let path = printed.documentPath(in: tree.document.root)
        let found = tree.cursor(for: path, item: tree.selection.item)
        tree.reveal(found.cursor, rows: treeRows)
        guard found.matched == path.components.count else {
            messages.current = StatusMessage(
                "no value at \(TerminalText.escaped(path.shortForm)); nearest is \(TerminalText.escaped(selectionPath))",
                isError: true
            )
            return
        }
        let meaning = printed.meaning(at: tree.selectedNode) ?? "at \(selectionPath)"
        messages.current = StatusMessage(TerminalText.escaped(meaning))
        // What the decoders give is what the error is about: show it first.
        if printed.errorCase != nil { panel.anchor = "JSONDecoder" }
    }
}
