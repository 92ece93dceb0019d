import CoaxSamples

/// Contenders compared on the same generated file: the first is Coax's, the rest are the
/// references it is compared against.
struct BenchmarkGroup: Sendable {
    let title: String
    let variant: APIDocumentGenerator.Variant
    let contenders: [String]

    static let all: [BenchmarkGroup] = [
        BenchmarkGroup(
            title: "Parse + index (API-like document with type drift)",
            variant: .drifting,
            contenders: ["coax-parse", "JSONSerialization", "JSONDecoder-any"]
        ),
        BenchmarkGroup(
            title: "Drift analysis (one pass over the parsed document, against parsing it)",
            variant: .drifting,
            contenders: ["coax-drift", "coax-parse", "coax-parse+drift"]
        ),
    ]
}
