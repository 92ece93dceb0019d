import Foundation
import Synchronization
import Testing

@testable import CoaxInspector

@Suite("Background job")
struct BackgroundJobTests {
    @Test func theOutputIsNilUntilTheWorkFinishesThenKept() {
        let release = DispatchSemaphore(value: 0)
        let job = BackgroundJob(name: "test") { _ in
            release.wait()
            return 42
        }
        #expect(job.output(waitingUntil: Date(timeIntervalSinceNow: 0.02)) == nil)
        #expect(!job.isFinished)
        release.signal()
        #expect(job.output(waitingUntil: .distantFuture) == 42)
        #expect(job.isFinished)
        // Asking again, by anyone, does not wait.
        #expect(job.output(waitingUntil: .distantPast) == 42)
    }

    @Test func progressIsReportedFromTheWorkAndClamped() {
        let step = DispatchSemaphore(value: 0)
        let reported = DispatchSemaphore(value: 0)
        let job = BackgroundJob<String>(name: "progress") { context in
            context.report(progress: 0.25)
            reported.signal()
            step.wait()
            context.report(progress: 7)
            return "done"
        }
        #expect(job.progress == nil || job.progress == 0.25)
        reported.wait()
        #expect(job.progress == 0.25)
        step.signal()
        #expect(job.output(waitingUntil: .distantFuture) == "done")
        #expect(job.progress == 1)
    }

    @Test func cancellingIsSeenByTheWork() {
        let started = DispatchSemaphore(value: 0)
        let job = BackgroundJob<Int>(name: "cancel") { context in
            started.signal()
            var rounds = 0
            while !context.isCancelled { rounds += 1 }
            return rounds
        }
        started.wait()
        job.cancel()
        #expect(job.isCancelled)
        #expect(job.output(waitingUntil: Date(timeIntervalSinceNow: 60)) != nil)
    }

    @Test func manyWaitersAllGetTheOutput() async {
        let job = BackgroundJob(name: "shared") { _ in [1, 2, 3] }
        await withTaskGroup(of: [Int]?.self) { group in
            for _ in 0..<4 {
                group.addTask { job.output(waitingUntil: Date(timeIntervalSinceNow: 60)) }
            }
            for await output in group {
                #expect(output == [1, 2, 3])
            }
        }
    }
}
