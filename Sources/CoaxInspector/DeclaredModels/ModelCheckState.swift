import Coax
import Foundation

/// The inspector's check of the user's models: the verdicts shown (marks, panel, status line,
/// list) and the background job that brings them up to date as a collection loads or is
/// followed, on the one background mechanism (``BackgroundJob``).
///
/// The first update checks only the first documents (about a screen's worth), so that the first
/// marks come with the first screens; later ones check what arrived since, about a second of work
/// each, going on from where the last stopped. Once the documents so far are checked, the job
/// looks for the changes to the models that decode the failing ones.
///
/// ```swift
/// var state = ModelCheckState(setup: setup)
/// state.start(collection: orders, loaded: orders.status)
/// state.collect(until: Date() + 0.015)   // true once the first verdicts are in
/// state.verdicts.failedCount             // 3
/// ```
struct ModelCheckState {
    /// What a job gives: the verdicts and whether they cover every document of an input that ended.
    struct Update: Sendable {
        var verdicts: ModelVerdicts
        var isFinal: Bool
    }

    /// What a key asked for before the first verdicts were in.
    enum FollowUp: Hashable, Sendable {
        case jump(forward: Bool, times: Int)
        case list
    }

    /// Documents checked by the first update (more than a screen shows).
    static let firstBatch = 256
    /// Documents checked between two looks at the clock.
    static let batch = 1_024
    /// About the most time one update spends checking before it reports.
    static let updateWork: TimeInterval = 1
    /// The least time between two updates while documents arrive.
    static let updateInterval: TimeInterval = 0.25

    /// The verdicts shown.
    private(set) var verdicts: ModelVerdicts
    /// The update running, if any.
    private(set) var job: BackgroundJob<Update>?
    /// Whether an update has come in (the marks are there).
    private(set) var hasUpdate = false
    /// Whether the verdicts cover every document of an input that ended (or the one document).
    private(set) var isFinal = false
    /// When the last update came in.
    private var lastUpdate = Date.distantPast
    /// What a key asked for meanwhile.
    var followUp: FollowUp?

    /// Starts with nothing checked.
    ///
    /// - Parameter setup: the models, types and options.
    init(setup: ModelCheckSetup) {
        verdicts = ModelVerdicts(setup: setup)
    }

    /// Whether documents are still being checked, or more may come.
    var isChecking: Bool { !isFinal }

    /// Whether an update should start now: documents arrived since the last one (and the
    /// interval has passed), or loading ended since (one document: it is not checked yet).
    func isDue(loaded: LoadStatus) -> Bool {
        guard job == nil, !isFinal else { return false }
        if loaded.isFinished { return true }
        guard loaded.documentCount > verdicts.checkedCount else { return false }
        return !hasUpdate || Date() >= lastUpdate + Self.updateInterval
    }

    /// Starts an update on its thread when one is due.
    ///
    /// - Parameters:
    ///   - collection: the documents shown (one document is a collection of one).
    ///   - loaded: what the collection had loaded when last looked at.
    ///   - readsSources: whether each document's source (its input, its HTTP exchange) chooses
    ///     its route and names its group; false for one document shown as it is, which has none.
    mutating func start(collection: JSONCollection, loaded: LoadStatus, readsSources: Bool = true) {
        guard isDue(loaded: loaded) else { return }
        let current = verdicts
        let first = !hasUpdate
        job = BackgroundJob(name: "models") { context in
            Self.update(
                current, collection: collection, readsSources: readsSources, first: first,
                isCancelled: { context.isCancelled })
        }
    }

    /// Takes the update when it is ready, waiting at most until `deadline`.
    ///
    /// - Returns: Whether an update came in.
    mutating func collect(until deadline: Date) -> Bool {
        guard let job, let update = job.output(waitingUntil: deadline) else { return false }
        self.job = nil
        verdicts = update.verdicts
        isFinal = update.isFinal
        hasUpdate = true
        lastUpdate = Date()
        return true
    }

    /// Stops the update running (the verdicts shown stay).
    mutating func cancel() {
        job?.cancel()
        job = nil
    }

    /// One update: checks the documents of `collection` from where `verdicts` stopped, for about
    /// ``updateWork`` (the first: ``firstBatch`` documents), then, once caught up with the
    /// documents so far, looks for the changes that decode the failing ones.
    static func update(
        _ verdicts: ModelVerdicts, collection: JSONCollection, readsSources: Bool, first: Bool,
        isCancelled: () -> Bool
    ) -> Update {
        var verdicts = verdicts
        // Loading had ended before the documents were counted: then they are all in.
        let finished = collection.status.isFinished
        let end = first ? min(collection.count, firstBatch) : collection.count
        let started = Date()
        while verdicts.checkedCount < end, !isCancelled() {
            let next = verdicts.checkedCount
            verdicts.check(documentsIn: next..<min(end, next + batch), of: collection, readsSources: readsSources)
            if verdicts.checkedCount == next { break }
            if Date().timeIntervalSince(started) >= updateWork { break }
        }
        let caughtUp = verdicts.checkedCount >= collection.count
        if caughtUp, verdicts.needsSuggestions, !isCancelled() {
            verdicts.suggest { collection.document(at: $0) }
        }
        return Update(verdicts: verdicts, isFinal: finished && caughtUp)
    }
}
