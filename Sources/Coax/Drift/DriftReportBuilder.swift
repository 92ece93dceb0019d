/// Turns the counts of one walk into a ``DriftReport``: spells out patterns and first paths,
/// asks the engine why for the first value each coercion misses, picks the best reading and
/// the severity.
struct DriftReportBuilder {
    let trie: PatternTrie
    let root: JSONNode
    let rootPath: JSONPath
    let isJSONAPI: Bool

    func build() -> DriftReport {
        let finder = TapePathFinder(root: root, rootPath: rootPath)
        var members: [DriftMember] = []
        var memberByNode: [Int32: Int] = [:]
        for id in 0..<Int32(trie.nodes.count) {
            guard let member = member(id, finder: finder) else { continue }
            memberByNode[id] = members.count
            members.append(member)
        }
        var groups: [DriftGroup] = []
        for id in 0..<Int32(trie.nodes.count) {
            let node = trie[id]
            guard node.isGrouped, node.statistics.objectCount > 0 else { continue }
            let children = node.children.values.sorted().compactMap { memberByNode[$0].map { members[$0] } }
            let isElements: Bool = if case .element = node.step { true } else { false }
            let elements = isElements ? memberByNode[id].map { members[$0] } : nil
            groups.append(
                DriftGroup(
                    pattern: trie.pattern(of: id), objectCount: node.statistics.objectCount, members: children,
                    elements: elements, hasTooManyKeys: node.hasTooManyKeys))
        }
        let findings = members.filter(\.isDrifting).enumerated().sorted { left, right in
            let leftSeverity = left.element.severity ?? .optionality
            let rightSeverity = right.element.severity ?? .optionality
            if leftSeverity != rightSeverity { return leftSeverity > rightSeverity }
            let leftGroup = trie[left.element.node].parent
            let rightGroup = trie[right.element.node].parent
            if leftGroup != rightGroup { return leftGroup < rightGroup }
            return left.offset < right.offset
        }.map(\.element)
        return DriftReport(root: rootPath, isJSONAPI: isJSONAPI, groups: groups, members: members, findings: findings)
    }

    private func member(_ id: Int32, finder: TapePathFinder) -> DriftMember? {
        let node = trie[id]
        let statistics = node.statistics
        guard node.isGrouped else { return nil }
        let total = statistics.kindCounts.reduce(0, +)
        guard total > 0 else { return nil }
        var kinds: [DriftKindCount] = []
        for kind in JSONKind.allCases where statistics.kindCounts[kind.index] > 0 {
            let first = statistics.firstIndex[kind.index]
            let count = statistics.kindCounts[kind.index]
            kinds.append(DriftKindCount(kind: kind, count: count, firstPath: finder.path(of: first), firstIndex: first))
        }
        kinds.sort { $0.count != $1.count ? $0.count > $1.count : $0.firstIndex < $1.firstIndex }

        let containerCount: Int
        let present: Int
        if case .key = node.step, node.parent >= 0 {
            containerCount = trie[node.parent].statistics.objectCount
            present = statistics.present
        } else {
            containerCount = total
            present = total
        }
        var member = DriftMember(
            pattern: trie.pattern(of: id), containerCount: containerCount, present: present, kinds: kinds,
            readings: readings(statistics, finder: finder), best: nil, severity: nil,
            integerLiterals: statistics.integerLiterals, fractionLiterals: statistics.fractionLiterals,
            plausibleUnixSeconds: statistics.plausibleUnixSeconds, fractionDigitCounts: statistics.fractionDigitCounts,
            node: id)
        member.best = member.naturalReadings.first { member.tally($0)?.readsAll == true }
        member.severity = severity(of: member, step: node.step)
        return member
    }

    private func readings(_ statistics: PatternStatistics, finder: TapePathFinder) -> [DriftReadingTally] {
        let counts = statistics.kindCounts
        let scalars = counts[JSONKind.bool.index] + counts[JSONKind.number.index] + counts[JSONKind.string.index]
        let arrays = counts[JSONKind.array.index]
        let objects = counts[JSONKind.object.index]
        var tallies: [DriftReadingTally] = []
        if scalars > 0 {
            // Strings are evaluated only once a number or Boolean shows up; before that (and if
            // none ever does) text is read as text, which `Coercion.string` leaves unchanged.
            let evaluated = statistics.evaluatesStrings || counts[JSONKind.string.index] == 0
            for (position, reading) in DriftReading.scalar.enumerated() {
                if !evaluated, reading != .string { continue }
                let counter = statistics.tallies[position]
                var tally = DriftReadingTally(
                    reading: reading, exact: evaluated ? counter.exact : counts[JSONKind.string.index],
                    lossy: counter.lossy, unread: counter.unread + arrays + objects, collapsed: counter.collapsed,
                    loss: counter.loss)
                if evaluated, counter.firstFailure >= 0 {
                    tally.firstFailure = example(reading, index: counter.firstFailure, finder: finder)
                } else if arrays + objects > 0 {
                    let containers = [JSONKind.array, .object].map { statistics.firstIndex[$0.index] }
                    let first = containers.filter { $0 >= 0 }.min() ?? -1
                    if first >= 0 { tally.firstFailure = example(reading, index: first, finder: finder) }
                }
                tallies.append(tally)
            }
        }
        let nonNull = scalars + arrays + objects
        let containers = [(DriftReading.array, arrays, JSONKind.array), (.object, objects, .object)]
        for (reading, count, kind) in containers where count > 0 {
            var tally = DriftReadingTally(reading: reading, exact: count, unread: nonNull - count)
            let others = JSONKind.allCases.filter { $0 != .null && $0 != kind }
                .map { statistics.firstIndex[$0.index] }.filter { $0 >= 0 }
            if let first = others.min() { tally.firstFailure = example(reading, index: first, finder: finder) }
            tallies.append(tally)
        }
        let order = DriftReading.allCases
        return tallies.sorted { (order.firstIndex(of: $0.reading) ?? 0) < (order.firstIndex(of: $1.reading) ?? 0) }
    }

    /// The first value a reading misses, with the engine's reason.
    private func example(_ reading: DriftReading, index: Int, finder: TapePathFinder) -> DriftExample {
        let node = JSONNode(document: root.document, index: index)
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
        return DriftExample(path: finder.path(of: index), index: index, why: why)
    }

    /// The severity order of ``DriftSeverity``, applied to one member.
    private func severity(of member: DriftMember, step: PatternTrie.Step) -> DriftSeverity? {
        let kinds = member.valueKinds
        switch step {
        case .element:
            // Only arrays of objects are compared; their elements drift when not all are objects.
            guard kinds.contains(.object) else { return nil }
        case .root, .resource, .overflow:
            return nil
        case .key:
            // The keys of a map are data, not fields: their comings and goings are not drift.
            if trie[trie[member.node].parent].hasTooManyKeys { return nil }
        }
        if kinds.count >= 2 {
            guard let best = member.best else { return .incompatible }
            return best == .string ? .textOnly : .kindChange
        }
        if kinds == [.number], member.integerLiterals > 0, member.fractionLiterals > 0,
            let integer = member.tally(.integer), integer.failed > 0
        {
            return .numberFormat
        }
        if member.isSometimesAbsent { return .optionality }
        return nil
    }
}
