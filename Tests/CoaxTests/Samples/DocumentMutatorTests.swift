import CoaxSamples
import Testing

/// The seeded mutator behind the robustness tests: reproducible, and honest about where a mutant
/// first departs from its original.
@Suite struct DocumentMutatorTests {
    static let original = Array(#"{"id": 42, "name": "Zoë", "tags": ["a", "b"], "price": 8.45, "ok": true}"#.utf8)

    static func mutants(seed: UInt64, count: Int) -> [DocumentMutator.Mutant] {
        var mutator = DocumentMutator(seed: seed)
        return (0..<count).map { _ in mutator.mutate(original) }
    }

    @Test func theSameSeedGivesTheSameMutants() {
        #expect(Self.mutants(seed: 11, count: 50) == Self.mutants(seed: 11, count: 50))
        #expect(Self.mutants(seed: 11, count: 50) != Self.mutants(seed: 12, count: 50))
    }

    @Test func theFirstChangedOffsetIsWhereTheBytesFirstDiffer() {
        for mutant in Self.mutants(seed: 3, count: 500) {
            let offset = mutant.firstChangedOffset
            #expect(mutant.bytes.prefix(offset) == Self.original.prefix(offset), "\(mutant.edits)")
            let bothContinue = offset < mutant.bytes.count && offset < Self.original.count
            if bothContinue {
                #expect(mutant.bytes[offset] != Self.original[offset], "\(mutant.edits)")
            } else {
                #expect(offset == min(mutant.bytes.count, Self.original.count), "\(mutant.edits)")
            }
        }
    }

    @Test func mutantsAreMostlyChangedAndStaySmall() {
        let mutants = Self.mutants(seed: 5, count: 500)
        #expect(mutants.filter { $0.bytes != Self.original }.count >= 490)
        #expect(mutants.allSatisfy { (1...3).contains($0.edits.count) })
        // Three edits at most, each inserting or duplicating a few hundred bytes at most.
        #expect(mutants.allSatisfy { $0.bytes.count <= Self.original.count * 8 + 3 * 400 })
    }

    @Test func anEmptyDocumentIsFirstGrownByAnInsertion() {
        var mutator = DocumentMutator(seed: 1)
        for _ in 0..<100 {
            let mutant = mutator.mutate([])
            #expect(mutant.edits.first?.hasPrefix("insert ") == true)
            #expect(mutant.firstChangedOffset == 0)
        }
    }
}
