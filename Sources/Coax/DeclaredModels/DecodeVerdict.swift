/// What decoding one document as a declared type gives: it decodes, the first `DecodingError`,
/// or no verdict because the decode reaches something Coax cannot simulate.
///
/// ```swift
/// let verdict = DecodeVerdict.failed(DecodeFailure(
///     kind: .typeMismatch, codingPath: [.key("price")], expected: "Double",
///     debugDescription: "Expected to decode Double but found a string instead."))
/// verdict.isDecoded   // false
/// ```
public enum DecodeVerdict: Sendable, Hashable {
    /// The document decodes.
    case decoded
    /// The first error, as `JSONDecoder` reports it.
    case failed(DecodeFailure)
    /// The decode reaches something that is not simulated, named as in the output
    /// (`"Money.init(from:)"`); `--exact` gives a verdict.
    case notSimulated(String)

    /// Whether the document decodes; nil where there is no verdict.
    public var isDecoded: Bool? {
        switch self {
        case .decoded: true
        case .failed: false
        case .notSimulated: nil
        }
    }
}

/// The first `DecodingError` of a decode, with what `JSONDecoder` puts in it.
public struct DecodeFailure: Sendable, Hashable {
    /// The error's case.
    public var kind: DecodingErrorCase
    /// The error context's `codingPath`, exactly as `JSONDecoder` reports it.
    public var codingPath: [CodingPathComponent]
    /// For `keyNotFound`, the missing key's `stringValue`.
    public var key: String?
    /// For `typeMismatch` and `valueNotFound`, the type named in the error (`"Double"`).
    public var expected: String?
    /// The error context's `debugDescription`, as Swift 6.3's `JSONDecoder` words it.
    public var debugDescription: String
    /// The value's (or, for `keyNotFound`, the object's) place in the document.
    public var path: JSONPath?

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - kind: the error's case.
    ///   - codingPath: the error context's `codingPath`.
    ///   - key: for `keyNotFound`, the missing key.
    ///   - expected: for `typeMismatch` and `valueNotFound`, the type named in the error.
    ///   - debugDescription: the error context's `debugDescription`.
    ///   - path: the value's place in the document.
    package init(
        kind: DecodingErrorCase,
        codingPath: [CodingPathComponent],
        key: String? = nil,
        expected: String? = nil,
        debugDescription: String,
        path: JSONPath? = nil
    ) {
        self.kind = kind
        self.codingPath = codingPath
        self.key = key
        self.expected = expected
        self.debugDescription = debugDescription
        self.path = path
    }
}

/// One step of a `codingPath`: a key's `stringValue`, or an array index (`intValue`).
///
/// ```swift
/// [CodingPathComponent.key("items"), .index(1)].map(\.description)   // ["items", "1"]
/// ```
public enum CodingPathComponent: Sendable, Hashable {
    /// A key, by its `stringValue`.
    case key(String)
    /// An unkeyed container's index.
    case index(Int)
}

extension CodingPathComponent: CustomStringConvertible {
    /// The key, or the index in decimal.
    public var description: String {
        switch self {
        case .key(let key): key
        case .index(let index): String(index)
        }
    }
}
