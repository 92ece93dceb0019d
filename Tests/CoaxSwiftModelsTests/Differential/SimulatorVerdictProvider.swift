import Coax
import CoaxSwiftModels

/// The simulator as a provider: `DeclaredModelChecker` over the declared types, read from the
/// sources with `SwiftModelReader` (what `coax decode` does), or taken as the generator wrote them
/// (so that a reader mistake and a simulation mistake show apart).
struct SimulatorVerdictProvider: DecodeVerdictProvider {
    enum ModelSource {
        /// `SwiftModelReader` on the sources.
        case reader
        /// The generator's own `declaredModels`, bypassing the reader.
        case generator
    }

    let modelSource: ModelSource

    struct MissingModels: Error {}

    func verdicts(
        models: DeclaredModelSet?, sources: [(path: String, text: String)], typeExpression: String,
        strategies: DecodeStrategies, documents: [[UInt8]]
    ) throws -> [DecodeVerdict] {
        let declared: DeclaredModelSet
        switch modelSource {
        case .reader: declared = try SwiftModelReader.read(sources: sources)
        case .generator:
            guard let models else { throw MissingModels() }
            declared = models
        }
        let checker = DeclaredModelChecker(
            models: declared, type: try TypeExpressionParser.parse(typeExpression, in: declared),
            strategies: strategies)
        return try documents.map { checker.verdict(for: try JSONDocument(parsing: $0)) }
    }
}
