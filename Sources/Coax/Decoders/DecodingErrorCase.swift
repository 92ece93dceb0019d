/// The case of a Swift `DecodingError`, by name.
///
/// ```swift
/// DecodingErrorCase(DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "")))   // .dataCorrupted
/// DecodingErrorCase(rawValue: "typeMismatch")   // .typeMismatch
/// ```
public enum DecodingErrorCase: String, CaseIterable, Sendable, Hashable {
    /// The value is of another JSON type than the one asked for.
    case typeMismatch
    /// The value is `null` (or missing) where a value is needed.
    case valueNotFound
    /// An object lacks a key a non-optional property needs.
    case keyNotFound
    /// The value has the right type but cannot be read (a number that does not fit, a bad URL,
    /// UUID or date text, invalid JSON).
    case dataCorrupted

    /// The case of `error`.
    ///
    /// ```swift
    /// DecodingErrorCase(error).rawValue   // "typeMismatch"
    /// ```
    ///
    /// - Parameter error: an error thrown by any `Decoder`.
    public init(_ error: DecodingError) {
        switch error {
        case .typeMismatch: self = .typeMismatch
        case .valueNotFound: self = .valueNotFound
        case .keyNotFound: self = .keyNotFound
        case .dataCorrupted: self = .dataCorrupted
        @unknown default: self = .dataCorrupted
        }
    }
}
