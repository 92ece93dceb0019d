/// Counts, for one scalar reading at one pattern, how the values came out.
struct ReadingTallyCounter {
    var exact = 0
    var lossy = 0
    var unread = 0
    var collapsed = 0
    var loss: CoercionLoss = []
    /// The first value, in input order, the reading did not read exactly.
    var firstFailure = DriftPosition.none

    /// Counts one value met at `position`; returns whether it is the first value the reading
    /// missed (the least position).
    @inline(__always)
    @discardableResult
    mutating func add(_ outcome: ReadingOutcome, at position: DriftPosition) -> Bool {
        if outcome.isExact {
            exact &+= 1
            return false
        }
        if outcome.isUnread {
            unread += 1
        } else if outcome.isCollapsed {
            collapsed += 1
        } else {
            lossy += 1
            loss.formUnion(outcome.loss)
        }
        if position < firstFailure { firstFailure = position }
        return position == firstFailure
    }
}
