import CNcursesw
import CoaxInspector
import Testing

@testable import CoaxTerminal

#if canImport(Glibc)
import Glibc
#endif

@Suite("Terminal session: keys, mouse, resize, signals and restoring the terminal")
struct TerminalSessionTests {
    // MARK: Keys

    @Test func charactersAndControlChordsBecomeEvents() {
        let device = FakeDevice()
        device.inputs = [.character(0x6A), .character(4), .character(5), .character(25), .character(0x754C)]
        let session = TerminalSession.fake(device)
        #expect(session.read(timeout: nil) == .event(.character("j")))
        #expect(session.read(timeout: nil) == .event(.control("d")))
        #expect(session.read(timeout: nil) == .event(.control("e")))
        #expect(session.read(timeout: nil) == .event(.control("y")))
        #expect(session.read(timeout: nil) == .event(.character("界")))
    }

    @Test func enterTabEscapeAndBackspaceHaveTheirOwnKeys() {
        #expect(KeyDecoder.character(10) == .key(.enter))
        #expect(KeyDecoder.character(13) == .key(.enter))
        #expect(KeyDecoder.character(9) == .key(.tab))
        #expect(KeyDecoder.character(27) == .key(.escape))
        #expect(KeyDecoder.character(127) == .key(.backspace))
        #expect(KeyDecoder.character(8) == .key(.backspace))
        #expect(KeyDecoder.keyCode(KEY_ENTER) == .key(.enter))
        #expect(KeyDecoder.keyCode(KEY_BTAB) == .key(.backTab))
        #expect(KeyDecoder.keyCode(KEY_DC) == .key(.delete))
    }

    @Test func keyCodesBecomeNamedKeys() {
        let pairs: [(Int32, Key)] = [
            (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
            (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown), (KEY_HOME, .home), (KEY_END, .end),
        ]
        for (code, key) in pairs {
            #expect(KeyDecoder.keyCode(code) == .key(key))
        }
        #expect(KeyDecoder.keyCode(KEY_F0 + 1) == .key(.function(1)), "F1 is help, as in jless")
        #expect(KeyDecoder.keyCode(KEY_F0 + 5) == .key(.function(5)))
        #expect(KeyDecoder.keyCode(KEY_F0 + 13) == nil)
    }

    @Test func unsafeCharactersNeverBecomeInput() {
        // C1 CSI and a bidirectional override would reach the prompt line otherwise.
        #expect(KeyDecoder.character(0x9B) == nil)
        #expect(KeyDecoder.character(0x202E) == nil)
        #expect(KeyDecoder.character(0) == nil)
        #expect(KeyDecoder.character(28) == nil)
    }

    @Test func meaninglessInputIsSkippedWhileWaitingAndReportedAsTimeoutWhenPolling() {
        let device = FakeDevice()
        device.inputs = [.keyCode(KEY_F0 + 13), .character(0x6B)]
        let session = TerminalSession.fake(device)
        #expect(session.read(timeout: nil) == .event(.character("k")))
        device.inputs = [.keyCode(KEY_F0 + 13), .character(0x6B)]
        #expect(session.read(timeout: 0) == .timeout)
        #expect(session.read(timeout: 0) == .event(.character("k")))
        #expect(device.timeouts.last == 0)
    }

    // MARK: Mouse

    @Test func wheelReportsScrollAtThePointer() {
        let device = FakeDevice()
        device.inputs = [.mouse, .mouse]
        device.mouseReports = [
            RawMouse(row: 4, column: 9, buttons: [.wheelDown]), RawMouse(row: 1, column: 2, buttons: [.wheelUp]),
        ]
        let session = TerminalSession.fake(device)
        #expect(session.read(timeout: nil) == .event(.mouse(MouseEvent(action: .wheelDown, row: 4, column: 9))))
        #expect(session.read(timeout: nil) == .event(.mouse(MouseEvent(action: .wheelUp, row: 1, column: 2))))
    }

    @Test func aSecondPressOnTheSameCellSoonAfterIsADoubleClick() {
        let device = FakeDevice()
        let clock = FakeClock()
        let session = TerminalSession.fake(device, clock: clock)
        func press(row: Int, column: Int, after seconds: Double) -> TerminalSession.Input {
            clock.now += seconds
            device.inputs = [.mouse]
            device.mouseReports = [RawMouse(row: row, column: column, buttons: [.primaryPressed])]
            return session.read(timeout: nil)
        }
        #expect(press(row: 3, column: 7, after: 0) == .event(.mouse(MouseEvent(action: .press, row: 3, column: 7))))
        #expect(
            press(row: 3, column: 7, after: 0.2) == .event(.mouse(MouseEvent(action: .doubleClick, row: 3, column: 7))))
        // A third press starts over rather than making a second double click.
        #expect(press(row: 3, column: 7, after: 0.1) == .event(.mouse(MouseEvent(action: .press, row: 3, column: 7))))
        // Too late, or elsewhere: a plain press.
        #expect(press(row: 3, column: 7, after: 0.5) == .event(.mouse(MouseEvent(action: .press, row: 3, column: 7))))
        #expect(press(row: 3, column: 8, after: 0.1) == .event(.mouse(MouseEvent(action: .press, row: 3, column: 8))))
    }

