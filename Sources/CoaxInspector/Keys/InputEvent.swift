/// One input from the user or the terminal, as the inspector sees it.
///
/// The terminal adapter decodes raw input into these, so the model and its tests never see
/// curses key codes.
///
/// ```swift
/// inspector.handle(.character("j"))
/// inspector.handle(.control("d"))
/// inspector.handle(.mouse(MouseEvent(action: .press, row: 4, column: 2)))
/// ```
public enum InputEvent: Hashable, Sendable {
    /// A printable character, including space.
    case character(Character)
    /// A control chord such as Ctrl-D, given by its lowercase letter.
    case control(Character)
    /// A special key.
    case key(Key)
    /// A mouse action.
    case mouse(MouseEvent)
    /// The terminal changed size.
    case resize(ScreenSize)
}
