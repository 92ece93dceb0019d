/// A change to the declared models (or to the decoder's options) that makes failing documents
/// decode, as the report words it.
///
/// ```swift
/// suggestion.description
/// // "Product.price: `let price: Double` → `let price: NumberOrText<Double>`"
/// ```
package struct ModelSuggestion: Sendable, Hashable {
    /// The declared type changed (for a new enum case, the enum).
    package var typeName: String
    /// The property changed; nil for an enum case or a decoder option.
    package var propertyName: String?
    /// The declaration before: `let price: Double`; empty for a new enum case.
    package var before: String
    /// The declaration after: `let price: Decimal`, `case gollum = "GollumEvent"`,
    /// `decoder.dateDecodingStrategy = .iso8601`.
    package var after: String
    /// Whether the change holds only when the documents are read with ``LenientDecoder``.
    package var needsLenientDecoder: Bool
    /// The change as the suggester makes it.
    var edit: ModelEdit?
}

extension ModelSuggestion: CustomStringConvertible {
    /// One line for the report.
    package var description: String {
        let place = propertyName.map { "\(typeName).\($0)" } ?? typeName
        let change: String
        if before.isEmpty {
            change = "add `\(after)`"
        } else if before == after {
            change = "`\(before)`"
        } else {
            change = "`\(before)` → `\(after)`"
        }
        return "\(place): \(change)\(needsLenientDecoder ? ", read with LenientDecoder" : "")"
    }
}

extension ModelSuggestion {
    /// Whether the change reads the property through a ``SuggestedHelperType``.
    var usesHelper: Bool {
        guard case .propertyType(_, _, let type) = edit else { return false }
        return !ModelSuggester.helpers(in: type).isEmpty
    }
}

/// The changes found for a corpus, and whether the corpus was decoded again with all of them.
package struct ModelSuggestions: Sendable {
    /// Creates an empty set of changes for `models`.
    ///
    /// - Parameters:
    ///   - models: the declared models, with no change made yet.
    ///   - strategies: the decoder options, with no change made yet.
    package init(models: DeclaredModelSet, strategies: DecodeStrategies) {
        self.models = models
        self.strategies = strategies
    }

    /// The changes, in the order they were found.
    package var changes: [ModelSuggestion] = []
    /// The models with every change made.
    package var models: DeclaredModelSet
    /// The strategies with every change made.
    package var strategies: DecodeStrategies
    /// Documents checked again (a large corpus is checked on its failing documents and a bounded
    /// number of the others).
    package var documentCount = 0
    /// Documents that still fail (with ``LenientDecoder`` where a change needs it) with the
    /// changes made; 0 means every document seen decodes.
    package var stillFailing = 0
    /// Whether the changes need ``LenientDecoder``.
    package var needsLenientDecoder: Bool { changes.contains(where: \.needsLenientDecoder) }
    /// The Swift declarations of the helper types the changes use (`NumberOrText`,
    /// `BoolOrNumber`), to be added to the models beside them.
    package var addedDeclarations: [String] {
        var helpers: [SuggestedHelperType] = []
        for change in changes {
            guard case .propertyType(_, _, let type) = change.edit else { continue }
            for helper in ModelSuggester.helpers(in: type) where !helpers.contains(helper) { helpers.append(helper) }
        }
        return helpers.map(\.declaration)
    }
}

/// A change the suggester makes to the models or the options.
enum ModelEdit: Sendable, Hashable {
    /// A property's declared type, replaced as a whole.
    case propertyType(typeName: String, property: String, type: DeclaredTypeReference)
    /// Cases added to an enum.
    case enumCases(typeName: String, cases: [DeclaredEnumCase])
    /// Another date strategy.
    case dates(DecodeStrategies.Dates)
}
