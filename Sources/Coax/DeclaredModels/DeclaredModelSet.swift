/// Every type and typealias read from a set of Swift model files: what a decode is simulated
/// against. Made by the `CoaxSwiftModels` module from source, or built by hand.
///
/// ```swift
/// let models = DeclaredModelSet(types: [
///     DeclaredType(name: "Product", kind: .structure,
///                  properties: [DeclaredProperty(name: "id", type: .named("Int"))],
///                  isDecodable: true),
/// ])
/// models.type(named: "Product")?.properties.count   // 1
/// ```
public struct DeclaredModelSet: Sendable, Hashable {
    /// The declared types, in source order; nested types by their qualified names.
    public var types: [DeclaredType]
    /// Typealiases by qualified name (`typealias Products = [Product]`).
    public var typealiases: [String: DeclaredTypeReference]

    /// Creates a set.
    ///
    /// - Parameters:
    ///   - types: the declared types, nested ones by their qualified names.
    ///   - typealiases: the typealiases by qualified name, with the types they stand for.
    public init(types: [DeclaredType], typealiases: [String: DeclaredTypeReference] = [:]) {
        self.types = types
        self.typealiases = typealiases
    }

    /// The type with this qualified name, or nil.
    ///
    /// - Parameter name: the qualified name: `Product`, `Order.Line`.
    /// - Returns: The first type in ``types`` with that name, or nil (typealiases are not followed).
    package func type(named name: String) -> DeclaredType? {
        types.first { $0.name == name }
    }
}
