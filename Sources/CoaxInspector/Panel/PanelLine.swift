/// One line of the side panel as styled pieces of text, before it is fitted to a width.
struct PanelLine: Hashable, Sendable {
    /// A piece of text with its role.
    struct Segment: Hashable, Sendable {
        /// The text (escaped when drawn).
        var text: String
        /// Its colour role.
        var role: ColorRole
        /// Extra attributes.
        var attributes: TextAttributes

        /// Creates a segment.
        init(_ text: String, role: ColorRole = .plain, attributes: TextAttributes = []) {
            self.text = text
            self.role = role
            self.attributes = attributes
        }
    }

    /// The pieces, left to right.
    var segments: [Segment]

    /// Creates a line.
    init(_ segments: [Segment] = []) {
        self.segments = segments
    }

    /// The line's plain text.
    ///
    /// ```swift
    /// PanelLine([.init("kind "), .init("string")]).text   // "kind string"
    /// ```
    var text: String { segments.map(\.text).joined() }
}
