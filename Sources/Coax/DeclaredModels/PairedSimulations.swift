import Foundation

/// Checks batches of documents on two threads: the caller's and a helper's kept for the whole
/// stream. Both take slices of a batch in turn until none is left, so a helper that the system
/// runs late (a busy machine) leaves its share to the caller rather than holding it up.
///
/// ```swift
/// let paired = PairedSimulations(checkers: [checker])
/// defer { paired.stop() }
/// paired.verdicts(for: documents)   // [.decoded, .failed(…), …], in the order of `documents`
/// ```
///
/// Unchecked Sendable: `checkers` is immutable and `shared` is a ``ConditionLock``; the documents
/// and results of a batch are only touched under its lock, except each slice's results, which
/// the thread that took the slice makes on its own before storing them under the lock. `helper`
/// is only touched by the owning thread (`init`, ``simulations(for:)``, ``stop()``), never by the
/// helper itself.
package final class PairedSimulations: @unchecked Sendable {
    /// Documents taken at once by either thread.
    static let slice = 32

    private struct Shared {
        /// The batch being checked, each document with the position of its checker in
        /// ``PairedSimulations/checkers``; empty between batches.
        var documents: [(document: JSONDocument, checker: Int)] = []
        var results: [SimulatedDecode] = []
        /// The next document no thread has taken.
        var next = 0
        /// Documents whose results are stored.
        var done = 0
        /// Bumped for each batch, so the helper sees new work.
        var batch = 0
        var stopped = false
    }

    let checkers: [DeclaredModelChecker]
    private let shared = ConditionLock(Shared())
    private var helper: WorkerThread?

    /// Starts the helper thread (without one, every batch is checked on the caller's thread).
    ///
    /// - Parameter checkers: the checkers the documents of a batch name by position.
    package init(checkers: [DeclaredModelChecker]) {
        self.checkers = checkers
        helper = WorkerThread.start(name: "coax-models") { [self] _ in helpUntilStopped() }
    }

    /// The verdicts of the only checker for `documents`, in their order.
    func verdicts(for documents: [JSONDocument]) -> [DecodeVerdict] {
        simulations(for: documents.map { ($0, 0) }).map(\.verdict)
    }

    /// What each document's checker makes of it, in the order of `documents`.
    ///
    /// - Parameter documents: each document with the position of its checker in ``checkers``.
    /// - Returns: One simulated decode per document.
    package func simulations(for documents: [(document: JSONDocument, checker: Int)]) -> [SimulatedDecode] {
        guard !documents.isEmpty else { return [] }
        guard helper != nil, documents.count > Self.slice else { return documents.map(simulate) }
        shared.update { state in
            state.documents = documents
            state.results = Array(repeating: .decoded, count: documents.count)
            state.next = 0
            state.done = 0
            state.batch += 1
        }
        takeSlices()
        return shared.wait(until: { $0.done == $0.documents.count }) { state in
            state.documents = []
            return state.results
        }
    }

    /// Stops the helper thread and waits for it.
    package func stop() {
        shared.update { $0.stopped = true }
        helper?.join()
        helper = nil
    }

    private func simulate(_ item: (document: JSONDocument, checker: Int)) -> SimulatedDecode {
        checkers[item.checker].simulate(item.document)
    }

    /// Checks slices of the current batch until none is left.
    private func takeSlices() {
        while true {
            let taken = shared.withLock {
                state -> (range: Range<Int>, documents: ArraySlice<(document: JSONDocument, checker: Int)>)? in
                guard state.next < state.documents.count else { return nil }
                let range = state.next..<min(state.documents.count, state.next + Self.slice)
                state.next = range.upperBound
                return (range, state.documents[range])
            }
            guard let taken else { return }
            let results = taken.documents.map(simulate)
            shared.update { state in
                state.results.replaceSubrange(taken.range, with: results)
                state.done += results.count
            }
        }
    }

    private func helpUntilStopped() {
        var seen = 0
        while true {
            let batch = shared.wait(until: { $0.stopped || $0.batch != seen }) { state -> Int? in
                state.stopped ? nil : state.batch
            }
            guard let batch else { return }
            seen = batch
            takeSlices()
        }
    }
}
