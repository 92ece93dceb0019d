/// The expanded view (links templates or JSON:API): its document and tree once made, the job
/// making it, what to do when it is ready, or why there is none.
///
/// In a collection the expanded view is of one document, ``item``: selecting another document
/// and asking again makes it anew (``retarget(toItem:)``).
///
/// ```swift
/// var expansion = ExpansionState()
/// expansion.start(job, then: .showWarnings)
/// expansion.take(.unavailable("not JSON:API"), openDepth: 2)   // nil: nothing to follow up
/// expansion.problem                                             // "no expanded view: not JSON:API"
/// ```
struct ExpansionState {
    /// What to do once the expanded view is made.
    enum FollowUp: Hashable, Sendable {
        /// Show the expanded view.
        case switchView
        /// List the expansion's warnings.
        case showWarnings
    }

    /// The expanded document, once made.
    private(set) var document: ExpandedDocument?
    /// Its tree, once made.
    private(set) var tree: TreeState?
    /// Why there is no expanded view, once asked.
    var problem: String?
    /// The expansion running, if any.
    private(set) var job: BackgroundJob<ExpansionOutcome>?
    /// What to do when the running expansion is ready.
    private(set) var followUp = FollowUp.switchView
    /// The collection item whose document the expanded view shows (nil for one document).
    private(set) var item: Int?

    /// Keeps the job making the expanded view, and what to do when it is ready.
    mutating func start(_ job: BackgroundJob<ExpansionOutcome>, then followUp: FollowUp) {
        self.job = job
        self.followUp = followUp
    }

    /// Stops the expansion running; false when none was.
    @discardableResult
    mutating func stop() -> Bool {
        guard let job else { return false }
        job.cancel()
        self.job = nil
        return true
    }

    /// Forgets the expanded view and stops the one being made (the document was replaced).
    mutating func reset() {
        stop()
        document = nil
        tree = nil
        problem = nil
    }

    /// The expanded view is to be of collection item `item`: what was made for another one goes.
    mutating func retarget(toItem item: Int) {
        reset()
        self.item = item
    }

    /// Takes the running expansion's outcome: the view (its tree opened `openDepth` levels) and
    /// what to do now, or the reason there is none (nil).
    mutating func take(_ outcome: ExpansionOutcome, openDepth: Int) -> FollowUp? {
        job = nil
        switch outcome {
        case .expanded(let result):
            document = result
            tree = TreeState(document: result.document, openDepth: openDepth)
            return followUp
        case .unavailable(let reason):
            problem = "no expanded view: " + reason
            return nil
        }
    }
}
