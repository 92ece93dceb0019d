/// One line of the side panel as styled pieces of text, before it is fitted to a width.
///
/// ```swift
/// let line = PanelLine([.init("kind ", role: .label), .init("string")])
/// ```
public struct PanelLine: Hashable, Sendable {
    /// A piece of text with its role.
    ///
    /// ```swift
    /// PanelLine.Segment("8", role: .lossy, attributes: [.bold])
    /// ```
    public struct Segment: Hashable, Sendable {
        /// The text (escaped when drawn).
        public var text: String
        /// Its colour role.
        public var role: ColorRole
        /// Extra attributes.
        public var attributes: TextAttributes

        /// Creates a segment.
        ///
        /// ```swift
        /// PanelLine.Segment("path", role: .label)
        /// ```
        public init(_ text: String, role: ColorRole = .plain, attributes: TextAttributes = []) {
            self.text = text
            self.role = role
            self.attributes = attributes
        }
    }

    /// The pieces, left to right.
    public var segments: [Segment]

    /// Creates a line.
    ///
    /// ```swift
    /// PanelLine([PanelLine.Segment("Forced", role: .heading)])
    /// ```
    public init(_ segments: [Segment] = []) {
        self.segments = segments
    }

    /// The line's plain text.
    ///
    /// ```swift
    /// PanelLine([.init("kind "), .init("string")]).text   // "kind string"
    /// ```
    public var text: String { segments.map(\.text).joined() }
}
