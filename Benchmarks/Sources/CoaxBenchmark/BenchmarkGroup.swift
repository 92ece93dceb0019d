import CoaxSamples

/// Contenders compared on the same generated file: the first is Coax's, the rest are the
/// references it is compared against.
struct BenchmarkGroup: Sendable {
    let title: String
    let variant: APIDocumentGenerator.Variant
    let contenders: [String]

    static let all: [BenchmarkGroup] =
        [
            BenchmarkGroup(
                title: "Parse + index (API-like document with type drift)",
                variant: .drifting,
                contenders: ["coax-parse", "coax-parse-one-thread", "JSONSerialization", "JSONDecoder-any"]
            ),
            // The same bytes into the same realistic model (`GeneratedFeed`), parsing included on both
            // sides; the consistent variant is the one `JSONDecoder` accepts.
            BenchmarkGroup(
                title: "Decode into a model (consistent API document)",
                variant: .consistent,
                contenders: ["lenient-decode-model", "JSONDecoder-model"]
            ),
            BenchmarkGroup(
                title: "Drift analysis (one pass over the parsed document, against parsing it)",
                variant: .drifting,
                contenders: ["coax-drift", "coax-parse", "coax-parse+drift"]
            ),
            // Expanding a JSON:API compound document: streamed (with and without an include list),
            // indexed for browsing, and through an owned value; parsing alone for scale.
            BenchmarkGroup(
                title: "Expand a JSON:API compound document",
                variant: .jsonAPI,
                contenders: [
                    "coax-expand-include", "coax-expand-all", "coax-expand-document",
                    "expand-value-include", "coax-parse",
                ]
            ),
            // Coercing every scalar value (keys excluded) of a parsed document: the plain results, the
            // results with reasons, and every coercion with its reason (what the inspector computes per
            // selection); every array as typed arrays, plain and explained; then the rule table's edge-case
            // inputs, 20,000 times each, plain.
            BenchmarkGroup(
                title: "Coerce every scalar (parsed document)",
                variant: .drifting,
                contenders: [
                    "coax-coerce", "coax-coerce-explained", "coax-coerce-report", "coax-coerce-arrays",
                    "coax-coerce-arrays-explained", "coax-coerce-rule-inputs",
                ]
            ),
        ]
        + QueryWork.pairs.map { pair in
            // `coax query FILE QUERY > /dev/null` against `jq -c FILTER FILE > /dev/null`, both
            // reading and parsing the file; the lines each printed are shown to agree.
            BenchmarkGroup(
                title: "Query \(pair.query) (Twitter-like search response)",
                variant: .statuses,
                contenders: ["coax-query-\(pair.name)", "jq-\(pair.name)"]
            )
        }
}
