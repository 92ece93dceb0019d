import Testing

@testable import Coax

/// Long chains, long cycles and dense graphs: the expansion neither recurses nor runs away.
/// (No timing here: these pin down where expansion stops, which is what keeps it bounded.)
@Suite struct DeepExpansionTests {
    /// A compound document whose primary resource `nodes/0` links through `next` to `nodes/1`,
    /// and so on to `nodes/<count - 1>`, which links back to `nodes/0` when `closed`.
    static func chain(count: Int, closed: Bool = false) throws -> JSONDocument {
        func resource(_ id: Int) -> String {
            let next = id + 1 < count ? id + 1 : (closed ? 0 : nil)
            let relationships = next.map { #","relationships":{"next":{"data":{"type":"nodes","id":"\#($0)"}}}"# } ?? ""
            return #"{"type":"nodes","id":"\#(id)"\#(relationships)}"#
        }
        var text = #"{"data":"# + resource(0) + #","included":["#
        text += (1..<count).map(resource).joined(separator: ",")
        text += "]}"
        return try JSONDocument(parsing: text)
    }

    /// Follows `next` from `data` without recursion: how many relationships deep the expansion
    /// went, and the value where it stopped (an identifier object).
    static func walk(_ value: JSONValue) -> (expanded: Int, last: JSONValue?) {
        var current = value["data"]
        var expanded = -1
        while let resource = current, resource["next"] != nil {
            expanded += 1
            current = resource["next"]
        }
        return (expanded, current)
    }

    @Test func aChainOfAHundredThousandResourcesStopsAtTheDefaultDepth() throws {
        let document = try DeepExpansionTests.chain(count: 100_000)
        let expansion = try Expander().expand(document.root)
        let (expanded, last) = DeepExpansionTests.walk(expansion.value)
        #expect(expanded == Expander.defaultMaximumDepth)
        #expect(last == ["type": "nodes", "id": "33"])
        #expect(expansion.value["data"]?["next"]?["next"]?["id"] == "2")
        #expect(
            expansion.warnings.map(\.description) == [
                "$: expansion stops 32 relationships deep; 1 linkage stays an identifier object "
                    + "(choose the relationships to expand with an include list)"
            ])
    }

    @Test func noOptionExpandsDeeperThanTheCeiling() throws {
        let document = try DeepExpansionTests.chain(count: 100_000)
        let expansion = try Expander(maximumDepth: 1_000_000).expand(document.root)
        #expect(Expander(maximumDepth: 1_000_000).maximumDepth == Expander.depthCeiling)
        #expect(DeepExpansionTests.walk(expansion.value).expanded == Expander.depthCeiling)
        #expect(expansion.warnings.first?.problem == .depthLimitReached(depth: Expander.depthCeiling, count: 1))
    }

    @Test func anIncludePathDeeperThanTheCeilingStopsAtTheCeiling() throws {
        let document = try DeepExpansionTests.chain(count: 1_000)
        let include = IncludeList(paths: [Array(repeating: "next", count: 5_000)])
        let expansion = try Expander(include: include).expand(document.root)
        #expect(DeepExpansionTests.walk(expansion.value).expanded == Expander.depthCeiling)
        #expect(expansion.warnings.first?.problem == .depthLimitReached(depth: Expander.depthCeiling, count: 1))
    }

    @Test func aLongCycleEndsAtTheIdentifierOfItsFirstResource() throws {
        let document = try DeepExpansionTests.chain(count: 200, closed: true)
        let expansion = try Expander(maximumDepth: Expander.depthCeiling).expand(document.root)
        let (expanded, last) = DeepExpansionTests.walk(expansion.value)
        #expect(expanded == 199)
        #expect(last == ["type": "nodes", "id": "0"])
        #expect(expansion.warnings.isEmpty)
    }

    @Test func aCycleOfAHundredThousandResourcesStopsAtTheDefaultDepth() throws {
        let document = try DeepExpansionTests.chain(count: 100_000, closed: true)
        let expansion = try Expander().expand(document.root)
        #expect(DeepExpansionTests.walk(expansion.value).expanded == Expander.defaultMaximumDepth)
        #expect(expansion.warnings.map(\.problem) == [.depthLimitReached(depth: 32, count: 1)])
    }

    @Test func aDenseGraphStopsAtTheWorkLimit() throws {
        // Twelve resources, each linking to all the others: 11! paths from each one.
        let count = 12
        var included: [JSONValue] = []
        for id in 0..<count {
            let others = (0..<count).filter { $0 != id }.map {
                JSONValue.object(["type": "n", "id": .string("\($0)")])
            }
            included.append(["type": "n", "id": .string("\(id)"), "relationships": ["all": ["data": .array(others)]]])
        }
        let root: JSONValue = ["data": included[0], "included": .array(Array(included.dropFirst()))]
        let expansion = try Expander().expand(root)
        let limit = 4 * (count + count * (count - 1)) + 10_000
        #expect(expansion.warnings.count == 1)
        let problem = try #require(expansion.warnings.first?.problem)
        #expect(problem.code == .workLimitReached)
        #expect(problem.message.hasPrefix("expansion reached its limit of \(limit) resources and linkages written; "))
        #expect(!problem.message.contains("; 0 further"))
        #expect(DeepExpansionTests.resourceCount(in: expansion.value) <= limit)
    }

    /// Objects with a `type` member in the value, counted with an explicit stack.
    static func resourceCount(in value: JSONValue) -> Int {
        var stack = [value]
        var count = 0
        while let next = stack.popLast() {
            if let array = next.array { stack.append(contentsOf: array) }
            if let object = next.object {
                if object["type"] != nil { count += 1 }
                stack.append(contentsOf: object.map(\.value))
            }
        }
        return count
    }
}
