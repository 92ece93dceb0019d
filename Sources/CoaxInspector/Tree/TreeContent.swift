import Coax

/// What a tree shows: the documents and bad records of a collection, each an "item", with a
/// top-level row each, or one document (a collection of one) shown as it is, without a row of
/// its own.
///
/// A collection may still be loading: ``itemCount`` grows, and every lookup reads what has
/// arrived so far. A bad record is shown through a small stand-in document holding its message,
/// so that every row has a node.
///
/// ```swift
/// let content = TreeContent(collection: orders)
/// content.itemCount             // 2_000_000 once loaded
/// content.document(forItem: 3)  // the fourth record's document
///
/// TreeContent(document: document).itemCount   // 1: its one item is the document
/// ```
final class TreeContent {
    /// The documents shown: for one document, a collection of one.
    let collection: JSONCollection
    /// Whether each item has a top-level row of its own, labelled by where it came from; false
    /// for one document, whose root is the first row.
    let showsDocumentRows: Bool

    /// Documents made recently, by item (making one is cheap; keeping a few saves the lock and
    /// the allocations on every step of a move).
    private var documents: [Int: JSONDocument] = [:]
    private var locators: [Int: ChildLocator] = [:]
    private var standIns: [Int: JSONDocument] = [:]
    /// How rows name their documents' sources (collections only).
    let labels = SourceLabels()
    /// The containers (tape indices) of a document's start that go on past it: their sizes are
    /// not known until the whole document is parsed.
    var pendingContainers: Set<Int> = []
    /// Keep this many documents and locators before starting afresh.
    private static let cacheLimit = 256

    /// A tree of one document, shown as it is.
    convenience init(document: JSONDocument) {
        self.init(collection: JSONCollection(document: document), showsDocumentRows: false)
    }

    /// A tree of a collection's items, by default a top-level row each.
    init(collection: JSONCollection, showsDocumentRows: Bool = true) {
        self.collection = collection
        self.showsDocumentRows = showsDocumentRows
        labels.update(from: self)
    }

    /// The number of items so far (1 for one document).
    var itemCount: Int { collection.itemCount }

    /// What item `item` is.
    func kind(ofItem item: Int) -> JSONCollection.Item? { collection.item(at: item) }

    /// The index of the document of item `item` (its number minus one), when it is a document.
    func documentIndex(forItem item: Int) -> Int? {
        if case .document(let index) = collection.item(at: item) { return index }
        return nil
    }

    /// The bad record of item `item`, when it is one.
    func badRecord(forItem item: Int) -> BadRecord? {
        guard case .badRecord(let index) = collection.item(at: item) else { return nil }
        return collection.badRecord(at: index)
    }

    /// How item `item`'s row names where it came from: `app.jsonl:412` (not escaped).
    func label(forItem item: Int) -> String? {
        labels.update(from: self)
        return source(forItem: item).map(labels.label(of:))
    }

    /// Where item `item` came from.
    func source(forItem item: Int) -> DocumentSource? {
        switch collection.item(at: item) {
        case .document(let index): return collection.source(ofDocument: index)
        case .badRecord(let index): return collection.badRecord(at: index)?.source
        case nil: return nil
        }
    }

    /// The document of item `item`: the document itself, or a bad record's stand-in (its message
    /// as a string). Nil only for an item that does not exist (yet).
    func document(forItem item: Int) -> JSONDocument? {
        if let known = documents[item] { return known }
        guard let kind = collection.item(at: item) else { return nil }
        let document: JSONDocument?
        switch kind {
        case .document(let index):
            document = collection.document(at: index)
        case .badRecord(let index):
            if let known = standIns[item] { return known }
            let message = collection.badRecord(at: index)?.summary ?? "bad record"
            let standIn = JSONDocument(.string(message))
            standIns[item] = standIn
            return standIn
        }
        if documents.count >= TreeContent.cacheLimit { documents = [:] }
        documents[item] = document
        return document
    }

    /// Whether the node is a container whose size is not known yet (the document is shown by its start).
    func isPending(_ node: JSONNode) -> Bool {
        !pendingContainers.isEmpty && node.isContainer && pendingContainers.contains(node.index)
    }

    /// The child index of item `item`'s document.
    func locator(forItem item: Int) -> ChildLocator? {
        if let known = locators[item] { return known }
        guard let document = document(forItem: item) else { return nil }
        if locators.count >= TreeContent.cacheLimit { locators = [:] }
        let locator = ChildLocator(document: document)
        locators[item] = locator
        return locator
    }
}
