/// A decoder's error for one value: the `DecodingError` case, the type it names and its debug
/// description.
///
/// ```swift
/// let failure = DecoderFailure(DecodingError.typeMismatch(Double.self, .init(codingPath: [], debugDescription: "found a string")))
/// failure.errorCase   // .typeMismatch
/// failure.typeName    // "Double"
/// failure.message     // "found a string"
/// ```
package struct DecoderFailure: Sendable, Hashable {
    /// The case.
    ///
    /// ```swift
    /// failure.errorCase.rawValue   // "dataCorrupted"
    /// ```
    package var errorCase: DecodingErrorCase
    /// The type the error names (`typeMismatch` and `valueNotFound` carry one), e.g. `String`
    /// when `JSONDecoder` reads a URL from a number; nil for the other cases.
    ///
    /// ```swift
    /// failure.typeName   // "String"
    /// ```
    package var typeName: String?
    /// The error's debug description, exactly as the decoder wrote it (it may be empty).
    ///
    /// ```swift
    /// failure.message   // "Expected to decode Bool but found number instead."
    /// ```
    package var message: String

    /// Creates a failure.
    ///
    /// ```swift
    /// "\(DecoderFailure(errorCase: .dataCorrupted, message: "Invalid URL string."))"
    /// // → "dataCorrupted: Invalid URL string."
    /// ```
    ///
    /// - Parameters:
    ///   - errorCase: which `DecodingError` case.
    ///   - typeName: the type the error names, for `typeMismatch` and `valueNotFound`.
    ///   - message: the error's debug description, as the decoder wrote it.
    init(errorCase: DecodingErrorCase, typeName: String? = nil, message: String) {
        self.errorCase = errorCase
        self.typeName = typeName
        self.message = message
    }

    /// The failure a `DecodingError` describes.
    ///
    /// ```swift
    /// DecoderFailure(error).errorCase   // .typeMismatch
    /// ```
    ///
    /// - Parameter error: an error thrown by any `Decoder`; its coding path is not kept.
    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(errorCase: .typeMismatch, typeName: "\(type)", message: context.debugDescription)
        case .valueNotFound(let type, let context):
            self.init(errorCase: .valueNotFound, typeName: "\(type)", message: context.debugDescription)
        case .keyNotFound(let key, let context):
            self.init(errorCase: .keyNotFound, typeName: nil, message: Self.message(context, key: key))
        case .dataCorrupted(let context):
            self.init(errorCase: .dataCorrupted, typeName: nil, message: Self.message(context, key: nil))
        @unknown default:
            self.init(errorCase: .dataCorrupted, typeName: nil, message: "\(error)")
        }
    }

    /// The failure for any error a decoder threw: a `DecodingError` as ``init(_:)`` reads it,
    /// any other error as `dataCorrupted` with its description.
    ///
    /// ```swift
    /// DecoderFailure(thrown: CocoaError(.coderReadCorrupt)).errorCase   // .dataCorrupted
    /// ```
    init(thrown error: any Error) {
        if let error = error as? DecodingError {
            self.init(error)
        } else {
            self.init(errorCase: .dataCorrupted, message: "\(error)")
        }
    }

    private static func message(_ context: DecodingError.Context, key: (any CodingKey)?) -> String {
        var text = context.debugDescription
        if text.isEmpty, let key { text = "no value for key '\(key.stringValue)'" }
        return text
    }
}

extension DecoderFailure: CustomStringConvertible {
    /// `case: message`, or the case alone when the message is empty.
    ///
    /// ```swift
    /// "\(failure)"   // "dataCorrupted: Invalid URL string."
    /// ```
    package var description: String {
        message.isEmpty ? errorCase.rawValue : "\(errorCase.rawValue): \(message)"
    }
}
