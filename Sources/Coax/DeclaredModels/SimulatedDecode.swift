/// A verdict with what the report and the suggestions need beyond it: where in the model it
/// failed, and the tape index of the failing value (for `keyNotFound`, of the object).
package struct SimulatedDecode: Sendable {
    var verdict: DecodeVerdict
    var site: DecodeSite?
    /// For an enum that lacks the value: the raw value as the case would write it.
    var invalidRawValue: DeclaredEnumCase.RawValue?
    var valueIndex: Int?

    static let decoded = SimulatedDecode(verdict: .decoded)
}

/// What stops a simulated decode: the first error, or a place that is not simulated. Thrown up
/// the walk, each level adding its codingPath and JSON path component (so the success path never
/// builds a path).
struct SimulationStop: Error {
    var notSimulated: String?
    var kind: DecodingErrorCase = .dataCorrupted
    /// In reverse order while the stop travels up.
    var reversedCodingPath: [CodingPathComponent] = []
    var reversedPath: [JSONPath.Component] = []
    var reversedSlot: [DecodeSite.Slot] = []
    /// `JSONDecoder` reports an empty codingPath for this error (a number it cannot represent).
    var hasEmptyCodingPath = false
    /// `JSONDecoder` reports this error (ISO 8601 text it cannot read) with the codingPath of the
    /// container holding the value: without the value's own key or index (so empty for a member of
    /// the root object).
    var omitsOwnCodingKey = false
    var key: String?
    var expected: String?
    var debugDescription = ""
    var site: DecodeSite?
    var invalidRawValue: DeclaredEnumCase.RawValue?
    var valueIndex: Int?

    init(notSimulated reason: String) { notSimulated = reason }

    init(_ kind: DecodingErrorCase, expected: String? = nil, key: String? = nil, _ description: String, at index: Int) {
        self.kind = kind
        self.expected = expected
        self.key = key
        debugDescription = description
        valueIndex = index
    }

    mutating func prepend(coding: CodingPathComponent, path: JSONPath.Component) {
        reversedCodingPath.append(coding)
        reversedPath.append(path)
    }

    func result(under prefix: JSONPath) -> SimulatedDecode {
        if let notSimulated { return SimulatedDecode(verdict: .notSimulated(notSimulated)) }
        let failure = DecodeFailure(
            kind: kind,
            codingPath: hasEmptyCodingPath
                ? [] : omitsOwnCodingKey ? reversedCodingPath.reversed().dropLast() : reversedCodingPath.reversed(),
            key: key,
            expected: expected, debugDescription: debugDescription,
            path: JSONPath(prefix.components + reversedPath.reversed()))
        return SimulatedDecode(
            verdict: .failed(failure), site: site, invalidRawValue: invalidRawValue, valueIndex: valueIndex)
    }
}
