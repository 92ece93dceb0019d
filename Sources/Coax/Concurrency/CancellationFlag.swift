import Synchronization

/// How background work is asked to stop: the owner sets the flag, the work looks at it now and
/// then and returns early. Setting it only asks; work that never looks runs to its end.
///
/// Every ``WorkerThread`` has one, which its work receives; the parser's second thread looks at
/// it every 4,096 values, the inspector's jobs between steps.
///
/// ```swift
/// let flag = CancellationFlag()
/// flag.set()
/// flag.isSet   // → true
/// ```
package final class CancellationFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    package init() {}

    /// Whether stopping was asked for. Relaxed: the flag orders nothing else, and whatever the
    /// work wrote is handed over by joining or waiting for its thread.
    package var isSet: Bool { flag.load(ordering: .relaxed) }

    /// Asks the work to stop.
    package func set() { flag.store(true, ordering: .relaxed) }
}
