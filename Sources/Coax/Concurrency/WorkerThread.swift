import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Coax's one way to run work in the background: a thread of its own, a ``CancellationFlag``
/// to ask the work to stop, and a wait for its end, with a deadline (``wait(until:)``) or without
/// (``join()``). The parser's second thread and tape prefaulter, a collection's loader and chunk
/// parsers, drift's recorder, the inspector's jobs and the command line's progress line all run
/// on one.
///
/// A POSIX thread rather than Foundation's `Thread`, because it can be joined: whoever waits
/// knows the work is over and sees everything it wrote, without polling or sleeping. A worker
/// nobody joins is detached when the last reference to it goes, so its thread's resources are
/// returned either way.
///
/// ```swift
/// let worker = WorkerThread.start(name: "count") { cancellation in
///     var total = 0
///     for step in 0..<1_000 where !cancellation.isSet { total += step }
/// }
/// worker?.join()
/// ```
package final class WorkerThread: Sendable {
    /// The POSIX thread's handle, which is a plain integer on Linux but a pointer elsewhere.
    private struct Handle: @unchecked Sendable {
        // Invariant: the handle is only passed to pthread_join or pthread_detach, exactly once,
        // by whoever takes it out of `handle` below; it is never dereferenced.
        let thread: pthread_t
    }

    /// What the new thread receives: the work and the worker it reports to.
    private final class Start: Sendable {
        let worker: WorkerThread
        let name: String
        let work: @Sendable (CancellationFlag) -> Void

        init(worker: WorkerThread, name: String, work: @escaping @Sendable (CancellationFlag) -> Void) {
            self.worker = worker
            self.name = name
            self.work = work
        }
    }

    /// Asks the work to stop; the work received it when it started.
    package let cancellation: CancellationFlag
    private let finished = ConditionLock(false)
    /// Until joined or detached.
    private let handle = LockedValue<Handle?>(nil)

    private init(cancellation: CancellationFlag) {
        self.cancellation = cancellation
    }

    /// Starts `work` on a new thread.
    ///
    /// - Parameters:
    ///   - name: the thread's name for debuggers and `top -H`.
    ///   - stackSize: the thread's stack in bytes; nil for the system's default.
    ///   - cancellation: the flag the work sees; a new one by default.
    ///   - work: what to run; it receives the flag.
    /// - Returns: The running worker, or nil when the system refused a thread (the caller then does
    ///   the work another way, most often on its own thread).
    package static func start(
        name: String, stackSize: Int? = nil, cancellation: CancellationFlag = CancellationFlag(),
        _ work: @escaping @Sendable (CancellationFlag) -> Void
    ) -> WorkerThread? {
        let worker = WorkerThread(cancellation: cancellation)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
        // Unsafe: the context is retained here and released exactly once, by the new thread, or
        // below when no thread was made.
        let context = Unmanaged.passRetained(Start(worker: worker, name: name, work: work)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(
            &thread, &attributes,
            { context in
                guard let context else { return nil }
                let start = Unmanaged<Start>.fromOpaque(context).takeRetainedValue()
                start.worker.run(start)
                return nil
            }, context)
        guard started == 0 else {
            Unmanaged<Start>.fromOpaque(context).release()
            return nil
        }
        worker.handle.withLock { $0 = Handle(thread: thread) }
        return worker
    }

    private func run(_ start: Start) {
        // Foundation names any thread, a POSIX one included (Linux keeps the first 15 bytes).
        Thread.current.name = start.name
        start.work(cancellation)
        finished.update { $0 = true }
    }

    /// Whether the work has returned.
    package var isFinished: Bool { finished.withLock { $0 } }

    /// Asks the work to stop (``CancellationFlag/set()``); it does not wait.
    package func cancel() {
        cancellation.set()
    }

    /// Waits until the work has returned, at most until `deadline`.
    ///
    /// - Parameter deadline: when to stop waiting; `.distantFuture` waits as long as it takes.
    /// - Returns: `true` when the work has returned.
    package func wait(until deadline: Date) -> Bool {
        finished.wait(until: { $0 }, deadline: deadline)
    }

    /// Waits until the work has returned and its thread is gone. Only the worker's owner joins,
    /// and only once; a second call waits for the work like ``wait(until:)``.
    package func join() {
        guard
            let taken = handle.withLock({ handle -> Handle? in
                defer { handle = nil }
                return handle
            })
        else {
            _ = wait(until: .distantFuture)
            return
        }
        pthread_join(taken.thread, nil)
    }

    deinit {
        // Nobody joined: the thread (finished, since it held a reference until its work returned,
        // or finishing on this very thread) returns its resources by itself.
        if let taken = handle.withLock({ $0 }) { pthread_detach(taken.thread) }
    }
}
