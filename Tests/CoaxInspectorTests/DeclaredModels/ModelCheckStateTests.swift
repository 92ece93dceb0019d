import Coax
import Foundation
import Testing

@testable import CoaxInspector

@Suite("The model check's background updates")
struct ModelCheckStateTests {
    @Test("one update checks a loaded collection and looks for the changes")
    func loadedCollection() {
        let collection = ModelFixture.collection
        var state = ModelCheckState(setup: ModelFixture.setup)
        state.start(collection: collection, loaded: collection.status)
        #expect(state.job != nil)
        let collected1 = state.collect(until: .distantFuture)
        #expect(collected1)
        #expect(state.isFinal)
        #expect(state.verdicts.failingDocuments == [1, 2, 3, 4])
        #expect(state.verdicts.suggestions != nil)
        // Nothing more to do.
        state.start(collection: collection, loaded: collection.status)
        #expect(state.job == nil)
    }

    @Test("the first update checks the first documents only; the next ones go on from there")
    func firstBatchThenTheRest() {
        let lines = (0..<600).map { #"{"id": \#($0), "price": \#($0 % 100 == 7 ? "\"x\"" : "1"), "tags": []}"# }
        let collection = JSONCollection(
            parsing: lines.joined(separator: "\n"), format: .jsonLines, name: "many.jsonl")
        var state = ModelCheckState(setup: ModelFixture.setup)
        state.start(collection: collection, loaded: collection.status)
        let collected2 = state.collect(until: .distantFuture)
        #expect(collected2)
        #expect(state.verdicts.checkedCount == ModelCheckState.firstBatch)
        #expect(state.verdicts.failingDocuments == [7, 107, 207])
        #expect(!state.isFinal)
        state.start(collection: collection, loaded: collection.status)
        let collected3 = state.collect(until: .distantFuture)
        #expect(collected3)
        #expect(state.verdicts.checkedCount == 600)
        #expect(state.verdicts.failingDocuments == [7, 107, 207, 307, 407, 507])
        #expect(state.isFinal)
    }

    @Test("a followed file is checked as it grows")
    func followed() throws {
        let followed = try FollowedJSONLines(#"{"id": 1, "price": 1, "tags": []}"# + "\n")
        var state = ModelCheckState(setup: ModelFixture.setup)
        func settle(until condition: (ModelCheckState) -> Bool) -> Bool {
            let deadline = Date(timeIntervalSinceNow: 60)
            while Date() < deadline {
                state.start(collection: followed.collection, loaded: followed.collection.status)
                _ = state.collect(until: Date(timeIntervalSinceNow: 0.05))
                if condition(state) { return true }
            }
            return false
        }
        #expect(settle { $0.verdicts.checkedCount == 1 })
        #expect(state.verdicts.failedCount == 0)
        try followed.append(#"{"id": 2, "price": "9.90", "tags": []}"# + "\n")
        #expect(settle { $0.verdicts.checkedCount == 2 })
        #expect(state.verdicts.failingDocuments == [1])
        #expect(!state.isFinal)
    }

    @Test("one document is checked once")
    func oneDocument() throws {
        let document = try JSONDocument(parsing: #"{"id": 1, "price": null, "tags": []}"#)
        let one = CollectionState(document: document)
        var state = ModelCheckState(setup: ModelFixture.setup)
        state.start(collection: one.collection, loaded: one.loaded, readsSources: false)
        let collected4 = state.collect(until: .distantFuture)
        #expect(collected4)
        #expect(state.isFinal)
        #expect(state.verdicts.failure(ofDocument: 0)?.failure.kind == .valueNotFound)
        state.start(collection: one.collection, loaded: one.loaded, readsSources: false)
        #expect(state.job == nil)
    }
}
