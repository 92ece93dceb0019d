import Coax

/// What a query keeps of a tree: its matches, and the containers on the way to them.
///
/// Nodes are named by row order (``TreeCursor/order``): the tape index for one document; in a
/// collection, the query runs on each document and the lists hold every document's nodes one
/// document after another, so a document without a match has no row and the document rows of
/// those with one label their matches.
///
/// With a filter the tree's rows are the kept nodes (an ancestor of a match shows only its kept
/// children) and everything inside a match (a matched object opens like any other). Both lists
/// are sorted tape indices, so every question the navigator asks (the first kept child, the next
/// kept sibling, whether a node is a match) is a binary search: a step costs O(log n) whatever
/// the number of children skipped.
///
/// A kept container's first kept child is the first kept index inside it: any kept index
/// inside it lies in a kept child's subtree, and that child, being kept and before its
/// descendants, comes first. The same holds for the next kept sibling after a subtree.
///
/// ```swift
/// let filter = TreeFilter(query: "$..c", matches: [4], kept: [0, 2, 4], nodeCount: 1)
/// filter.firstKept(after: 0, before: 6)   // 2
/// filter.isMatch(4)                       // true
/// ```
final class TreeFilter: Sendable {
    /// The query as typed.
    let query: String
    /// The matched nodes' tape indices, sorted, each once.
    let matches: [Int]
    /// The matches and their ancestors' tape indices, sorted, each once.
    let kept: [Int]
    /// The number of nodes the query selected (a node selected twice counts twice).
    let nodeCount: Int
    /// In a collection, the items the query has run on (documents arriving later are filtered as
    /// they come); 1 for one document.
    let coveredItems: Int
    /// The documents with at least one match.
    let documentCount: Int

    init(query: String, matches: [Int], kept: [Int], nodeCount: Int, coveredItems: Int = 1, documentCount: Int? = nil) {
        self.query = query
        self.matches = matches
        self.kept = kept
        self.nodeCount = nodeCount
        self.coveredItems = coveredItems
        self.documentCount = documentCount ?? (matches.isEmpty ? 0 : 1)
    }

    /// The filter of a query run on the documents of a collection's items `items` (bad records
    /// have nothing to match), appended to `earlier` (the filter of the items before them).
    /// Stops with ``JSONQueryEvaluationError/cancelled`` when `control` is cancelled; `done` is
    /// told how many items were run.
    ///
    /// - Complexity: the query's cost on each document, plus O(*n* log *n*) for *n* nodes kept.
    static func evaluating(
        _ query: JSONQuery, text: String, on collection: JSONCollection, items: Range<Int>,
        after earlier: TreeFilter? = nil,
        control: JSONQueryControl, done: (Int) -> Void = { _ in }
    ) throws(JSONQueryEvaluationError) -> TreeFilter {
        var matches = earlier?.matches ?? []
        var kept = earlier?.kept ?? []
        var nodeCount = earlier?.nodeCount ?? 0
        var documentCount = earlier?.documentCount ?? 0
        for item in items {
            if control.isCancelled { throw .cancelled }
            done(item - items.lowerBound)
            guard case .document(let index) = collection.item(at: item), let document = collection.document(at: index)
            else { continue }
            let nodes = try query.evaluate(on: document, options: JSONQueryOptions(control: control))
            guard nodes.count > 0 else { continue }
            let base = TreeCursor.order(item: item, index: 0)
            let found = TreeFilter(query: text, nodes: nodes)
            matches += found.matches.lazy.map { base | $0 }
            kept += found.kept.lazy.map { base | $0 }
            nodeCount += found.nodeCount
            documentCount += 1
        }
        return TreeFilter(
            query: text, matches: matches, kept: kept, nodeCount: nodeCount, coveredItems: items.upperBound,
            documentCount: documentCount)
    }

    /// The filter that keeps, whole, the documents of a collection's items `items` for which
    /// `expression` holds at their root (`f ?@.level == 'error'`), appended to `earlier`.
    ///
    /// - Complexity: the expression's cost on each document.
    static func keepingDocuments(
        where expression: JSONFilterExpression, text: String, on collection: JSONCollection, items: Range<Int>,
        after earlier: TreeFilter? = nil, control: JSONQueryControl, done: (Int) -> Void = { _ in }
    ) throws(JSONQueryEvaluationError) -> TreeFilter {
        var roots = earlier?.matches ?? []
        for item in items {
            if control.isCancelled { throw .cancelled }
            done(item - items.lowerBound)
            guard case .document(let index) = collection.item(at: item), let document = collection.document(at: index),
                try expression.holds(for: document.root, options: JSONQueryOptions(control: control))
            else { continue }
            roots.append(TreeCursor.order(item: item, index: 0))
        }
        return TreeFilter(
            query: text, matches: roots, kept: roots, nodeCount: roots.count, coveredItems: items.upperBound,
            documentCount: roots.count)
    }

