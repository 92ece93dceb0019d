import Coax
import CoaxInspector

/// The library engines behind the inspector's panel and expanded view.
enum InspectorEngines {
    static var reporter: (any ValueReporting)? { nil }
    static var expand: ((JSONDocument) -> ExpansionOutcome)? { DocumentExpansion.expand }
}
