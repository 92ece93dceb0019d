import Coax

/// How a collection's rows name where each document came from, short enough to leave the line
/// number and the preview in view: the file's name when the collection has one input, else the
/// shortest ending of each input's path that no other input shares (`a/orders.jsonl` beside
/// `b/orders.jsonl`).
///
/// The inputs are found as items arrive, by looking at the first and last new item and halving
/// where they differ (an input's documents are contiguous), so a million records from one file
/// cost two look-ups.
///
/// ```swift
/// let labels = SourceLabels()
/// labels.update(from: content)                  // inputs: ["/home/dev/captures/2024/app.jsonl"]
/// labels.label(of: content.source(forItem: 0)!) // "app.jsonl:1"
/// ```
final class SourceLabels {
    /// The inputs seen, in order of appearance.
    private(set) var inputs: [String] = []
    private var known: Set<String> = []
    /// Each input's name as shown.
    private var names: [String: String] = [:]
    /// The items looked at so far.
    private var coveredItems = 0

    /// Looks at the items that arrived since the last call for inputs not seen before.
    ///
    /// - Complexity: O(k log n) source look-ups for k new inputs among n new items.
    func update(from content: TreeContent) {
        let count = content.itemCount
        guard content.showsDocumentRows, count > coveredItems else { return }
        let before = inputs.count
        collect(in: coveredItems..<count, content: content)
        coveredItems = count
        if inputs.count != before { names = Self.shortestUniqueNames(inputs) }
    }

    /// How a row names its document: `app.jsonl:412`, `app.jsonl` for a whole file, or an
    /// exchange of an HTTP archive as `GET /products/17 → 200 (entry 2)`. Not escaped.
    func label(of source: DocumentSource) -> String {
        if let exchange = source.exchange { return exchange.shortLabel }
        let name = names[source.input] ?? Self.lastComponent(source.inputName)
        if source.isWholeInput { return name }
        return source.column == 1 ? "\(name):\(source.line)" : "\(name):\(source.line):\(source.column)"
    }

    private func collect(in range: Range<Int>, content: TreeContent) {
        guard !range.isEmpty else { return }
        let first = content.source(forItem: range.lowerBound)?.input
        let last = content.source(forItem: range.upperBound - 1)?.input
        if range.count <= 2 || first == last {
            for input in [first, last].compactMap({ $0 }) where known.insert(input).inserted { inputs.append(input) }
            return
        }
        let middle = range.lowerBound + range.count / 2
        collect(in: range.lowerBound..<middle, content: content)
        collect(in: middle..<range.upperBound, content: content)
    }

    /// For each path, its shortest ending (in path components) that no other path has.
    ///
    /// ```swift
    /// SourceLabels.shortestUniqueNames(["x/a/o.jsonl", "x/b/o.jsonl", "x/p.jsonl"])
    /// // ["x/a/o.jsonl": "a/o.jsonl", "x/b/o.jsonl": "b/o.jsonl", "x/p.jsonl": "p.jsonl"]
    /// ```
    static func shortestUniqueNames(_ paths: [String]) -> [String: String] {
        let components = paths.map { path in
            (path == "-" ? "<stdin>" : path).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        }
        var names: [String: String] = [:]
        var remaining = Array(paths.indices)
        var length = 1
        while !remaining.isEmpty {
            var counts: [String: Int] = [:]
            for index in paths.indices { counts[suffix(components[index], length), default: 0] += 1 }
            remaining = remaining.filter { index in
                let parts = components[index]
                let candidate = suffix(parts, length)
                guard counts[candidate] == 1 || length >= parts.count else { return true }
                names[paths[index]] = length >= parts.count ? parts.joined(separator: "/") : candidate
                return false
            }
            length += 1
        }
        return names
    }

    private static func suffix(_ parts: [String], _ length: Int) -> String {
        parts.suffix(length).joined(separator: "/")
    }

    private static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
