import CoaxInspector

/// What a ``TerminalSession`` needs from the terminal: ncursesw in the program
/// (``CursesDevice``), an in-memory fake in tests.
///
/// The session keeps the logic (decoding keys and the mouse, signals, ending exactly once);
/// a device only moves cells and bytes.
protocol TerminalDevice: AnyObject {
    /// The terminal's current size.
    var size: ScreenSize { get }
    /// Whether cells are drawn in colour.
    var usesColor: Bool { get }
    /// Blanks the drawing buffer.
    func clear()
    /// Draws a cell into the buffer.
    func put(_ cell: Cell, row: Int, column: Int)
    /// Shows what was drawn since the last call.
    func present()
    /// Repaints every cell at the next ``present()``.
    func invalidate()
    /// One read: waits indefinitely (nil), up to `milliseconds`, or not at all (0).
    func read(timeout milliseconds: Int?) -> RawInput
    /// The mouse report that came with the last ``RawInput/mouse``, nil when it cannot be read.
    func mouse() -> RawMouse?
    /// Sends bytes straight to the terminal, after what was drawn.
    func writeRaw(_ bytes: [UInt8])
    /// Gives the terminal back to the shell for a while (Ctrl-Z, an editor): modes reset,
    /// the normal screen shown.
    func leave()
    /// Takes the terminal again after ``leave()`` and repaints everything.
    func reenter()
    /// Gives the terminal back for good and releases it; called once.
    func close()
}

/// What one read of the terminal returned, before it means anything.
///
/// ```swift
/// RawInput.character(0x6A)   // "j"
/// ```
enum RawInput: Hashable, Sendable {
    /// A character (`OK` from `wget_wch`).
    case character(UInt32)
    /// A key code (`KEY_CODE_YES`), other than the resize and mouse codes.
    case keyCode(Int32)
    /// The terminal changed size.
    case resize
    /// A mouse report is waiting (``TerminalDevice/mouse()`` reads it).
    case mouse
    /// Nothing arrived before the timeout.
    case timeout
    /// A signal interrupted the read.
    case interrupted
}

/// A mouse report: where, and which buttons.
struct RawMouse: Hashable, Sendable {
    /// The buttons a report can name.
    struct Buttons: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        /// The primary button went down.
        static let primaryPressed = Buttons(rawValue: 1)
        /// The wheel turned away from the user.
        static let wheelUp = Buttons(rawValue: 2)
        /// The wheel turned towards the user.
        static let wheelDown = Buttons(rawValue: 4)
    }

    /// The screen row, from 0.
    var row: Int
    /// The screen column, from 0.
    var column: Int
    /// What happened.
    var buttons: Buttons
}
