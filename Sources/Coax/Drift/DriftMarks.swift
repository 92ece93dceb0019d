/// Where the drifting values of a document or a collection are: every value of every drifting
/// member, by document and tape index, in input order. What a view needs to mark drifting members,
/// to jump to the next or previous one (across documents), and to say which finding a marked
/// value belongs to. One document is a collection of one: its values are those of document 0, and
/// the single-document members (``contains(_:)``, ``next(after:)``, …) are the collection's at
/// document 0.
///
/// Building the marks analyses the input (for a collection, ``DriftAnalyzer/analyze(_:progress:)``,
/// which returns once loading ends) and walks each document once more, routing its objects exactly
/// as the analysis did (per endpoint of an HTTP archive, per variant of a tagged union); lookups
/// are binary searches. For a collection still loading or followed, make them from a
/// ``DriftAccumulator``'s report, then update them from each newer report
/// (``init(collection:report:updating:upTo:)``), which walks only the documents that arrived since
/// while the findings stay the same.
///
/// ```swift
/// let marks = DriftMarks(document: try JSONDocument.load(path: "SampleData/type-drift.json"))
/// let first = marks.next(after: -1)              // tape index of $.products[0].id's value
/// marks.path(of: first ?? 0).shortForm           // "$.products[0].id"
/// marks.finding(at: first ?? 0)?.severity        // .kindChange
///
/// let lines = DriftMarks(collection: try JSONCollection.load(path: "orders.jsonl"))
/// lines.next(afterDocument: 0, index: -1)                    // (document: 0, index: 4): $.price of #1
/// lines.finding(document: 0, index: 4)?.pattern.description   // "$.price"
/// ```
package struct DriftMarks: Sendable {
    /// The analysis the marks come from.
    package let report: DriftReport
    /// The drifting values' positions, ascending (document, then tape index).
    private let positions: [DriftPosition]
    /// For each of ``positions``, its finding's position in ``DriftReport/findings``.
    private let findingPositions: [Int32]
    /// The documents walked: `0..<coveredDocumentCount`.
    private let walked: Int
    /// The document the marks are in when they were made for one document; nil for a collection.
    package let document: JSONDocument?

    /// Analyses `collection` (waiting until it is loaded) and locates its drifting values.
    ///
    /// - Complexity: one analysis of every document, then one more walk of each.
    ///
    /// ```swift
    /// let marks = DriftMarks(collection: collection)
    /// marks.count   // values of drifting members, across every document
    /// ```
    ///
    /// - Parameters:
    ///   - collection: the collection, loaded or loading.
    ///   - analyzer: the analysis (its options say how tagged unions are found).
    package init(collection: JSONCollection, analyzer: DriftAnalyzer = DriftAnalyzer()) {
        self.init(collection: collection, report: analyzer.analyze(collection))
    }

    /// Locates the drifting values of a report made earlier for `collection` by
    /// ``DriftAnalyzer/analyze(_:progress:)``; any other report gives no marks. Documents that
    /// arrived after the report was made are walked too, with the report's routing.
    ///
    /// ```swift
    /// let report = DriftAnalyzer().analyze(collection)
    /// let marks = DriftMarks(collection: collection, report: report)
    /// ```
    ///
    /// - Parameters:
    ///   - collection: the collection the report was made for.
    ///   - report: its analysis by ``DriftAnalyzer/analyze(_:progress:)``.
    ///   - end: only documents numbered below it are walked (those a ``DriftAccumulator``
    ///     analysed for the report, ``DriftAccumulator/nextDocument``); by default every document
    ///     loaded.
    package init(collection: JSONCollection, report: DriftReport, upTo end: Int = .max) {
        let located = Self.locate(report, in: collection, from: 0, upTo: end)
        self.report = report
        document = nil
        positions = located.positions
        findingPositions = located.findings
        walked = located.walked
    }

    /// The marks of `report`, a later report of the same collection than `previous`'s (from one
    /// ``DriftAccumulator`` that went on with the documents that arrived since): only documents
    /// that `previous` did not cover are walked when the findings and the tagged unions are the
    /// same as before, so marks follow a growing collection at the cost of its new documents.
    /// When they differ (a member started to drift, a group turned out to be a union), or for an
    /// HTTP archive, whose endpoints are grouped anew each time, every document is walked again,
    /// as ``init(collection:report:upTo:)`` does; either way the marks are the same.
    ///
    /// ```swift
    /// drift.analyzeLoadedDocuments()
    /// marks = DriftMarks(collection: live, report: drift.report(), updating: marks)
    /// marks.coveredDocumentCount   // → live.count when it was made
    /// ```
    ///
    /// - Parameters:
    ///   - collection: the collection both reports were made for.
    ///   - report: its newer report (``DriftAccumulator/report()``).
    ///   - previous: marks of an earlier report of the same collection and options.
    ///   - end: only documents numbered below it are walked (``DriftAccumulator/nextDocument``
    ///     for the accumulator's report); by default every document loaded.
    /// - Complexity: the walk of the documents `previous` did not cover, plus a pass over the
    ///   marks kept; every document when the findings or unions changed.
    package init(
        collection: JSONCollection, report: DriftReport, updating previous: DriftMarks, upTo end: Int = .max
    ) {
        self.report = report
        document = nil
        guard Self.locatesAlike(report, previous.report) else {
            let located = Self.locate(report, in: collection, from: 0, upTo: end)
            positions = located.positions
            findingPositions = located.findings
            walked = located.walked
            return
        }
        // The same findings, maybe in another order: renumber the kept marks' findings.
        var findingOfPattern: [DriftPattern: Int32] = [:]
        for (position, finding) in report.findings.enumerated() { findingOfPattern[finding.pattern] = Int32(position) }
        let renumbered = previous.report.findings.map { findingOfPattern[$0.pattern] ?? -1 }
        let added = Self.locate(report, in: collection, from: previous.walked, upTo: end)
        positions = previous.positions + added.positions
        findingPositions =
            previous.findingPositions.map { renumbered.indices.contains(Int($0)) ? renumbered[Int($0)] : -1 }
            + added.findings
        walked = max(previous.walked, added.walked)
    }

    /// Whether the drifting values of documents walked for `old` are the same for `new`: the
    /// same drifting patterns and the same groups split by the same members, one analysis only
    /// (no HTTP archive's endpoints), and no union past its last variant (where the value a
    /// later object brings could change which variant an earlier one falls in).
    /// Analyses `document` and locates its drifting values.
    ///
    /// ```swift
    /// let marks = DriftMarks(document: document)
    /// marks.indices.count   // values of drifting members
    /// ```
    ///
    /// - Parameter document: the document to analyse with the default ``DriftOptions``.
    /// - Complexity: one drift analysis, then one walk of the document.
    package init(document: JSONDocument) {
        let analyzer = DriftAnalyzer()
        self.init(document: document, report: analyzer.analyze(document))
    }

    /// Locates the drifting values of a whole-document report made earlier for `document`.
    ///
    /// ```swift
    /// let report = DriftAnalyzer().analyze(document)
    /// DriftMarks(document: document, report: report).indices == DriftMarks(document: document).indices   // → true
    /// ```
    ///
    /// - Parameters:
    ///   - document: the document the report was made for.
    ///   - report: ``DriftAnalyzer/analyze(_:)-(JSONDocument)``'s report of the whole document; a
    ///     report of another document or of a subtree marks the wrong values.
    /// - Complexity: one walk of the document.
    package init(document: JSONDocument, report: DriftReport) {
        self.document = document
        self.report = report
        let located = DriftAnalyzer().locateDriftingValues(in: document, report: report)
        positions = located.positions
        var positionOfNode: [Int32: Int32] = [:]
        for (position, finding) in report.findings.enumerated() where finding.section == 0 {
            positionOfNode[finding.node] = Int32(position)
        }
        findingPositions = located.nodes.map { positionOfNode[$0] ?? -1 }
        walked = 1
    }

    /// Whether the value at tape index `index` belongs to a drifting member.
    ///
    /// ```swift
    /// marks.contains(marks.indices[0])   // → true
    /// marks.contains(0)                  // → false: the root is never a drifting value
    /// ```
    ///
    /// - Parameter index: a tape index of the document.
    /// - Returns: `true` when the value there drifts.
    /// - Complexity: O(log *n*) in the drifting values.
    package func contains(_ index: Int) -> Bool {
        contains(document: 0, index: index)
    }

    /// The finding the value at tape index `index` belongs to, nil when it does not drift.
    ///
    /// ```swift
    /// marks.finding(at: node.index)?.readingSummary   // "integer reads all 10 values exactly"
    /// ```
    ///
    /// - Parameter index: a tape index of the document.
    /// - Returns: The drifting member of the report the value belongs to.
    /// - Complexity: O(log *n*) in the drifting values.
    package func finding(at index: Int) -> DriftMember? {
        finding(document: 0, index: index)
    }

    /// The position of the value at tape index `index` among the marks, nil when it does not drift.
    ///
    /// ```swift
    /// marks.offset(of: marks.indices[2])   // 2
    /// ```
    ///
    /// - Parameter index: a tape index of the document.
    /// - Returns: A position among the marks, from 0.
    /// - Complexity: O(log *n*) in the drifting values.
    package func offset(of index: Int) -> Int? {
        offset(document: 0, index: index)
    }

    /// The first drifting value after tape index `index` (pass -1 for the first of all), nil
    /// when there is none; views that wrap start again from -1.
    ///
    /// ```swift
    /// let marks = DriftMarks(document: try JSONDocument.load(path: "SampleData/type-drift.json"))
    /// let first = marks.next(after: -1)!                        // → 5
    /// marks.path(of: marks.next(after: first)!).shortForm   // → "$.products[0].price"
    /// ```
    ///
    /// - Parameter index: a tape index, or -1 to start before the first value.
    /// - Returns: The tape index of the next drifting value in document order.
    /// - Complexity: O(log *n*) in the drifting values.
    package func next(after index: Int) -> Int? {
        next(afterDocument: 0, index: index).flatMap { $0.document == 0 ? $0.index : nil }
    }

    /// The last drifting value before tape index `index` (pass `Int.max` for the last of all),
    /// nil when there is none.
    ///
    /// ```swift
    /// let marks = DriftMarks(document: try JSONDocument.load(path: "SampleData/type-drift.json"))
    /// marks.previous(before: marks.next(after: -1)!)            // → nil: the first has none before it
    /// marks.path(of: marks.previous(before: .max)!).shortForm   // → "$.products[9].variants[1].available"
    /// ```
    ///
    /// - Parameter index: a tape index, or `Int.max` to start after the last value.
    /// - Returns: The tape index of the previous drifting value in document order.
    /// - Complexity: O(log *n*) in the drifting values.
    package func previous(before index: Int) -> Int? {
        previous(beforeDocument: 0, index: index).map(\.index)
    }

    /// The path of the value at tape index `index` (steps down from the root, skipping subtrees).
    ///
    /// ```swift
    /// marks.path(of: index).normalized   // "$['products'][1]['id']"
    /// ```
    ///
    /// - Parameter index: a tape index of the document.
    /// - Returns: The path from the root, with indices for array elements.
    /// - Complexity: O(depth × siblings skipped): it steps over subtrees, never into them.
    package func path(of index: Int) -> JSONPath {
        guard let document else { return .root }
        return TapePathFinder(root: document.root, rootPath: .root).path(of: index)
    }

    /// The tape indices of the drifting values of document 0 (of the one document), ascending.
    ///
    /// ```swift
    /// DriftMarks(document: document).indices.count   // values of drifting members
    /// ```
    package var indices: [Int] { positions.prefix { $0.document == 0 }.map(\.index) }

    private static func locatesAlike(_ new: DriftReport, _ old: DriftReport) -> Bool {
        guard new.endpoints.isEmpty, old.endpoints.isEmpty, new.routing.tries.count == 1,
            old.routing.tries.count == 1, new.root.isRoot, old.root.isRoot, new.documentCount != nil,
            old.documentCount != nil, new.findings.count == old.findings.count,
            new.unions.count == old.unions.count
        else { return false }
        let findings = Set(new.findings.map(\.pattern))
        guard old.findings.allSatisfy({ findings.contains($0.pattern) }) else { return false }
        func splits(_ report: DriftReport) -> Set<[String]> {
            Set(report.unions.map { [$0.objects.description, $0.by] })
        }
        let full = PatternTrie.maximumVariants
        guard !new.unions.contains(where: { $0.variants.count >= full }) else { return false }
        return splits(new) == splits(old)
    }

    /// Walks the loaded documents numbered from `start` up to `end`, routing them as `report`'s
    /// analysis did, and returns their drifting values, the finding of each, and the end of the
    /// documents walked.
    private static func locate(
        _ report: DriftReport, in collection: JSONCollection, from start: Int, upTo end: Int
    ) -> (positions: [DriftPosition], findings: [Int32], walked: Int) {
        let routing = report.routing
        var walked = start
        guard report.root.isRoot, report.documentCount != nil, !report.findings.isEmpty, !routing.tries.isEmpty
        else {
            // Nothing drifts: the documents loaded are covered all the same.
            return ([], [], max(start, min(end, collection.count)))
        }
        var walkers = routing.tries.indices.map { section in
            DriftWalker(
                locatingIn: routing.tries[section], options: routing.options,
                collecting: report.driftingNodes(section: Int32(section)))
        }
        struct Past: Error {}
        try? collection.forEachDocument(from: start) { number, document in
            guard number < end else { throw Past() }
            walked = number + 1
            // Only the documents of an HTTP archive have a section of their own; the table is
            // as long as the largest of their numbers, so later documents go to the first.
            var section = 0
            if routing.sectionOfDocument.indices.contains(number) {
                section = Int(routing.sectionOfDocument[number])
            }
            guard walkers.indices.contains(section), !walkers[section].collecting.isEmpty else { return }
            walkers[section].walk(document, number: number, layout: JSONAPILayout(document: document))
        }
        var findingOfNode: [Int64: Int32] = [:]
        for (position, finding) in report.findings.enumerated() {
            findingOfNode[Int64(finding.section) << 32 | Int64(finding.node)] = Int32(position)
        }
        var located: [(position: DriftPosition, finding: Int32)] = []
        for (section, walker) in walkers.enumerated() {
            for (position, node) in zip(walker.collected, walker.collectedNodes) {
                located.append((position, findingOfNode[Int64(section) << 32 | Int64(node)] ?? -1))
            }
        }
        located.sort { $0.position < $1.position }
        return (located.map(\.position), located.map(\.finding), walked)
    }

    /// The documents whose values were looked at: numbers `0..<coveredDocumentCount`, the
    /// documents loaded when the marks were made. A document past them has no marks yet.
    ///
    /// ```swift
    /// marks.coveredDocumentCount   // → 5
    /// ```
    package var coveredDocumentCount: Int { walked }

    /// The number of drifting values, across every document.
    ///
    /// ```swift
    /// marks.count   // 3
    /// ```
    package var count: Int { positions.count }

    /// Whether the value at tape index `index` of document `document` belongs to a drifting member.
    ///
    /// ```swift
    /// marks.contains(document: 16, index: 4)   // true: $.price of #17
    /// ```
    ///
    /// - Parameters:
    ///   - document: The document's index in the collection, from 0.
    ///   - index: The value's tape index within that document.
    /// - Returns: Whether the value is one of the report's drifting values.
    package func contains(document: Int, index: Int) -> Bool {
        offset(document: document, index: index) != nil
    }

    /// The finding the value at tape index `index` of document `document` belongs to, nil when it
    /// does not drift.
    ///
    /// ```swift
    /// marks.finding(document: 16, index: 4)?.kindSummary
    /// // "number ×812 (orders.jsonl:1 $.price), string ×3 (orders.jsonl:17 $.price)"
    /// ```
    ///
    /// - Parameters:
    ///   - document: The document's index in the collection, from 0.
    ///   - index: The value's tape index within that document.
    /// - Returns: The report's finding for the value's member, or nil.
    package func finding(document: Int, index: Int) -> DriftMember? {
        guard let offset = offset(document: document, index: index) else { return nil }
        let finding = Int(findingPositions[offset])
        return report.findings.indices.contains(finding) ? report.findings[finding] : nil
    }

    /// The position of a drifting value among all of them in input order (from 0), nil when the
    /// value does not drift.
    ///
    /// ```swift
    /// marks.offset(document: 16, index: 4)   // 0: the first drifting value
    /// ```
    ///
    /// - Parameters:
    ///   - document: The document's index in the collection, from 0.
    ///   - index: The value's tape index within that document.
    /// - Returns: The value's place among the drifting values, or nil.
    package func offset(document: Int, index: Int) -> Int? {
        let key = DriftPosition(document: document, index: index)
        let offset = firstOffset(above: key) - 1
        return offset >= 0 && positions[offset] == key ? offset : nil
    }

    /// The first drifting value after tape index `index` of document `document` (pass document 0
    /// and index -1 for the first of all), nil when there is none.
    ///
    /// ```swift
    /// marks.next(afterDocument: 16, index: 4)   // (document: 40, index: 4)
    /// ```
    ///
    /// - Parameters:
    ///   - document: The document to start after, from 0.
    ///   - index: The tape index within it to start after, or -1 to include the document's first value.
    /// - Returns: The next drifting value's document and tape index, or nil.
    package func next(afterDocument document: Int, index: Int) -> (document: Int, index: Int)? {
        let offset =
            index < 0
            ? firstOffset(atLeast: document) : firstOffset(above: DriftPosition(document: document, index: index))
        return offset < positions.count ? (positions[offset].document, positions[offset].index) : nil
    }

    /// The last drifting value before tape index `index` of document `document` (pass `Int.max`
    /// for both for the last of all), nil when there is none.
    ///
    /// ```swift
    /// marks.previous(beforeDocument: 40, index: 4)   // (document: 16, index: 4)
    /// ```
    ///
    /// - Parameters:
    ///   - document: The document to start before, from 0.
    ///   - index: The tape index within it to start before.
    /// - Returns: The previous drifting value's document and tape index, or nil.
    package func previous(beforeDocument document: Int, index: Int) -> (document: Int, index: Int)? {
        let offset = firstOffset(atLeast: document, index: index) - 1
        return offset >= 0 ? (positions[offset].document, positions[offset].index) : nil
    }

    /// The drifting value at `offset` among all of them (see ``offset(document:index:)``).
    ///
    /// ```swift
    /// marks.position(at: 0)   // (document: 16, index: 4)
    /// ```
    ///
    /// - Parameter offset: A place among the drifting values, from 0.
    /// - Returns: That value's document and tape index, or nil when `offset` is out of range.
    package func position(at offset: Int) -> (document: Int, index: Int)? {
        positions.indices.contains(offset) ? (positions[offset].document, positions[offset].index) : nil
    }

    /// The offset of the first position greater than `key`.
    private func firstOffset(above key: DriftPosition) -> Int {
        positions.partitioningIndex { $0 > key }
    }

    /// The offset of the first position at or after tape index `index` of `document`.
    private func firstOffset(atLeast document: Int, index: Int = 0) -> Int {
        guard document < (1 << 28) else { return positions.count }
        let key = DriftPosition(document: document, index: max(0, index))
        return positions.partitioningIndex { $0 >= key }
    }
}
