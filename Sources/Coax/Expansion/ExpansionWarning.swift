/// Something in the document that the expansion could not take as it is: what it was and
/// where it is.
///
/// The path leads into the **input** document, so it points at the value to fix (or to look at
/// in the inspector), not at the output.
///
/// ```swift
/// let expansion = try Expander().expand(document.root)
/// for warning in expansion.warnings {
///     print(warning)   // $['links']['posts']: link key "posts" is not of the form "parent.child"; ignored
/// }
/// ```
public struct ExpansionWarning: Sendable, Hashable {
    /// Where the problem is, in the input document; printed in normalized form (`$['data'][0]['id']`).
    ///
    /// ```swift
    /// warning.path.description                  // "$['included'][3]"
    /// try warning.path.resolve(in: document.root)  // the resource at fault
    /// ```
    public let path: JSONPath
    /// What the problem is.
    ///
    /// ```swift
    /// if warning.problem.code == .numericID { print(warning.problem.message) }
    /// // → the id 9 is a number, not a string; it is compared by its text "9"
    /// ```
    public let problem: ExpansionProblem

    /// The problem described in one sentence, without the path.
    ///
    /// ```swift
    /// warning.message   // "link key \"posts\" is not of the form \"parent.child\"; ignored"
    /// ```
    package var message: String { problem.description }
}

extension ExpansionWarning: CustomStringConvertible {
    /// `path: message`, the form printed on standard error by `coax expand`.
    ///
    /// ```swift
    /// "\(warning)"   // "$['links']['posts']: link key \"posts\" is not of the form \"parent.child\"; ignored"
    /// ```
    public var description: String { PrintableText.escaped(path.normalized) + ": " + message }
}
