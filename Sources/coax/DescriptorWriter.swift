#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole buffers to a file descriptor, through partial writes and interruptions.
enum DescriptorWriter {
    /// Writes every byte; returns nil on success, or the `errno` of the write that failed.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer in writeAll(buffer, to: descriptor) }
    }

    /// Writes every byte of a buffer; returns nil on success, or the `errno` of the write that failed.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
