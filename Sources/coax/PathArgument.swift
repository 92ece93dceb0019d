import ArgumentParser
import Coax

/// Parses a path given on the command line, reporting a bad one with a caret (exit 64).
enum PathArgument {
    static func parse(_ text: String) throws -> JSONPath {
        do {
            return try JSONPath(parsing: text)
        } catch {
            StandardError.write("invalid path: \(error.message)\n\(error.rendered)")
            throw ExitCode(64)
        }
    }
}
