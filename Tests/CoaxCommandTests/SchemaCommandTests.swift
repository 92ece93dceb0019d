import Foundation
import Testing

/// `coax schema`, run as the built binary.
@Suite struct SchemaCommandTests {
    @Test func jsonSchemaOfAFileIsADraft2020Document() throws {
        let run = try CoaxRun(["schema", CoaxRun.sample("type-drift.json"), "--at", "$.products"])
        #expect(run.status == 0, "\(run.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.outputBytes)) as? [String: Any])
        #expect(json["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(json["type"] as? String == "array")
    }

    @Test func standardInputAndTheDriftOptionsWork() throws {
        let input = #"{"sizes": {"small": 1, "large": 2}, "areas": {"205705993": "A", "205705994": "B"}}"#
        let run = try CoaxRun(["schema", "-", "--map", "$.sizes", "--record", "$.areas"], input: input)
        #expect(run.status == 0, "\(run.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.outputBytes)) as? [String: Any])
        let properties = try #require(json["properties"] as? [String: Any])
        let sizes = try #require(properties["sizes"] as? [String: Any])
        #expect((sizes["additionalProperties"] as? [String: Any])?["type"] as? String == "integer")
        let areas = try #require(properties["areas"] as? [String: Any])
        #expect((areas["properties"] as? [String: Any])?.keys.sorted() == ["205705993", "205705994"])
    }

    @Test func openAPINeedsAnArchiveAndBadArgumentsExit64() throws {
        let archive = try CoaxRun(["schema", CoaxRun.sample("shop-api.har"), "--format", "openapi"])
        #expect(archive.status == 0, "\(archive.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(archive.outputBytes)) as? [String: Any])
        #expect(json["openapi"] as? String == "3.1.0")
        let plain = try CoaxRun(["schema", CoaxRun.sample("type-drift.json"), "--format", "openapi"])
        #expect(plain.status == 1)
        #expect(plain.error.contains("needs an HTTP archive"))
        #expect(try CoaxRun(["schema", CoaxRun.sample("type-drift.json"), "--map", "$..x"]).status == 64)
        #expect(try CoaxRun(["schema", CoaxRun.sample("type-drift.json"), "--union", "$.products[*]"]).status == 64)
        let invalid = try CoaxRun(["schema", "-"], input: "{\"a\": [1,}")
        #expect(invalid.status == 1)
        #expect(invalid.error.contains("error:"))
    }
}
