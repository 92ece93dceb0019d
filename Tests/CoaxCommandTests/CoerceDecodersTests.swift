import Foundation
import Testing

/// `coax coerce` shows what `JSONDecoder` and `LenientDecoder` give, in both formats.
@Suite struct CoerceDecodersTests {
    static let types = [
        "Bool", "Int", "Int64", "UInt64", "Double", "Float", "Decimal", "String", "URL", "UUID",
        "Date.secondsSince1970", "Date.millisecondsSince1970", "Date.iso8601", "Date.rfc1123", "Date.twitter",
    ]

    static func decoders(_ arguments: [String]) throws -> [String: [String: [String: Any]]] {
        let run = try CoaxRun(["coerce"] + arguments + ["--format", "json"])
        #expect(run.status == 0, "\(run.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        return try #require(object["decoders"] as? [String: [String: [String: Any]]])
    }

    @Test func jsonHasEveryTypeForBothDecoders() throws {
        let decoders = try Self.decoders([CoaxRun.sample("type-drift.json"), "products[1].price"])
        #expect(Set(decoders.keys) == ["JSONDecoder", "LenientDecoder"])
        for column in decoders.values {
            #expect(Set(column.keys) == Set(Self.types))
            for cell in column.values {
                #expect(Set(cell.keys) == ["value"] || Set(cell.keys) == ["error", "message"])
            }
        }
        let json = try #require(decoders["JSONDecoder"])
        #expect(json["Double"]?["error"] as? String == "typeMismatch")
        #expect(json["Double"]?["message"] as? String == "Expected to decode Double but found a string instead.")
        #expect(json["String"]?["value"] as? String == "12.90")
        #expect(json["UUID"]?["error"] as? String == "dataCorrupted")
        let lenient = try #require(decoders["LenientDecoder"])
        #expect(lenient["Double"]?["value"] as? Double == 12.9)
        #expect(lenient["Decimal"]?["value"] as? String == "12.9")
        #expect(lenient["Date.secondsSince1970"]?["value"] as? String == "1970-01-01T00:00:12.9Z")
    }

    @Test func numbersKeepTheDecodedValuesExactText() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write(#"{"id": 505874924095815681}"#, named: "id.json")
        let run = try CoaxRun(["coerce", file, "id", "--format", "json"])
        #expect(run.output.contains(#""Double": {"value": 505874924095815680}"#))
        #expect(run.output.contains(#""Int64": {"value": 505874924095815681}"#))
        #expect(run.output.contains(#""Decimal": {"value": "505874924095815681"}"#))
        let table = try CoaxRun(["coerce", file, "id"])
        #expect(table.output.contains("505874924095815681 rounded to fit Double  [lossy]"))
    }

    @Test func theTableShowsBothDecoders() throws {
        let run = try CoaxRun(["coerce", CoaxRun.sample("type-drift.json"), "products[1].price"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let jsonDecoder = try #require(lines.firstIndex { $0.hasPrefix("JSONDecoder ") })
        let lenient = try #require(lines.firstIndex { $0.hasPrefix("LenientDecoder ") })
        #expect(lenient == jsonDecoder + Self.types.count + 2)
        #expect(lines[jsonDecoder + 5].hasPrefix("Double "))
        #expect(lines[jsonDecoder + 5].contains("typeMismatch "))
        #expect(lines[jsonDecoder + 5].hasSuffix("  Expected to decode Double but found a string instead."))
        #expect(lines[lenient + 5].contains(#"12.9"#))
        #expect(lines[lenient + 5].contains(#""12.90" → 12.9 → Double 12.9"#))
    }

    @Test func aMissingKeyIsKeyNotFound() throws {
        let decoders = try Self.decoders([CoaxRun.sample, "table.no_such_key"])
        for column in decoders.values {
            for (type, cell) in column {
                #expect(cell["error"] as? String == "keyNotFound", "\(type)")
            }
        }
        #expect(
            decoders["JSONDecoder"]?["Int"]?["message"] as? String
                == #"No value associated with key CodingKeys(stringValue: "no_such_key", intValue: nil) ("no_such_key")."#
        )
    }

    @Test func lenientDecodersKeyNotFoundNamesTheWholePathToTheMissingKey() throws {
        let run = try CoaxRun(["coerce", "-", "$[0].actor.nope"], input: #"[{"actor": {"login": "x"}}]"#)
        #expect(run.status == 0)
        let lenient = run.output.split(separator: "\n").filter { $0.hasPrefix("Int ") }.last.map(String.init) ?? ""
        #expect(lenient.hasSuffix(#"No value for key "nope" at $[0].actor.nope (Int expected)"#), "\(lenient)")
    }
}
