import Coax
import Foundation

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
        private let cancellation: CancellationFlag
        private let fraction = LockedValue<Double?>(nil)

        fileprivate init(cancellation: CancellationFlag) {
            self.cancellation = cancellation
        }

        /// Whether the inspector no longer wants the output; long work checks it now and then.
        var isCancelled: Bool { cancellation.isSet }

        /// Records how far the work has got, from 0 to 1.
        func report(progress: Double) {
            fraction.withLock { $0 = min(max(progress, 0), 1) }
        }

        fileprivate var progress: Double? { fraction.withLock { $0 } }

        fileprivate func cancel() { cancellation.set() }
    }

    /// A short name for messages and thread names, e.g. `drift`.
    let name: String
    private let context: Context
    private let result: LockedValue<Output?>
    /// Nil when the system refused a thread and the work ran in the initializer.
    private let worker: WorkerThread?

    /// Starts the work on a new thread at once (on this one, should the system refuse a thread).
    init(name: String, work: @escaping @Sendable (Context) -> Output) {
        self.name = name
        let cancellation = CancellationFlag()
        let context = Context(cancellation: cancellation)
        let result = LockedValue<Output?>(nil)
        self.context = context
        self.result = result
        worker = WorkerThread.start(name: "coax-\(name)", cancellation: cancellation) { _ in
            let output = work(context)
            result.withLock { $0 = output }
        }
        if worker == nil {
            let output = work(context)
            result.withLock { $0 = output }
        }
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
        _ = worker?.wait(until: deadline)
        return result.withLock { $0 }
    }
}
