import Coax

/// How an ``Inspector`` is set up: names, theme, and the engines behind the panel and the expanded view.
///
/// ```swift
/// var configuration = InspectorConfiguration(fileName: "orders.json")
/// configuration.theme = .monochrome
/// ```
public struct InspectorConfiguration {
    /// The name shown in the status line.
    public var fileName: String
    /// Colours or monochrome.
    public var theme: Theme
    /// Containers shallower than this start open (1 opens the root only).
    public var openDepth: Int
    /// Make the panel's sections for the selected value, in order (by default Coax's coercions,
    /// then what JSONDecoder and LenientDecoder give); none shows kind and literal only.
    public var reporters: [any ValueReporting]
    /// Makes the expanded view (Coax's expander by default); nil means there is no expanded view.
    public var expander: (@Sendable (JSONDocument) -> ExpansionOutcome)?
    /// Finds the type drift marked in the tree, in one document or across a collection's
    /// documents as they arrive (Coax's drift analysis by default); nil means none.
    public var drift: DriftAnalyzer?
    /// Reads the document again for `R`; nil when it cannot be (standard input, the demo).
    public var reload: (@Sendable () -> ReloadOutcome)?
    /// The user's models every document is checked against from the start (`--model`, `--type`);
    /// nil for none.
    package var modelCheck: ModelCheckSetup?
    /// Reads the models the `O` prompt names (`Models.swift Product`); nil when the inspector
    /// cannot read models.
    package var modelLoader: (@Sendable (String) -> Result<ModelCheckSetup, ModelLoadFailure>)?

    /// Creates a configuration with colours, two open levels, Coax's coercions, Coax's expander and
    /// Coax's drift analysis.
    ///
    /// - Parameters:
    ///   - fileName: the name shown in the status line.
    ///   - theme: colours or monochrome.
    ///   - openDepth: containers shallower than this start open (1 opens the root only).
    ///   - reporters: make the panel's sections for the selected value, in order (by default Coax's coercions, then what JSONDecoder and LenientDecoder give); none shows kind and literal only.
    ///   - expander: makes the expanded view (Coax's expander by default); nil means there is no expanded view.
    ///   - drift: finds the type drift marked in the tree; nil turns drift off.
    ///   - reload: reads the document again for `R`; nil when it cannot be.
    public init(
        fileName: String,
        theme: Theme = .color,
        openDepth: Int = 2,
        reporters: [any ValueReporting] = [CoercionReporter(), DecodersReporter()],
        expander: (@Sendable (JSONDocument) -> ExpansionOutcome)? = DocumentExpansion.expand,
        drift: DriftAnalyzer? = DriftAnalyzer(),
        reload: (@Sendable () -> ReloadOutcome)? = nil
    ) {
        self.fileName = fileName
        self.theme = theme
        self.openDepth = openDepth
        self.reporters = reporters
        self.expander = expander
        self.drift = drift
        self.reload = reload
    }
}
