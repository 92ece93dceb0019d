import ArgumentParser
import Coax

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
