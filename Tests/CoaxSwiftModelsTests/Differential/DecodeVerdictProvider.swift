import Coax

@testable import CoaxSwiftModels

/// What the differential tests hold to the real `JSONDecoder`: anything that gives a verdict per
/// document for a type expression over declared models. The simulator (`coax decode` without
/// `--exact`) plugs in here and gets the `DeclaredModelSet` the generator wrote; `--exact` gets
/// the sources.
protocol DecodeVerdictProvider {
    /// One verdict per document, in order.
    ///
    /// - Parameters:
    ///   - models: the declared types as a model reader should describe the sources, when known.
    ///   - sources: the model files, as paths on disk and their text.
    ///   - typeExpression: what each document is decoded into (`Record3`, `[Record3]`).
    ///   - strategies: the decoder's options.
    ///   - documents: one JSON document's bytes each.
    func verdicts(
        models: DeclaredModelSet?, sources: [(path: String, text: String)], typeExpression: String,
        strategies: DecodeStrategies, documents: [[UInt8]]
    ) throws -> [DecodeVerdict]
}

/// `--exact` as a provider: the real `JSONDecoder`, from a driver compiled once for every type
/// and strategy of a batch (one compile for hundreds of targets keeps the suite quick); a target
/// it was not built for is an error.
struct ExactVerdictProvider: DecodeVerdictProvider {
    let program: ExactDecodeProgram
    let targets: [ExactDecodeTarget]

    struct UnknownTarget: Error {}

    func verdicts(
        models: DeclaredModelSet?, sources: [(path: String, text: String)], typeExpression: String,
        strategies: DecodeStrategies, documents: [[UInt8]]
    ) throws -> [DecodeVerdict] {
        guard
            let target = targets.firstIndex(
                of: ExactDecodeTarget(typeExpression: typeExpression, strategies: strategies))
        else { throw UnknownTarget() }
        return try program.verdicts(for: documents.map { (target, $0) })
    }
}
