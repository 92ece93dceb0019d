/// Something in the document that the expansion could not take as it is: what it was and
/// where it is.
///
/// The path is a normalized JSONPath into the **input** document, so it points at the value to
/// fix (or to look at in the inspector), not at the output.
///
/// ```swift
/// let expansion = try Expander().expand(document.root)
/// for warning in expansion.warnings {
///     print(warning)   // $['links']['posts']: link key "posts" is not of the form "parent.child"; ignored
/// }
/// ```
public struct ExpansionWarning: Sendable, Hashable {
    /// Where the problem is, as a normalized path into the input (`$['data'][0]['id']`).
    ///
    /// ```swift
    /// warning.path   // "$['included'][3]"
    /// ```
    public let path: String
    /// What the problem is.
    ///
    /// ```swift
    /// if case .numericID(let literal) = warning.problem { print("id written as number \(literal)") }
    /// ```
    public let problem: ExpansionProblem

    /// Creates a warning.
    ///
    /// ```swift
    /// ExpansionWarning(path: "$['links']['posts']", problem: .malformedLinkKey("posts"))
    /// ```
    public init(path: String, problem: ExpansionProblem) {
        self.path = path
        self.problem = problem
    }

    init(at path: ExpansionPath, _ problem: ExpansionProblem) {
        self.init(path: path.description, problem: problem)
    }

    /// The problem described in one sentence, without the path.
    ///
    /// ```swift
    /// warning.message   // "link key \"posts\" is not of the form \"parent.child\"; ignored"
    /// ```
    public var message: String { problem.description }
}

extension ExpansionWarning: CustomStringConvertible {
    /// `path: message`, the form printed on standard error by `coax expand`.
    ///
    /// ```swift
    /// "\(warning)"   // "$['links']['posts']: link key \"posts\" is not of the form \"parent.child\"; ignored"
    /// ```
    public var description: String { "\(path): \(message)" }
}
