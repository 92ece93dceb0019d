import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a command's result to standard output.
///
/// Uses write(2) directly: Foundation's `FileHandle.write(_:)` traps when a write fails, so a full
/// disk or a failing device would crash `coax` instead of ending it with a message.
enum StandardOutput {
    static func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBufferPointer { buffer in try write(buffer) }
    }

    static func write(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        if let code = DescriptorWriter.writeAll(UnsafeRawBufferPointer(bytes), to: STDOUT_FILENO) {
            StandardError.write("coax: cannot write to standard output: \(String(cString: strerror(code)))")
            throw ExitCode(2)
        }
    }

    static func write(_ text: String) throws {
        try write(Array(text.utf8))
    }
}
