import Coax

/// The collection shown (nil for one document) and what it had loaded when last looked at.
///
/// The collection loads on its own; the inspector looks at its status between key presses and
/// learns from ``take(_:)`` whether rows arrived (the tree must grow) or only the counts changed
/// (the status line must be drawn again).
///
/// ```swift
/// var state = CollectionState(collection: orders)
/// state.take(orders.status)   // .itemsArrived
/// state.take(orders.status)   // .unchanged
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

    /// The collection shown, one top-level row per document or bad record; nil for one document.
    private(set) var collection: JSONCollection?
    /// What the collection had loaded when last looked at (the status line and the tree show it).
    private(set) var loaded = LoadStatus()
    /// The items (documents and bad records) known when last looked at.
    private(set) var knownItemCount = 0

    /// One document: no collection.
    init() {}

    /// A collection, nothing of it looked at yet.
    init(collection: JSONCollection) {
        self.collection = collection
    }

    /// Whether the collection is still loading or being followed (new rows may arrive).
    var isLoading: Bool { collection != nil && !loaded.isFinished }

    /// Takes the collection's status as now loaded, and says what changed since the last look.
    mutating func take(_ status: LoadStatus) -> Change {
        let count = status.documentCount + status.badRecordCount
        guard status != loaded || count != knownItemCount else { return .unchanged }
        loaded = status
        guard count != knownItemCount else { return .statusChanged }
        knownItemCount = count
        return .itemsArrived
    }

    /// The input turned out to be one plain JSON value, shown as one document from now on.
    mutating func becomeOneDocument() {
        collection = nil
    }
}
