#if canImport(Glibc)
import Glibc
#endif

/// Asks the kernel to back a large buffer with transparent huge pages, so that filling it
/// costs one page fault per 2 MiB instead of one per 4 KiB. A hint only: harmless where
/// unsupported.
enum HugePages {
    static let threshold = 4 << 20

    static func advise(_ pointer: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
        guard byteCount >= threshold else { return }
        let pageSize = 4096
        let start = (Int(bitPattern: pointer) + pageSize - 1) & ~(pageSize - 1)
        let end = (Int(bitPattern: pointer) + byteCount) & ~(pageSize - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, 14 /* MADV_HUGEPAGE */)
        #endif
    }
}
