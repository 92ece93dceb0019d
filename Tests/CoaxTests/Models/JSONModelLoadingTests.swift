import Coax
import Foundation
import Testing

@Suite("JSONModel fakes and expected keys")
struct JSONModelLoadingTests {
    @Test("a fake made from a JSON file")
    func fakeFromJSONFile() throws {
        let object = try SampleObject(contentsOfJSONFile: PackageRoot.file("SampleData/fakes/post.json").path)
        #expect(object.id == 7)
        #expect(object.name == "Fake from JSON")
        #expect(object.comments?.count == 2)
    }

    @Test("a fake made from a property-list file")
    func fakeFromPropertyList() throws {
        let object = try SampleObject(contentsOfPropertyListFile: PackageRoot.file("SampleData/fakes/post.plist").path)
        #expect(object.name == "Fake from a plist")
        #expect(object.id == 7)
        #expect(object.isPublished)
        #expect(object.value("published") == .bool(true))
        #expect(object.price == Decimal(string: "8.45"))
        #expect(object.updatedAt == Date(timeIntervalSince1970: 1_415_162_234))
        #expect(object.author?.name == "Ada")
        #expect(object.tags == ["tea", "3"])
    }

    @Test("missing files and bad input give typed errors")
    func loadingErrors() {
        #expect(throws: JSONModelError.self) { try SampleObject(contentsOfJSONFile: "/nonexistent/post.json") }
        #expect(throws: JSONModelError.self) { try SampleObject(contentsOfPropertyListFile: "/nonexistent/post.plist") }
        #expect(throws: JSONModelError.self) { try SampleObject(propertyList: Data("not a plist".utf8)) }
    }

    @Test("the check lists the expected keys the JSON lacks and the keys it does not expect")
    func missingAndUnexpectedKeys() throws {
        let object = try SampleObject(jsonText: #"{"id": 1, "name": null, "extra": 2, "extra": 3}"#)
        #expect(object.missingKeys == ["count", "author", "comments"])
        #expect(object.unexpectedKeys == ["extra"])
        #expect(object.hasExpectedKeys == false)
        let complete = try SampleObject(jsonText: #"{"id": 1, "name": "a", "count": 1, "author": {}, "comments": []}"#)
        #expect(complete.hasExpectedKeys)
    }

    @Test("expected keys may be dotted paths")
    func dottedExpectedKeys() throws {
        final class User: JSONModel {
            override class var expectedKeys: [String] { ["id", "address.city"] }
        }
        #expect(try User(jsonText: #"{"id": 1, "address": {}}"#).missingKeys == ["address.city"])
        #expect(try User(jsonText: #"{"id": 1, "address": {"city": "Oslo"}}"#).unexpectedKeys == [])
    }
}
