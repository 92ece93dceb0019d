import Coax
import Foundation
import Testing

@testable import CoaxInspector

/// The drift marks' life: taken from an update with the key that waited, due again as
/// documents arrive, reset.
@Suite("DriftState: marks, follow-ups and collection updates")
struct DriftStateTests {
    let marks: DriftMarks

    init() throws {
        let document = try JSONDocument(parsing: #"[{"id": 1}, {"id": "2"}]"#)
        marks = DriftMarks(document: document)
    }

    @Test func takingAnUpdateGivesTheKeyThatWaitedOnce() {
        var drift = DriftState()
        drift.followUp = .jump(.next, times: 2)
        #expect(drift.take(Inspector.DriftUpdate(marks: marks)) == .jump(.next, times: 2))
        #expect(drift.followUp == nil)
        #expect(drift.marks?.count == 2)
    }

    @Test func oneDocumentsDriftIsDueOnceThenFinal() {
        var drift = DriftState()
        var loaded = LoadStatus()
        loaded.documentCount = 1
        loaded.phase = .finished
        #expect(drift.isDue(loaded: loaded, interval: 0.25), "a collection of one, loaded: found at once")
        _ = drift.take(Inspector.DriftUpdate(marks: marks))
        #expect(drift.isFinal)
        #expect(!drift.isDue(loaded: loaded, interval: 0.25, now: Date() + 60), "found once, never again")
    }

    @Test func aCollectionsUpdateSaysWhetherItCoversEveryDocument() {
        var drift = DriftState()
        let now = Date(timeIntervalSinceReferenceDate: 1_000)
        #expect(drift.take(Inspector.DriftUpdate(marks: marks, isFinal: false), at: now) == nil)
        #expect(!drift.isFinal)
        #expect(drift.lastUpdate == now)
    }

    @Test func aCollectionsDriftIsDueAsDocumentsArriveAtMostEveryInterval() {
        var drift = DriftState()
        var loaded = LoadStatus()
        let now = Date(timeIntervalSinceReferenceDate: 1_000)
        #expect(!drift.isDue(loaded: loaded, interval: 0.25, now: now), "no document yet")
        loaded.documentCount = 3
        #expect(drift.isDue(loaded: loaded, interval: 0.25, now: now), "the first marks come at once")
        _ = drift.take(Inspector.DriftUpdate(marks: marks, isFinal: false), at: now)
        #expect(!drift.isDue(loaded: loaded, interval: 0.25, now: now + 0.1))
        #expect(drift.isDue(loaded: loaded, interval: 0.25, now: now + 0.3))
        loaded.phase = .finished
        #expect(drift.isDue(loaded: loaded, interval: 0.25, now: now + 0.1), "the end of loading does not wait")
        _ = drift.take(Inspector.DriftUpdate(marks: marks, isFinal: true), at: now)
        #expect(!drift.isDue(loaded: loaded, interval: 0.25, now: now + 1), "final marks are not redone")
    }

    @Test func resetStopsTheAnalysisAndForgetsEverything() {
        var drift = DriftState()
        let job = BackgroundJob<Inspector.DriftUpdate>(name: "drift") { [marks] context in
            while !context.isCancelled { usleep(1_000) }
            return Inspector.DriftUpdate(marks: marks)
        }
        drift.job = job
        drift.followUp = .list
        _ = drift.take(Inspector.DriftUpdate(marks: marks))
        drift.job = job
        drift.reset()
        #expect(job.isCancelled)
        #expect(drift.job == nil)
        #expect(drift.marks == nil)
        #expect(!drift.isFinal)
    }
}
