import Coax

/// The expanded form of a document, as the inspector's second view shows it.
///
/// ```swift
/// let expanded = ExpandedDocument(document: JSONDocument(value), formatName: "JSON:API", warnings: [])
/// ```
public struct ExpandedDocument: Sendable {
    /// The expanded document.
    public var document: JSONDocument
    /// The detected format, as shown in the status line.
    public var formatName: String
    /// The expansion's warnings, one line each.
    public var warnings: [String]

    /// Creates an expanded document.
    ///
    /// ```swift
    /// ExpandedDocument(document: document, formatName: "links", warnings: ["$.links.x: no placeholder"])
    /// ```
    ///
    /// - Parameters:
    ///   - document: the expanded document.
    ///   - formatName: the detected format, as shown in the status line.
    ///   - warnings: the expansion's warnings, one line each.
    public init(document: JSONDocument, formatName: String, warnings: [String]) {
        self.document = document
        self.formatName = formatName
        self.warnings = warnings
    }
}
