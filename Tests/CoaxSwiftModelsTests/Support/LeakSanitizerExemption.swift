#if canImport(Glibc)
import Glibc
#endif

/// Builds a value that a `static let` keeps for the whole run without LeakSanitizer checking
/// its allocations, when the tests run under it (scripts/sanitize.sh address); a plain call
/// otherwise.
///
/// Why: an `indirect enum` with several cases (`GeneratedType`, `DeclaredTypeReference`) stores
/// its case in the spare high bits of the pointer to its box: `.second(1)` of
/// `indirect enum Tree { case first(Int), second(Int) }` is held as `0x4000_7bdc_c8be_0160`,
/// not `0x7bdc_c8be_0160`. LeakSanitizer takes only exact addresses for pointers, so at exit
/// every box of such a tree kept in a `static let` reads as leaked although the static still
/// holds it (a Swift program of three lines, built with `-sanitize=address`, shows it). The
/// same types built and released inside tests are still checked, so a real leak in the code
/// that makes them is still found there.
///
/// ```swift
/// static let models = LeakSanitizerExemption.building { try? SwiftModelReader.read(sources: files) }
/// ```
enum LeakSanitizerExemption {
    private typealias Switch = @convention(c) () -> Void

    /// The result of `body`, whose allocations (on this thread) LeakSanitizer does not report.
    static func building<Value>(_ body: () throws -> Value) rethrows -> Value {
        // `__lsan_disable`/`__lsan_enable` exist only in a binary built with the sanitizer.
        let disable = dlsym(nil, "__lsan_disable").map { unsafeBitCast($0, to: Switch.self) }
        let enable = dlsym(nil, "__lsan_enable").map { unsafeBitCast($0, to: Switch.self) }
        guard let disable, let enable else { return try body() }
        disable()
        defer { enable() }
        return try body()
    }
}
