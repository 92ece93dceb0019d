/// A stored property of a declared struct or class, as the synthesized `init(from:)` sees it.
///
/// ```swift
/// let price = DeclaredProperty(name: "price", type: .named("Double"))
/// price.isDecoded   // true
/// ```
package struct DeclaredProperty: Sendable, Hashable {
    /// The property's name in Swift.
    package var name: String
    /// Its declared type; nil where the declaration gives none (`let x = 1`).
    package var type: DeclaredTypeReference?
    /// Whether it is a `let` with an initial value, which the synthesized `init(from:)` does not
    /// decode (`let x = 1`). A `var` with an initial value is decoded and still required.
    package var isInitializedConstant: Bool
    /// The property wrapper attribute written on it (`@Clamped`), which Coax cannot simulate.
    package var propertyWrapper: String?
    /// Where it is declared.
    package var position: DeclaredSourcePosition?
    /// Whether it is declared with `var` (else `let`), to write it back as declared.
    package var isVariable: Bool

    /// Creates a property.
    ///
    /// - Parameters:
    ///   - name: the property's name in Swift.
    ///   - type: its declared type; nil where the declaration gives none.
    ///   - isInitializedConstant: whether it is a `let` with an initial value, which is not decoded.
    ///   - propertyWrapper: the property wrapper attribute written on it, if any (`@Clamped`).
    ///   - position: where it is declared, if known.
    ///   - isVariable: whether it is declared with `var` (else `let`).
    package init(
        name: String,
        type: DeclaredTypeReference?,
        isInitializedConstant: Bool = false,
        propertyWrapper: String? = nil,
        position: DeclaredSourcePosition? = nil,
        isVariable: Bool = false
    ) {
        self.name = name
        self.type = type
        self.isInitializedConstant = isInitializedConstant
        self.propertyWrapper = propertyWrapper
        self.position = position
        self.isVariable = isVariable
    }

    /// Whether the synthesized `init(from:)` decodes this property (when the type's `CodingKeys`,
    /// if any, also name it).
    package var isDecoded: Bool { !isInitializedConstant }
}
