import ArgumentParser
import Coax

/// A PATH given on the command line: a JSONPath, a JSON Pointer, or a `DecodingError` or
/// `codingPath` as Swift prints it. A bad one is reported with a caret (exit 64).
struct PathArgument {
    /// The path as parsed, before it meets the document.
    let path: JSONPath
    /// The printed error the text was, if it was one.
    let printedError: PrintedDecodingError?

    static func parse(_ text: String) throws -> PathArgument {
        if let printed = PrintedDecodingError(text) {
            return PathArgument(path: printed.path, printedError: printed)
        }
        do {
            return PathArgument(path: try JSONPath(parsing: text), printedError: nil)
        } catch {
            if PrintedDecodingError.looksPrinted(text) {
                StandardError.write(
                    "invalid path: this looks like a printed DecodingError or codingPath, but its path could not be read"
                )
            } else {
                StandardError.write("invalid path: \(error.message)\n\(error.rendered)")
            }
            throw ExitCode(64)
        }
    }

    /// The path in `document`: a printed error's coding path with its keys matched to the
    /// document's (snake case, keys that print like indices).
    func path(in document: JSONDocument) -> JSONPath {
        printedError?.documentPath(in: document.root) ?? path
    }

    /// The node at the path, or a message naming the longest prefix that exists (exit 1). For a
    /// printed error, one line on standard error says what it means for the value.
    func resolve(in document: JSONDocument) throws -> JSONNode {
        let node = try Self.resolve(path(in: document), in: document)
        if let meaning = printedError?.meaning(at: node, byteLimit: nil) {
            StandardError.write(meaning)
        }
        return node
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
