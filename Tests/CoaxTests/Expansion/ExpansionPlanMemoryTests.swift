import CoaxSamples
import Foundation
import Testing

@testable import Coax

/// Running out of memory while an expansion is written is an error the caller sees, never a
/// document, text or value that silently differs from the expansion (it was a null document).
/// Failures are made with ``MemoryBudget``'s test hook, one request at a time.
@Suite struct ExpansionPlanMemoryTests {
    static func plan() throws -> ExpansionPlan {
        let document = try JSONDocument(
            parsing: APIDocumentGenerator(variant: .jsonAPI, seed: 21).bytes(size: .kilobytes(120)))
        return try Expander().plan(document.root)
    }

    /// Whatever request fails, each form is either the whole expansion or the out-of-memory
    /// error; and some requests do fail it.
    @Test func everyFailedAllocationIsAnErrorOrLeavesTheExpansionWhole() throws {
        let plan = try Self.plan()
        let expected = try plan.bytes()
        var failures = 0
        for number in 1...12 {
            MemoryBudget.failAllocation(number: number)
            let outcome = Result { () throws(ExpansionError) in try plan.document() }
            MemoryBudget.failAllocation(number: nil)
            switch outcome {
            case .success(let document):
                #expect(ByteDifference.between(JSONWriter.compact.bytes(for: document.root), expected) == nil)
            case .failure(let error):
                #expect(error.code == .tooLarge)
                failures += 1
            }
        }
        #expect(failures > 0)
    }

    @Test func noMemoryForTheTextIsAnErrorFromEveryGatheredForm() throws {
        let plan = try Self.plan()
        for form in ["document", "bytes", "value", "expansion"] {
            MemoryBudget.failAllocations(from: 1)
            let outcome = Result { () throws(ExpansionError) in
                switch form {
                case "document": _ = try plan.document(.pretty)
                case "bytes": _ = try plan.bytes(.pretty)
                case "value": _ = try plan.value()
                default: _ = try plan.expansion()
                }
            }
            MemoryBudget.failAllocation(number: nil)
            #expect(throws: ExpansionError.outOfMemory, "\(form)") { try outcome.get() }
        }
        #expect(
            ExpansionError.outOfMemory.description
                == "the expanded document is too large: not enough memory to write it")
    }

    /// Streaming with no memory for even a small buffer says so instead of ending as if the
    /// output were complete.
    @Test func aStreamWithNoMemoryForItsBufferSaysSo() throws {
        let plan = try Self.plan()
        var streamed = 0
        MemoryBudget.failAllocations(from: 1)
        let outcome = Result { try plan.write(.compact, chunkSize: 1 << 20) { chunk in streamed += chunk.count } }
        MemoryBudget.failAllocation(number: nil)
        #expect(throws: ExpansionError.outOfMemory) { try outcome.get() }
        #expect(streamed < (try plan.bytes()).count)
        var complete = 0
        try plan.write(.compact) { chunk in complete += chunk.count }
        #expect(complete == (try plan.bytes()).count)
    }
}
