/// Why a document could not be loaded from a file or standard input.
///
/// Each error has a ``code`` saying what kind of failure it is (more kinds may be added; compare
/// codes rather than switching over them exhaustively), the ``path`` it concerns, and a
/// ``description`` to show people. Invalid JSON carries the ``parseError`` with its location.
///
/// ```swift
/// do { _ = try JSONDocument.load(path: "missing.json") }
/// catch { print(error) }   // "missing.json: no such file"
/// // error.code == .fileNotFound
/// ```
public struct JSONLoadError: Error, Sendable, Hashable {
    /// The kind of a load failure. New codes may appear in later versions.
    ///
    /// ```swift
    /// JSONLoadError.empty(path: "-").code   // .empty
    /// ```
    public typealias Code = ErrorCode<JSONLoadError>

    /// What kind of failure this is.
    public let code: Code
    /// The path, or `-` for standard input.
    public let path: String
    /// What the system or the loader said, when there is more to say than the code
    /// (`Permission denied`, `more than 4,294,967,295 bytes, …`).
    public let detail: String?
    /// For the `invalidJSON` code: where and why parsing failed.
    public let parseError: JSONParseError?

    private init(_ code: Code, path: String, detail: String? = nil, parseError: JSONParseError? = nil) {
        self.code = code
        self.path = path
        self.detail = detail
        self.parseError = parseError
    }

    /// Nothing exists at `path`.
    ///
    /// ```swift
    /// JSONLoadError.fileNotFound(path: "a.json").description   // → "a.json: no such file"
    /// ```
    ///
    /// - Parameter path: the path as given; `-` is shown as `<stdin>`.
    /// - Returns: An error with the code ``Code/fileNotFound``.
    static func fileNotFound(path: String) -> JSONLoadError { .init(.fileNotFound, path: path) }

    /// `path` names a directory.
    ///
    /// - Parameter path: the path as given.
    /// - Returns: An error with the code ``Code/isDirectory``.
    static func isDirectory(path: String) -> JSONLoadError { .init(.isDirectory, path: path) }

    /// `path` names a directory read as a collection, with no JSON file below it.
    ///
    /// ```swift
    /// JSONLoadError.noJSONFiles(path: "logs").description
    /// // → "logs: a directory with no .json, .jsonl, .ndjson or .har file below it"
    /// ```
    ///
    /// - Parameter path: the path as given.
    /// - Returns: An error with the code ``Code/noJSONFiles``.
    static func noJSONFiles(path: String) -> JSONLoadError { .init(.noJSONFiles, path: path) }

    /// `path` exists but cannot be read, for `reason`.
    ///
    /// ```swift
    /// JSONLoadError.unreadable(path: "a.json", reason: "Permission denied").description
    /// // → "a.json: cannot read: Permission denied"
    /// ```
    ///
    /// - Parameters:
    ///   - path: the path as given; `-` is shown as `<stdin>`.
    ///   - reason: why, in the system's words (`Permission denied`).
    /// - Returns: An error with the code ``Code/unreadable``.
    static func unreadable(path: String, reason: String) -> JSONLoadError {
        .init(.unreadable, path: path, detail: reason)
    }

    /// `path` holds nothing but whitespace.
    ///
    /// - Parameter path: the path as given; `-` is shown as `<stdin>`.
    /// - Returns: An error with the code ``Code/empty``.
    static func empty(path: String) -> JSONLoadError { .init(.empty, path: path) }

    /// `path` is larger than one document can hold, or than memory allows to index.
    ///
    /// ```swift
    /// JSONLoadError.tooLarge(path: "-", reason: "more than 10 bytes").description
    /// // → "<stdin>: too large: more than 10 bytes"
    /// ```
    ///
    /// - Parameters:
    ///   - path: the path as given; `-` is shown as `<stdin>`.
    ///   - reason: which limit, with the size (`more than 10 bytes`).
    /// - Returns: An error with the code ``Code/tooLarge``.
    static func tooLarge(path: String, reason: String) -> JSONLoadError {
        .init(.tooLarge, path: path, detail: reason)
    }

