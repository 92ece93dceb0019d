import Coax
import Foundation

/// One pass over a whole document collecting the rows whose key or value contains the query.
///
/// The scan walks the tape slot by slot (keys included) in slices between key presses, so a
/// search in 100 MB stays responsive and can be cancelled; matches are value tape indices in
/// document order, which is also the order of rows on screen.
///
/// ```swift
/// let scan = SearchScan(query: SearchQuery("id"), document: document)
/// while !scan.advance(until: .distantFuture) {}
/// scan.matches   // [3, 9, 27]
/// ```
final class SearchScan {
    /// The most matches kept; further matches are counted but not kept.
    static let keptLimit = 5_000_000

    /// The query.
    let query: SearchQuery
    /// The document searched.
    let document: JSONDocument
    /// Tape indices of matching values, ascending.
    private(set) var matches: [Int] = []
    /// Every match found so far, kept or not.
    private(set) var matchCount = 0
    /// Whether the whole document has been searched.
    private(set) var isComplete = false

    /// The first tape slot not searched yet.
    private(set) var position = 0
    private var open: [(node: JSONNode, close: Int)] = []

    /// Prepares a scan from the start of the document.
    init(query: SearchQuery, document: JSONDocument) {
        self.query = query
        self.document = document
    }

    /// The fraction of the document searched, from 0 to 1.
    ///
    /// ```swift
    /// Int(scan.progress * 100)   // 42
    /// ```
    var progress: Double {
        isComplete ? 1 : Double(position) / Double(max(1, document.tapeCount))
    }

    /// Searches on until done or past `deadline`; true when done.
    @discardableResult
    func advance(until deadline: Date) -> Bool {
        guard !isComplete else { return true }
        let end = document.tapeCount
        var steps = 0
        while position < end {
            steps += 1
            if steps % 2048 == 0, Date() >= deadline { return false }
            if let top = open.last, position == top.close {
                open.removeLast()
                position += 1
                continue
            }
            if let top = open.last, top.node.kind == .object, let entries = top.node.entries {
                visit(valueAt: position + 1, key: entries[position].key)
                position += 2
            } else {
                visit(valueAt: position, key: nil)
                position += 1
            }
        }
        isComplete = true
        return true
    }

    private func visit(valueAt index: Int, key: String?) {
        guard let node = document.node(atTapeIndex: index) else { return }
        if query.matches(key: key, value: node) {
            matchCount += 1
            if matches.count < SearchScan.keptLimit { matches.append(index) }
        }
        if node.isContainer { open.append((node, node.subtreeEnd - 1)) }
    }
}
