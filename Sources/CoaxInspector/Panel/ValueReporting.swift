import Coax

/// Makes the side panel's report for a value.
///
/// ``report(for:)`` runs inside a key press, so it must cost what the screen costs. Work that
/// grows with the value (converting a thousand elements, asking a decoder about a long string)
/// goes in ``completion(for:)``: the inspector runs it on a background job after the screen is
/// drawn and puts the sections it returns in place of the report's sections with the same
/// identifiers, unless the selection has moved on meanwhile.
///
/// ```swift
/// struct KindOnly: ValueReporting {
///     func report(for node: JSONNode) -> ValueReport { ValueReport(sections: [], note: "\(node.kind)") }
/// }
/// KindOnly().report(for: try JSONDocument(parsing: "1").root).note   // "number"
/// ```
public protocol ValueReporting {
    /// The report for one value, quick enough for a key press.
    func report(for node: JSONNode) -> ValueReport

    /// The rest of the report, computed off the key press; nil when ``report(for:)`` was complete.
    ///
    /// - Parameter node: the value ``report(for:)`` was made for.
    /// - Returns: Work the inspector runs between key presses; its sections replace those with the
    ///   same ID, new IDs are appended.
    func completion(for node: JSONNode) -> (@Sendable () -> [ValueReport.Section])?
}

extension ValueReporting {
    /// No further work: the report is complete.
    ///
    /// - Parameter node: the value the report was made for.
    /// - Returns: nil.
    public func completion(for node: JSONNode) -> (@Sendable () -> [ValueReport.Section])? { nil }
}
