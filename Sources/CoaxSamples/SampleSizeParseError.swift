/// Text that does not spell a size.
///
/// ```swift
/// do { _ = try SampleSize(parsing: "10 parsecs") } catch { print(error) }
/// // invalid size '10 parsecs': unknown unit 'parsecs' (use B, KB, MB, GB, KiB, MiB or GiB)
/// ```
public struct SampleSizeParseError: Error, Sendable, Hashable {
    /// What is wrong with the text.
    ///
    /// ```swift
    /// do {
    ///     _ = try SampleSize(parsing: "10 parsecs")
    /// } catch {
    ///     error.problem   // → .unknownUnit("parsecs")
    /// }
    /// ```
    public enum Problem: Sendable, Hashable {
        /// No number, or a malformed one, before the unit.
        case invalidNumber
        /// The unit is not one of B, KB, MB, GB, KiB, MiB, GiB.
        case unknownUnit(String)
        /// The size does not fit in `Int`.
        case tooLarge
    }

    /// The text that was parsed.
    ///
    /// ```swift
    /// error.text   // "10 parsecs"
    /// ```
    public let text: String
    /// What is wrong with it.
    ///
    /// ```swift
    /// error.problem   // .unknownUnit("parsecs")
    /// ```
    public let problem: Problem
}

extension SampleSizeParseError: CustomStringConvertible {
    /// `invalid size 'TEXT': PROBLEM`.
    ///
    /// ```swift
    /// "\(SampleSizeParseError(text: "MB", problem: .invalidNumber))"
    /// // "invalid size 'MB': expected a number followed by a unit, e.g. 10MB or 1.5GB"
    /// ```
    public var description: String {
        let explanation =
            switch problem {
            case .invalidNumber: "expected a number followed by a unit, e.g. 10MB or 1.5GB"
            case .unknownUnit(let unit): "unknown unit '\(unit)' (use B, KB, MB, GB, KiB, MiB or GiB)"
            case .tooLarge: "the size is too large"
            }
        return "invalid size '\(text)': \(explanation)"
    }
}
