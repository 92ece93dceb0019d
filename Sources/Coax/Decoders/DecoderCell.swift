/// One decoder's answer for one value and one ``DecodingTarget``: a value, an error, or (in the
/// inspector's bounded report) not known yet.
///
/// ```swift
/// let price = try JSONDocument(parsing: #"{"price": "12.90"}"#).root["price"]!
/// switch DecoderComparison(price)[.bool]?.jsonDecoder {
/// case .value(let value)?: print(value.text)
/// case .failure(let failure)?: print(failure.errorCase, failure.message)
/// case .pending(let why)?: print("working:", why)
/// case nil: break
/// }
/// // typeMismatch Expected to decode Bool but found a string instead.
/// ```
package enum DecoderCell: Sendable, Hashable {
    /// The decoded value.
    case value(DecodedValue)
    /// The `DecodingError` the decoder threw.
    case failure(DecoderFailure)
    /// The answer needs more of the value than a bounded report reads (a string over a few
    /// kilobytes whose result depends on all of it); ``DecoderComparison/completed(for:isCancelled:)`` works it out.
    case pending(String)

    /// The value, if the decoder gave one.
    ///
    /// ```swift
    /// comparison[.int]?.jsonDecoder.value?.text   // "42"
    /// ```
    package var value: DecodedValue? {
        if case .value(let value) = self { return value }
        return nil
    }

    /// The error, if the decoder threw one.
    ///
    /// ```swift
    /// comparison[.bool]?.jsonDecoder.failure?.errorCase   // .typeMismatch
    /// ```
    package var failure: DecoderFailure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }

    /// Whether the answer is still to be worked out.
    ///
    /// ```swift
    /// comparison[.url]?.jsonDecoder.isPending   // false for every value under 4 KiB
    /// ```
    package var isPending: Bool {
        if case .pending = self { return true }
        return false
    }

    /// Whether the decoder gave a value that is not what the JSON wrote.
    ///
    /// ```swift
    /// comparison[.double]?.jsonDecoder.isLossy   // true for 505874924095815681
    /// ```
    package var isLossy: Bool { value?.isLossy ?? false }
}
