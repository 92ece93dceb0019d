import Synchronization

/// How far the parse of one document has got, read from another thread: the inspector's status
/// line shows it while a large document is parsed behind its first screen.
///
/// The parser reports the position of the value it is at every 4,096 values (where it already
/// looks for cancellation), so following it costs nothing per value. A document parsed on two
/// threads reports from both: the second thread's part counts from where it started.
///
/// ```swift
/// let progress = ParseProgress()
/// var options = JSONParseOptions()
/// options.progress = progress
/// // on the loading thread: try JSONDocument(source: source, options: options)
/// progress.bytesParsed   // 412_000_000 so far, from any thread
/// ```
final class ParseProgress: Sendable, Hashable {
    private let firstPart = Atomic<Int>(0)
    private let secondPartStart = Atomic<Int>(-1)
    private let secondPart = Atomic<Int>(0)

    init() {}

    /// Records that the parse reached byte `position`: on the second thread's part of the
    /// document when `isSegment`.
    func reach(_ position: Int, isSegment: Bool) {
        if isSegment {
            // Relaxed: the numbers are only shown; the document itself is handed over by the
            // loading thread's lock.
            _ = secondPartStart.compareExchange(expected: -1, desired: position, ordering: .relaxed)
            secondPart.store(position, ordering: .relaxed)
        } else {
            firstPart.store(position, ordering: .relaxed)
        }
    }

    /// The bytes parsed so far (both threads' parts together).
    var bytesParsed: Int {
        let start = secondPartStart.load(ordering: .relaxed)
        let second = start < 0 ? 0 : max(0, secondPart.load(ordering: .relaxed) - start)
        return firstPart.load(ordering: .relaxed) + second
    }

    static func == (lhs: ParseProgress, rhs: ParseProgress) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
