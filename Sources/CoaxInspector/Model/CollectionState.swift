import Coax

/// The documents shown, always a collection (one document is a collection of one), whether they
/// show as a row per document, and what the collection had loaded when last looked at.
///
/// The collection loads on its own; the inspector looks at its status between key presses and
/// learns from ``take(_:)`` whether rows arrived (the tree must grow) or only the counts changed
/// (the status line must be drawn again).
///
/// ```swift
/// var state = CollectionState(collection: orders)
/// state.take(orders.status)   // .itemsArrived
/// state.take(orders.status)   // .unchanged
///
/// CollectionState(document: document).showsDocumentRows   // false: shown as the document itself
/// ```
struct CollectionState {
    /// What a look at the collection's status found.
    enum Change: Hashable, Sendable {
        /// Nothing new.
        case unchanged
        /// The counts or the phase changed, but no row arrived.
        case statusChanged
        /// Documents or bad records arrived.
        case itemsArrived
    }

    /// The documents shown: for one document, a collection of one; for a document shown by its
    /// start, that start.
    let collection: JSONCollection
    /// Whether each document (and bad record) has a top-level row of its own, labelled by where
    /// it came from; false for one document, shown exactly as it is.
    let showsDocumentRows: Bool
    /// The start of one large document, shown while ``wholeDocumentSource`` parses all of it.
    let prefix: DocumentPrefix?
    /// The collection loading the document whose start is shown.
    private let wholeDocumentSource: JSONCollection?
    /// What the collection had loaded when last looked at (the status line and the tree show it).
    private(set) var loaded = LoadStatus()
    /// The items (documents and bad records) known when last looked at.
    private(set) var knownItemCount = 0

    /// One document, as a collection of one that has loaded.
    init(document: JSONDocument) {
        collection = JSONCollection(document: document)
        showsDocumentRows = false
        prefix = nil
        wholeDocumentSource = nil
        loaded = collection.status
        knownItemCount = 1
    }

    /// A collection, nothing of it looked at yet.
    init(collection: JSONCollection) {
        self.collection = collection
        showsDocumentRows = true
        prefix = nil
        wholeDocumentSource = nil
    }

    /// One large document shown by its start while `collection` loads all of it: shown as one
    /// document, loading until the whole one is there.
    ///
    /// ```swift
    /// let state = CollectionState(prefix: large.documentPrefix!, loading: large)
    /// state.isLoading   // true
    /// ```
    init(prefix: DocumentPrefix, loading collection: JSONCollection) {
        self.collection = JSONCollection(document: prefix.document)
        showsDocumentRows = false
        self.prefix = prefix
        wholeDocumentSource = collection
    }

    /// The collection whose loading is followed: the one loading the whole document while its
    /// start is shown, else the collection shown.
    var watched: JSONCollection { wholeDocumentSource ?? collection }

    /// Whether what is shown is the start of a document still being parsed.
    var showsPrefix: Bool { prefix != nil }

    /// Whether the collection is still loading or being followed (new rows may arrive).
    var isLoading: Bool { !loaded.isFinished }

    /// Where document `index` came from, as labels and the model's routes read it; nil for one
    /// document shown as it is, which has no row to label.
    func source(ofDocument index: Int) -> DocumentSource? {
        showsDocumentRows ? collection.source(ofDocument: index) : nil
    }

    /// Takes the collection's status as now loaded, and says what changed since the last look.
    mutating func take(_ status: LoadStatus) -> Change {
        let count = status.documentCount + status.badRecordCount
        guard status != loaded || count != knownItemCount else { return .unchanged }
        loaded = status
        guard count != knownItemCount else { return .statusChanged }
        knownItemCount = count
        return .itemsArrived
    }
}
