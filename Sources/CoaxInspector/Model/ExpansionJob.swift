import Coax
import Foundation

/// Makes the expanded view on a thread of its own, so the key that asked for it returns at once
/// and the screen says what is happening; the inspector collects the result between key presses.
///
/// ```swift
/// let job = ExpansionJob(document: document, expander: DocumentExpansion.expand, then: .switchView)
/// let outcome = job.wait(until: Date() + 0.015)   // nil while still expanding
/// ```
public final class ExpansionJob: @unchecked Sendable {
    /// What to do once the expansion is made.
    ///
    /// ```swift
    /// ExpansionJob.FollowUp.switchView
    /// ```
    public enum FollowUp: Hashable, Sendable {
        /// Show the expanded view.
        case switchView
        /// List the expansion's warnings.
        case showWarnings
    }

    /// What to do once the expansion is made.
    public let followUp: FollowUp
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var outcome: ExpansionOutcome?

    /// Starts expanding at once.
    ///
    /// ```swift
    /// ExpansionJob(document: document, expander: DocumentExpansion.expand, then: .showWarnings)
    /// ```
    public init(
        document: JSONDocument,
        expander: @escaping @Sendable (JSONDocument) -> ExpansionOutcome,
        then followUp: FollowUp
    ) {
        self.followUp = followUp
        let thread = Thread { [self] in
            let result = expander(document)
            condition.lock()
            outcome = result
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    /// The outcome, waiting for it at most until `deadline`; nil when not ready by then.
    ///
    /// ```swift
    /// job.wait(until: .distantFuture)
    /// ```
    public func wait(until deadline: Date) -> ExpansionOutcome? {
        condition.lock()
        defer { condition.unlock() }
        // Short waits: far-off deadlines (such as `.distantFuture`) do not convert reliably to the
        // C library's absolute time.
        while outcome == nil, Date() < deadline {
            _ = condition.wait(until: min(deadline, Date(timeIntervalSinceNow: 0.05)))
        }
        return outcome
    }
}
