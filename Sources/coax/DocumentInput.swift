import ArgumentParser
import Coax

/// Loads the document a command was given, turning load failures into the conventional
/// message on standard error and exit status (1 for invalid JSON, 2 for no readable input).
enum DocumentInput {
    static func load(_ path: String, options: JSONParseOptions = .init()) throws -> JSONDocument {
        do {
            return try JSONDocument.load(path: path, options: options)
        } catch {
            throw reported(error)
        }
    }

    /// Writes a load failure's message on standard error and gives its exit status, for the
    /// command to throw: `throw DocumentInput.reported(failure)`.
    static func reported(_ error: JSONLoadError) -> ExitCode {
        StandardError.write(error.description)
        return exitCode(for: error)
    }

    /// The command line's exit status for a load failure: 1 when the input is not valid JSON,
    /// 2 when there is no input to parse (missing, unreadable, empty, a directory, too large).
    static func exitCode(for error: JSONLoadError) -> ExitCode {
        error.code == .invalidJSON ? ExitCode(1) : ExitCode(2)
    }
}
