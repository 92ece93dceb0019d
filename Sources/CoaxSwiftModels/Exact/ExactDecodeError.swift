/// Why `--exact` could not decode with the real `JSONDecoder`: no Swift compiler, model files that
/// cannot be read or do not compile, a type expression that is not one, or a driver that could not
/// be run. The command line prints ``description`` and exits 64.
///
/// ```swift
/// ExactDecodeError.toolchainNotFound(searched: "PATH").description
/// // "error: no Swift compiler: swiftc is not on PATH (set SWIFTC to its path)"
/// ```
public enum ExactDecodeError: Error, Sendable, Hashable {
    /// No `swiftc` where it was looked for (`$SWIFTC`, or each directory of `PATH`).
    case toolchainNotFound(searched: String)
    /// A model file could not be read.
    case unreadableModel(path: String, reason: String)
    /// The type expression is not a Swift type (`Page<Product>`, `[String: Product]`).
    case invalidTypeExpression(String)
    /// The compiler refused the models with the driver; its diagnostics as it printed them.
    case compileFailed(diagnostics: String)
    /// The compiled driver could not be started, or wrote what it never writes.
    case driverFailed(String)
    /// The compiler ran past its time limit and was stopped; what was stopped and after how long.
    case timedOut(String)
}

extension ExactDecodeError: CustomStringConvertible {
    /// The message for a person: the compiler's own diagnostics for a model that does not compile.
    public var description: String {
        switch self {
        case .toolchainNotFound(let searched):
            searched == "PATH"
                ? "error: no Swift compiler: swiftc is not on PATH (set SWIFTC to its path)"
                : "error: no Swift compiler at \(searched) (from SWIFTC)"
        case .unreadableModel(let path, let reason):
            "error: cannot read model file \(path): \(reason)"
        case .invalidTypeExpression(let text):
            "error: '\(text)' is not a type expression (write one as Swift does: Product, [Product], Page<Product>, "
                + "[String: Product])"
        case .compileFailed(let diagnostics):
            "error: the models do not compile with the decode driver:\n\(diagnostics)"
        case .driverFailed(let reason):
            "error: the decode driver failed: \(reason)"
        case .timedOut(let what):
            "error: timed out: \(what)"
        }
    }
}
