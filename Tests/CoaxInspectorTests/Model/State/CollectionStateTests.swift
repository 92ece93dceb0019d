import Coax
import Testing

@testable import CoaxInspector

/// What a look at a loading collection's status tells the inspector.
@Suite("CollectionState: looking at a loading collection")
struct CollectionStateTests {
    @Test func rowsArrivingAreToldApartFromCountsChanging() {
        var state = CollectionState(collection: JSONCollection(parsing: "1\n"))
        var status = LoadStatus()
        #expect(state.take(status) == .unchanged)
        status.documentCount = 2
        #expect(state.take(status) == .itemsArrived)
        #expect(state.knownItemCount == 2)
        status.bytesRead = 1_000
        #expect(state.take(status) == .statusChanged)
        #expect(state.loaded.bytesRead == 1_000)
        status.badRecordCount = 1
        #expect(state.take(status) == .itemsArrived, "a bad record is a row too")
        #expect(state.knownItemCount == 3)
        #expect(state.take(status) == .unchanged)
    }

    @Test func aCollectionLoadsUntilItsStatusSaysFinished() {
        var state = CollectionState(collection: JSONCollection(parsing: "1\n"))
        #expect(state.isLoading)
        var status = LoadStatus()
        status.phase = .following
        _ = state.take(status)
        #expect(state.isLoading)
        status.phase = .finished
        _ = state.take(status)
        #expect(!state.isLoading)
    }

    @Test func oneDocumentIsALoadedCollectionOfOneShownWithoutRows() throws {
        let document = try JSONDocument(parsing: #"{"a": 1}"#)
        var state = CollectionState(document: document)
        #expect(!state.isLoading)
        #expect(!state.showsDocumentRows)
        #expect(state.collection.count == 1)
        #expect(state.collection.document(at: 0) === document)
        #expect(state.source(ofDocument: 0) == nil, "one document shown as it is has no label")
        #expect(state.take(state.collection.status) == .unchanged, "nothing more arrives")
        #expect(CollectionState(collection: JSONCollection(parsing: "1\n")).showsDocumentRows)
    }
}
