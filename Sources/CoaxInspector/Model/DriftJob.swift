import Coax
import Foundation

/// Finds the document's type drift on a thread of its own, after the first screen, so that
/// neither the first screen nor a key press waits for it; the inspector collects the marks
/// between key presses.
///
/// ```swift
/// let job = DriftJob(document: document, analyze: { DriftMarks(document: $0) })
/// let marks = job.wait(until: Date() + 0.015)   // nil while still analysing
/// ```
public final class DriftJob: @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var marks: DriftMarks?

    /// Starts the analysis at once.
    ///
    /// ```swift
    /// DriftJob(document: document, analyze: { DriftMarks(document: $0) })
    /// ```
    public init(document: JSONDocument, analyze: @escaping @Sendable (JSONDocument) -> DriftMarks) {
        let thread = Thread { [self] in
            let result = analyze(document)
            condition.lock()
            marks = result
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    /// The marks, waiting for them at most until `deadline`; nil when not ready by then.
    ///
    /// ```swift
    /// job.wait(until: .distantFuture)
    /// ```
    public func wait(until deadline: Date) -> DriftMarks? {
        condition.lock()
        defer { condition.unlock() }
        // Short waits, as in ExpansionJob: far-off deadlines do not convert reliably.
        while marks == nil, Date() < deadline {
            _ = condition.wait(until: min(deadline, Date(timeIntervalSinceNow: 0.05)))
        }
        return marks
    }
}
