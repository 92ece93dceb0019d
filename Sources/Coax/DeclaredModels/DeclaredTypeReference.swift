/// A type as a declaration spells it: a name with generic arguments, or one of the forms Swift
/// writes with punctuation (`T?`, `[T]`, `[K: V]`).
///
/// ```swift
/// let tags = DeclaredTypeReference.optional(.array(.named("String")))
/// tags.description   // "[String]?"
/// ```
public indirect enum DeclaredTypeReference: Sendable, Hashable {
    /// A named type, with its generic arguments: `Int`, `Set<String>`, `Page<Product>`,
    /// `Outer.Inner`.
    case named(String, arguments: [DeclaredTypeReference] = [])
    /// `T?` or `Optional<T>`.
    case optional(DeclaredTypeReference)
    /// `[T]` or `Array<T>`.
    case array(DeclaredTypeReference)
    /// `[K: V]` or `Dictionary<K, V>`.
    case dictionary(key: DeclaredTypeReference, value: DeclaredTypeReference)
}

extension DeclaredTypeReference: CustomStringConvertible {
    /// The reference as Swift source writes it in its short form.
    ///
    /// ```swift
    /// DeclaredTypeReference.dictionary(key: .named("String"), value: .named("Int")).description
    /// // "[String: Int]"
    /// ```
    public var description: String {
        switch self {
        case .named(let name, let arguments):
            arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .optional(let wrapped):
            "\(wrapped)?"
        case .array(let element):
            "[\(element)]"
        case .dictionary(let key, let value):
            "[\(key): \(value)]"
        }
    }
}