    @Test func releasesAndUnreadableReportsAreIgnored() {
        let device = FakeDevice()
        device.inputs = [.mouse, .mouse, .character(0x71)]
        device.mouseReports = [RawMouse(row: 0, column: 0, buttons: [])]
        let session = TerminalSession.fake(device)
        #expect(session.read(timeout: nil) == .event(.character("q")))
    }

    // MARK: Resize

    @Test func aResizeReportsTheNewSize() {
        let device = FakeDevice(rows: 24, columns: 80)
        device.inputs = [.resize]
        let session = TerminalSession.fake(device)
        device.resize(rows: 5, columns: 20)
        #expect(session.read(timeout: nil) == .event(.resize(ScreenSize(rows: 5, columns: 20))))
        #expect(session.size == ScreenSize(rows: 5, columns: 20))
    }

    // MARK: Signals

    @Test func aTerminatingSignalEndsTheReadBeforeAnyInput() {
        let device = FakeDevice()
        let signals = FakeSignals()
        device.inputs = [.character(0x6A)]
        signals.terminating = SIGTERM
        let session = TerminalSession.fake(device, signals: signals)
        #expect(session.read(timeout: nil) == .terminated(signal: SIGTERM))
        #expect(device.inputs.count == 1)
    }

    @Test func aSignalThatInterruptsAWaitingReadIsSeen() {
        let device = FakeDevice()
        let signals = FakeSignals()
        device.inputs = [.interrupted, .character(0x6A)]
        device.whileReading = { signals.terminating = SIGINT }
        let session = TerminalSession.fake(device, signals: signals)
        #expect(session.read(timeout: nil) == .terminated(signal: SIGINT))
        #expect(device.timeouts.count == 1)
    }

    @Test func anotherSignalInterruptingTheReadOnlyMakesItReadAgain() {
        let device = FakeDevice()
        device.inputs = [.interrupted, .character(0x6A)]
        let session = TerminalSession.fake(device)
        #expect(session.read(timeout: nil) == .event(.character("j")))
    }

    @Test func ctrlZLeavesTheTerminalStopsAndTakesItBack() {
        let device = FakeDevice()
        let signals = FakeSignals()
        signals.suspend = true
        var logWhileStopped: [String] = []
        signals.whileStopped = { logWhileStopped = device.log }
        let session = TerminalSession.fake(device, signals: signals)
        #expect(session.read(timeout: nil) == .resumed)
        #expect(signals.stops == 1)
        #expect(logWhileStopped == ["leave"])
        #expect(device.log == ["leave", "reenter"])
    }

    // MARK: Restoring the terminal

    @Test func endRestoresTheTerminalExactlyOnce() {
        let device = FakeDevice()
        do {
            let session = TerminalSession.fake(device)
            session.end()
            session.end()
        }
        // Released after end(): no second restore.
        #expect(device.log.filter { $0 == "close" }.count == 1)
    }

    @Test func releasingASessionRestoresTheTerminal() {
        let device = FakeDevice()
        do {
            _ = TerminalSession.fake(device)
        }
        #expect(device.log == ["close"])
    }

    @Test func workOutsideTheTerminalIsWrappedInLeaveAndReenterEvenWhenItThrows() {
        struct Failure: Error {}
        let device = FakeDevice()
        let session = TerminalSession.fake(device)
        let value = session.outside {
            device.log.append("editor")
            return 7
        }
        #expect(value == 7)
        #expect(throws: Failure.self) {
            try session.outside {
                device.log.append("editor")
                throw Failure()
            }
        }
        #expect(device.log == ["leave", "editor", "reenter", "leave", "editor", "reenter"])
    }

    @Test func rawBytesGoStraightToTheTerminal() {
        let device = FakeDevice()
        let session = TerminalSession.fake(device)
        session.writeRaw(Clipboard.sequence(for: "$.a", insideTmux: false))
        #expect(String(decoding: device.written, as: UTF8.self) == "\u{1b}]52;c;JC5h\u{7}")
    }

    @Test func cellsAreDrawnOnTheDevice() {
        let device = FakeDevice(rows: 2, columns: 10)
        let session = TerminalSession.fake(device)
        session.clear()
        session.put(Cell(glyph: Glyph(ascii: "x")!), row: 1, column: 3)
        session.present()
        #expect(device.grid.text == "\n   x")
        #expect(device.log == ["present"])
    }
}
