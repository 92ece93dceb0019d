/// Every type and typealias read from a set of Swift model files: what a decode is simulated
/// against. `SwiftModelReader` in the `CoaxSwiftModels` module makes one from source.
///
/// ```swift
/// let models = try SwiftModelReader.read(sources: [
///     ("Models.swift", "struct Order: Decodable { struct Line: Decodable { let sku: String }; let lines: [Line] }")
/// ])
/// models.types.map(\.name)   // ["Order.Line", "Order"]: a nested type as it closes
/// ```
public struct DeclaredModelSet: Sendable, Hashable {
    /// The declared types in the order their declarations close (a nested type before the type
    /// around it), nested ones by their qualified names.
    public package(set) var types: [DeclaredType]
    /// Typealiases by qualified name (`typealias Products = [Product]`).
    package var typealiases: [String: DeclaredTypeReference]

    /// Creates a set.
    ///
    /// - Parameters:
    ///   - types: the declared types, nested ones by their qualified names.
    ///   - typealiases: the typealiases by qualified name, with the types they stand for.
    package init(types: [DeclaredType], typealiases: [String: DeclaredTypeReference] = [:]) {
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
