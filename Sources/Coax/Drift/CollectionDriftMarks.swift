/// Where the drifting values of a collection are: every value of every drifting member, by
/// document and tape index, in input order. What a view of the collection needs to mark drifting
/// members in every document, to jump to the next or previous one across documents, and to say
/// which finding a marked value belongs to.
///
/// Building the marks analyses the collection (``DriftAnalyzer/analyze(_:progress:)``, which
/// returns once loading ends) and walks each document once more, routing its objects exactly as
/// the analysis did (per endpoint of an HTTP archive, per variant of a tagged union); lookups are
/// binary searches.
///
/// ```swift
/// let marks = CollectionDriftMarks(collection: try JSONCollection.load(path: "orders.jsonl"))
/// let first = marks.next(afterDocument: 0, index: -1)   // (document: 0, index: 4): $.price of #1
/// marks.finding(document: 0, index: 4)?.pattern.description   // "$.price"
/// ```
public struct CollectionDriftMarks: Sendable {
    /// The analysis the marks come from.
    public let report: DriftReport
    /// The drifting values' positions, ascending (document, then tape index).
    private let positions: [DriftPosition]
    /// For each of ``positions``, its finding's position in ``DriftReport/findings``.
    private let findingPositions: [Int32]

    /// Analyses `collection` (waiting until it is loaded) and locates its drifting values.
    ///
    /// - Complexity: one analysis of every document, then one more walk of each.
    ///
    /// ```swift
    /// let marks = CollectionDriftMarks(collection: collection)
    /// marks.count   // values of drifting members, across every document
    /// ```
    ///
    /// - Parameters:
    ///   - collection: the collection, loaded or loading.
    ///   - analyzer: the analysis (its options say how tagged unions are found).
    public init(collection: JSONCollection, analyzer: DriftAnalyzer = DriftAnalyzer()) {
        self.init(collection: collection, report: analyzer.analyze(collection))
    }

    /// Locates the drifting values of a report made earlier for `collection` by
    /// ``DriftAnalyzer/analyze(_:progress:)``; any other report gives no marks. Documents that
    /// arrived after the report was made are walked too, with the report's routing.
    ///
    /// ```swift
    /// let report = DriftAnalyzer().analyze(collection)
    /// let marks = CollectionDriftMarks(collection: collection, report: report)
    /// ```
    ///
    /// - Parameters:
    ///   - collection: the collection the report was made for.
    ///   - report: its analysis by ``DriftAnalyzer/analyze(_:progress:)``.
    public init(collection: JSONCollection, report: DriftReport) {
        self.report = report
        let routing = report.routing
        guard report.root.isRoot, report.documentCount != nil, !report.findings.isEmpty, !routing.tries.isEmpty
        else {
            positions = []
            findingPositions = []
            return
        }
        var walkers = routing.tries.indices.map { section in
            DriftWalker(
                locatingIn: routing.tries[section], options: routing.options,
                collecting: report.driftingNodes(section: Int32(section)))
        }
        collection.forEachDocument { number, document in
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
        positions = located.map(\.position)
        findingPositions = located.map(\.finding)
    }

    /// The number of drifting values, across every document.
    ///
    /// ```swift
    /// marks.count   // 3
    /// ```
    public var count: Int { positions.count }

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
    public func contains(document: Int, index: Int) -> Bool {
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
    public func finding(document: Int, index: Int) -> DriftMember? {
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
    public func offset(document: Int, index: Int) -> Int? {
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
    public func next(afterDocument document: Int, index: Int) -> (document: Int, index: Int)? {
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
    public func previous(beforeDocument document: Int, index: Int) -> (document: Int, index: Int)? {
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
    public func position(at offset: Int) -> (document: Int, index: Int)? {
        positions.indices.contains(offset) ? (positions[offset].document, positions[offset].index) : nil
    }

    /// The offset of the first position greater than `key`.
    private func firstOffset(above key: DriftPosition) -> Int {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] <= key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The offset of the first position at or after tape index `index` of `document`.
    private func firstOffset(atLeast document: Int, index: Int = 0) -> Int {
        guard document < (1 << 28) else { return positions.count }
        let key = DriftPosition(document: document, index: max(0, index))
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
