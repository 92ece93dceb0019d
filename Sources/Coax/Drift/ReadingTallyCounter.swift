/// Counts, for one scalar reading at one pattern, how the values came out.
struct ReadingTallyCounter {
    var exact = 0
    var lossy = 0
    var unread = 0
    var collapsed = 0
    var loss: CoercionLoss = []
    /// Tape index of the first value the reading did not read exactly, or -1.
    var firstFailure = -1

    mutating func add(_ outcome: ReadingOutcome, index: Int) {
        if outcome.isExact {
            exact += 1
            return
        }
        if firstFailure < 0 { firstFailure = index }
        if outcome.isUnread {
            unread += 1
        } else if outcome.isCollapsed {
            collapsed += 1
        } else {
            lossy += 1
            loss.formUnion(outcome.loss)
        }
    }
}