    /// The filter of one document for `expression`: the whole document when it holds at the root.
    static func keepingDocument(
        _ document: JSONDocument, where expression: JSONFilterExpression, text: String, control: JSONQueryControl
    ) throws(JSONQueryEvaluationError) -> TreeFilter {
        let holds = try expression.holds(for: document.root, options: JSONQueryOptions(control: control))
        return TreeFilter(query: text, matches: holds ? [0] : [], kept: holds ? [0] : [], nodeCount: holds ? 1 : 0)
    }

    /// Whether the item's root (a document with a match) is kept.
    func keepsItem(_ item: Int) -> Bool {
        isKept(TreeCursor.order(item: item, index: 0))
    }

    /// The first item after `item` that the filter keeps.
    func keptItem(after item: Int) -> Int? {
        firstKept(after: TreeCursor.order(item: item + 1, index: 0) - 1, before: Int.max).map {
            TreeCursor.position(ofOrder: $0).item
        }
    }

    /// The last item before `item` that the filter keeps.
    func keptItem(before item: Int) -> Int? {
        lastKept(before: TreeCursor.order(item: item, index: 0), after: -1).map {
            TreeCursor.position(ofOrder: $0).item
        }
    }

    /// The filter for a query's nodelist (with paths): its nodes and their ancestors.
    ///
    /// - Complexity: O(*n* log *n*) for *n* nodes and path steps.
    convenience init(query: String, nodes: JSONNodeList) {
        var matches = nodes.indices.map { nodes.tapeIndex(at: $0) }
        matches.sort()
        var unique: [Int] = []
        unique.reserveCapacity(matches.count)
        for index in matches where unique.last != index { unique.append(index) }
        self.init(query: query, matches: unique, kept: nodes.tapeIndicesWithAncestors(), nodeCount: nodes.count)
    }

    /// Whether the node at `index` is a match.
    func isMatch(_ index: Int) -> Bool {
        Self.contains(matches, index)
    }

    /// Whether the node at `index` is kept (a match or an ancestor of one).
    func isKept(_ index: Int) -> Bool {
        Self.contains(kept, index)
    }

    /// Whether the container at `index` is opened by the filter: it leads to a match and is not
    /// one (a matched container starts closed, one row for the whole value).
    func opens(_ index: Int) -> Bool {
        isKept(index) && !isMatch(index)
    }

    /// The first kept index in `after + 1 ..< before`.
    func firstKept(after: Int, before: Int) -> Int? {
        let position = Self.firstPosition(in: kept, above: after)
        guard position < kept.count, kept[position] < before else { return nil }
        return kept[position]
    }

    /// The last kept index in `after + 1 ..< before`.
    func lastKept(before: Int, after: Int) -> Int? {
        let position = Self.firstPosition(in: kept, above: before - 1) - 1
        guard position >= 0, kept[position] > after else { return nil }
        return kept[position]
    }

    /// The first match after `index`, wrapping to the first one; nil when there is none.
    func match(after index: Int) -> (index: Int, wrapped: Bool)? {
        guard let first = matches.first else { return nil }
        let position = Self.firstPosition(in: matches, above: index)
        return position < matches.count ? (matches[position], false) : (first, true)
    }

    /// The last match before `index`, wrapping to the last one; nil when there is none.
    func match(before index: Int) -> (index: Int, wrapped: Bool)? {
        guard let last = matches.last else { return nil }
        let position = Self.firstPosition(in: matches, above: index - 1) - 1
        return position >= 0 ? (matches[position], false) : (last, true)
    }

    /// The 1-based number of the match at `index`, if it is one.
    func matchNumber(at index: Int) -> Int? {
        let position = Self.firstPosition(in: matches, above: index - 1)
        guard position < matches.count, matches[position] == index else { return nil }
        return position + 1
    }

    private static func contains(_ sorted: [Int], _ index: Int) -> Bool {
        let position = firstPosition(in: sorted, above: index - 1)
        return position < sorted.count && sorted[position] == index
    }

    /// The position of the first element greater than `value`.
    private static func firstPosition(in sorted: [Int], above value: Int) -> Int {
        sorted.partitioningIndex { $0 > value }
    }
}
