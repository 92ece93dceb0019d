import Foundation

extension DeclaredModelChecker {
    /// What Coax's ``LenientDecoder`` (default policies, the checker's key and date strategies)
    /// gives for `document` decoded as the declared type: it reads the declared type through the
    /// same containers the synthesized `init(from:)` would use, so every coercion and policy of
    /// the lenient decoder applies.
    ///
    /// ```swift
    /// checker.lenientVerdict(for: try JSONDocument(parsing: #"{"price": "12.90"}"#))   // .decoded
    /// ```
    ///
    /// - Parameter document: the document whose value (at ``path``, or the root) is decoded.
    /// - Returns: ``DecodeVerdict/decoded``, or the lenient decoder's first failure; `JSONDecoder`'s
    ///   verdict when the document has no value at ``path``.
    public func lenientVerdict(for document: JSONDocument) -> DecodeVerdict {
        guard let path else { return lenientVerdict(for: document.root) }
        guard let node = path.value(in: document.root) else { return verdict(for: document) }
        return lenientVerdict(for: node)
    }

    /// ``lenientVerdict(for:)-(JSONDocument)`` for a value decoded on its own.
    ///
    /// - Parameter node: the value to decode; codingPaths start at it.
    /// - Returns: ``DecodeVerdict/decoded``, or the lenient decoder's first failure, naming the
    ///   declared type where the decoder names its stand-in.
    public func lenientVerdict(for node: JSONNode) -> DecodeVerdict {
        let decoder = lenientDecoder
        let verdict = Self.verdict {
            try DeclaredDecodable.decodeTop(step) { type in _ = try decoder.decode(type, from: node) }
        }
        guard case .failed(var failure) = verdict else { return verdict }
        // The dynamic stand-in's name is the declared type's where the decoder names it.
        let stand = "DeclaredDecodable"
        guard failure.debugDescription.contains(stand) || failure.expected == stand else { return verdict }
        let name = declaredName(at: failure.codingPath + (failure.key.map { [.key($0)] } ?? [])) ?? "a declared type"
        failure.debugDescription = failure.debugDescription.replacingOccurrences(of: stand, with: name)
        if failure.expected == stand { failure.expected = name }
        return .failed(failure)
    }

    /// The name of the declared struct, class or enum decoded at `codingPath`, if one is.
    func declaredName(at codingPath: [CodingPathComponent]) -> String? {
        var current = step
        for component in codingPath {
            while case .optional(let wrapped) = current { current = wrapped }
            switch (current, component) {
            case (.object(let plan), .key(let key)):
                guard let field = plan.fields.first(where: { $0.key == key }) else { return nil }
                current = field.step
            case (.array(let element), .index): current = element
            case (.stringDictionary(let value), _), (.integerDictionary(let value), _): current = value
            default: return nil
            }
        }
        while case .optional(let wrapped) = current { current = wrapped }
        switch current {
        case .object(let plan): return plan.typeName
        case .rawEnumeration(let plan): return plan.typeName
        default: return nil
        }
    }

    /// The lenient decoder with the checker's strategies.
    var lenientDecoder: LenientDecoder {
        var decoder = LenientDecoder()
        decoder.keyDecodingStrategy = strategies.keys == .convertFromSnakeCase ? .convertFromSnakeCase : .useDefaultKeys
        switch strategies.dates {
        case .deferredToDate:
            decoder.dateDecodingStrategy = .custom { decoder in
                Date(timeIntervalSinceReferenceDate: try decoder.singleValueContainer().decode(Double.self))
            }
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        case .iso8601: decoder.dateDecodingStrategy = .iso8601
        case .formatted(let format): decoder.dateDecodingStrategy = .formatted(DateFormats.formatter(format))
        }
        return decoder
    }

    /// The verdict of a decode run by `body`, from the error it throws.
    static func verdict(_ body: () throws -> Void) -> DecodeVerdict {
        do {
            try body()
            return .decoded
        } catch let error as DeclaredDecodableNotSimulated {
            return .notSimulated(error.reason)
        } catch let error as DecodingError {
            return .failed(DecodeFailure(error))
        } catch {
            return .failed(DecodeFailure(kind: .dataCorrupted, codingPath: [], debugDescription: "\(error)"))
        }
    }
}

extension DecodeFailure {
    /// The failure a `DecodingError` carries (its path in the document is not known).
    ///
    /// ```swift
    /// DecodeFailure(DecodingError.keyNotFound(key, context)).key   // "price"
    /// ```
    ///
    /// - Parameter error: the error to read: its case, codingPath, key or expected type, and debug
    ///   description.
    public init(_ error: DecodingError) {
        func components(_ context: DecodingError.Context) -> [CodingPathComponent] {
            // JSONDecoder's array positions are keys named "Index N" with an intValue; a
            // dictionary's keys that read as numbers have an intValue too, but stay keys.
            context.codingPath.map { key in
                if let index = key.intValue, key.stringValue == "Index \(index)" { return .index(index) }
                return .key(key.stringValue)
            }
        }
        switch error {
        case .typeMismatch(let type, let context):
            self.init(
                kind: .typeMismatch, codingPath: components(context), expected: "\(type)",
                debugDescription: context.debugDescription)
        case .valueNotFound(let type, let context):
            self.init(
                kind: .valueNotFound, codingPath: components(context), expected: "\(type)",
                debugDescription: context.debugDescription)
        case .keyNotFound(let key, let context):
            self.init(
                kind: .keyNotFound, codingPath: components(context), key: key.stringValue,
                debugDescription: context.debugDescription)
        case .dataCorrupted(let context):
            self.init(kind: .dataCorrupted, codingPath: components(context), debugDescription: context.debugDescription)
        @unknown default:
            self.init(kind: .dataCorrupted, codingPath: [], debugDescription: "\(error)")
        }
    }
}
