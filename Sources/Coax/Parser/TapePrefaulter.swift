#if canImport(Glibc)
import Glibc
#endif

/// Faults in the tape's memory on a second thread, a little ahead of the parser, so that the
/// kernel's page zeroing happens off the parsing thread. It uses `MADV_POPULATE_WRITE`, which
/// maps pages without changing their contents, so racing with the parser's writes is harmless.
/// Where unsupported (non-Linux, kernels before 5.14) it does nothing.
///
/// Sendable without a lock of its own: the tape's address and size never change, the parser's
/// progress is behind a ``ConditionLock`` (which also wakes the prefaulter when the parser moves
/// on), and the prefaulter writes nothing the parser reads (madvise changes page tables only).
final class TapePrefaulter: Sendable {
    /// Inputs smaller than this are parsed without a second thread.
    static let minimumTapeBytes = 16 << 20
    private static let chunkBytes = 2 << 20
    private static let lookaheadBytes = 32 << 20

    let byteCount: Int
    /// Bytes of the tape the parser has filled.
    private let progress: ConditionLock<Int>
    private let worker: WorkerThread

    init?(base: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
        guard byteCount >= Self.minimumTapeBytes else { return nil }
        // The tape's first byte as a number: the prefaulter computes page addresses from it and
        // hands them to madvise, but never reads or writes through it.
        let address = Int(bitPattern: base)
        let progress = ConditionLock(0)
        guard
            let worker = WorkerThread.start(
                name: "coax-prefault",
                { cancellation in
                    Self.prefault(from: address, byteCount: byteCount, progress: progress, cancellation: cancellation)
                })
        else { return nil }
        self.byteCount = byteCount
        self.progress = progress
        self.worker = worker
        #else
        return nil
        #endif
    }

    /// Tells the prefaulter how many bytes of the tape the parser has filled.
    @inline(__always)
    func parserReached(_ bytes: Int) {
        progress.update { $0 = bytes }
    }

    /// Stops the thread and waits for it; call before the tape moves or is handed over.
    func stop() {
        worker.cancel()
        progress.update { _ in }  // wakes the prefaulter if it waits for the parser
        worker.join()
    }

    /// Populates the pages of `byteCount` bytes at `address`, staying at most `lookaheadBytes`
    /// ahead of the parser; stops at the end, when cancelled, or at the first refusal.
    private static func prefault(
        from address: Int, byteCount: Int, progress: ConditionLock<Int>, cancellation: CancellationFlag
    ) {
        #if os(Linux)
        // The system's page size, and the kernel's constant from the C library's headers.
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard pageSize > 0 else { return }
        var start = (address + pageSize - 1) & ~(pageSize - 1)
        let end = (address + byteCount) & ~(pageSize - 1)
        while start < end, !cancellation.isSet {
            // Far enough ahead of the parser: sleep until it catches up or the prefaulter is stopped.
            progress.wait(
                until: { filled in start - (address + filled) <= lookaheadBytes || cancellation.isSet }, { _ in })
            guard !cancellation.isSet else { return }
            let length = min(chunkBytes, end - start)
            guard let chunk = UnsafeMutableRawPointer(bitPattern: start),
                madvise(chunk, length, MADV_POPULATE_WRITE) == 0
            else { return }
            start += length
        }
        #endif
    }
}
