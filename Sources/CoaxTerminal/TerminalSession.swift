import CNcursesw
import CoaxInspector

#if canImport(Glibc)
import Glibc
#endif

/// The one adapter between the inspector and ncursesw: draws ``Screen`` cells, reads keys and
/// the mouse from `/dev/tty`, and always gives the terminal back the way it found it.
///
/// Keys come from `/dev/tty`, not standard input, so `curl … | coax` reads the document from the
/// pipe and the keys from the keyboard. ``end()`` runs `endwin` exactly once, whatever path
/// leads there.
///
/// ```swift
/// let session = try TerminalSession(colors: true)
/// defer { session.end() }
/// session.clear()
/// session.present()
/// ```
public final class TerminalSession: Screen {
    /// What one read of the terminal produced.
    ///
    /// ```swift
    /// if case .terminated(let signal) = session.read(timeout: nil) { exit(128 + signal) }
    /// ```
    public enum Input: Sendable, Equatable {
        /// A key, mouse action or resize.
        case event(InputEvent)
        /// Nothing arrived before the timeout.
        case timeout
        /// SIGINT, SIGTERM or SIGHUP arrived: the caller should end the session and exit 128 + signal.
        case terminated(signal: Int32)
        /// The process was stopped with Ctrl-Z and has been continued: everything must be redrawn.
        case resumed
    }

    private let tty: UnsafeMutablePointer<FILE>
    private let terminal: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private var hasEnded = false
    private var lastPress: (row: Int, column: Int, time: Double)?

    /// Whether colours are in use (requested and supported by the terminal).
    public let usesColor: Bool

    /// Starts curses on `/dev/tty`.
    ///
    /// Call ``TerminalSignals/install()`` first, and read the document before: errors
    /// printed after this point would land on the curses screen.
    ///
    /// ```swift
    /// let session = try TerminalSession(colors: ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
    /// ```
    public init(colors wantsColor: Bool) throws(TerminalError) {
        setlocale(LC_ALL, "")
        guard let tty = fopen("/dev/tty", "r+") else {
            throw .noTerminal(reason: String(cString: strerror(errno)))
        }
        guard let terminal = newterm(nil, tty, tty) else {
            fclose(tty)
            throw .unknownTerminal(name: getenv("TERM").map { String(cString: $0) })
        }
        guard let window = coax_stdscr() else {
            endwin()
            delscreen(terminal)
            fclose(tty)
            throw .unknownTerminal(name: getenv("TERM").map { String(cString: $0) })
        }
        self.tty = tty
        self.terminal = terminal
        self.window = window
        cbreak()
        noecho()
        nonl()
        keypad(window, true)
        curs_set(0)
        set_escdelay(25)
        mousemask(coax_mouse_events(), nil)
        mouseinterval(0)
        var colorsReady = false
        if wantsColor, has_colors() {
            start_color()
            let background: Int16 = use_default_colors() == OK ? -1 : Int16(COLOR_BLACK)
            for (offset, role) in ColorRole.allCases.enumerated() {
                if let color = Theme.foreground(for: role) {
                    init_pair(Int16(offset + 1), color.rawValue, background)
                }
            }
            colorsReady = true
        }
        usesColor = colorsReady
    }

    deinit {
        end()
    }

    /// The terminal's current size.
    ///
    /// ```swift
    /// session.size.columns
    /// ```
    public var size: ScreenSize {
        ScreenSize(rows: Int(getmaxy(window)), columns: Int(getmaxx(window)))
    }

    /// Blanks the drawing buffer (shown at the next ``present()``).
    ///
    /// ```swift
    /// session.clear()
    /// ```
    public func clear() {
        werase(window)
    }

    /// Draws a cell into the buffer. A glyph the C library measures differently from Coax's
    /// table is drawn as U+FFFD so that nothing shifts or spills past the pane.
    ///
    /// ```swift
    /// session.put(Cell(glyph: .ellipsis), row: 0, column: 79)
    /// ```
    public func put(_ cell: Cell, row: Int, column: Int) {
        let attributes = curses(cell.style.attributes)
        let pair = usesColor ? colorPair(cell.style.role) : 0
        var characters = drawableCharacters(cell.glyph)
        characters.append(0)
        _ = coax_put_glyph(window, Int32(row), Int32(column), characters, attributes, pair)
        if cell.glyph.width == 2, characters.count == 2, characters[0] == 0xFFFD {
            var space: [wchar_t] = [0x20, 0]
            _ = coax_put_glyph(window, Int32(row), Int32(column + 1), &space, attributes, pair)
        }
    }

    /// Shows what was drawn since the last call.
    ///
    /// ```swift
    /// session.present()
    /// ```
    public func present() {
        wnoutrefresh(window)
        doupdate()
    }

