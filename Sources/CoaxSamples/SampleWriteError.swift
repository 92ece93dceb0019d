/// A generated document could not be written to its destination.
///
/// ```swift
/// do {
///     try APIDocumentGenerator().write(size: .megabytes(10), toFile: "/read-only/feed.json")
/// } catch {
///     print(error)   // cannot write /read-only/feed.json: Permission denied
/// }
/// ```
public struct SampleWriteError: Error, Sendable, Hashable {
    /// The file's path, or `(file handle)` when writing to a handle.
    ///
    /// ```swift
    /// error.path   // "/read-only/feed.json"
    /// ```
    public let path: String
    /// What the system said.
    ///
    /// ```swift
    /// error.reason   // "Permission denied"
    /// ```
    public let reason: String
}

extension SampleWriteError: CustomStringConvertible {
    /// `cannot write PATH: REASON`.
    ///
    /// ```swift
    /// "\(SampleWriteError(path: "a.json", reason: "Disk full"))"   // "cannot write a.json: Disk full"
    /// ```
    public var description: String { "cannot write \(path): \(reason)" }
}
