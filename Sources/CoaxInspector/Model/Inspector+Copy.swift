import Coax

/// Copying the selection's path or value to the clipboard.
extension Inspector {
    /// More tape slots than this cannot make a value small enough to copy.
    static let copySlotLimit = 200_000

    /// Copies the selection's path written in `style`.
    func copyPath(_ style: JSONPath.Style) -> [InspectorEffect] {
        let path = tree.path(of: tree.selection).formatted(style)
        let name =
            switch style {
            case .normalized: "normalized path"
            case .short: "path"
            case .pointer: "JSON Pointer"
            case .jq: "jq path"
            case .jqAnyIndex: "jq path"
            }
        message = StatusMessage("copied \(name) \(TerminalText.escaped(path))")
        return [.copy(path)]
    }

    func copyValue() -> [InspectorEffect] {
        let node = tree.selectedNode
        let tooLarge =
            "the value at \(TerminalText.escaped(selectionPath)) is too large to copy "
            + "(the clipboard takes up to \(NumberText.grouped(Clipboard.limit)) bytes)"
        guard node.subtreeEnd - node.index <= Inspector.copySlotLimit else {
            message = StatusMessage(tooLarge, isError: true)
            return []
        }
        let text = JSONWriter.pretty.string(for: node)
        guard text.utf8.count <= Clipboard.limit else {
            message = StatusMessage(tooLarge, isError: true)
            return []
        }
        message = StatusMessage(
            "copied value of \(TerminalText.escaped(selectionPath)) (\(NumberText.grouped(text.utf8.count)) bytes)"
        )
        return [.copy(text)]
    }
}
