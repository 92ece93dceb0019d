import ArgumentParser
import Coax

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
            try fail(code)
        }
    }

    /// Writes a node's JSON text, then a newline, as the text is made: a chunk at a time, so
    /// that pretty-printing a large document needs no memory for all of its text.
    static func write(_ node: JSONNode, as writer: JSONWriter) throws {
        var failure: Int32?
        let written = writer.write(node) { chunk in
            failure = DescriptorWriter.writeAll(UnsafeRawBufferPointer(chunk), to: STDOUT_FILENO)
            return failure == nil
        }
        if written { failure = DescriptorWriter.writeAll([UInt8(ascii: "\n")], to: STDOUT_FILENO) }
        if let failure { try fail(failure) }
        if !written {
            // Every write succeeded: the writer's buffer could not get the memory it needed.
            StandardError.write("coax: not enough memory to write the output")
            throw ExitCode(2)
        }
    }

    private static func fail(_ code: Int32) throws -> Never {
        StandardError.write("coax: cannot write to standard output: \(String(cString: strerror(code)))")
        throw ExitCode(2)
    }

    static func write(_ text: String) throws {
        try write(Array(text.utf8))
    }
}
