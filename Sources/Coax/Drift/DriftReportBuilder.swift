/// Turns the counts of one analysis (one trie) into groups, members and findings: spells out
/// patterns and first paths, asks the engine why for the first value each coercion misses,
/// picks the best reading and the severity.
struct DriftReportBuilder {
    let trie: PatternTrie
    let input: DriftInput
    let rootPath: JSONPath
    /// The analysis's number among the report's analyses.
    let section: Int32
    let endpoint: DriftEndpoint?

    struct Built {
        var groups: [DriftGroup] = []
        var members: [DriftMember] = []
        var findings: [DriftMember] = []
        var unions: [DriftUnion] = []
    }

    func build() -> Built {
        // Input order: by the least position at which each pattern was met (ties, which only
        // JSON:API resource roots and the nodes under them can have, by node id).
        let order = (0..<Int32(trie.nodes.count)).sorted { left, right in
            let (a, b) = (trie.firstSeen[Int(left)], trie.firstSeen[Int(right)])
            return a != b ? a < b : left < right
        }
        var rank = [Int](repeating: 0, count: trie.nodes.count)
        for (position, id) in order.enumerated() { rank[Int(id)] = position }

        var built = Built()
        var memberByNode: [Int32: Int] = [:]
        for id in order {
            guard let member = member(id) else { continue }
            memberByNode[id] = built.members.count
            built.members.append(member)
        }
        for id in order {
            let node = trie[id]
            guard node.isGrouped || node.shape == .map, trie.counters[Int(id)].objectCount > 0 else { continue }
            let children = node.children.values.sorted { rank[Int($0)] < rank[Int($1)] }
                .compactMap { memberByNode[$0].map { built.members[$0] } }
            let isElements: Bool = if case .element = node.step { true } else { false }
            let elements = isElements ? memberByNode[id].map { built.members[$0] } : nil
            var discriminator: String?
            if case .split(let index) = node.union {
                let split = trie.discriminators[index]
                discriminator = split.key
                built.unions.append(union(of: id, split, rank: rank))
            }
            var group = DriftGroup(
                pattern: trie.pattern(of: id), objectCount: trie.counters[Int(id)].objectCount, members: children,
                elements: elements, hasTooManyKeys: node.hasTooManyKeys, discriminator: discriminator,
                endpoint: endpoint, isMap: node.shape == .map)
            group.mapKeyForms = node.mapKeyForms
            built.groups.append(group)
        }
        built.findings = built.members.filter(\.isDrifting).enumerated().sorted { left, right in
            let leftSeverity = left.element.severity ?? .optionality
            let rightSeverity = right.element.severity ?? .optionality
            if leftSeverity != rightSeverity { return leftSeverity > rightSeverity }
            let leftGroup = groupRank(left.element.node, rank: rank)
            let rightGroup = groupRank(right.element.node, rank: rank)
            if leftGroup != rightGroup { return leftGroup < rightGroup }
            return left.offset < right.offset
        }.map(\.element)
        return built
    }

    private func groupRank(_ node: Int32, rank: [Int]) -> Int {
        let parent = trie[node].parent
        return parent >= 0 ? rank[Int(parent)] : -1
    }

    private func union(of group: Int32, _ split: PatternTrie.Discriminator, rank: [Int]) -> DriftUnion {
        let variants = split.variants.values.sorted { left, right in
            let (a, b) = (trie.counters[Int(left)].objectCount, trie.counters[Int(right)].objectCount)
            return a != b ? a > b : rank[Int(left)] < rank[Int(right)]
        }
        return DriftUnion(
            objects: trie.pattern(of: group), by: split.key, isChosen: split.isChosen,
            variants: variants.compactMap { node in
                guard case .variant(let variant) = trie[node].step else { return nil }
                return DriftUnion.Variant(value: variant.value, objectCount: trie.counters[Int(node)].objectCount)
            }, endpoint: endpoint)
    }

