#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes messages to standard error, one line each. A failure to write is ignored: there is
/// nowhere left to report it, and the exit status still tells the outcome.
enum StandardError {
    static func write(_ message: String) {
        _ = DescriptorWriter.writeAll(
            Array((message.hasSuffix("\n") ? message : message + "\n").utf8), to: STDERR_FILENO)
    }
}
