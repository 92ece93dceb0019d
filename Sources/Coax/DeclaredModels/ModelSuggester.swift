/// Finds the changes to the declared models that make every document of a corpus decode, and
/// checks them by decoding the corpus again with the changed models.
///
/// Each round simulates every document; each place in the models where documents fail gets one
/// change, chosen from the failing values (a missing key or a null makes the type optional, an
/// unknown raw value adds an enum case, a number out of range widens the type, numeric text for
/// a number or 0 and 1 for a Bool get a small helper type that plain `JSONDecoder` decodes both
/// from (``ModelSuggestions/addedDeclarations``), dates in another form change the date strategy,
/// or become `String` where no one strategy reads them all; other drift is read with
/// ``LenientDecoder``).
/// The next round shows whether the change worked; a change that does not is withdrawn and the
/// place left as it is. At the end the corpus is decoded once more with every change made, with
/// ``LenientDecoder`` when a change needs it, and what still fails is counted.
///
/// - Complexity: O(rounds × corpus size); rounds are at most `maximumRounds`.
package struct ModelSuggester: Sendable {
    /// One document to check: its type and place (a route's type, `--at`).
    package struct Item: Sendable {
        /// The document.
        package var document: JSONDocument
        /// The type it is decoded as.
        package var type: DeclaredTypeReference
        /// The value to decode; nil for the root.
        package var path: JSONPath?

        /// Creates an item.
        ///
        /// - Parameters:
        ///   - document: the document.
        ///   - type: the type it is decoded as.
        ///   - path: the value to decode; nil for the root.
        package init(document: JSONDocument, type: DeclaredTypeReference, path: JSONPath?) {
            self.document = document
            self.type = type
            self.path = path
        }
    }

    /// The most rounds of changes.
    package static let maximumRounds = 16

    /// The declared models.
    package var models: DeclaredModelSet
    /// The decoder options.
    package var strategies: DecodeStrategies

    /// Creates a suggester.
    ///
    /// - Parameters:
    ///   - models: the declared models the changes start from.
    ///   - strategies: the decoder options the changes start from.
    package init(models: DeclaredModelSet, strategies: DecodeStrategies) {
        self.models = models
        self.strategies = strategies
    }

    /// A place in the models and the error documents get there.
    struct SiteKey: Hashable {
        var site: DecodeSite
        var kind: DecodingErrorCase
    }

    /// The changes that make `items` decode, checked on them.
    ///
    /// - Parameter items: the documents to check, each with its type and place.
    /// - Returns: the changes found, the models and strategies with all of them made, and how many
    ///   documents still fail with them.
    package func suggest(for items: [Item]) -> ModelSuggestions {
        var current = models
        var strategies = self.strategies
        var changes: [(suggestion: ModelSuggestion, key: SiteKey)] = []
        var abandoned: Set<SiteKey> = []
        for _ in 0..<Self.maximumRounds {
            let failures = Self.failures(items, models: current, strategies: strategies)
            guard !failures.isEmpty else { break }
            var bySite: [SiteKey: [(item: Item, decode: SimulatedDecode, failure: DecodeFailure)]] = [:]
            var order: [SiteKey] = []
            for (item, decode) in failures {
                guard case .failed(let failure) = decode.verdict, let site = decode.site else { continue }
                let key = SiteKey(
                    site: DecodeSite(typeName: site.typeName, propertyName: site.propertyName, slot: site.slot),
                    kind: failure.kind)
                if bySite[key] == nil { order.append(key) }
                bySite[key, default: []].append((item, decode, failure))
            }
            // A change made in an earlier round that did not stop its failures is withdrawn.
            var withdrew = false
            // An enum that lacks yet other values is progress, not a failed change.
            // A helper type that fails in turn (a 2 among flags) reads the values no better.
            let failingPlaces = Set(bySite.keys.map { "\($0.site.typeName).\($0.site.propertyName ?? "")" })
            for (position, change) in changes.enumerated().reversed()
            where bySite[change.key].map({ !Self.isProgress(change.suggestion, $0.map(\.decode)) }) ?? false
                || change.suggestion.usesHelper
                    && failingPlaces.contains("\(change.key.site.typeName).\(change.key.site.propertyName ?? "")")
            {
                abandoned.insert(change.key)
                changes.remove(at: position)
                withdrew = true
            }
            if withdrew {
                // A date strategy chosen to undo a withdrawn one is no change at all.
                changes.removeAll { change in
                    if case .dates(let dates) = change.suggestion.edit { return dates == self.strategies.dates }
                    return false
                }
                current = models
                strategies = self.strategies
                for change in changes {
                    apply(change.suggestion, key: change.key, to: &current, strategies: &strategies)
                }
                continue
            }
            var changed = false
            for key in order where !abandoned.contains(key) {
                guard let examples = bySite[key],
                    let suggestion = Self.change(
                        for: key, examples: examples, models: current, strategies: strategies,
                        strategyHelps: { dates in
                            var changed = strategies
                            changed.dates = dates
                            return Self.failures(items, models: current, strategies: changed).count
                                < Self.failures(items, models: current, strategies: strategies).count
                        })
                else {
                    abandoned.insert(key)
                    continue
                }
                apply(suggestion, key: key, to: &current, strategies: &strategies)
                if let earlier = changes.firstIndex(where: { Self.merged($0.suggestion, suggestion) != nil }),
                    let merged = Self.merged(changes[earlier].suggestion, suggestion)
                {
                    changes[earlier].suggestion = merged
                } else {
                    changes.append((suggestion, key))
                }
                changed = true
            }
            if !changed { break }
        }
        var result = ModelSuggestions(models: Self.withoutMarkers(current), strategies: strategies)
        result.changes = changes.map(\.suggestion)
        result.documentCount = items.count
        result.stillFailing = Self.finalCount(items, result: result)
        return result
    }

    /// Whether failures at the place of an enum change are for values it did not add.
    static func isProgress(_ change: ModelSuggestion, _ decodes: [SimulatedDecode]) -> Bool {
        guard case .enumCases(_, let cases) = change.edit else { return false }
        let added = Set(cases.compactMap(\.rawValue))
        return decodes.allSatisfy { decode in decode.invalidRawValue.map { !added.contains($0) } ?? false }
    }

    /// Two changes of one enum's cases, or of one property's type, as one change.
    static func merged(_ first: ModelSuggestion, _ second: ModelSuggestion) -> ModelSuggestion? {
        var merged = first
        switch (first.edit, second.edit) {
        case (.enumCases(let name, let firstCases), .enumCases(let other, let secondCases)) where name == other:
            merged.after = first.after + "; " + second.after
            merged.edit = .enumCases(typeName: name, cases: firstCases + secondCases)
        case (.propertyType(let name, let property, _), .propertyType(let otherName, let otherProperty, _))
        where name == otherName && property == otherProperty:
            merged.after = second.after
            merged.edit = second.edit
            merged.needsLenientDecoder = first.needsLenientDecoder || second.needsLenientDecoder
        default:
            return nil
        }
        return merged
    }

    /// Documents that fail with every change made: with ``LenientDecoder`` when a change needs it.
    private static func finalCount(_ items: [Item], result: ModelSuggestions) -> Int {
        var failing = 0
        var checkers: [String: DeclaredModelChecker] = [:]
        for item in items {
            let name = "\(item.type)\u{0}\(item.path?.normalized ?? "")"
            let checker =
                checkers[name]
                ?? DeclaredModelChecker(
                    models: result.models, type: item.type, strategies: result.strategies, at: item.path)
            checkers[name] = checker
            let verdict =
                result.needsLenientDecoder
                ? checker.lenientVerdict(for: item.document) : checker.verdict(for: item.document)
            if verdict.isDecoded != true { failing += 1 }
        }
        return failing
    }

    private static func failures(
        _ items: [Item], models: DeclaredModelSet, strategies: DecodeStrategies
    ) -> [(Item, SimulatedDecode)] {
        var checkers: [String: DeclaredModelChecker] = [:]
        var failures: [(Item, SimulatedDecode)] = []
        for item in items {
            let name = "\(item.type)\u{0}\(item.path?.normalized ?? "")"
            let checker =
                checkers[name]
                ?? DeclaredModelChecker(models: models, type: item.type, strategies: strategies, at: item.path)
            checkers[name] = checker
            let decode = checker.simulate(item.document)
            if case .failed = decode.verdict { failures.append((item, decode)) }
        }
        return failures
    }
}
