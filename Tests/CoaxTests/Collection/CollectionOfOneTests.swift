import Coax
import Testing

/// One document held as a collection of one: loaded at once, that document, said to be single.
@Suite("JSONCollection(document:): one document as a collection of one")
struct CollectionOfOneTests {
    @Test func holdsTheDocumentItselfAndIsLoaded() throws {
        let document = try JSONDocument(parsing: #"{"id": 7, "tags": ["a"]}"#)
        let one = JSONCollection(document: document, name: "one.json")
        #expect(one.count == 1)
        #expect(one.itemCount == 1)
        #expect(one.document(at: 0) === document)
        #expect(one.document(at: 1) == nil)
        #expect(one.isSingleDocument)
        #expect(one.status.isFinished)
        #expect(one.status.documentCount == 1)
        #expect(one.source(ofDocument: 0)?.label == "one.json")
        #expect(one.waitForItems(count: 2) == 1, "a loaded collection does not wait for more")
    }
}
