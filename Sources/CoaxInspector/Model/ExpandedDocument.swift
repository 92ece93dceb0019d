import Coax

/// The expanded form of a document, as the inspector's second view shows it.
public struct ExpandedDocument: Sendable {
    /// The expanded document.
    public var document: JSONDocument
    /// The detected format, as shown in the status line.
    public var formatName: String
    /// The expansion's warnings, one line each.
    public var warnings: [String]

    /// Creates an expanded document.
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
