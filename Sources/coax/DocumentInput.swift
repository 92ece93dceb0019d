import ArgumentParser
import Coax
import Foundation

/// Loads the document a command was given, turning load failures into the conventional
/// message on standard error and exit status (1 for invalid JSON, 2 for no readable input).
enum DocumentInput {
    static func load(_ path: String) throws -> JSONDocument {
        do {
            return try JSONDocument.load(path: path)
        } catch {
            StandardError.write(error.description)
            throw ExitCode(error.exitCode)
        }
    }
}

/// Writes lines to standard error.
enum StandardError {
    static func write(_ message: String) {
        FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
    }
}

/// Writes to standard output without Foundation's print buffering surprises.
enum StandardOutput {
    static func write(_ bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