    private func member(_ id: Int32) -> DriftMember? {
        let node = trie[id]
        let statistics = trie.statistics(of: id)
        guard node.isGrouped else { return nil }
        let total = statistics.kindCounts.reduce(0, +)
        guard total > 0 else { return nil }
        var kinds: [DriftKindCount] = []
        for kind in JSONKind.allCases where statistics.kindCounts[kind.index] > 0 {
            let first = statistics.first[kind.index]
            let count = statistics.kindCounts[kind.index]
            kinds.append(
                DriftKindCount(
                    kind: kind, count: count, firstPath: path(of: first), firstIndex: first.index,
                    firstDocument: reference(of: first)))
        }
        kinds.sort { left, right in
            if left.count != right.count { return left.count > right.count }
            let (a, b) = (statistics.first[left.kind.index], statistics.first[right.kind.index])
            return a < b
        }

        let containerCount: Int
        let present: Int
        if case .key = node.step, node.parent >= 0 {
            containerCount = trie.counters[Int(node.parent)].objectCount
            present = statistics.present
        } else {
            containerCount = total
            present = total
        }
        let hasNonText = statistics.kindCounts[JSONKind.bool.index] + statistics.kindCounts[JSONKind.number.index] > 0
        var member = DriftMember(
            pattern: trie.pattern(of: id), containerCount: containerCount, presentCount: present, kinds: kinds,
            readings: readings(statistics), best: nil, severity: nil,
            integerLiteralCount: statistics.integerLiteralCount, fractionLiteralCount: statistics.fractionLiteralCount,
            plausibleUnixSecondsCount: hasNonText ? statistics.plausibleUnixSecondsCount : 0,
            fractionDigitCounts: statistics.fractionDigitCounts, node: id)
        member.endpoint = endpoint
        member.section = section
        member.plausibleUnixMillisecondsCount = statistics.counters.plausibleUnixMillisecondsCount
        if statistics.kindCounts[JSONKind.string.index] > 0 {
            member.stringForms = DriftStringForms(rawValue: statistics.counters.stringForms)
            if !statistics.counters.hasManyStrings {
                member.stringValues = trie.stringValues(at: id).map { String(decoding: $0, as: UTF8.self) }.sorted()
            }
        }
        member.best = member.naturalReadings.first { member.tally($0)?.readsAll == true }
        member.severity = severity(of: member, step: node.step)
        return member
    }

    private func readings(_ statistics: PatternStatistics) -> [DriftReadingTally] {
        let counts = statistics.kindCounts
        let scalars = counts[JSONKind.bool.index] + counts[JSONKind.number.index] + counts[JSONKind.string.index]
        let arrays = counts[JSONKind.array.index]
        let objects = counts[JSONKind.object.index]
        var tallies: [DriftReadingTally] = []
        if scalars > 0 {
            // Strings are read by every coercion only once a number or Boolean shows up; before
            // that (and if none ever does) text is read as text, which `Coercion.string` leaves
            // unchanged.
            let evaluated =
                counts[JSONKind.bool.index] + counts[JSONKind.number.index] > 0
                || counts[JSONKind.string.index] == 0
            for (position, reading) in DriftReading.scalar.enumerated() {
                if !evaluated, reading != .string { continue }
                let counter = statistics.tallies[position]
                var tally =
                    evaluated
                    ? DriftReadingTally(
                        reading: reading, exactCount: counter.exact, lossyCount: counter.lossy,
                        unreadCount: counter.unread + arrays + objects, collapsedCount: counter.collapsed,
                        loss: counter.loss)
                    : DriftReadingTally(
                        reading: reading, exactCount: counts[JSONKind.string.index], unreadCount: arrays + objects)
                if evaluated, !counter.firstFailure.isNone {
                    tally.firstFailure = example(reading, at: counter.firstFailure)
                } else if arrays + objects > 0 {
                    let first = min(statistics.first[JSONKind.array.index], statistics.first[JSONKind.object.index])
                    if !first.isNone { tally.firstFailure = example(reading, at: first) }
                }
                tallies.append(tally)
            }
        }
        let nonNull = scalars + arrays + objects
        let containers = [(DriftReading.array, arrays, JSONKind.array), (.object, objects, .object)]
        for (reading, count, kind) in containers where count > 0 {
            var tally = DriftReadingTally(reading: reading, exactCount: count, unreadCount: nonNull - count)
            let others = JSONKind.allCases.filter { $0 != .null && $0 != kind }.map { statistics.first[$0.index] }
            if let first = others.min(), !first.isNone { tally.firstFailure = example(reading, at: first) }
            tallies.append(tally)
        }
        let order = DriftReading.allCases
        return tallies.sorted { (order.firstIndex(of: $0.reading) ?? 0) < (order.firstIndex(of: $1.reading) ?? 0) }
    }

