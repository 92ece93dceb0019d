import Glibc

/// How the process's allocator is set up before any work, for the one case where glibc's default
/// goes wrong: an address-space limit (`ulimit -v`, `prlimit --as`).
///
/// glibc gives each new thread a malloc arena of its own, reserving 64 MiB of address space for
/// it. Under a tight limit that reservation fails, and glibc tries again on the thread's next
/// allocations: a reader thread then spent its time in failed `mmap` calls (41,128 calls, 16,421
/// failing, in 20 s), and `coax check -` of 3,000,000 bad lines on a pipe under `ulimit -v 200000`
/// ran for minutes in two runs of three instead of 5 s. Under a limit, one arena serves every
/// thread; without one, nothing changes.
enum AllocatorSetup {
    /// `M_ARENA_MAX` in glibc's `<malloc.h>`.
    private static let arenaMaximumOption: Int32 = -8

    /// Limits malloc to one arena when the address space is limited.
    static func limitArenasUnderAnAddressSpaceLimit() {
        // RLIM_INFINITY is all ones; its C definition does not import.
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return }
        // `mallopt` is not in Swift's Glibc module; it is looked up in the C library already
        // loaded (a null handle is RTLD_DEFAULT) and called with its C signature.
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(arenaMaximumOption, 1)
    }
}
