/// Where in the declared models a simulated decode failed: the property (of the innermost
/// declared struct or class) and the place inside its type, or the enum whose cases lack a value.
/// What a suggested change to the model edits.
///
/// ```swift
/// // `let tags: [String]` failing on a null element:
/// DecodeSite(typeName: "Product", propertyName: "tags", slot: [.element])
/// ```
package struct DecodeSite: Sendable, Hashable {
    /// One step into a property's type: `T?`'s wrapped type, an array's (or set's) element, a
    /// dictionary's value.
    package enum Slot: Sendable, Hashable {
        /// The wrapped type of an optional.
        case wrapped
        /// An array's or set's element.
        case element
        /// A dictionary's value.
        case value
    }

    /// The declared type, with generic arguments where it has them (`Page<Product>`).
    package var typeName: String
    /// The property, or nil when the site is an enum's raw value.
    package var propertyName: String?
    /// The steps from the property's type down to the type that failed; empty for the property's
    /// own type.
    package var slot: [Slot]

    /// Creates a site.
    ///
    /// - Parameters:
    ///   - typeName: the declared type, with generic arguments where it has them.
    ///   - propertyName: the property, or nil when the site is an enum's raw value.
    ///   - slot: the steps from the property's type down to the type that failed.
    package init(typeName: String, propertyName: String?, slot: [Slot] = []) {
        self.typeName = typeName
        self.propertyName = propertyName
        self.slot = slot
    }
}
