/// How an input is read: as one JSON document, as a stream of documents, or as an HTTP archive.
///
/// `auto` decides per file: `.jsonl` and `.ndjson` files are JSON Lines, `.har` files are HTTP
/// archives, and any other input is one document unless its first value is followed by another
/// (then it is JSON Lines when that value ends its line, concatenated JSON otherwise) or it
/// starts with the byte 0x1E (an RFC 7464 JSON text sequence). A first line that is not JSON — a
/// log line, even one that starts with a number, as `2026-11-28 06:00:00 INFO` does — makes JSON
/// Lines with a bad record when the next line holds one value.
///
/// ```swift
/// JSONInputFormat(rawValue: "jsonl")            // .jsonLines
/// JSONInputFormat.auto.format(forPath: "a.har") // .har
/// ```
public enum JSONInputFormat: String, Sendable, Hashable, CaseIterable {
    /// Decide from the file name and the content.
    case auto
    /// One JSON document per input, as ``JSONDocument/load(path:options:)`` reads it.
    case json
    /// JSON Lines (NDJSON): one value per line; values may also span lines, as in concatenated JSON.
    case jsonLines = "jsonl"
    /// RFC 7464 JSON text sequences: every record starts with the byte 0x1E.
    case sequence = "seq"
    /// An HTTP archive (HAR 1.2): one document per JSON request or response body.
    case har

    /// The format a file is read with: this one, or for `auto` the one its extension names
    /// (`auto` again when the extension decides nothing).
    ///
    /// ```swift
    /// JSONInputFormat.auto.format(forPath: "logs/app.ndjson")   // .jsonLines
    /// JSONInputFormat.json.format(forPath: "capture.har")       // .json
    /// ```
    ///
    /// - Parameter path: a file's path; only its extension is looked at, in any case (`.jsonl`,
    ///   `.ndjson`, `.har`).
    /// - Returns: This format unless it is `.auto`; then the extension's, or `.auto` when the content
    ///   must decide.
    public func format(forPath path: String) -> JSONInputFormat {
        guard self == .auto else { return self }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return .auto }
        switch name[name.index(after: dot)...].lowercased() {
        case "jsonl", "ndjson": return .jsonLines
        case "har": return .har
        default: return .auto
        }
    }

    /// File extensions a directory is searched for.
    static let directoryExtensions: Set<String> = ["json", "jsonl", "ndjson", "har"]
}
