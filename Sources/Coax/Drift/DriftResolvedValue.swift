/// What a report says about one value the analysis kept a position for (the first of a kind,
/// the first a coercion misses), taken while its document was at hand: an analysis of a stream
/// lets each document go once it was walked, so the report cannot go back to it.
struct DriftResolvedValue {
    /// Where the value is, from the analysed root.
    let path: JSONPath
    /// The value's document, for a collection.
    let document: DriftDocument?
    /// The coercion engine's reason for each reading, in ``DriftReading/allCases`` order; empty
    /// for the reading of a container's own kind (a report never asks for it).
    let whys: [String]

    /// Explains the value at `node` for every reading a report may ask about.
    init(node: JSONNode, path: JSONPath, document: DriftDocument?) {
        self.path = path
        self.document = document
        let explained = Coercion(node).explained
        let kind = node.kind
        whys = DriftReading.allCases.map { reading in
            switch reading {
            case .bool: explained.bool.why
            case .integer: explained.number.why
            case .decimal: explained.decimal.why
            case .unixDate: explained.unixDate.why
            case .string: explained.string.why
            case .array: kind == .array ? "" : explained.array.why
            case .object: kind == .object ? "" : explained.dictionary.why
            }
        }
    }

    /// The reason for `reading`.
    func why(_ reading: DriftReading) -> String {
        whys[DriftReading.allCases.firstIndex(of: reading) ?? 0]
    }
}
