import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Faults in the tape's memory on a second thread, a little ahead of the parser, so that the
/// kernel's page zeroing happens off the parsing thread. It uses `MADV_POPULATE_WRITE`, which
/// maps pages without changing their contents, so racing with the parser's writes is harmless.
/// Where unsupported (non-Linux, old kernels) it does nothing.
final class TapePrefaulter: @unchecked Sendable {
    /// Inputs smaller than this are parsed without a second thread.
    static let minimumTapeBytes = 16 << 20
    private static let chunkBytes = 2 << 20
    private static let lookaheadBytes = 32 << 20

    private let base: UnsafeMutableRawPointer
    let byteCount: Int
    private let progress = Atomic<Int>(0)
    private let cancelled = Atomic<Bool>(false)
    private var thread: pthread_t?

    init?(base: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
        guard byteCount >= Self.minimumTapeBytes else { return nil }
        self.base = base
        self.byteCount = byteCount
        let context = Unmanaged.passRetained(self).toOpaque()
        var handle = pthread_t()
        let started = pthread_create(
            &handle, nil,
            { context in
                guard let context else { return nil }
                let prefaulter = Unmanaged<TapePrefaulter>.fromOpaque(context).takeRetainedValue()
                prefaulter.run()
                return nil
            }, context)
        guard started == 0 else {
            Unmanaged<TapePrefaulter>.fromOpaque(context).release()
            return nil
        }
        thread = handle
        #else
        return nil
        #endif
    }

    /// Tells the prefaulter how many bytes of the tape the parser has filled.
    @inline(__always)
    func parserReached(_ bytes: Int) {
        progress.store(bytes, ordering: .relaxed)
    }

    /// Stops the thread and waits for it; call before the tape moves or is handed over.
    func stop() {
        cancelled.store(true, ordering: .relaxed)
        if let thread {
            pthread_join(thread, nil)
            self.thread = nil
        }
    }

    private func run() {
        #if os(Linux)
        let pageSize = 4096
        var start = (Int(bitPattern: base) + pageSize - 1) & ~(pageSize - 1)
        let end = (Int(bitPattern: base) + byteCount) & ~(pageSize - 1)
        while start < end, !cancelled.load(ordering: .relaxed) {
            let filled = Int(bitPattern: base) + progress.load(ordering: .relaxed)
            if start - filled > Self.lookaheadBytes {
                usleep(100)
                continue
            }
            let length = min(Self.chunkBytes, end - start)
            guard let chunk = UnsafeMutableRawPointer(bitPattern: start),
                madvise(chunk, length, 23 /* MADV_POPULATE_WRITE */) == 0
            else { return }
            start += length
        }
        #endif
    }
}
