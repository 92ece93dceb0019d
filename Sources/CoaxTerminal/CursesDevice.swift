import CNcursesw
import CoaxInspector

#if canImport(Glibc)
import Glibc
#endif

/// The ncursesw terminal: draws on `/dev/tty` and reads keys and the mouse from it.
///
/// Keys come from `/dev/tty`, not standard input, so `curl … | coax` reads the document from the
/// pipe and the keys from the keyboard.
final class CursesDevice: TerminalDevice {
    private let tty: UnsafeMutablePointer<FILE>
    private let terminal: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    let usesColor: Bool

    /// Starts curses on `/dev/tty`; fails with a message for people when there is no terminal,
    /// `TERM` is unknown, or the terminal cannot place the cursor (`TERM=dumb`).
    init(colors wantsColor: Bool) throws(TerminalError) {
        setlocale(LC_ALL, "")
        // Without a UTF-8 locale curses draws every other character blank: draw in ASCII instead.
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { ASCIIFallback.turnOn() }
        let name = getenv("TERM").map { String(cString: $0) }
        guard let tty = fopen("/dev/tty", "r+") else {
            throw .noTerminal(reason: String(cString: strerror(errno)))
        }
        // Before curses changes the terminal: a crash from here on gives it back as it is now.
        FatalSignalRestore.arm(descriptor: fileno(tty))
        guard let terminal = newterm(nil, tty, tty) else {
            FatalSignalRestore.disarm()
            fclose(tty)
            throw .unknownTerminal(name: name)
        }
        // Nothing has been written yet: a terminal that cannot address the cursor is given back
        // before it shows a garbled screen.
        guard let window = coax_stdscr(), coax_has_cursor_addressing() != 0 else {
            endwin()
            delscreen(terminal)
            FatalSignalRestore.disarm()
            fclose(tty)
            throw name.map { .noCursorAddressing(name: $0) } ?? .unknownTerminal(name: nil)
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

    var size: ScreenSize {
        ScreenSize(rows: Int(getmaxy(window)), columns: Int(getmaxx(window)))
    }

    func clear() {
        werase(window)
    }

    /// A glyph the C library measures differently from Coax's table is drawn as U+FFFD so that
    /// nothing shifts or spills past the pane.
    func put(_ cell: Cell, row: Int, column: Int) {
        let attributes = curses(cell.style.attributes)
        let pair = usesColor ? colorPair(cell.style.role) : 0
        var characters = drawableCharacters(cell.glyph)
        characters.append(0)
        _ = coax_put_glyph(window, Int32(row), Int32(column), characters, attributes, pair)
        if cell.glyph.width == 2, characters.count == 2, characters[0] == 0xFFFD || characters[0] == 0x3F {
            var space: [wchar_t] = [0x20, 0]
            _ = coax_put_glyph(window, Int32(row), Int32(column + 1), &space, attributes, pair)
        }
    }

    func present() {
        wnoutrefresh(window)
        doupdate()
        #if DEBUG
        FatalSignalRestore.failIfAskedByTests()
        #endif
    }

    func invalidate() {
        clearok(window, true)
    }

    func read(timeout milliseconds: Int?) -> RawInput {
        wtimeout(window, Int32(milliseconds ?? -1))
        var character: wint_t = 0
        let status = wget_wch(window, &character)
        if status == ERR { return errno == EINTR ? .interrupted : .timeout }
        guard status == KEY_CODE_YES else { return .character(character) }
        switch Int32(bitPattern: character) {
        case KEY_RESIZE: return .resize
        case KEY_MOUSE: return .mouse
        case let code: return .keyCode(code)
        }
    }

    func mouse() -> RawMouse? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        var buttons: RawMouse.Buttons = []
        if event.bstate & coax_button1_pressed() != 0 { buttons.insert(.primaryPressed) }
        if event.bstate & coax_button4_pressed() != 0 { buttons.insert(.wheelUp) }
        if event.bstate & coax_button5_pressed() != 0 { buttons.insert(.wheelDown) }
        return RawMouse(row: Int(event.y), column: Int(event.x), buttons: buttons)
    }

    func writeRaw(_ bytes: [UInt8]) {
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

    func leave() {
        endwin()
    }

    func reenter() {
        // The size may have changed meanwhile; refreshing takes the terminal back.
        wrefresh(window)
        clearok(window, true)
    }

    func close() {
        endwin()
        delscreen(terminal)
        FatalSignalRestore.disarm()
        fclose(tty)
    }

    private func drawableCharacters(_ glyph: Glyph) -> [wchar_t] {
        if ASCIIFallback.isOn, !glyph.text.unicodeScalars.allSatisfy(\.isASCII) {
            // What was not made ASCII before (the cut mark): a look-alike, else a question mark.
            return glyph.text == "\u{2026}" ? [0x2E] : [0x3F]
        }
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
}
