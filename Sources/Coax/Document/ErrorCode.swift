/// Which kind of failure or problem a Coax error is: a stable identifier in kebab case, such as
/// `file-not-found` or `missing-linked-resource`, one type per error (`Domain`) so that codes of
/// different errors never compare equal.
///
/// Each error that carries a code (``JSONLoadError``, ``JSONModelError``, ``ExpansionError``,
/// ``ExpansionProblem``, ``IncludeListError``) names this type `Code` and lists its codes as
/// static members. New codes may be added in later versions: compare codes rather than expecting a
/// fixed list.
///
/// ```swift
/// JSONLoadError.Code.fileNotFound.rawValue   // → "file-not-found"
/// "\(ExpansionProblem.Code.numericID)"       // → "numeric-id"
/// ```
public struct ErrorCode<Domain>: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The identifier, in kebab case.
    public let rawValue: String

    /// A code from its identifier.
    ///
    /// - Parameter rawValue: the identifier, in kebab case.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The identifier.
    public var description: String { rawValue }
}
