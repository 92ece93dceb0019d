import Coax
import Foundation

/// Editing the search and go-to-path lines.
extension Inspector {
    func handlePromptInput(_ event: InputEvent) -> [InspectorEffect] {
        guard var current = prompt else { return [] }
        switch event {
        case .character(let character):
            current.text.append(character)
            prompt = current
        case .key(.backspace), .key(.delete):
            if current.text.isEmpty {
                prompt = nil
            } else {
                current.text.removeLast()
                prompt = current
            }
        case .control("u"):
            current.text = ""
            prompt = current
        case .key(.escape), .control("c"), .control("g"):
            prompt = nil
        case .key(.enter):
            prompt = nil
            message = nil
            switch current.purpose {
            case .search: startSearch(current.text)
            case .path: goToPath(current.text)
            }
        default:
            break
        }
        return []
    }

    /// Selects the value at a path written in any supported syntax.
    func goToPath(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let printed = PrintedDecodingError(trimmed) {
            goToPrintedError(printed)
            return
        }
        let path: JSONPath
        do {
            path = try JSONPath(parsing: trimmed)
        } catch {
            message = StatusMessage("not a path: \(TerminalText.escaped(error.description))", isError: true)
            return
        }
        let found = tree.cursor(for: path)
        tree.reveal(found.cursor, rows: treeRows)
        if found.matched == path.components.count {
            message = StatusMessage("at \(selectionPath)")
        } else {
            message = StatusMessage(
                "no value at \(TerminalText.escaped(path.shortForm)); nearest is \(TerminalText.escaped(selectionPath))",
                isError: true
            )
        }
    }
}
