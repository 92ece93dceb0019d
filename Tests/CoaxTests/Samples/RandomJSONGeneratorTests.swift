import Coax
import CoaxSamples
import Testing

@Suite struct RandomJSONGeneratorTests {
    @Test func sameSeedGivesTheSameValues() {
        var first = RandomJSONGenerator(seed: 5)
        var second = RandomJSONGenerator(seed: 5)
        let values = (0..<50).map { _ in first.next() }
        #expect(values == (0..<50).map { _ in second.next() })
        #expect(RandomJSONGenerator.value(seed: 5) == values[0])
        #expect(RandomJSONGenerator.value(seed: 6) != values[0])
    }

    @Test(arguments: [JSONWriter.compact, .pretty])
    func writeThenParseGivesBackTheSameValue(writer: JSONWriter) throws {
        var generator = RandomJSONGenerator(
            seed: 2024, limits: .init(maximumDepth: 6, maximumBreadth: 7, maximumStringLength: 20))
        for round in 0..<300 {
            let value = generator.next()
            let text = writer.string(for: value)
            let document = try JSONDocument(parsing: text)
            #expect(JSONValue(document.root) == value, "round \(round): \(text)")
            #expect(writer.string(for: document.root) == text, "round \(round)")
        }
    }

    @Test func limitsAreRespected() {
        let limits = RandomJSONGenerator.Limits(maximumDepth: 3, maximumBreadth: 4, maximumStringLength: 5)
        var generator = RandomJSONGenerator(seed: 8, limits: limits)
        for _ in 0..<300 {
            let value = generator.next()
            #expect(Self.depth(of: value) <= 3)
            Self.visit(value) { node in
                #expect((node.array?.count ?? node.object?.count ?? 0) <= 4)
                if let string = node.string { #expect(string.count <= 5, "\(string.debugDescription)") }
            }
        }
        var scalarsOnly = RandomJSONGenerator(seed: 8, limits: .init(maximumDepth: 0))
        #expect((0..<50).allSatisfy { _ in Self.depth(of: scalarsOnly.next()) == 0 })
    }

    @Test func valuesCoverTheAwkwardCases() {
        var generator = RandomJSONGenerator(seed: 99)
        var kinds = Set<JSONKind>()
        var literals = Set<String>()
        var sawDuplicateKey = false
        var scalars = Set<Unicode.Scalar>()
        for _ in 0..<400 {
            Self.visit(generator.next()) { node in
                kinds.insert(node.kind)
                if let number = node.number {
                    #expect(JSONNumber(literal: number.literal) != nil, "\(number.literal) is valid JSON")
                    literals.insert(number.literal)
                }
                if let object = node.object, Set(object.keys).count < object.count { sawDuplicateKey = true }
                node.string.map { scalars.formUnion($0.unicodeScalars) }
            }
        }
        #expect(kinds == Set(JSONKind.allCases))
        #expect(sawDuplicateKey)
        #expect(literals.isSuperset(of: ["-0", "1E+5", "0.000", "123456789012345678901234567890", "1e400"]))
        #expect(literals.contains { $0.count > 30 }, "long literals appear")
        for needed: Unicode.Scalar in [
            "\"", "\\", "\n", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{301}", "\u{200D}",
        ] {
            #expect(scalars.contains(needed), "\(needed.escaped(asASCII: true))")
        }
    }

    static func depth(of value: JSONValue) -> Int {
        let children = value.array ?? value.object?.map(\.value) ?? []
        return children.isEmpty && value.array == nil && value.object == nil ? 0 : 1 + (children.map(depth).max() ?? 0)
    }

    static func visit(_ value: JSONValue, _ body: (JSONValue) -> Void) {
        var stack = [value]
        while let next = stack.popLast() {
            body(next)
            stack += next.array ?? next.object?.map(\.value) ?? []
        }
    }
}
