/// A value behind a lock that ThreadSanitizer understands: the caches several threads share, the
/// result of a background job.
///
/// `Mutex` from the Synchronization library takes and releases its lock inline when nobody waits,
/// but inside the (uninstrumented) library when threads contend, so ThreadSanitizer then misses
/// the ordering and reports a data race that is not there. ``ConditionLock``'s lock is a
/// `pthread_mutex_t`, whose calls the sanitizer intercepts; a value nobody waits on uses it too, so
/// that Coax has one lock.
///
/// ```swift
/// let cache = LockedValue<Int?>(nil)
/// cache.withLock { $0 = 5 }
/// cache.withLock { $0 }   // → 5
/// ```
package typealias LockedValue<Value> = ConditionLock<Value>
