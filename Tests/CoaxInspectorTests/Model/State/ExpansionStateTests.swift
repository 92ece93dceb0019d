import Coax
import Foundation
import Testing

@testable import CoaxInspector

/// The expanded view's life: started, made or refused, retargeted, reset.
@Suite("ExpansionState: making the expanded view")
struct ExpansionStateTests {
    private func waitingJob() -> BackgroundJob<ExpansionOutcome> {
        BackgroundJob(name: "expansion") { context in
            while !context.isCancelled { usleep(1_000) }
            return .unavailable("stopped")
        }
    }

    @Test func anExpandedDocumentGivesATreeAndTheFollowUpAsked() throws {
        var expansion = ExpansionState()
        let job = waitingJob()
        expansion.start(job, then: .showWarnings)
        let document = try JSONDocument(parsing: #"{"a": {"b": 1}}"#)
        let outcome = ExpansionOutcome.expanded(
            ExpandedDocument(document: document, formatName: "JSON:API", warnings: ["w"]))
        #expect(expansion.take(outcome, openDepth: 2) == .showWarnings)
        #expect(expansion.job == nil)
        #expect(expansion.tree?.document.root.count == 1)
        #expect(expansion.document?.warnings == ["w"])
        job.cancel()
    }

    @Test func aRefusalIsKeptAsTheProblem() {
        var expansion = ExpansionState()
        #expect(expansion.take(.unavailable("no links"), openDepth: 2) == nil)
        #expect(expansion.problem == "no expanded view: no links")
        #expect(expansion.tree == nil)
    }

    @Test func stoppingCancelsTheJobOnce() {
        var expansion = ExpansionState()
        let stoppedNothing = expansion.stop()
        #expect(!stoppedNothing)
        let job = waitingJob()
        expansion.start(job, then: .switchView)
        let stopped = expansion.stop()
        #expect(stopped)
        #expect(job.isCancelled)
        #expect(expansion.job == nil)
    }

    @Test func anotherDocumentOfACollectionDropsWhatWasMade() {
        var expansion = ExpansionState()
        _ = expansion.take(.unavailable("no links"), openDepth: 2)
        let job = waitingJob()
        expansion.start(job, then: .switchView)
        expansion.retarget(toItem: 4)
        #expect(expansion.item == 4)
        #expect(expansion.problem == nil)
        #expect(job.isCancelled)
    }
}
