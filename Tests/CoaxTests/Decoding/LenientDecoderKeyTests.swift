import Coax
import Foundation
import Testing

@Suite("LenientDecoder key mapping")
struct LenientDecoderKeyTests {
    @Test("CodingKeys remap JSON names (IAModelBase's propertiesToDictionaryEntriesMapping)")
    func codingKeysRemap() throws {
        struct YourClass: Decodable {
            var key1: String
            var exID: String
            enum CodingKeys: String, CodingKey {
                case key1
                case exID = "id"
            }
        }
        let object = try LenientDecoder().decode(YourClass.self, fromText: #"{"key1": "val1", "id": 42}"#)
        #expect(object.key1 == "val1")
        #expect(object.exID == "42")
    }

    @Test("the snake-case strategy matches converted JSON keys")
    func snakeCase() throws {
        struct Author: Decodable {
            var displayName: String
            var avatarUrl: URL
            var apiVersion2: Int
            var _private: Bool
        }
        var decoder = LenientDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let author = try decoder.decode(
            Author.self,
            fromText:
                #"{"display_name": "Ada", "avatar_url": "https://x.org/a.png", "api_version2": "3", "_private": 1}"#)
        #expect(author.displayName == "Ada")
        #expect(author.avatarUrl.host() == "x.org")
        #expect(author.apiVersion2 == 3)
        #expect(author._private)
    }

    @Test("allKeys lists the document's keys once each, in order")
    func allKeysInOrder() throws {
        struct Keys: Decodable {
            var keys: [String]
            init(from decoder: any Decoder) throws {
                keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
            }
        }
        struct AnyKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        #expect(try LenientDecoder().decode(Keys.self, fromText: #"{"b": 1, "a": 2, "b": 3}"#).keys == ["b", "a"])
    }

    @Test("IAModelBase's nested class and array of nested models, by type instead of naming convention")
    func nestedClassesAndArrays() throws {
        struct YourMainClass: Decodable {
            var key: String
            var keyForSubClass: YourSecondClass
            var myArrayObjectCollection: [MyArrayObject]
            enum CodingKeys: String, CodingKey {
                case key, keyForSubClass
                case myArrayObjectCollection = "myArrayObject"
            }
        }
        struct YourSecondClass: Decodable {
            var subKey1: String
            var subKey2: String
        }
        struct MyArrayObject: Decodable {
            var subKey1: String
            var subKey2: String
        }
        let text =
            #"{"key": "val1", "keyForSubClass": {"subKey1": "val1", "subKey2": "val2"}, "myArrayObject": [{"subKey1": "val1", "subKey2": "val2"}]}"#
        let object = try LenientDecoder().decode(YourMainClass.self, fromText: text)
        #expect(object.keyForSubClass.subKey2 == "val2")
        #expect(object.myArrayObjectCollection.map(\.subKey1) == ["val1"])
    }

    @Test("snake-case conversion follows JSONDecoder's rules")
    func snakeCaseConversionMatchesFoundation() throws {
        struct Keys: Decodable {
            var fooBar: Int
            var _leading: Int
            var trailing_: Int
            var single: Int
            var aB: Int
        }
        let text = #"{"foo_bar": 1, "_leading": 2, "trailing_": 3, "single": 4, "A__B": 5}"#
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        let expected = try foundation.decode(Keys.self, from: Data(text.utf8))
        var decoder = LenientDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let keys = try decoder.decode(Keys.self, fromText: text)
        let ours: [Int] = [keys.fooBar, keys._leading, keys.trailing_, keys.single, keys.aB]
        let foundations: [Int] = [expected.fooBar, expected._leading, expected.trailing_, expected.single, expected.aB]
        #expect(ours == foundations)
    }
}