    /// Repaints every cell at the next ``present()``, e.g. after the terminal was disturbed.
    ///
    /// ```swift
    /// session.invalidate()
    /// ```
    public func invalidate() {
        clearok(window, true)
    }

    /// Waits for input: indefinitely, or up to `milliseconds` (0 polls without waiting).
    ///
    /// ```swift
    /// switch session.read(timeout: nil) { case .event(let event): … default: … }
    /// ```
    public func read(timeout milliseconds: Int?) -> Input {
        wtimeout(window, Int32(milliseconds ?? -1))
        while true {
            if let signal = TerminalSignals.takeTerminatingSignal() { return .terminated(signal: signal) }
            if TerminalSignals.takeSuspendRequest() {
                suspend()
                return .resumed
            }
            var character: wint_t = 0
            let status = wget_wch(window, &character)
            if status == ERR {
                if let signal = TerminalSignals.takeTerminatingSignal() { return .terminated(signal: signal) }
                if TerminalSignals.takeSuspendRequest() {
                    suspend()
                    return .resumed
                }
                // EINTR from another signal (SIGWINCH is reported as KEY_RESIZE next): read again.
                if errno == EINTR { continue }
                return .timeout
            }
            if status == KEY_CODE_YES {
                if let event = keyCodeEvent(Int32(bitPattern: character)) { return .event(event) }
            } else if let event = KeyDecoder.character(character) {
                return .event(event)
            }
            if milliseconds != nil { return .timeout }
        }
    }

    /// Sends bytes straight to the terminal (after flushing curses), e.g. an OSC 52 clipboard sequence.
    ///
    /// ```swift
    /// session.writeRaw(Clipboard.sequence(for: "$.a", insideTmux: false))
    /// ```
    public func writeRaw(_ bytes: [UInt8]) {
        fflush(tty)
        let descriptor = fileno(tty)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// Restores the terminal: `endwin` exactly once, then releases curses and `/dev/tty`.
    ///
    /// ```swift
    /// session.end()
    /// ```
    public func end() {
        guard !hasEnded else { return }
        hasEnded = true
        endwin()
        delscreen(terminal)
        fclose(tty)
    }

    /// Hands the terminal back to the shell for Ctrl-Z, and takes it again on `fg`.
    private func suspend() {
        endwin()
        TerminalSignals.stopUntilContinued()
        // Back after SIGCONT: the size may have changed while stopped.
        wrefresh(window)
        clearok(window, true)
    }

    private func keyCodeEvent(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_RESIZE:
            return .resize(size)
        case KEY_MOUSE:
            return mouseEvent()
        default:
            return KeyDecoder.keyCode(code)
        }
    }

    private func mouseEvent() -> InputEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let row = Int(event.y)
        let column = Int(event.x)
        if event.bstate & coax_button4_pressed() != 0 {
            return .mouse(MouseEvent(action: .wheelUp, row: row, column: column))
        }
        if event.bstate & coax_button5_pressed() != 0 {
            return .mouse(MouseEvent(action: .wheelDown, row: row, column: column))
        }
        guard event.bstate & coax_button1_pressed() != 0 else { return nil }
        let now = TerminalSession.monotonicSeconds()
        defer { lastPress = (row, column, now) }
        if let last = lastPress, last.row == row, last.column == column, now - last.time < 0.4 {
            lastPress = nil
            return .mouse(MouseEvent(action: .doubleClick, row: row, column: column))
        }
        return .mouse(MouseEvent(action: .press, row: row, column: column))
    }

    private func drawableCharacters(_ glyph: Glyph) -> [wchar_t] {
        var characters: [wchar_t] = []
        for scalar in glyph.text.unicodeScalars {
            let character = wchar_t(bitPattern: scalar.value)
            if characters.isEmpty {
                guard Int(wcwidth(character)) == glyph.width else { return [0xFFFD] }
                characters.append(character)
            } else if characters.count < Int(CCHARW_MAX), wcwidth(character) == 0 {
                characters.append(character)
            }
        }
        return characters.isEmpty ? [0x20] : characters
    }

    private func colorPair(_ role: ColorRole) -> Int16 {
        guard Theme.foreground(for: role) != nil, let offset = ColorRole.allCases.firstIndex(of: role) else { return 0 }
        return Int16(offset + 1)
    }

    private func curses(_ attributes: TextAttributes) -> attr_t {
        var result = attr_t(0)
        if attributes.contains(.bold) { result |= coax_attr_bold() }
        if attributes.contains(.dim) { result |= coax_attr_dim() }
        if attributes.contains(.reverse) { result |= coax_attr_reverse() }
        if attributes.contains(.underline) { result |= coax_attr_underline() }
        return result
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }
}
