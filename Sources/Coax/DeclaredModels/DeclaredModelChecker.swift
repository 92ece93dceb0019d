import Foundation

/// Checks documents against a declared type as Foundation's `JSONDecoder` (Swift 6.3, Linux)
/// would decode them with the type's synthesized `Decodable` conformance: whether each decodes,
/// and otherwise the first `DecodingError` with its case, codingPath, key, expected type and
/// debug description, without compiling anything.
///
/// ```swift
/// let models = DeclaredModelSet(types: [
///     DeclaredType(name: "Product", kind: .structure,
///                  properties: [DeclaredProperty(name: "price", type: .named("Double"))],
///                  isDecodable: true),
/// ])
/// let checker = try DeclaredModelChecker(models: models, type: .named("Product"))
/// let document = try JSONDocument(parsing: #"{"price": "12.90"}"#)
/// checker.verdict(for: document)
/// // .failed(typeMismatch at ["price"]: "Expected to decode Double but found a string instead.")
/// ```
///
/// The checker is immutable and may be used from several threads at once.
///
/// - Complexity: O(size of the checked value) per document, straight over the document's tape.
public struct DeclaredModelChecker: Sendable {
    /// The declared models.
    public let models: DeclaredModelSet
    /// The type each document (or the value at ``path``) is decoded as.
    public let type: DeclaredTypeReference
    /// The decoder options.
    public let strategies: DecodeStrategies
    /// Where in each document the value to decode is (`--at`); nil for the whole document.
    public let path: JSONPath?

    let step: DecodeStep
    /// Frees the plans of ``step`` (recursive types make cycles among them) with the checker.
    let planOwner: DecodePlanOwner
    let dateFormatter: LockedDateFormatter?

    /// Creates a checker.
    ///
    /// - Parameters:
    ///   - models: the declared types.
    ///   - type: the type to decode, with its names as `models` has them (qualified).
    ///   - strategies: the `JSONDecoder` options.
    ///   - path: the value in each document to decode; nil for the root.
    public init(
        models: DeclaredModelSet, type: DeclaredTypeReference, strategies: DecodeStrategies = DecodeStrategies(),
        at path: JSONPath? = nil
    ) {
        self.models = models
        self.type = type
        self.strategies = strategies
        self.path = path
        var builder = DecodePlanBuilder(models: models, strategies: strategies)
        step = builder.step(for: type)
        planOwner = DecodePlanOwner(builder.objectPlans)
        if case .formatted(let format) = strategies.dates {
            dateFormatter = LockedDateFormatter(format: format)
        } else {
            dateFormatter = nil
        }
    }

    /// What `JSONDecoder` gives for `document` (or its value at ``path``).
    ///
    /// A document without a value at ``path`` fails with `valueNotFound` and an empty codingPath.
    ///
    /// - Parameter document: the document whose value (at ``path``, or the root) is decoded.
    /// - Returns: ``DecodeVerdict/decoded``, or the first failure `JSONDecoder` would throw.
    public func verdict(for document: JSONDocument) -> DecodeVerdict {
        simulate(document).verdict
    }

    /// What `JSONDecoder` gives for `node` decoded on its own (codingPaths start at it).
    ///
    /// - Parameter node: the value to decode; codingPaths start at it.
    /// - Returns: ``DecodeVerdict/decoded``, or the first failure `JSONDecoder` would throw.
    public func verdict(for node: JSONNode) -> DecodeVerdict {
        simulate(node, under: .root).verdict
    }

    func simulate(_ document: JSONDocument) -> SimulatedDecode {
        guard let path else { return simulate(document.root, under: .root) }
        guard let node = path.value(in: document.root) else {
            return SimulatedDecode(
                verdict: .failed(
                    DecodeFailure(
                        kind: .valueNotFound, codingPath: [], expected: step.nullTypeName,
                        debugDescription: "No value at \(path.normalized) to decode.", path: path)))
        }
        return simulate(node, under: path)
    }

    func simulate(_ node: JSONNode, under prefix: JSONPath) -> SimulatedDecode {
        withExtendedLifetime(node.document) {
            let simulation = DecodeSimulation(
                document: node.document, keys: strategies.keys, dateFormatter: dateFormatter)
            do throws(SimulationStop) {
                try simulation.decode(step, at: node.index)
                return .decoded
            } catch {
                return error.result(under: prefix)
            }
        }
    }
}
