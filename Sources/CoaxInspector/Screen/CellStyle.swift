/// How a cell is drawn: its colour role and its attributes.
public struct CellStyle: Hashable, Sendable {
    /// The colour role.
    public var role: ColorRole
    /// The attributes.
    public var attributes: TextAttributes

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - role: the colour role.
    ///   - attributes: the attributes.
    public init(role: ColorRole = .plain, attributes: TextAttributes = []) {
        self.role = role
        self.attributes = attributes
    }

    /// The default style.
    ///
    /// ```swift
    /// CellStyle.plain.role   // .plain
    /// ```
    public static let plain = CellStyle()

    /// The same style with more attributes.
    ///
    /// ```swift
    /// CellStyle(role: .key).adding(.reverse).attributes   // [.reverse]
    /// ```
    ///
    /// - Parameter more: attributes to add, such as `.reverse` for the selection.
    /// - Returns: A style with the same role and both sets of attributes.
    public func adding(_ more: TextAttributes) -> CellStyle {
        CellStyle(role: role, attributes: attributes.union(more))
    }
}
