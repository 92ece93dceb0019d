import Foundation

extension DecoderComparison {
    /// What each decoder gives for a key the object lacks: a non-optional property of each target
    /// type, decoded from `{}` by the real `JSONDecoder` and by `LenientDecoder`.
    ///
    /// ```swift
    /// let missing = DecoderComparison(missingKey: "price")
    /// missing[.double]?.jsonDecoder.failure?.errorCase   // .keyNotFound
    /// missing[.double]?.jsonDecoder.failure?.message
    /// // "No value associated with key CodingKeys(stringValue: \"price\", intValue: nil) (\"price\")."
    /// DecoderComparison(missingKey: "nope", at: try JSONPath(parsing: "$[0].actor.nope"))[.int]?
    ///     .lenientDecoder.failure?.message   // "No value for key \"nope\" at $[0].actor.nope (Int expected)"
    /// ```
    ///
    /// - Parameters:
    ///   - key: the missing key, as the `keyNotFound` messages name it.
    ///   - path: where the key is missing in the document, which `LenientDecoder`'s messages name
    ///     (it decodes `{}`, so without a path they say `$.price`).
    package init(missingKey key: String, at path: JSONPath? = nil) {
        self.init(
            rows: DecodingTarget.allCases.map { target in
                Row(
                    target: target,
                    jsonDecoder: Self.missingCell(target, key: key, decoder: JSONDecoderColumn.decoder(for: target)),
                    lenientDecoder: Self.naming(
                        path,
                        in: Self.missingCell(target, key: key, lenient: LenientDecoderColumn.decoder(for: target)),
                        key: key))
            })
    }

    /// `cell` with its message naming `path` where the decoder, which read `{}`, named `$.key`.
    private static func naming(_ path: JSONPath?, in cell: DecoderCell, key: String) -> DecoderCell {
        guard let path, case .failure(var failure) = cell else { return cell }
        let decoded = JSONPath([.key(key)]).shortForm
        failure.message = failure.message.replacingOccurrences(of: " at \(decoded) ", with: " at \(path.shortForm) ")
        return .failure(failure)
    }

    private static let keyInfo = CodingUserInfoKey(rawValue: "coax.missingKey")

    private static func missingCell(_ target: DecodingTarget, key: String, decoder: JSONDecoder) -> DecoderCell {
        guard let keyInfo else { return .pending("no user-info key") }
        let copy = JSONDecoder()
        copy.dateDecodingStrategy = decoder.dateDecodingStrategy
        copy.userInfo[keyInfo] = key
        return missingCell(target) { try copy.decode($0, from: Data("{}".utf8)) }
    }

    private static func missingCell(_ target: DecodingTarget, key: String, lenient: LenientDecoder) -> DecoderCell {
        guard let keyInfo else { return .pending("no user-info key") }
        var copy = lenient
        copy.userInfo[keyInfo] = key
        return missingCell(target) { try copy.decode($0, fromText: "{}") }
    }

    /// Runs `decode` on a one-property model of the target's type and keeps its error.
    private static func missingCell(
        _ target: DecodingTarget, _ decode: (any MissingMember.Type) throws -> any MissingMember
    ) -> DecoderCell {
        do {
            let type: any MissingMember.Type
            switch target {
            case .bool: type = Member<Bool>.self
            case .int: type = Member<Int>.self
            case .int64: type = Member<Int64>.self
            case .uint64: type = Member<UInt64>.self
            case .double: type = Member<Double>.self
            case .float: type = Member<Float>.self
            case .decimal: type = Member<Decimal>.self
            case .string: type = Member<String>.self
            case .url: type = Member<URL>.self
            case .uuid: type = Member<UUID>.self
            case .dateSecondsSince1970, .dateMillisecondsSince1970, .dateISO8601, .dateRFC1123, .dateTwitter:
                type = Member<Date>.self
            }
            _ = try decode(type)
            return .failure(DecoderFailure(errorCase: .keyNotFound, message: "the decoder found the key in {}"))
        } catch {
            return .failure(DecoderFailure(thrown: error))
        }
    }
}

/// A model with one non-optional property whose key is given in `userInfo`.
private protocol MissingMember: Decodable {}

private struct Member<Value: Decodable>: MissingMember {
    // Named like the coding keys Swift synthesizes, so that messages read as users see them.
    struct CodingKeys: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    let value: Value

    init(from decoder: any Decoder) throws {
        let name = CodingUserInfoKey(rawValue: "coax.missingKey").flatMap { decoder.userInfo[$0] as? String } ?? ""
        let container = try decoder.container(keyedBy: CodingKeys.self)
        value = try container.decode(Value.self, forKey: CodingKeys(stringValue: name))
    }
}
