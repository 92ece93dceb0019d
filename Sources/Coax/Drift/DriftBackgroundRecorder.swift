/// Records the values of a drift walk on a thread of its own, so that a long collection's
/// analysis uses a second core: the walk (``DriftWalker``) finds the pattern of every value and
/// hands the values over in batches; the recorder counts them (kinds, coercion verdicts, string
/// forms, number literals) into a trie of its own, in the order the walk met them.
///
/// Nothing is decided from timing: the recorder makes the calls the walk would have made, one
/// by one, in the same order, so its counts are the ones a walk that records by itself ends
/// with; the walk's own trie then takes them (``PatternTrie/adoptValueCounts(from:)``). What the
/// walk decides (patterns, groups, unions, maps) never depends on what is recorded, so the walk
/// need not wait for the recording.
///
/// ```swift
/// let recorder = DriftBackgroundRecorder(recorder: walker, release: { collection.releaseParts(before: $0) })
/// recorder?.submit(batch)              // values of the documents walked since the last batch
/// let counts = recorder?.finish()      // → the walker that recorded them, once all are in
/// ```
final class DriftBackgroundRecorder {
    /// Values handed over together: for each, its node and tape index, in the order the walk met
    /// them, and the document they were met in.
    struct Batch: Sendable {
        /// Where the values from `start` on were met: what ``DriftWalker`` needs of a document to
        /// record a value and to resolve its position (streams).
        struct Segment: Sendable {
            /// The document, when it owns its tape (an object set aside, a whole file) …
            let document: JSONDocument?
            /// … or the view of a collection's chunk it is: the recorder makes its own document
            /// from it, so that the walk's document is let go where it was made, at once.
            let view: JSONDocument.SharedView?
            let number: Int
            let indexBase: Int
            let pathRoot: (index: Int, path: JSONPath)
            let reference: DriftDocument??
            let start: Int
        }

        /// A value: the node of its pattern and its tape index in its segment's document.
        struct Value {
            let node: Int32
            let index: Int
        }

        var segments: [Segment] = []
        var values: [Value] = []
        /// The number of nodes of the walk's trie when the batch was handed over.
        var nodeCount = 0
        /// Every value of the documents before this number is in this batch or an earlier one.
        var releasableBefore = 0

        var isEmpty: Bool { values.isEmpty }
    }

    /// What keeps the documents of a batch while the recorder's own documents over them live
    /// (the places it resolves keep theirs): the batch's segments, which keep the chunks. Made and
    /// counted by the recorder's thread alone.
    final class Keeper {
        let segments: [Batch.Segment]

        init(_ segments: [Batch.Segment]) {
            self.segments = segments
        }
    }

    private struct Queue {
        var batches: [Batch] = []
        var isClosed = false
    }

    /// Batches handed over and not yet taken; the walk waits when there are this many.
    static let depth = 16

    private let queue = ConditionLock(Queue())
    /// The walker that records. Invariant: only the worker thread touches it, from ``start`` until
    /// ``finish()`` joins that thread; ``finish()`` reads it after the join, which orders every
    /// write of the worker before the read.
    private var recorder: DriftWalker
    /// Lets the input's parts go before a document number, once their values were recorded (a
    /// stream's documents are named from their parts while they are recorded).
    private let release: @Sendable (Int) -> Void
    /// Set once, by the thread that made the recorder, before any batch is handed over; read only
    /// by that thread.
    private var worker: WorkerThread?

    /// A recorder on a thread of its own that goes on from `recorder`'s counts; nil when the
    /// system gives no thread (the walk then records by itself).
    init?(recorder: DriftWalker, release: @escaping @Sendable (Int) -> Void) {
        self.recorder = recorder
        self.release = release
        let box = UncheckedRecorder(recorder: self)
        guard let worker = WorkerThread.start(name: "coax-drift", { _ in box.recorder.run() }) else { return nil }
        self.worker = worker
    }

    /// Hands `batch` over, waiting while ``depth`` batches are still to record.
    func submit(_ batch: Batch) {
        queue.wait(until: { $0.batches.count < Self.depth }) { _ in }
        queue.update { $0.batches.append(batch) }
    }

    /// Waits until every batch handed over is recorded, and returns the walker that recorded
    /// them. Call once, after the last ``submit(_:)``.
    func finish() -> DriftWalker {
        queue.update { $0.isClosed = true }
        worker?.join()
        worker = nil
        return recorder
    }

    /// The worker's loop: takes batch after batch, in order, until the queue is closed and empty.
    private func run() {
        while true {
            let isDone = queue.wait(until: { !$0.batches.isEmpty || $0.isClosed }) { $0.batches.isEmpty }
            if isDone { return }
            let batch = queue.update { $0.batches.removeFirst() }
            recorder.record(batch)
            release(batch.releasableBefore)
        }
    }

    /// The recorder as the worker's closure holds it. Invariant: as for ``recorder``: the worker
    /// is the only thread using the recorder's walker until it is joined; the queue and the
    /// closure are themselves safe to share.
    private struct UncheckedRecorder: @unchecked Sendable {
        let recorder: DriftBackgroundRecorder
    }
}
