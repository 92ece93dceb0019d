import Coax
import Foundation
import Testing

@Suite("JSONModel setters")
struct JSONModelSetterTests {
    @Test("a setter keyed by the property name replaces the value in place")
    func setterReplacesInPlace() throws {
        let object = try SampleObject(jsonText: #"{"name": "Ada", "id": 1}"#)
        object.name = "Grace"
        #expect(object.name == "Grace")
        #expect(object.jsonText == #"{"name":"Grace","id":1}"#)
    }

    @Test("setting nil removes the key, every duplicate of it")
    func nilRemovesKey() throws {
        let object = try SampleObject(jsonText: #"{"name": "Ada", "id": 1, "name": "Dup"}"#)
        object.name = nil
        #expect(object.object.keys == ["id"])
        #expect(object.contains("name") == false)
        object.remove("id")
        #expect(object.jsonText == "{}")
    }

    @Test("primitives are stored as JSON numbers and booleans, visible through every accessor")
    func primitivesStoredAsJSON() throws {
        let object = SampleObject(object: [:])
        object.count = 42
        object.isPublished = true
        object.price = Decimal(string: "8.45")
        #expect(object.value("count") == .number(42))
        #expect(object.value("published") == .bool(true))
        #expect(object.value("price")?.number?.literal == "8.45")
        #expect(object.string("count") == "42")
        #expect(object.integer("published") == 1)
        #expect(object.decimal("count") == 42)
        #expect(object.jsonText == #"{"count":42,"published":true,"price":8.45}"#)
    }

    @Test("other setter types store their JSON forms")
    func otherSetters() throws {
        let object = JSONModel(object: [:])
        object.set(Date(timeIntervalSince1970: 1_415_162_234), "seconds")
        object.setMilliseconds(Date(timeIntervalSince1970: 1.5), "millis")
        object.set(URL(string: "https://example.com"), "url")
        object.set(2.5, "double")
        object.set(Double.nan, "nan")
        object.set(Int64(-3), "int64")
        object.set(UInt64.max, "uint64")
        object.set(["a", "b"], "tags")
        object.set([1, "x"] as [JSONValue], "raw")
        #expect(
            object.jsonText
                == #"{"seconds":1415162234,"millis":1500,"url":"https://example.com","double":2.5,"nan":null,"int64":-3,"uint64":18446744073709551615,"tags":["a","b"],"raw":[1,"x"]}"#
        )
        #expect(object.unixDate("seconds") == Date(timeIntervalSince1970: 1_415_162_234))
        #expect(object.unixDateMilliseconds("millis") == Date(timeIntervalSince1970: 1.5))
    }

    @Test("setting a dotted path creates the objects on the way; removing creates nothing")
    func dottedSetter() throws {
        let object = JSONModel(object: [:])
        object.set("Ada", "author.name")
        #expect(object.jsonText == #"{"author":{"name":"Ada"}}"#)
        object.set(nil as String?, "author.name")
        #expect(object.jsonText == #"{"author":{}}"#)
        object.set(nil as String?, "missing.deep")
        #expect(object.jsonText == #"{"author":{}}"#)
    }
}
