import CoaxSamples
import Foundation
import Testing

@testable import Coax

/// The expansion's output forms — streamed, gathered, indexed, owned — hold the same JSON,
/// byte for byte what ``JSONWriter`` writes for the expanded value.
@Suite struct ExpansionPlanTests {
    static let jsonAPIFixtures = ExpansionFixtures.cases(in: "jsonapi").map { ("jsonapi", $0) }
    static let linksFixtures = ExpansionFixtures.cases(in: "links").map { ("links", $0) }

    static func plan(_ folder: String, _ name: String) throws -> ExpansionPlan {
        let input = try ExpansionFixtures.document("\(folder)/\(name).input.json")
        return try ExpansionFixtureOptions(name: name, folder: folder).expander.plan(input.root)
    }

    @Test(arguments: jsonAPIFixtures + linksFixtures)
    func theWrittenTextIsTheExpectedFixtureText(folder: String, name: String) throws {
        let plan = try ExpansionPlanTests.plan(folder, name)
        let expected = try ExpansionFixtures.document("\(folder)/\(name).expected.json")
        let value = JSONValue(expected.root)
        #expect(
            ByteDifference.between(try plan.bytes(.pretty) + [0x0A], Array(ExpansionFixtures.pretty(value).utf8)) == nil
        )
        #expect(ByteDifference.between(try plan.bytes(.compact), JSONWriter.compact.bytes(for: value)) == nil)
        #expect(
            ByteDifference.between(try plan.bytes(JSONWriter(indent: 4)), JSONWriter(indent: 4).bytes(for: value))
                == nil)
    }

    @Test(arguments: jsonAPIFixtures + linksFixtures)
    func everyFormHoldsTheSameExpansion(folder: String, name: String) throws {
        let plan = try ExpansionPlanTests.plan(folder, name)
        let expansion = try ExpansionFixtureOptions(name: name, folder: folder).expander
            .expand(try ExpansionFixtures.document("\(folder)/\(name).input.json").root)
        #expect(try plan.value() == expansion.value)
        #expect(plan.warnings == expansion.warnings)
        #expect(plan.format == expansion.format)
        let document = try plan.document()
        #expect(JSONValue(document.root) == expansion.value)
        #expect(try document.byteCount == plan.bytes().count)
        #expect(JSONValue(try plan.document(.pretty).root) == expansion.value)
    }

    @Test func aGeneratedDocumentStreamedInChunksIsTheGatheredText() throws {
        let document = try JSONDocument(
            parsing: APIDocumentGenerator(variant: .jsonAPI, seed: 11).bytes(size: .kilobytes(300)))
        let plan = try Expander().plan(document.root)
        var chunks: [Int] = []
        var streamed: [UInt8] = []
        try plan.write(.pretty, chunkSize: 8_192) { chunk in
            chunks.append(chunk.count)
            streamed.append(contentsOf: chunk)
        }
        #expect(chunks.count > 10)
        #expect(chunks.dropLast().allSatisfy { $0 <= 8_192 + 4_096 })
        #expect(ByteDifference.between(streamed, try plan.bytes(.pretty)) == nil)
        #expect(ByteDifference.between(streamed, JSONWriter.pretty.bytes(for: try plan.value())) == nil)
    }

    @Test func aSinkErrorStopsTheStreamAndIsRethrown() throws {
        struct Full: Error, Equatable {}
        let document = try JSONDocument(
            parsing: APIDocumentGenerator(variant: .jsonAPI, seed: 12).bytes(size: .kilobytes(200)))
        let plan = try Expander().plan(document.root)
        var calls = 0
        #expect(throws: Full()) {
            try plan.write(.compact, chunkSize: 4_096) { _ throws(Full) in
                calls += 1
                if calls == 2 { throw Full() }
            }
        }
        #expect(calls == 2)
    }

    @Test func aResourceCopiedAtManyDepthsIsLaidOutForEachPlace() throws {
        // `people/1` is linked from every level of a chain, so it is written from one rendered
        // run at each depth, leaf or not.
        var resources: [JSONValue] = []
        for level in 0..<8 {
            var relationships: JSONObject = ["owner": ["data": ["type": "people", "id": "1"]]]
            if level < 7 { relationships["next"] = ["data": ["type": "nodes", "id": .string("\(level + 1)")]] }
            resources.append([
                "type": "nodes", "id": .string("\(level)"), "attributes": ["level": .number(JSONNumber(level))],
                "relationships": .object(relationships),
            ])
        }
        let person: JSONValue = [
            "type": "people", "id": "1", "attributes": ["name": "Ada", "tags": ["a", ["b": []]]],
            "relationships": ["friend": ["data": ["type": "people", "id": "2"]]], "links": ["self": "/people/1"],
        ]
        let root: JSONValue = ["data": resources[0], "included": .array(Array(resources.dropFirst()) + [person])]
        let plan = try Expander().plan(root)
        for writer in [JSONWriter.pretty, .compact, JSONWriter(indent: 3)] {
            #expect(ByteDifference.between(try plan.bytes(writer), writer.bytes(for: try plan.value())) == nil)
        }
        let owners = String(decoding: try plan.bytes(.pretty), as: UTF8.self).components(
            separatedBy: "\"name\": \"Ada\"")
        #expect(owners.count == 9)
    }

    @Test func anOwnedValueRootExpandsAsItsDocumentDoes() throws {
        let document = try ExpansionFixtures.sample("jsonapi-blog.json")
        let fromNode = try Expander().plan(document.root)
        let fromValue = try Expander().plan(JSONValue(document.root))
        #expect(ByteDifference.between(try fromValue.bytes(.pretty), try fromNode.bytes(.pretty)) == nil)
        #expect(fromValue.warnings == fromNode.warnings)
    }
}
