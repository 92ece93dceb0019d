import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// What the fatal signals' handler reads: prepared and published before the handler can run, and
/// never changed or released while it is installed.
private struct FatalRestoreState {
    /// The terminal the inspector draws on (`/dev/tty`).
    var descriptor: Int32
    /// Its settings before curses changed them (echo, canonical input), if they could be read.
    var settings: termios
    var hasSettings: Bool
    /// The action each fatal signal had before, indexed by signal number (room for `NSIG`).
    var previousActions: UnsafeMutablePointer<sigaction>
}

/// The armed state's address, or 0. Atomic (as a bit pattern, which is `Sendable` where the
/// pointer is not): the handler may run on any thread.
private let fatalRestoreAddress = Atomic<UInt>(0)

/// The armed state, if any.
private func armedFatalRestoreState() -> UnsafeMutablePointer<FatalRestoreState>? {
    UnsafeMutablePointer(bitPattern: fatalRestoreAddress.load(ordering: .acquiring))
}

/// Gives the terminal back when the process dies of a fatal signal while the inspector has it: a
/// Swift runtime trap (SIGILL, SIGTRAP), an abort (SIGABRT), a memory fault (SIGSEGV, SIGBUS) or
/// an arithmetic one (SIGFPE). The process still dies of the signal, with its exit status and
/// any crash report of the handler that was there before (Swift's backtracer, a sanitizer's),
/// but on the normal screen, with mouse reporting off, the cursor visible and echo back.
///
/// The handler is async-signal-safe: it reads state published before it was installed, and calls
/// only `write`, `tcsetattr`, `sigaction` and `raise`. It runs on the alternate signal stack when
/// the thread has one (a stack overflow), and then hands the signal on: it restores the previous
/// action and raises the signal again, which is delivered when the handler returns (a fault
/// that returns re-executes its instruction and faults again, into the previous action too).
///
/// ```swift
/// FatalSignalRestore.arm(descriptor: fileno(tty))   // before curses starts
/// // … a crash here leaves the terminal as it was …
/// FatalSignalRestore.disarm()                       // after curses has ended
/// ```
enum FatalSignalRestore {
    static let fatalSignals = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

    /// Records `descriptor`'s settings now (call before curses changes them) and installs the
    /// handler for the fatal signals. Arming again replaces the descriptor.
    static func arm(descriptor: Int32) {
        disarm()
        let state = UnsafeMutablePointer<FatalRestoreState>.allocate(capacity: 1)
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
        previous.initialize(repeating: sigaction(), count: Int(NSIG))
        var settings = termios()
        let hasSettings = tcgetattr(descriptor, &settings) == 0
        state.initialize(
            to: FatalRestoreState(
                descriptor: descriptor, settings: settings, hasSettings: hasSettings, previousActions: previous))
        // Published before any handler is installed: a handler never sees a partial state.
        fatalRestoreAddress.store(UInt(bitPattern: state), ordering: .releasing)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = restoreTerminalAndHandOn
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_ONSTACK
        for signal in fatalSignals {
            sigaction(signal, &action, previous + Int(signal))
        }
    }

    /// Puts the previous actions back and forgets the terminal.
    static func disarm() {
        guard let state = armedFatalRestoreState() else { return }
        for signal in fatalSignals {
            sigaction(signal, state.pointee.previousActions + Int(signal), nil)
        }
        // No handler of ours is installed from here on; one running on another thread would be
        // that thread's crash, which ends the process before this returns to release anything.
        fatalRestoreAddress.store(0, ordering: .releasing)
        state.pointee.previousActions.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The handler (see the type's description).
    private static let restoreTerminalAndHandOn: @convention(c) (Int32) -> Void = { signal in
        if let state = armedFatalRestoreState() {
            // What ends curses' modes: mouse reporting off (every protocol curses may have turned
            // on), attributes reset, cursor visible, the alternate screen left, keypad transmit
            // mode off, a fresh line. A literal: no global to initialize inside the handler.
            let sequence: StaticString =
                "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\u{1B}[?1l\u{1B}>\r\n"
            _ = write(state.pointee.descriptor, sequence.utf8Start, sequence.utf8CodeUnitCount)
            if state.pointee.hasSettings {
                _ = tcsetattr(state.pointee.descriptor, TCSANOW, &state.pointee.settings)
            }
            sigaction(signal, state.pointee.previousActions + Int(signal), nil)
        } else {
            var fallback = sigaction()
            fallback.__sigaction_handler.sa_handler = SIG_DFL
            sigemptyset(&fallback.sa_mask)
            sigaction(signal, &fallback, nil)
        }
        raise(signal)
    }

    #if DEBUG
    /// Test builds only: dies of the fatal signal `COAX_TEST_FATAL_SIGNAL` names (`trap`: a Swift
    /// runtime trap; `abort`; `segv`: a write to an unmapped page), so that the end-to-end tests
    /// can check what a crash leaves on the terminal. Release builds have no such path.
    static func failIfAskedByTests() {
        guard let value = getenv("COAX_TEST_FATAL_SIGNAL") else { return }
        switch String(cString: value) {
        case "trap":
            preconditionFailure("COAX_TEST_FATAL_SIGNAL=trap")
        case "abort":
            abort()
        case "segv":
            if let unmapped = UnsafeMutablePointer<UInt8>(bitPattern: 16) { unmapped.pointee = 1 }
        default:
            return
        }
    }
    #endif
}
