import Coax
import Foundation
import Synchronization

/// Work that runs on a thread of its own while the inspector keeps answering keys: the drift
/// analysis, the expanded view, and anything else that grows with the document.
///
/// The inspector starts a job, goes on handling keys, and between key presses asks for the
/// output with a deadline (``output(waitingUntil:)``), so neither the first screen nor a key
/// press waits for it. The work receives a ``Context`` to report how far it has got (shown in
/// the status line) and to notice that it was cancelled (Esc): cancelling only asks, and work
/// that never looks runs to its end while whoever cancelled drops the job.
///
/// ```swift
/// let job = BackgroundJob(name: "drift") { context in DriftMarks(document: document) }
/// job.output(waitingUntil: Date() + 0.015)   // nil while still running
/// job.output(waitingUntil: .distantFuture)   // the marks
/// ```
final class BackgroundJob<Output: Sendable>: Sendable {
    /// What the work sees of its job: cancellation and progress.
    ///
    /// ```swift
    /// BackgroundJob(name: "count") { context in
    ///     var total = 0
    ///     for step in 0..<1_000 where !context.isCancelled {
    ///         total += step
    ///         context.report(progress: Double(step) / 1_000)
    ///     }
    ///     return total
    /// }
    /// ```
    final class Context: Sendable {
        private let cancelled = Atomic<Bool>(false)
        private let fraction = LockedValue<Double?>(nil)

        fileprivate init() {}

        /// Whether the inspector no longer wants the output; long work checks it now and then.
        var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

        /// Records how far the work has got, from 0 to 1.
        func report(progress: Double) {
            fraction.withLock { $0 = min(max(progress, 0), 1) }
        }

        fileprivate var progress: Double? { fraction.withLock { $0 } }

        fileprivate func cancel() { cancelled.store(true, ordering: .relaxed) }
    }

    /// A short name for messages and thread names, e.g. `drift`.
    let name: String
    private let context = Context()
    private let result = LockedValue<Output?>(nil)
    /// Signalled once when the output is stored; every waiter passes the signal on.
    private let finished = DispatchSemaphore(value: 0)

    /// Starts the work on a new thread at once.
    init(name: String, work: @escaping @Sendable (Context) -> Output) {
        self.name = name
        let thread = Thread { [self] in
            let output = work(context)
            result.withLock { $0 = output }
            finished.signal()
        }
        thread.name = "coax-\(name)"
        thread.start()
    }

    /// Whether the output is ready.
    var isFinished: Bool { result.withLock { $0 != nil } }

    /// How far the work has got (0 to 1), if it reports progress.
    var progress: Double? { context.progress }

    /// Whether ``cancel()`` was called.
    var isCancelled: Bool { context.isCancelled }

    /// Asks the work to stop early.
    func cancel() { context.cancel() }

    /// The output, waiting for it at most until `deadline`; nil when it is not ready by then.
    func output(waitingUntil deadline: Date) -> Output? {
        if let ready = result.withLock({ $0 }) { return ready }
        // Waits in short steps: far-off deadlines such as `.distantFuture` do not convert to
        // dispatch time.
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { break }
            if finished.wait(timeout: .now() + min(remaining, 0.05)) == .success {
                finished.signal()
                break
            }
        }
        return result.withLock { $0 }
    }
}
