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

    /// The key a path ends with (an index names the key of its digits, as on an object).
    static func lastKey(of path: JSONPath) -> String {
        switch path.lastComponent {
        case .key(let key): key
        case .index(let index): String(index)
        case nil: ""
        }
    }

    /// The node at `path`, or a message naming the longest prefix that exists (exit 1).
    static func resolve(_ path: JSONPath, in document: JSONDocument) throws -> JSONNode {
        do {
            return try path.resolve(in: document.root)
        } catch {
            StandardError.write(PrintableText.escaped(error.description))
            throw ExitCode(1)
        }
    }
}