    /// The path of a value within its document (from the analysed root).
    private func path(of position: DriftPosition) -> JSONPath {
        if let resolved = trie.resolved[position] { return resolved.path }
        guard let root = input.root(position.document) else { return rootPath }
        return TapePathFinder(root: root, rootPath: rootPath).path(of: position.index)
    }

    /// The document of a value, for a collection.
    private func reference(of position: DriftPosition) -> DriftDocument? {
        if let resolved = trie.resolved[position] { return resolved.document }
        return input.reference(position.document)
    }

    /// The first value a reading misses, with the engine's reason.
    private func example(_ reading: DriftReading, at position: DriftPosition) -> DriftExample {
        if let resolved = trie.resolved[position] {
            return DriftExample(
                path: resolved.path, index: position.index, why: resolved.why(reading), document: resolved.document)
        }
        let document = input.reference(position.document)
        guard let root = input.root(position.document) else {
            return DriftExample(path: rootPath, index: position.index, why: "", document: document)
        }
        let node = JSONNode(document: root.document, index: position.index)
        let explained = Coercion(node).explained
        let why: String
        switch reading {
        case .bool: why = explained.bool.why
        case .integer: why = explained.number.why
        case .decimal: why = explained.decimal.why
        case .unixDate: why = explained.unixDate.why
        case .string: why = explained.string.why
        case .array: why = explained.array.why
        case .object: why = explained.dictionary.why
        }
        return DriftExample(
            path: TapePathFinder(root: root, rootPath: rootPath).path(of: position.index), index: position.index,
            why: why, document: document)
    }

    /// The severity order of ``DriftSeverity``, applied to one member.
    private func severity(of member: DriftMember, step: PatternTrie.Step) -> DriftSeverity? {
        let kinds = member.valueKinds
        switch step {
        case .element:
            // Only arrays of objects are compared; their elements drift when not all are objects.
            guard kinds.contains(.object) else { return nil }
        case .resource, .overflow, .variant:
            return nil
        case .mapValue:
            // The values of a map are compared as elements are: they drift when their kinds differ.
            break
        case .root:
            // The documents of a collection are compared with each other; a single document's
            // root is not.
            guard trie[member.node].isGrouped, kinds.contains(.object) else { return nil }
        case .key:
            // The keys of a map are data, not fields: their comings and goings are not drift.
            if trie[trie[member.node].parent].hasTooManyKeys { return nil }
        }
        if kinds.count >= 2 {
            guard let best = member.best else { return .incompatible }
            return best == .string ? .textOnly : .kindChange
        }
        if kinds == [.number], member.integerLiteralCount > 0, member.fractionLiteralCount > 0,
            let integer = member.tally(.integer), integer.failedCount > 0
        {
            return .numberFormat
        }
        if member.isSometimesAbsent { return .optionality }
        return nil
    }
}

/// How a report reaches the documents an analysis read: the analysed node of each document, and
/// how each is named.
struct DriftInput {
    /// The node the analysis started from in document `number` (nil when there is none).
    let root: (Int) -> JSONNode?
    /// The document's reference for reports; nil for a single document.
    let reference: (Int) -> DriftDocument?
}
