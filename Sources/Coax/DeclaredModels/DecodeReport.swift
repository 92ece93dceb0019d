/// What checking a corpus against declared types found: how many documents decode, and the
/// failures grouped by route, by the place in the document (indexes as `[*]`) and by the error,
/// each group with its count, its inputs or endpoints, one example and what ``LenientDecoder``
/// makes of the same documents.
///
/// ```swift
/// var report = DecodeReport()
/// report.add(document: 0, source: "orders.jsonl:1", route: nil, checker: checker, in: document)
/// report.failedCount   // 1 when the document fails
/// ```
package struct DecodeReport: Sendable {
    /// One group of failures.
    package struct Group: Sendable {
        /// The route's endpoint and type (`GET /v1/products/{id}=Product`); nil without routes.
        package var route: String?
        /// The place, as a JSON path with indexes as `[*]`: `$.items[*].price`.
        package var pattern: String
        /// The error's case.
        package var kind: DecodingErrorCase
        /// The first failure of the group, as JSONDecoder reports it.
        package var failure: DecodeFailure
        /// Documents in the group.
        package var count: Int = 0
        /// The inputs or endpoints the documents come from, in order of first appearance.
        package var sources: [String] = []
        /// The first document: its number (from 1) and its failing value, shown compactly.
        package var exampleDocument: Int
        /// The failing value (for `keyNotFound`, the object), as compact JSON cut to 60 characters.
        package var exampleValue: String
        /// Documents of the group that ``LenientDecoder`` decodes.
        package var lenientDecoded: Int = 0
        /// The first lenient failure, when some fail.
        package var lenientFailure: DecodeFailure?
        /// Where in the model the group fails.
        package var site: DecodeSite?
        /// Raw values an enum lacks, in order of first appearance.
        package var missingRawValues: [DeclaredEnumCase.RawValue] = []
        /// The JSON kinds of the failing values.
        package var foundKinds: Set<JSONKind> = []
    }

    /// Documents checked (covered by a route, where there are routes).
    package private(set) var documentCount = 0
    /// Documents that decode.
    package private(set) var decodedCount = 0
    /// Documents that fail.
    package private(set) var failedCount = 0
    /// Documents without a verdict, by what is not simulated.
    package private(set) var notSimulated: [(reason: String, count: Int)] = []
    /// Documents no route covers (or outside `--status`).
    package var uncoveredCount = 0
    /// The groups, in order of first appearance.
    package private(set) var groups: [Group] = []
    private var groupIndex: [String: Int] = [:]

    /// Creates an empty report.
    package init() {}

    /// Checks `document` with `checker` (and, when it fails, with ``LenientDecoder`` too) and
    /// records the outcome.
    ///
    /// - Parameters:
    ///   - number: the document's index in the corpus (from 0).
    ///   - source: its input or endpoint, as the report names it.
    ///   - route: the route it was checked under, as written; nil without routes.
    ///   - checker: the checker for the document's type.
    ///   - document: the document.
    ///   - lenient: use the lenient verdict as the verdict.
    ///   - exact: the verdict of the real `JSONDecoder` (`--exact`), recorded instead of the
    ///     simulated one; its failure's `path` locates the example value.
    ///   - precomputed: `checker`'s simulation of `document`, made beforehand (on another thread,
    ///     by ``PairedSimulations``); nil to simulate it here.
    /// - Returns: The verdict, and the lenient one for a document that fails.
    @discardableResult
    package mutating func add(
        document number: Int, source: String, route: String?, checker: DeclaredModelChecker, in document: JSONDocument,
        lenient: Bool = false, exact: DecodeVerdict? = nil, simulated precomputed: SimulatedDecode? = nil
    ) -> (verdict: DecodeVerdict, lenient: DecodeVerdict?) {
        documentCount += 1
        var simulated: SimulatedDecode
        if let exact {
            var valueIndex: Int?
            if case .failed(let failure) = exact { valueIndex = failure.path?.value(in: document.root)?.index }
            simulated = SimulatedDecode(verdict: exact, valueIndex: valueIndex)
        } else {
            simulated = precomputed ?? checker.simulate(document)
        }
        var lenientVerdict: DecodeVerdict?
        if lenient && exact == nil {
            var verdict = checker.lenientVerdict(for: document)
            var valueIndex: Int?
            if case .failed(var failure) = verdict {
                // The lenient decoder's codingPath names JSON keys (with its own key strategy).
                let path = JSONPath(
                    (checker.path?.components ?? [])
                        + failure.codingPath.map { component -> JSONPath.Component in
                            switch component {
                            case .key(let key): .key(key)
                            case .index(let index): .index(index)
                            }
                        })
                failure.path = path
                verdict = .failed(failure)
                valueIndex = path.value(in: document.root)?.index
            }
            simulated = SimulatedDecode(verdict: verdict, valueIndex: valueIndex)
        }
        switch simulated.verdict {
        case .decoded:
            decodedCount += 1
        case .notSimulated(let reason):
            if let index = notSimulated.firstIndex(where: { $0.reason == reason }) {
                notSimulated[index].count += 1
            } else {
                notSimulated.append((reason, 1))
            }
        case .failed(let failure):
            failedCount += 1
            if !lenient { lenientVerdict = checker.lenientVerdict(for: document) }
            record(
                failure, simulated: simulated, number: number, source: source, route: route, document: document,
                lenient: lenientVerdict ?? simulated.verdict)
        }
        return (simulated.verdict, lenientVerdict)
    }

    /// The position in ``groups`` of the group a recorded failure belongs to.
    ///
    /// ```swift
    /// let (verdict, _) = report.add(document: 0, source: "a.json", route: nil, checker: checker, in: document)
    /// if case .failed(let failure) = verdict { report.groupPosition(of: failure, route: nil) }   // 0
    /// ```
    ///
    /// - Parameters:
    ///   - failure: a failure returned by ``add(document:source:route:checker:in:lenient:exact:simulated:)``.
    ///   - route: the route it was recorded under, as written; nil without routes.
    /// - Returns: The group's position, or nil when no such failure was recorded.
    package func groupPosition(of failure: DecodeFailure, route: String?) -> Int? {
        groupIndex[Self.groupKey(of: failure, route: route)]
    }

    /// What puts failures in one group: the route, the place with indexes as `[*]`, the case and
    /// the expected type.
    private static func groupKey(of failure: DecodeFailure, route: String?) -> String {
        // A missing key is shown at the place it should have been.
        let pattern = pattern(
            failure.kind == .keyNotFound ? failure.path?.appending(key: failure.key ?? "") : failure.path)
        return "\(route ?? "")\u{0}\(pattern)\u{0}\(failure.kind.rawValue)\u{0}\(failure.expected ?? "")"
    }

    private mutating func record(
        _ failure: DecodeFailure, simulated: SimulatedDecode, number: Int, source: String, route: String?,
        document: JSONDocument, lenient: DecodeVerdict
    ) {
        // A missing key is shown at the place it should have been.
        let pattern = Self.pattern(
            failure.kind == .keyNotFound ? failure.path?.appending(key: failure.key ?? "") : failure.path)
        let key = Self.groupKey(of: failure, route: route)
        let value = simulated.valueIndex.map { JSONNode(document: document, index: $0) }
        if groupIndex[key] == nil {
            groupIndex[key] = groups.count
            groups.append(
                Group(
                    route: route, pattern: pattern, kind: failure.kind, failure: failure, exampleDocument: number + 1,
                    exampleValue: value.map(Self.example) ?? "", site: simulated.site))
        }
        guard let index = groupIndex[key] else { return }
        groups[index].count += 1
        if groups[index].sources.count < 64, !groups[index].sources.contains(source) {
            groups[index].sources.append(source)
        }
        if let value { groups[index].foundKinds.insert(value.kind) }
        if let raw = simulated.invalidRawValue, !groups[index].missingRawValues.contains(raw) {
            groups[index].missingRawValues.append(raw)
        }
        switch lenient {
        case .decoded: groups[index].lenientDecoded += 1
        case .failed(let lenientFailure):
            if groups[index].lenientFailure == nil { groups[index].lenientFailure = lenientFailure }
        case .notSimulated: break
        }
    }

    /// A path with every index replaced by `[*]`, in the short form (`$.items[*].price`).
    static func pattern(_ path: JSONPath?) -> String {
        guard let path else { return "$" }
        var text = "$"
        for component in path.components {
            switch component {
            case .index: text += "[*]"
            case .key: text += String(JSONPath([component]).shortForm.dropFirst())
            }
        }
        return text
    }

    /// A value as compact JSON, cut to 60 characters, safe for a terminal.
    static func example(_ node: JSONNode) -> String {
        let text = node.description
        let cut = text.count > 60 ? String(text.prefix(59)) + "…" : text
        return PrintableText.escaped(cut)
    }
}
