/// What the terminal must do after the inspector handled an input.
///
/// ```swift
/// for effect in inspector.handle(.character("y")) {
///     if case .copy(let text) = effect { terminal.writeRaw(Clipboard.sequence(for: text, insideTmux: false)) }
/// }
/// ```
public enum InspectorEffect: Hashable, Sendable {
    /// Leave the user interface.
    case quit
    /// Leave the user interface, then print the text on standard output (`p`, `P`).
    case quitPrinting(String)
    /// Put text on the clipboard (OSC 52).
    case copy(String)
    /// Repaint every cell (Ctrl-L).
    case redraw
    /// Open the text in the user's editor, as a read-only file with this name (`v`).
    case openInEditor(text: String, fileName: String)
}
