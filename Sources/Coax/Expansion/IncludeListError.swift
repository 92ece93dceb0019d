/// Why an include list could not be read.
///
/// ```swift
/// do { _ = try IncludeList(parsing: "comments..author") } catch { print(error) }
/// // include path "comments..author" has an empty relationship name
/// ```
public enum IncludeListError: Error, Sendable, Hashable {
    /// A path has an empty name: two dots or two commas in a row, or a dot or comma at an end.
    ///
    /// ```swift
    /// IncludeListError.emptyName(in: "a..b")
    /// ```
    case emptyName(in: String)
}

extension IncludeListError: CustomStringConvertible {
    /// A sentence naming the faulty path.
    ///
    /// ```swift
    /// IncludeListError.emptyName(in: "").description   // "include path \"\" has an empty relationship name"
    /// ```
    public var description: String {
        switch self {
        case .emptyName(let entry):
            return "include path \"\(entry)\" has an empty relationship name"
        }
    }
}
