import CoaxInspector

#if canImport(Glibc)
import Glibc
#endif

/// The inspector's terminal: draws ``Screen`` cells, reads keys and the mouse, and always gives
/// the terminal back the way it found it.
///
/// ``end()`` restores the terminal exactly once, whatever path leads there (quit, a signal, an
/// error, or the session being released).
///
/// ```swift
/// let session = try TerminalSession(colors: true)
/// defer { session.end() }
/// session.clear()
/// session.present()
/// ```
public final class TerminalSession: Screen {
    /// What one read of the terminal produced.
    public enum Input: Sendable, Equatable {
        /// A key, mouse action or resize.
        case event(InputEvent)
        /// Nothing arrived before the timeout.
        case timeout
        /// SIGINT, SIGTERM, SIGHUP or SIGQUIT arrived: the caller should end the session and exit 128 + signal.
        case terminated(signal: Int32)
        /// The process was stopped with Ctrl-Z and has been continued: everything must be redrawn.
        case resumed
    }

    private let device: any TerminalDevice
    private let signals: any SignalSource
    private let clock: () -> Double
    private var mouseDecoder = MouseDecoder()
    private var hasEnded = false

    /// Starts curses on `/dev/tty`.
    ///
    /// Call ``TerminalSignals/install()`` first, and read the document before: errors
    /// printed after this point would land on the curses screen.
    ///
    /// - Parameter wantsColor: false draws in monochrome (`NO_COLOR`, `--no-color`); color is also
    ///   off when the terminal has none.
    /// - Throws: ``TerminalError`` when there is no terminal to open, its type is unknown, or it
    ///   cannot address the cursor.
    public convenience init(colors wantsColor: Bool) throws(TerminalError) {
        self.init(device: try CursesDevice(colors: wantsColor), signals: ProcessSignals(), clock: Self.monotonicSeconds)
    }

    /// A session on any device, with its signals and clock (tests give fakes).
    init(device: any TerminalDevice, signals: any SignalSource, clock: @escaping () -> Double) {
        self.device = device
        self.signals = signals
        self.clock = clock
    }

    deinit {
        end()
    }

    /// Whether colours are in use (requested and supported by the terminal).
    public var usesColor: Bool { device.usesColor }

    /// The terminal's current size.
    public var size: ScreenSize { device.size }

    /// Blanks the drawing buffer (shown at the next ``present()``).
    public func clear() {
        device.clear()
    }

    /// Draws a cell into the buffer.
    ///
    /// - Parameters:
    ///   - cell: the glyph and its style; shown at the next ``present()``.
    ///   - row: from 0 at the top.
    ///   - column: from 0 at the left.
    public func put(_ cell: Cell, row: Int, column: Int) {
        device.put(cell, row: row, column: column)
    }

    /// Shows what was drawn since the last call.
    public func present() {
        device.present()
    }

    /// Repaints every cell at the next ``present()``, e.g. after the terminal was disturbed.
    public func invalidate() {
        device.invalidate()
    }

    /// Waits for input: indefinitely, or up to `milliseconds` (0 polls without waiting).
    ///
    /// - Parameter milliseconds: how long to wait; nil waits for input or a signal.
    /// - Returns: An event, a terminating signal, a resume after Ctrl-Z, or a timeout.
    public func read(timeout milliseconds: Int?) -> Input {
        while true {
            if let signal = signals.takeTerminatingSignal() { return .terminated(signal: signal) }
            if signals.takeSuspendRequest() {
                suspend()
                return .resumed
            }
            switch device.read(timeout: milliseconds) {
            case .interrupted:
                // Another signal (SIGWINCH is reported as a resize next): look at the flags, read again.
                continue
            case .timeout:
                if let signal = signals.takeTerminatingSignal() { return .terminated(signal: signal) }
                if signals.takeSuspendRequest() {
                    suspend()
                    return .resumed
                }
                return .timeout
            case .resize:
                return .event(.resize(device.size))
            case .mouse:
                if let report = device.mouse(), let event = mouseDecoder.event(for: report, at: clock()) {
                    return .event(.mouse(event))
                }
            case .keyCode(let code):
                if let event = KeyDecoder.keyCode(code) { return .event(event) }
            case .character(let value):
                if let event = KeyDecoder.character(value) { return .event(event) }
            }
            // Input with no meaning: a poll reports nothing, a wait goes on waiting.
            if milliseconds != nil { return .timeout }
        }
    }

    /// Sends bytes straight to the terminal (after flushing curses), e.g. an OSC 52 clipboard sequence.
    ///
    /// - Parameter bytes: an escape sequence built by Coax; never document text.
    public func writeRaw(_ bytes: [UInt8]) {
        device.writeRaw(bytes)
    }

    /// Hands the terminal to other work (an editor) with its modes restored, then takes it back
    /// and repaints everything.
    ///
    /// - Parameter body: the work to run with the terminal in its normal modes.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws; the terminal is taken back either way.
    public func outside<Result>(_ body: () throws -> Result) rethrows -> Result {
        device.leave()
        defer {
            signals.dropInteractiveSignals()
            device.reenter()
        }
        return try body()
    }

    /// Restores the terminal: exactly once, then releases it.
    public func end() {
        guard !hasEnded else { return }
        hasEnded = true
        device.close()
    }

    /// Hands the terminal back to the shell for Ctrl-Z, and takes it again on `fg`.
    private func suspend() {
        device.leave()
        signals.stopUntilContinued()
        device.reenter()
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }
}
