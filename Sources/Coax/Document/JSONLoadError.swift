/// Why a document could not be loaded from a file or standard input.
///
/// Invalid JSON is its own case so that tools can tell "the file is not JSON" (exit 1)
/// from "there is no readable file" (exit 2).
///
/// ```swift
/// do { _ = try JSONDocument.load(path: "missing.json") }
/// catch { print(error) }   // "missing.json: no such file"
/// ```
public enum JSONLoadError: Error, Sendable, Hashable {
    /// Nothing exists at the path.
    case fileNotFound(path: String)
    /// The path names a directory.
    case isDirectory(path: String)
    /// The file exists but cannot be read (permissions, I/O error, not a regular file).
    case unreadable(path: String, reason: String)
    /// The file or input holds no bytes at all, or only whitespace.
    case empty(path: String)
    /// The bytes are not valid JSON.
    case invalidJSON(path: String, error: JSONParseError)

    /// The path or `-` for standard input, as shown in messages.
    public var path: String {
        switch self {
        case .fileNotFound(let path), .isDirectory(let path), .unreadable(let path, _), .empty(let path),
            .invalidJSON(let path, _):
            path
        }
    }

    /// The conventional exit status: 1 for invalid JSON, 2 for everything else.
    ///
    /// ```swift
    /// JSONLoadError.fileNotFound(path: "x.json").exitCode   // 2
    /// ```
    public var exitCode: Int32 {
        if case .invalidJSON = self { return 1 }
        return 2
    }
}

extension JSONLoadError: CustomStringConvertible {
    /// A one-line message, or for invalid JSON the full `FILE:LINE:COL: error: …` rendering.
    public var description: String {
        let shown = PrintableText.escaped(path == "-" ? "<stdin>" : path)
        switch self {
        case .fileNotFound: return "\(shown): no such file"
        case .isDirectory: return "\(shown): is a directory, not a JSON file"
        case .unreadable(_, let reason): return "\(shown): cannot read: \(reason)"
        case .empty: return "\(shown): empty input: expected a JSON value"
        case .invalidJSON(_, let error): return error.rendered(fileName: shown)
        }
    }
}
