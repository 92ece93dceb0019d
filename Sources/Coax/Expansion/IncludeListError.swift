/// Why an include list could not be read: a ``code`` (new kinds may be added) and a ``message``.
///
/// ```swift
/// do { _ = try IncludeList(parsing: "comments..author") } catch { print(error) }
/// // → include path "comments..author" has an empty relationship name
/// ```
public struct IncludeListError: Error, Sendable, Hashable {
    /// Which kind of failure: a stable identifier such as `empty-name`.
    public typealias Code = ErrorCode<IncludeListError>

    /// Which kind of failure this is.
    public let code: Code
    /// A sentence naming the faulty path.
    public let message: String

    /// A path has an empty name: two dots or two commas in a row, or a dot or comma at an end.
    ///
    /// ```swift
    /// IncludeListError.emptyName(in: "a..b").message   // → "include path \"a..b\" has an empty relationship name"
    /// ```
    ///
    /// - Parameter entry: the include path that holds the empty name, as given.
    /// - Returns: An error with the code `.emptyName`.
    static func emptyName(in entry: String) -> IncludeListError {
        IncludeListError(
            code: .emptyName,
            message: "include path \"\(PrintableText.escaped(entry, style: .json))\" has an empty relationship name")
    }
}

extension IncludeListError: CustomStringConvertible {
    /// The message.
    ///
    /// ```swift
    /// IncludeListError.emptyName(in: "").description   // → "include path \"\" has an empty relationship name"
    /// ```
    public var description: String { message }
}

extension ErrorCode where Domain == IncludeListError {
    /// A path has an empty name.
    public static let emptyName = Self(rawValue: "empty-name")
}
