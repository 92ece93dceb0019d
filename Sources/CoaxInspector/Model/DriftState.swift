import Coax
import Foundation

/// The type drift behind the `~` marks: the marks once found, the analysis running, what a key
/// asked for meanwhile, and, for a collection, where the analysis goes on from with the
/// documents that arrive next. One document is found once: its update is final.
///
/// ```swift
/// var drift = DriftState()
/// drift.followUp = .list
/// drift.take(update)   // .list: the key that waited for the marks
/// drift.marks?.count                         // 6
/// ```
struct DriftState {
    /// The marks of the document (or of every document of the collection so far), once found.
    var marks: DriftMarks?
    /// The analysis running, if any.
    var job: BackgroundJob<Inspector.DriftUpdate>?
    /// What a key asked for before the marks were ready.
    var followUp: Inspector.DriftFollowUp?
    /// A collection's drift analysis between updates, to go on from with the next documents.
    var accumulator: DriftAccumulator?
    /// Whether the marks cover all of the documents (loading had ended; always, for one document).
    var isFinal = false
    /// When the marks were last brought up to date.
    var lastUpdate = Date.distantPast

    /// Takes a finished analysis's marks, where to go on from (for a collection) and when this
    /// was, and returns what a key asked for meanwhile, which is then forgotten.
    mutating func take(_ update: Inspector.DriftUpdate, at now: Date = Date()) -> Inspector.DriftFollowUp? {
        job = nil
        marks = update.marks
        accumulator = update.accumulator
        isFinal = update.isFinal
        lastUpdate = now
        defer { followUp = nil }
        return followUp
    }

    /// Whether the marks should be brought up to date with `loaded`: no analysis runs, the marks
    /// are not final, and loading ended (one document: not analysed yet), or documents arrived
    /// past those analysed (and, once there are marks, `interval` has passed since the last
    /// update).
    func isDue(loaded: LoadStatus, interval: TimeInterval, now: Date = Date()) -> Bool {
        guard job == nil, !isFinal else { return false }
        if loaded.isFinished { return true }
        guard loaded.documentCount > (accumulator?.nextDocument ?? 0) else { return false }
        return marks == nil || now >= lastUpdate + interval
    }

    /// Stops the analysis and forgets everything found (the document was replaced).
    mutating func reset() {
        job?.cancel()
        self = DriftState()
    }
}
