import Foundation

/// A value behind a lock that ThreadSanitizer understands.
///
/// `Mutex` from the Synchronization library takes and releases its lock inline when nobody waits,
/// but inside the (uninstrumented) library when threads contend, so ThreadSanitizer then misses
/// the ordering and reports a data race that is not there. The caches that several threads share
/// use this instead: `NSLock` is a `pthread_mutex_t`, whose calls the sanitizer intercepts.
///
/// ```swift
/// let cache = LockedValue<Int?>(nil)
/// cache.withLock { $0 = 5 }
/// cache.withLock { $0 }   // → 5
/// ```
package final class LockedValue<Value> {
    // Invariant: `value` is read and written only inside `withLock`, while `lock` is held.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value while holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

// Unchecked: `value` is only reached under `lock` (see above), so the one remaining requirement
// is that the value itself may cross threads.
extension LockedValue: @unchecked Sendable where Value: Sendable {}
