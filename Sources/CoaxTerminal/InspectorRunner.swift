import CoaxInspector
import Foundation

/// Runs an ``Inspector`` on a ``TerminalSession`` until the user quits or a signal ends it.
///
/// Input is read without waiting while the inspector has slices of work queued (a search, line
/// numbers), so the screen shows progress and keys such as Esc still arrive between slices. While
/// a collection loads (or is followed), input is waited for at most ``loadingPoll`` milliseconds,
/// then the new records are taken and drawn.
///
/// ```swift
/// let ending = InspectorRunner.run(inspector, on: session, insideTmux: false)
/// session.end()
/// if case .signal(let number) = ending { exit(128 + number) }
/// ```
public enum InspectorRunner {
    /// How a run ended.
    public enum Ending: Hashable, Sendable {
        /// The user quit.
        case quit
        /// The user quit asking for text to be printed (`p`, `P`), once the terminal is restored.
        case quitPrinting(String)
        /// SIGINT, SIGTERM, SIGHUP or SIGQUIT arrived.
        case signal(Int32)
        /// The document shown by its start turned out not to load (``Inspector/loadFailure`` says
        /// why): the command reports it as for a file that does not parse.
        case loadFailed
    }

    /// The longest slice of queued work between two looks at the keyboard, in seconds.
    static let slice = 0.015
    /// How long to wait for a key, in milliseconds, before looking for a loading collection's
    /// new records.
    static let loadingPoll = 100
    /// The most inputs handled before the screen is drawn again, so held keys do not lag.
    static let burst = 64
    /// The longest a frame waits for the first verdicts of the user's models, in seconds (they
    /// cover the first documents only, so they usually take a few milliseconds).
    static let firstVerdictsWait = 0.25

    /// Runs until quit or signal.
    ///
    /// - Parameters:
    ///   - inspector: the inspector to drive, already made for the document and screen size.
    ///   - session: the started curses session it draws on.
    ///   - insideTmux: whether clipboard copies must be wrapped for tmux.
    ///   - editor: what `v` opens values in.
    /// - Returns: How the inspector ended: quit, quit printing a value or path, or a signal.
    public static func run(
        _ inspector: Inspector, on session: TerminalSession, insideTmux: Bool,
        editor: EditorLauncher = EditorLauncher(environment: ProcessInfo.processInfo.environment)
    ) -> Ending {
        inspector.handle(.resize(session.size))
        // The first frame comes before any queued work (line numbers show "…" until counted) but
        // the first verdicts of the user's models: their marks come with the first screen.
        inspector.awaitFirstModelVerdicts(until: Date(timeIntervalSinceNow: firstVerdictsWait))
        draw(inspector, on: session)
        while true {
            var copies: [String] = []
            // Copies typed just before a quit (`y q`) are still sent.
            func sendCopies() {
                for text in copies { session.writeRaw(Clipboard.sequence(for: text, insideTmux: insideTmux)) }
                copies = []
            }
            var handled = 0
            var timeout: Int? = inspector.hasPendingWork ? 0 : (inspector.isLoading ? loadingPoll : nil)
            reading: while handled < burst {
                switch session.read(timeout: timeout) {
                case .terminated(let signal):
                    return .signal(signal)
                case .resumed:
                    inspector.handle(.resize(session.size))
                    session.invalidate()
                    break reading
                case .timeout:
                    break reading
                case .event(let event):
                    handled += 1
                    for effect in inspector.handle(event) {
                        switch effect {
                        case .quit:
                            sendCopies()
                            return .quit
                        case .quitPrinting(let text):
                            sendCopies()
                            return .quitPrinting(text)
                        case .copy(let text): copies.append(text)
                        case .redraw: session.invalidate()
                        case .openInEditor(let text, let fileName):
                            switch session.outside({ editor.open(text, named: fileName) }) {
                            case .closed(let command): inspector.showMessage("back from \(command)")
                            case .failed(let reason): inspector.showMessage(reason, isError: true)
                            }
                            session.invalidate()
                        }
                    }
                    timeout = 0
                }
            }
            if inspector.hasPendingWork {
                inspector.performPendingWork(until: Date(timeIntervalSinceNow: slice))
            }
            // New records of a collection still loading (or followed) appear; the selection stays.
            if inspector.isLoading { inspector.collectLoaded() }
            if inspector.loadFailure != nil { return .loadFailed }
            // Documents that just arrived on an empty screen get their marks in the same frame.
            inspector.awaitFirstModelVerdicts(until: Date(timeIntervalSinceNow: firstVerdictsWait))
            draw(inspector, on: session)
            sendCopies()
        }
    }

    private static func draw(_ inspector: Inspector, on session: TerminalSession) {
        inspector.render(into: session)
        session.present()
    }
}
