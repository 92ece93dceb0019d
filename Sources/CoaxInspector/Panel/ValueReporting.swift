import Coax

/// Makes the side panel's report for a value.
///
/// ```swift
/// struct KindOnly: ValueReporting {
///     func report(for node: JSONNode) -> ValueReport { ValueReport(sections: [], note: "\(node.kind)") }
/// }
/// ```
public protocol ValueReporting {
    /// The report for one value.
    func report(for node: JSONNode) -> ValueReport
}
