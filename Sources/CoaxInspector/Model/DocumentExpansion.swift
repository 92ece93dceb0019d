import Coax

/// The expanded view's source: Coax's expander with the format detected (URL-template links or
/// JSON:API), its result indexed as a document of its own.
///
/// ```swift
/// switch DocumentExpansion.expand(document) {
/// case .expanded(let expanded): print(expanded.formatName, expanded.warnings.count)
/// case .unavailable(let reason): print(reason)
/// }
/// ```
public enum DocumentExpansion {
    /// Expands a document, or says why it cannot be.
    ///
    /// ```swift
    /// DocumentExpansion.expand(try JSONDocument(parsing: "[]"))   // .unavailable("the document's root is an array; …")
    /// ```
    ///
    /// - Parameter document: the document as loaded.
    /// - Returns: The expanded document with its format and warnings, or why it cannot be expanded.
    public static func expand(_ document: JSONDocument) -> ExpansionOutcome {
        do {
            // Written straight into the document's own buffer: no tree of values in between.
            let expansion = try Expander().plan(document.root)
            return .expanded(
                ExpandedDocument(
                    document: try expansion.document(),
                    formatName: name(of: expansion.format),
                    warnings: expansion.warnings.map(\.description)
                ))
        } catch {
            return .unavailable(error.description)
        }
    }

    /// The format as the status line names it.
    ///
    /// ```swift
    /// DocumentExpansion.name(of: .jsonAPI)   // "JSON:API"
    /// ```
    ///
    /// - Parameter format: a detected expansion format.
    /// - Returns: A short name for people.
    public static func name(of format: ExpansionFormat) -> String {
        switch format {
        case .links: "URL-template links"
        case .jsonAPI: "JSON:API"
        }
    }
}
