import Coax

/// Copying the selection's value, string, key or path to the clipboard (jless's `y` keys).
extension Inspector {
    /// More tape slots than this cannot make a value small enough to copy.
    static let copySlotLimit = 200_000

    /// Copies the selection's path written in `form`.
    func copyPath(_ form: InspectorAction.CopiedPath) -> [InspectorEffect] {
        let path = tree.path(of: tree.selection)
        let text: String
        let name: String
        switch form {
        case .style(let style):
            text = path.formatted(style)
            name =
                switch style {
                case .normalized: "normalized path"
                case .short: "JSONPath"
                case .pointer: "JSON Pointer"
                case .jq: "dot path"
                case .jqAnyIndex: "jq path"
                }
        case .brackets:
            text = Self.bracketPath(path)
            name = "bracket path"
        }
        messages.current = StatusMessage("copied \(name) \(TerminalText.escaped(text))" + documentNote)
        return [.copy(text)]
    }

    /// ` in #412 orders.jsonl:412` for a path copied in a collection (paths start at each document).
    var documentNote: String {
        showsDocumentRows ? " (in \(itemName(tree.selection.item)))" : ""
    }

    /// jless's bracket form of a path: every key quoted in brackets, `["data"][0]["id"]`.
    ///
    /// ```swift
    /// Inspector.bracketPath(try JSONPath(parsing: "data[0].id"))   // ["data"][0]["id"]
    /// ```
    static func bracketPath(_ path: JSONPath) -> String {
        path.components.map { component in
            switch component {
            case .key(let key): "[" + JSONWriter.compact.string(for: JSONDocument(.string(key)).root) + "]"
            case .index(let index): "[\(index)]"
            }
        }.joined()
    }

    /// `yy` (pretty) and `yv` (`onOneLine`): the selection's value as JSON, with exact literals.
    func copyValue(onOneLine: Bool = false) -> [InspectorEffect] {
        let node = tree.selectedNode
        let tooLarge =
            "the value at \(TerminalText.escaped(selectionPath)) is too large to copy "
            + "(the clipboard takes up to \(NumberText.grouped(Clipboard.limit)) bytes)"
        guard node.subtreeEnd - node.index <= Inspector.copySlotLimit else {
            messages.current = StatusMessage(tooLarge, isError: true)
            return []
        }
        let text = (onOneLine ? JSONWriter.compact : JSONWriter.pretty).string(for: node)
        guard text.utf8.count <= Clipboard.limit else {
            messages.current = StatusMessage(tooLarge, isError: true)
            return []
        }
        let form = onOneLine ? "value on one line" : "value"
        messages.current = StatusMessage(
            "copied \(form) of \(TerminalText.escaped(selectionPath)) (\(NumberText.grouped(text.utf8.count)) bytes)"
        )
        return [.copy(text)]
    }

    /// `ys`: the selected string's text, unescaped.
    func copyString() -> [InspectorEffect] {
        let node = tree.selectedNode
        guard node.kind == .string, let text = node.string else {
            messages.current = StatusMessage(
                "ys copies a string's text; this is \(node.kind.description) (yy copies it)", isError: true)
            return []
        }
        guard text.utf8.count <= Clipboard.limit else {
            messages.current = StatusMessage(
                "the string is too large to copy (the clipboard takes up to \(NumberText.grouped(Clipboard.limit)) bytes)",
                isError: true)
            return []
        }
        messages.current = StatusMessage("copied the string's text (\(NumberText.grouped(text.utf8.count)) bytes)")
        return [.copy(text)]
    }

    /// `yk`: the selected member's key.
    func copyKey() -> [InspectorEffect] {
        guard let key = tree.member(of: tree.selection)?.key else {
            let what = tree.selection.depth == 0 ? "the root" : "an array element"
            messages.current = StatusMessage(
                "yk copies a member's key; \(what) has none (yp copies its path)", isError: true)
            return []
        }
        messages.current = StatusMessage("copied key \(TerminalText.escaped(key))")
        return [.copy(key)]
    }
}
