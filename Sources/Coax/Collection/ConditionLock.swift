import Foundation

/// State shared between a loading thread and its readers, with a way to wait for it to change.
final class ConditionLock<State>: @unchecked Sendable {
    // Every access to `state` holds `condition`.
    private let condition = NSCondition()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        condition.lock()
        defer { condition.unlock() }
        return try body(&state)
    }

    /// Changes the state and wakes every waiting thread.
    func update<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return try body(&state)
    }

    /// Waits until `isReady` holds, then reads the state.
    func wait<Result>(until isReady: (State) -> Bool, _ body: (inout State) throws -> Result) rethrows -> Result {
        condition.lock()
        defer { condition.unlock() }
        while !isReady(state) { condition.wait() }
        return try body(&state)
    }

    /// Waits until `isReady` holds or `deadline` passes; true when it holds.
    func wait(until isReady: (State) -> Bool, deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !isReady(state) {
            if !condition.wait(until: deadline) { return isReady(state) }
        }
        return true
    }
}
