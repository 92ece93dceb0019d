import CoaxInspector

@testable import CoaxTerminal

/// A terminal in memory: reads come from a script, drawing goes to a cell grid, and every call
/// that changes the terminal's modes is logged.
final class FakeDevice: TerminalDevice {
    var size: ScreenSize { grid.size }
    let usesColor = true
    let grid: CellGrid
    /// What the next reads return, in order; an empty script times out.
    var inputs: [RawInput] = []
    /// The reports ``mouse()`` returns, in order.
    var mouseReports: [RawMouse] = []
    /// The calls that change the terminal: `leave`, `reenter`, `close`, `present`, `write`.
    var log: [String] = []
    /// Bytes written raw.
    var written: [UInt8] = []
    /// The timeouts reads were given.
    var timeouts: [Int?] = []
    /// Runs during each read, e.g. to deliver a signal.
    var whileReading: () -> Void = {}

    init(rows: Int = 24, columns: Int = 80) {
        grid = CellGrid(size: ScreenSize(rows: rows, columns: columns))
    }

    func resize(rows: Int, columns: Int) {
        grid.resize(to: ScreenSize(rows: rows, columns: columns))
    }

    func clear() { grid.clear() }
    func put(_ cell: Cell, row: Int, column: Int) { grid.put(cell, row: row, column: column) }
    func present() { log.append("present") }
    func invalidate() { log.append("invalidate") }

    func read(timeout milliseconds: Int?) -> RawInput {
        timeouts.append(milliseconds)
        whileReading()
        return inputs.isEmpty ? .timeout : inputs.removeFirst()
    }

    func mouse() -> RawMouse? {
        mouseReports.isEmpty ? nil : mouseReports.removeFirst()
    }

    func writeRaw(_ bytes: [UInt8]) {
        log.append("write")
        written += bytes
    }

    func leave() { log.append("leave") }
    func reenter() { log.append("reenter") }
    func close() { log.append("close") }
}

/// Signals delivered by the test.
final class FakeSignals: SignalSource {
    var terminating: Int32?
    var suspend = false
    var stops = 0
    /// Called while "stopped", i.e. between Ctrl-Z and `fg`.
    var whileStopped: () -> Void = {}

    func takeTerminatingSignal() -> Int32? {
        defer { terminating = nil }
        return terminating
    }

    func takeSuspendRequest() -> Bool {
        defer { suspend = false }
        return suspend
    }

    var dropped = 0
    func dropInteractiveSignals() {
        dropped += 1
        if terminating == 2 { terminating = nil }
        suspend = false
    }

    func stopUntilContinued() {
        stops += 1
        whileStopped()
    }
}

/// A clock the test moves by hand.
final class FakeClock {
    var now = 1_000.0
}

extension TerminalSession {
    /// A session on fakes.
    static func fake(
        _ device: FakeDevice, signals: FakeSignals = FakeSignals(), clock: FakeClock = FakeClock()
    ) -> TerminalSession {
        TerminalSession(device: device, signals: signals, clock: { clock.now })
    }
}
