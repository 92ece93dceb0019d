import Foundation

/// State shared between threads, with a way to wait for it to change: a collection's loader and
/// its readers, the chunk parsers, a ``WorkerThread`` and whoever waits for it.
package final class ConditionLock<State> {
    // Invariant: every access to `state` holds `condition`.
    private let condition = NSCondition()
    private var state: State

    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` on the state while holding the lock.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        condition.lock()
        defer { condition.unlock() }
        return try body(&state)
    }

    /// Changes the state and wakes every waiting thread.
    package func update<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return try body(&state)
    }

    /// Waits until `isReady` holds, then reads the state.
    package func wait<Result>(until isReady: (State) -> Bool, _ body: (inout State) throws -> Result) rethrows -> Result
    {
        condition.lock()
        defer { condition.unlock() }
        while !isReady(state) { condition.wait() }
        return try body(&state)
    }

    /// Waits until `isReady` holds or `deadline` passes; true when it holds. A deadline more than
    /// a year away (`.distantFuture`) waits as long as it takes.
    package func wait(until isReady: (State) -> Bool, deadline: Date) -> Bool {
        wait(until: isReady, deadline: deadline) { isReady($0) }
    }

    /// Waits until `isReady` holds or `deadline` passes, then reads the state under the same lock.
    /// Costs one lock and nothing more when `isReady` already holds (a reader that keeps up with a
    /// loaded collection asks once per item).
    package func wait<Result>(
        until isReady: (State) -> Bool, deadline: Date, _ body: (inout State) throws -> Result
    ) rethrows -> Result {
        condition.lock()
        defer { condition.unlock() }
        if !isReady(state) {
            // Foundation traps on a deadline whose nanoseconds since 1970 overflow 64 bits (past 2262).
            let isBounded = deadline.timeIntervalSinceNow < Self.unboundedWait
            while !isReady(state) {
                if isBounded {
                    guard condition.wait(until: deadline) else { break }
                } else {
                    condition.wait()
                }
            }
        }
        return try body(&state)
    }

    /// How far away a deadline is taken as none: a year, in seconds.
    private static var unboundedWait: TimeInterval { 365 * 24 * 3600 }
}

// Unchecked: `state` is only reached while `condition` is held (see above), so the one remaining
// requirement is that the state itself may cross threads.
extension ConditionLock: @unchecked Sendable where State: Sendable {}
