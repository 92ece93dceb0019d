import Glibc

/// How the process's allocator is set up before any work, for the two cases where glibc's
/// defaults go wrong: reading a large collection, and an address-space limit (`ulimit -v`,
/// `prlimit --as`).
///
/// **Buffers used again.** A collection is read in blocks of 8 MiB, each parsed onto a tape of
/// about as many bytes, and both are freed once their records were read. glibc serves blocks of
/// that size with fresh `mmap`s (its threshold adapts to the largest block freed, and the next
/// block of that size is mapped again) or gives the freed top of its heap back to the system at
/// once (past 128 KiB), so every block and tape was faulted in page by page and zeroed anew:
/// `coax check` of 1 GB took 237,000 page faults and 0.7–0.9 s of system time, a third of its CPU
/// time. With blocks up to 32 MiB taken from the heap, and freed memory kept until 64 MiB of it
/// is free at the top, the same memory serves block after block: 8,000 faults, 0.12 s.
///
/// **One arena under a limit.** glibc gives each new thread a malloc arena of its own,
/// reserving 64 MiB of address space for it. Under a tight limit that reservation fails, and
/// glibc tries again on the thread's next allocations: a reader thread then spent its time in
/// failed `mmap` calls (41,128 calls, 16,421 failing, in 20 s), and `coax check -` of 3,000,000
/// bad lines on a pipe under `ulimit -v 200000` ran for minutes in two runs of three instead of
/// 5 s. Under a limit, one arena serves every thread, and freed memory goes back to the system
/// as glibc does by default (the limit is what counts there, not the faults).
enum AllocatorSetup {
    /// `M_TRIM_THRESHOLD`, `M_MMAP_THRESHOLD` and `M_ARENA_MAX` in glibc's `<malloc.h>`.
    private static let trimThresholdOption: Int32 = -1
    private static let mapThresholdOption: Int32 = -3
    private static let arenaMaximumOption: Int32 = -8

    /// Allocations from this size on get pages of their own (`mmap`); smaller ones come from the
    /// heap: above the reader's blocks (8 MiB) and a block's tape (about as much, 1.5× while it grows).
    static let mapThreshold: Int32 = 32 << 20
    /// Free memory at the top of a heap is given back to the system from this much on.
    static let trimThreshold: Int32 = 64 << 20

    /// Sets the allocator up for the process: buffers kept for reuse without an address-space
    /// limit, one arena under one.
    static func configure() {
        // `mallopt` is not in Swift's Glibc module; it is looked up in the C library already
        // loaded (a null handle is RTLD_DEFAULT) and called with its C signature.
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        // RLIM_INFINITY is all ones; its C definition does not import.
        var limit = rlimit()
        let isLimited = getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0 && limit.rlim_cur != rlim_t.max
        if isLimited {
            _ = mallopt(arenaMaximumOption, 1)
        } else {
            _ = mallopt(mapThresholdOption, mapThreshold)
            _ = mallopt(trimThresholdOption, trimThreshold)
        }
    }
}