    /// The file at `path` held `expected` bytes when it was opened but `read` were read: another
    /// program changed it meanwhile.
    ///
    /// ```swift
    /// JSONLoadError.changedWhileReading(path: "a.json", expected: 10, read: 4).description
    /// // → "a.json: changed while it was read: 10 bytes when opened, 4 read; nothing was loaded"
    /// ```
    ///
    /// - Parameters:
    ///   - path: the file's path as given.
    ///   - expected: its size when it was opened.
    ///   - read: the bytes actually read (more than `expected` when it grew).
    ///   - keepingRecords: whether the records read whole before the change are kept (a
    ///     collection's stream); otherwise nothing was loaded (one document).
    /// - Returns: An error with the code ``Code/changedWhileReading``.
    static func changedWhileReading(
        path: String, expected: Int, read: Int, keepingRecords: Bool = false
    ) -> JSONLoadError {
        let detail =
            read > expected
            ? "\(NumberText.grouped(expected)) bytes when opened, more read"
            : "\(NumberText.grouped(expected)) bytes when opened, \(NumberText.grouped(read)) read"
        let outcome = keepingRecords ? "; the records read before it are kept" : "; nothing was loaded"
        return .init(.changedWhileReading, path: path, detail: detail + outcome)
    }

    /// The bytes of `path` are not valid JSON.
    ///
    /// - Parameters:
    ///   - path: the path as given, which the rendering puts before `LINE:COL`.
    ///   - error: where and why parsing stopped.
    /// - Returns: An error with the code the `invalidJSON` code whose description is the full
    ///   diagnostic with the line and a caret.
    static func invalidJSON(path: String, error: JSONParseError) -> JSONLoadError {
        .init(.invalidJSON, path: path, parseError: error)
    }
}

extension JSONLoadError: CustomStringConvertible {
    /// A one-line message, or for invalid JSON the full `FILE:LINE:COL: error: …` rendering.
    ///
    /// ```swift
    /// JSONLoadError.fileNotFound(path: "x.json").description   // → "x.json: no such file"
    /// ```
    public var description: String {
        let shown = PrintableText.escaped(path == "-" ? "<stdin>" : path)
        if let parseError { return parseError.rendered(fileName: shown) }
        let what =
            switch code {
            case .fileNotFound: "no such file"
            case .isDirectory: "is a directory, not a JSON file"
            case .noJSONFiles: "a directory with no .json, .jsonl, .ndjson or .har file below it"
            case .unreadable: "cannot read"
            case .empty: "empty input: expected a JSON value"
            case .tooLarge: "too large"
            case .changedWhileReading: "changed while it was read"
            default: code.rawValue
            }
        guard let detail else { return "\(shown): \(what)" }
        return "\(shown): \(what): \(PrintableText.escaped(detail))"
    }
}

extension ErrorCode where Domain == JSONLoadError {
    /// Nothing exists at the path.
    public static let fileNotFound = Self(rawValue: "file-not-found")
    /// The path names a directory.
    public static let isDirectory = Self(rawValue: "is-directory")
    /// The path names a directory with no `*.json`, `*.jsonl`, `*.ndjson` or `*.har` file below it.
    public static let noJSONFiles = Self(rawValue: "no-json-files")
    /// The input exists but cannot be read (permissions, I/O error).
    public static let unreadable = Self(rawValue: "unreadable")
    /// The input holds no bytes at all, or only whitespace.
    public static let empty = Self(rawValue: "empty")
    /// The input is larger than one document can hold, or than memory allows to index.
    public static let tooLarge = Self(rawValue: "too-large")
    /// The file's size changed while it was read (another program is writing it).
    public static let changedWhileReading = Self(rawValue: "changed-while-reading")
    /// The bytes are not valid JSON; ``JSONLoadError/parseError`` says where and why.
    public static let invalidJSON = Self(rawValue: "invalid-json")
}
