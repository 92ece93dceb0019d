import Coax
import Foundation
import Testing

@Suite("JSONModel serialization")
struct JSONModelSerializationTests {
    @Test("jsonText writes what was read plus changes: unknown keys, duplicates and literals kept")
    func exactRoundTrip() throws {
        let text =
            #"{"id":"7","unknown":{"deep":[1.50,1e400,123456789012345678901234567890]},"dup":1,"dup":2,"name":"Ada"}"#
        let object = try SampleObject(jsonText: text)
        #expect(object.jsonText == text)
        object.name = "Grace"
        #expect(object.jsonText == text.replacingOccurrences(of: "Ada", with: "Grace"))
        #expect(object.jsonData == Data(object.jsonText.utf8))
        let again = try SampleObject(json: object.jsonData)
        #expect(again == object)
    }

    @Test("equality compares the type and the exact object")
    func equality() throws {
        #expect(try SampleObject(jsonText: #"{"a": 1}"#) == SampleObject(jsonText: #"{"a": 1}"#))
        #expect(try SampleObject(jsonText: #"{"a": 1}"#) != SampleObject(jsonText: #"{"a": 1.0}"#))
        #expect(try SampleObject(jsonText: #"{"a": 1}"#) != Child(jsonText: #"{"a": 1}"#))
        #expect(Set([SampleObject(object: ["a": 1]), SampleObject(object: ["a": 1])]).count == 1)
    }

    @Test("Codable through JSONEncoder and JSONDecoder keeps unknown keys and values")
    func codableThroughFoundation() throws {
        let object = try SampleObject(
            jsonText: #"{"id": "7", "price": 8.45, "big": 18446744073709551615, "extra": {"k": [true, null]}}"#)
        let data = try JSONEncoder().encode(object)
        let decoded = try JSONDecoder().decode(SampleObject.self, from: data)
        #expect(decoded.id == 7)
        #expect(decoded.price == Decimal(string: "8.45"))
        #expect(decoded.value("big") == .number(JSONNumber(UInt64.max)))
        #expect(decoded.value("extra") == ["k": [true, nil]])
    }

    @Test("Codable through LenientDecoder keeps the object exactly")
    func codableThroughLenientDecoder() throws {
        struct Envelope: Decodable {
            let post: SampleObject
            let missing: SampleObject?
        }
        let text = #"{"post": {"b": 1.50, "a": 1, "a": 2}}"#
        let envelope = try LenientDecoder().decode(Envelope.self, fromText: text)
        #expect(envelope.post.jsonText == #"{"b":1.50,"a":1,"a":2}"#)
        #expect(envelope.missing == nil)
    }

    @Test("a model round-trips through JSONEncoder's output as JSON text")
    func encodesToJSONObject() throws {
        let object = try SampleObject(jsonText: #"{"name": "Ada", "tags": ["x"]}"#)
        let data = try JSONEncoder().encode(object)
        let reread = try SampleObject(json: data)
        #expect(reread.name == "Ada")
        #expect(reread.tags == ["x"])
    }
}
