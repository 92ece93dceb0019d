import Synchronization

/// Stops a query evaluation running on another thread, and tells how far it has got.
///
/// The evaluation looks at the control every few thousand steps, so ``cancel()`` takes effect
/// within microseconds.
///
/// ```swift
/// let control = JSONQueryControl()
/// let options = JSONQueryOptions(control: control)
/// // on a background thread: try query.evaluate(on: document, options: options)
/// control.progress   // 0.42
/// control.cancel()   // the evaluation throws JSONQueryEvaluationError.cancelled
/// ```
public final class JSONQueryControl: Sendable {
    private let cancelled = Atomic<Bool>(false)
    /// Progress in millionths, so that it can be stored atomically.
    private let millionths = Atomic<Int>(0)

    /// A control that has not been cancelled.
    ///
    /// ```swift
    /// JSONQueryControl().isCancelled   // → false
    /// ```
    public init() {}

    /// Asks the evaluation to stop.
    ///
    /// ```swift
    /// let control = JSONQueryControl()
    /// control.cancel()
    /// control.isCancelled   // → true
    /// ```
    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Whether ``cancel()`` has been called.
    ///
    /// ```swift
    /// control.isCancelled   // false
    /// ```
    public var isCancelled: Bool {
        cancelled.load(ordering: .relaxed)
    }

    /// An estimate of the share of the work done, from 0 to 1: how far through the document the
    /// evaluation is, segment by segment.
    ///
    /// ```swift
    /// Int(control.progress * 100)   // 42
    /// ```
    public var progress: Double {
        Double(millionths.load(ordering: .relaxed)) / 1_000_000
    }

    func report(progress: Double) {
        millionths.store(Int(max(0, min(1, progress)) * 1_000_000), ordering: .relaxed)
    }
}
